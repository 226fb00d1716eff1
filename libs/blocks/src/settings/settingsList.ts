import {
  applyFieldChange,
  listLimit,
  type SettingsField,
  type SettingsPath,
  type SettingsValues,
} from '@tessera/domain';

function isValues(value: unknown): value is SettingsValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The items of a list field, ignoring anything stored that is not an item. */
export function listItems(values: SettingsValues, key: string): SettingsValues[] {
  const items = values[key];
  return Array.isArray(items) ? items.filter(isValues) : [];
}

/** Whether another item fits the list's limit (editor list limits, block-configuration §5). */
export function canAddItem(field: SettingsField, holder: SettingsValues): boolean {
  return listItems(holder, field.key).length < listLimit(field, holder);
}

/**
 * Adds an item to the list at `path` (the path of the list field), from the field's `newItem`;
 * the settings are returned unchanged when the list is full.
 */
export function addListItem<S extends SettingsValues>(
  settings: S,
  path: SettingsPath,
  field: SettingsField,
  holder: SettingsValues,
): S {
  if (!canAddItem(field, holder)) return settings;
  const items = listItems(holder, field.key);
  const item = field.newItem ? field.newItem(items) : {};
  return applyFieldChange(settings, path, [...items, item]);
}

export function removeListItem<S extends SettingsValues>(
  settings: S,
  path: SettingsPath,
  holder: SettingsValues,
  key: string,
  index: number,
): S {
  return applyFieldChange(
    settings,
    path,
    listItems(holder, key).filter((_, at) => at !== index),
  );
}

/** Moves an item one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveListItem<S extends SettingsValues>(
  settings: S,
  path: SettingsPath,
  holder: SettingsValues,
  key: string,
  index: number,
  direction: -1 | 1,
): S {
  const items = listItems(holder, key);
  const target = index + direction;
  if (target < 0 || target >= items.length) return settings;
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return applyFieldChange(settings, path, moved);
}

/** The value a page picker stores for a page: its slug, or "/" for the home page (which has none). */
export function pageOptionValue(page: { page_slug: string }): string {
  return page.page_slug || '/';
}
