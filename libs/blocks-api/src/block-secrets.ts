import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  sameSecretTarget,
  sealedSecretKey,
  secretRefKey,
  secretSlots,
  settingAt,
  withHolderAt,
  type SecretSetting,
  type SettingsValues,
} from '@tessera/domain';
import { SECRET_BOX, SecretBox } from '@tessera/platform';

/**
 * Who a block's settings are answered to: the owner's editor (a member of the workspace editing
 * it) learns which secrets are set; anyone else (visitors, app users, other owners, the inline
 * page store) gets no trace of them.
 */
export type SettingsAudience = 'editor' | 'visitor';

/**
 * The block's settings as answered to `audience`: every secret setting (libs/domain
 * block-secrets.ts) and its sealed copy removed; the editor gets '' and `{key}_ref` for a stored
 * one. Every response carrying block settings goes through here (block DTOs, board and page
 * stores, published pages, and later templates).
 */
export function blockSettingsFor(
  type: string,
  settings: SettingsValues,
  audience: SettingsAudience,
): SettingsValues {
  return secretSlots(type, settings).reduce(
    (redacted, { setting, holderPath }) =>
      withHolderAt(redacted, holderPath, (holder) => {
        const sealed = holder[sealedSecretKey(setting.key)];
        const {
          [setting.key]: _value,
          [sealedSecretKey(setting.key)]: _sealed,
          [secretRefKey(setting.key)]: _ref,
          ...rest
        } = holder;
        if (audience === 'visitor') return withTargetsAtOrigin(rest, setting.boundTo);
        return {
          ...rest,
          [setting.key]: '',
          ...(typeof sealed === 'string' ? { [secretRefKey(setting.key)]: secretRef(sealed) } : {}),
        };
      }),
    settings,
  );
}

/**
 * What a secret is for (an API call's endpoint) as visitors get it: its origin only. The server
 * makes the call, so a browser needs none of it, and a webhook's path or query is often a secret
 * of its own. An address that does not parse is left as stored.
 */
function withTargetsAtOrigin(holder: SettingsValues, targets: readonly string[]): SettingsValues {
  const trimmed = { ...holder };
  for (const key of targets) {
    const value = holder[key];
    if (typeof value !== 'string' || value === '') continue;
    try {
      trimmed[key] = `${new URL(value).origin}/`;
    } catch {
      // Not an address: nothing in it to hide.
    }
  }
  return trimmed;
}

/**
 * An opaque name for a sealed secret: tells the editor one is stored and which, never its value.
 * Made from the sealed value's name, which re-sealing with a new SECRETS_KEY keeps, so an editor
 * open while the key is rotated still keeps the secret it names.
 */
function secretRef(sealed: string): string {
  return createHash('sha256').update(SecretBox.nameOf(sealed)).digest('base64url').slice(0, 22);
}

/** The name editors opened before the name came from the sealed value's own name. */
function earlierSecretRef(sealed: string): string {
  return createHash('sha256').update(sealed).digest('base64url').slice(0, 22);
}

/** Seals the secrets of settings about to be stored, with SECRETS_KEY. */
@Injectable()
export class BlockSecrets {
  constructor(@Inject(SECRET_BOX) private readonly box: SecretBox) {}

  /**
   * The settings to store. `valid` are the edited settings as validated (a secret typed in is
   * plain text there); `edited` the same as received, for the `{key}_ref` the editor sends back
   * to keep a stored secret; `stored` the block's settings before the change (null for a new
   * block). A typed secret is sealed; an empty one keeps the stored secret it refers to while
   * its target (an API call's endpoint) is unchanged, and is cleared otherwise.
   */
  async sealed(
    type: string,
    valid: SettingsValues,
    edited: unknown,
    stored: SettingsValues | null,
  ): Promise<SettingsValues> {
    const storedSlots = stored ? secretSlots(type, stored) : [];
    let result = valid;
    for (const { setting, holderPath, holder } of secretSlots(type, valid)) {
      const typed = holder[setting.key];
      const ref = settingAt(edited, [...holderPath, secretRefKey(setting.key)]);
      const sealed =
        typeof typed === 'string' && typed !== ''
          ? await this.box.seal(typed)
          : keptSecret(setting, holder, ref, storedSlots);
      result = withHolderAt(result, holderPath, (item) => {
        const { [secretRefKey(setting.key)]: _ref, ...rest } = item;
        return {
          ...rest,
          [setting.key]: '',
          ...(sealed ? { [sealedSecretKey(setting.key)]: sealed } : {}),
        };
      });
    }
    return result;
  }
}

/** The stored secret `ref` names, when it belongs to this setting and still has its target. */
function keptSecret(
  setting: SecretSetting,
  holder: SettingsValues,
  ref: unknown,
  storedSlots: ReturnType<typeof secretSlots>,
): string | null {
  if (typeof ref !== 'string' || ref === '') return null;
  for (const slot of storedSlots) {
    if (slot.setting !== setting) continue;
    const sealed = slot.holder[sealedSecretKey(setting.key)];
    if (typeof sealed !== 'string' || ![secretRef(sealed), earlierSecretRef(sealed)].includes(ref))
      continue;
    return sameSecretTarget(setting, slot.holder, holder) ? sealed : null;
  }
  return null;
}
