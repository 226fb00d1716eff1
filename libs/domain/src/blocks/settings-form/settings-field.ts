import { z } from 'zod';
import type { BlockMediaKind } from '../block-media.js';

/**
 * How the browser renders one setting. `column` picks a column of the block's sheet (of the item's
 * own `sheet_title` when it names one: a scorecard card of another sheet), `sheet` one of
 * the spreadsheet's sheets, `page` one of the app's pages (by slug), `section` one of the board's
 * sections; `list` edits an array of items described by `itemFields`, `group` one object described
 * by `itemFields`. `date-range` is text holding two dates (`start||end`, two date inputs) and
 * `any-of` text holding values joined by `||` (typed comma-separated); `date` (`YYYY-MM-DD`),
 * `time` (`HH:MM`) and `datetime` (`YYYY-MM-DDTHH:MM`) are text picked with the browser's
 * date and time inputs. `secret` is written but
 * never shown: the server answers '' and `{key}_ref` when one is stored (block-secrets.ts).
 * `upload` holds a file the owner uploads here (block-media.ts), picked with a file input.
 */
export type SettingsFieldKind =
  | 'text'
  | 'textarea'
  | 'secret'
  | 'number'
  | 'boolean'
  | 'select'
  | 'color'
  | 'column'
  | 'sheet'
  | 'page'
  | 'section'
  | 'date-range'
  | 'any-of'
  | 'date'
  | 'time'
  | 'datetime'
  | 'upload'
  | 'list'
  | 'group';

/** The object a field lives in: the block settings, or one item of a list. */
export type SettingsValues = Record<string, unknown>;

export type SettingsOption = { value: string | number; label: string };

export type SettingsField = {
  key: string;
  /** Where the value sits in its object when nested deeper than `key` (a filter's column). */
  path?: readonly string[];
  label: string;
  kind: SettingsFieldKind;
  options?: readonly SettingsOption[];
  min?: number;
  max?: number;
  step?: number;
  /** Shown only in a multi-page app's editor (a board has no pages to share it with). */
  appOnly?: boolean;
  /** Shown only when this returns true for the object the field lives in. */
  visibleWhen?: (values: SettingsValues) => boolean;
  /** The fields of each item of a `list`, or of a `group`. */
  itemFields?: readonly SettingsField[];
  /**
   * An optional `group`: absent until the owner ticks this checkbox, removed when they untick it.
   * A group without one is always shown, filled from `newItem` until first changed.
   */
  toggleLabel?: string;
  /** The most items a `list` accepts. */
  maxItems?: number;
  /** A limit that depends on other settings (it never exceeds `maxItems`). */
  maxItemsWhen?: (values: SettingsValues) => number;
  /** A new item for a `list` (given the items already there), or a `group`'s starting object. */
  newItem?: (existing: readonly SettingsValues[]) => SettingsValues;
  help?: string;
  /** What an empty `sheet`, `column`, `page` or `section` choice reads as (default "Choose…"). */
  blankLabel?: string;
  /**
   * What an `upload` field takes; on a `text` field (an image address), an upload button beside it
   * that fills it with the uploaded file's address.
   */
  upload?: BlockMediaKind;
  /** The setting an `upload` field writes the uploaded file's content type into (audio_type). */
  uploadTypeKey?: string;
  /**
   * A note under each item of a `list`, when this returns one: what keeps the item from working
   * for visitors as it is (an API call without its token), so the owner sees it in the editor.
   */
  itemNote?: (item: SettingsValues) => string | null;
};

export function choices(values: readonly (string | number)[]): SettingsOption[] {
  return values.map((value) => ({ value, label: String(value) }));
}

/** Choices shown with their own labels (filter conditions). */
export function labelledChoices<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SettingsOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Where a field's value sits inside the object it lives in. */
export function fieldPath(field: SettingsField): readonly string[] {
  return field.path ?? [field.key];
}

function isValues(value: unknown): value is SettingsValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field's value in its object, following `path` (undefined when a step is missing). */
export function fieldValue(field: SettingsField, values: SettingsValues): unknown {
  let value: unknown = values;
  for (const key of fieldPath(field)) value = isValues(value) ? value[key] : undefined;
  return value;
}

/** The object a `group` edits: the stored one, else (not stored yet) its starting object. */
export function groupValues(field: SettingsField, values: SettingsValues): SettingsValues {
  const stored = fieldValue(field, values);
  if (isValues(stored)) return stored;
  return field.newItem ? field.newItem([]) : {};
}

/** Whether an optional `group` is switched on (its object is stored). */
export function isGroupOn(field: SettingsField, values: SettingsValues): boolean {
  return isValues(fieldValue(field, values));
}

export function isFieldVisible(field: SettingsField, values: SettingsValues): boolean {
  return field.visibleWhen ? field.visibleWhen(values) : true;
}

/** The fields to show for these values, in order. */
export function visibleFields(
  fields: readonly SettingsField[],
  values: SettingsValues,
): SettingsField[] {
  return fields.filter((field) => isFieldVisible(field, values));
}

/** How many items a list field accepts with these settings. */
export function listLimit(field: SettingsField, values: SettingsValues): number {
  const limits = [field.maxItems, field.maxItemsWhen?.(values)].filter(
    (limit): limit is number => limit !== undefined,
  );
  return limits.length ? Math.min(...limits) : Number.POSITIVE_INFINITY;
}

/**
 * A blank list item from an item schema: each field's default, and '' for required text the owner
 * still has to fill in (the schema reports it on save).
 */
export function blankItem(schema: z.ZodObject): SettingsValues {
  const item: SettingsValues = {};
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    if (fieldSchema instanceof z.ZodDefault) {
      const value: unknown = fieldSchema.def.defaultValue;
      // Each item gets its own copies of default lists and objects.
      item[key] = Array.isArray(value)
        ? [...(value as unknown[])]
        : isValues(value)
          ? { ...value }
          : value;
    } else if (fieldSchema instanceof z.ZodString) {
      item[key] = '';
    }
  }
  return item;
}

/** `newItem` for lists whose items start blank. */
export function blankItemFactory(schema: z.ZodObject): () => SettingsValues {
  return () => blankItem(schema);
}
