import { z } from 'zod';
import { normalizeBlockType } from './block-types.js';
import type { SettingsPath } from './field-changes.js';
import type { SettingsValues } from './settings-form/settings-field.js';

/**
 * A setting holding a secret (an API call's token). `holder` leads to the objects holding it
 * (`'*'` steps into every item of a list); `key` names it there. A secret is stored sealed with
 * SECRETS_KEY beside the field (`{key}_sealed`, the field itself stays ''), is never answered to
 * anyone, and the owner's editor learns only that one is set (`{key}_ref`). It is cleared when a
 * setting in `boundTo` (its target) changes, unless it is entered again.
 */
export type SecretSetting = {
  holder: readonly string[];
  key: string;
  boundTo: readonly string[];
};

const ACTION_BUTTON_TOKEN: SecretSetting = {
  holder: ['actions', '*'],
  key: 'token',
  boundTo: ['api_endpoint'],
};

/**
 * Every secret-bearing setting, per block type: the one declaration the server's sealing and
 * stripping, and the settings form, follow. A new secret setting is added here (and its
 * `{key}_ref` field to its schema, with `secretRefSchema`).
 */
const SECRET_SETTINGS: Readonly<Record<string, readonly SecretSetting[]>> = {
  table: [ACTION_BUTTON_TOKEN],
  list: [ACTION_BUTTON_TOKEN],
};

export function secretSettings(type: string): readonly SecretSetting[] {
  return SECRET_SETTINGS[normalizeBlockType(type)] ?? [];
}

/** Every secret setting of every block type (for rules that apply whatever the type). */
export function allSecretSettings(): readonly SecretSetting[] {
  return [...new Set(Object.values(SECRET_SETTINGS).flat())];
}

/** Where the sealed secret is stored, beside the field (never in a response). */
export const sealedSecretKey = (key: string) => `${key}_sealed`;

/** The editor's sign that a secret is stored: an opaque reference to it, never its value. */
export const secretRefKey = (key: string) => `${key}_ref`;

/**
 * In the form only (the schema drops it): a stored secret's reference set aside while what it is
 * for has changed, with the values it was for. Saved so, the secret is cleared; changed back, the
 * reference returns and the secret is kept.
 */
export const parkedSecretKey = (key: string) => `${key}_ref_parked`;
export type ParkedSecret = { ref: string; boundTo: Record<string, unknown> };

/** The schema of a secret's `{key}_ref` field: absent when none is stored. */
export const secretRefSchema = z.string().max(100).optional();

/** One place a secret setting sits in a block's settings. */
export type SecretSlot = {
  setting: SecretSetting;
  /** The path of the object holding the secret (`['actions', 2]`). */
  holderPath: SettingsPath;
  holder: SettingsValues;
};

function isValues(value: unknown): value is SettingsValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each object of these settings holding a secret setting of the block type, in order. */
export function secretSlots(type: string, settings: SettingsValues): SecretSlot[] {
  const slots: SecretSlot[] = [];
  for (const setting of secretSettings(type)) {
    const visit = (value: unknown, step: number, path: (string | number)[]) => {
      if (step === setting.holder.length) {
        if (isValues(value)) slots.push({ setting, holderPath: path, holder: value });
        return;
      }
      const name = setting.holder[step]!;
      if (name === '*') {
        if (Array.isArray(value)) value.forEach((item, at) => visit(item, step + 1, [...path, at]));
      } else if (isValues(value)) {
        visit(value[name], step + 1, [...path, name]);
      }
    };
    visit(settings, 0, []);
  }
  return slots;
}

/** The value at `path`, or undefined when a step is missing. */
export function settingAt(settings: unknown, path: SettingsPath): unknown {
  let value = settings;
  for (const step of path) {
    if (Array.isArray(value) && typeof step === 'number') value = value[step];
    else if (isValues(value) && typeof step === 'string') value = value[step];
    else return undefined;
  }
  return value;
}

/** The settings with the object at `holderPath` replaced by `update(it)`; the given ones untouched. */
export function withHolderAt(
  settings: SettingsValues,
  holderPath: SettingsPath,
  update: (holder: SettingsValues) => SettingsValues,
): SettingsValues {
  const replace = (value: unknown, step: number): unknown => {
    if (step === holderPath.length) return isValues(value) ? update(value) : value;
    const at = holderPath[step]!;
    if (Array.isArray(value) && typeof at === 'number')
      return value.map((item: unknown, index) => (index === at ? replace(item, step + 1) : item));
    if (isValues(value) && typeof at === 'string')
      return { ...value, [at]: replace(value[at], step + 1) };
    return value;
  };
  return replace(settings, 0) as SettingsValues;
}

/** Whether a secret stored for `stored` may stay with `next`: its target settings are unchanged. */
export function sameSecretTarget(
  setting: SecretSetting,
  stored: SettingsValues,
  next: SettingsValues,
): boolean {
  return setting.boundTo.every((key) => stored[key] === next[key]);
}
