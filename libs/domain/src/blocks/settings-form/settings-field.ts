import { z } from 'zod';

/**
 * How the browser renders one setting. `column` picks a column of the block's sheet, `sheet` one of
 * the spreadsheet's sheets, `page` one of the app's pages (by slug), `section` one of the board's
 * sections; `list` edits an array of items described by `itemFields`.
 */
export type SettingsFieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'boolean'
  | 'select'
  | 'color'
  | 'column'
  | 'sheet'
  | 'page'
  | 'section'
  | 'list';

/** The object a field lives in: the block settings, or one item of a list. */
export type SettingsValues = Record<string, unknown>;

export type SettingsOption = { value: string | number; label: string };

export type SettingsField = {
  key: string;
  label: string;
  kind: SettingsFieldKind;
  options?: readonly SettingsOption[];
  min?: number;
  max?: number;
  step?: number;
  /** Shown only when this returns true for the object the field lives in. */
  visibleWhen?: (values: SettingsValues) => boolean;
  /** The fields of each item of a `list`. */
  itemFields?: readonly SettingsField[];
  /** The most items a `list` accepts. */
  maxItems?: number;
  /** A limit that depends on other settings (it never exceeds `maxItems`). */
  maxItemsWhen?: (values: SettingsValues) => number;
  /** A new item for a `list`, given the items already there. */
  newItem?: (existing: readonly SettingsValues[]) => SettingsValues;
  help?: string;
};

export function choices(values: readonly (string | number)[]): SettingsOption[] {
  return values.map((value) => ({ value, label: String(value) }));
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
      item[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
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
