import { axisTypeFollowingColumn, followsColumnKinds } from '../builder/starting-settings.js';
import { filterValueInput } from './block-filter-settings.js';
import {
  allSecretSettings,
  parkedSecretKey,
  secretRefKey,
  type ParkedSecret,
  type SecretSetting,
} from './block-secrets.js';
import type { SettingsValues } from './settings-form/settings-field.js';

/** Where a setting lives: `['contactItems', 0, 'type']`, `['paginate']`, ... */
export type SettingsPath = readonly (string | number)[];

/** A page a link can point to, to keep a link's `pageId` in step with its `pageSlug`. */
export type LinkablePage = { id: string; page_slug: string | null };

export type FieldChangeContext = {
  pages?: readonly LinkablePage[];
  /** The block's type, for rules of one type's settings (a form field's kind). */
  type?: string;
};

type ItemRule = (
  item: SettingsValues,
  change: {
    /** The list holding the changed item (`axis` for ['axis', 0, 'type']). */
    listKey: string | null;
    /** The object setting holding the changed field (`data_filter` for ['data_filter', 'source']). */
    groupKey: string | null;
    key: string;
    previous: unknown;
    value: unknown;
  },
  context: FieldChangeContext,
) => SettingsValues;

/**
 * The clearing rules of block-configuration §4 / editor-viewer-shell §5, applied to the object
 * holding the changed field, after the change.
 */
const rules: readonly ItemRule[] = [
  // Changing a contact item's type clears its value (an address is not a phone number).
  (item, { listKey, key, previous, value }) =>
    listKey === 'contactItems' && key === 'type' && previous !== value
      ? { ...item, value: '' }
      : item,
  // Changing a feature's (or social icon's) iconType clears its icon.
  (item, { key, previous, value }) =>
    key === 'iconType' && previous !== value ? { ...item, icon: '' } : item,
  // Selecting a page clears the url, typing a url clears the page.
  (item, { key, value }, context) => {
    if (key === 'pageSlug' && value !== '' && value !== undefined) {
      const page = context.pages?.find((candidate) => (candidate.page_slug ?? '') === value);
      return { ...item, url: '', ...(page ? { pageId: page.id } : {}) };
    }
    if (key === 'url' && value !== '' && 'pageSlug' in item) {
      return { ...item, pageSlug: '', pageId: '' };
    }
    return item;
  },
  (item, { key, value }) => {
    if (key === 'linkToInsert' && value !== '') return { ...item, url: '' };
    if (key === 'url' && value !== '' && 'linkToInsert' in item)
      return { ...item, linkToInsert: '' };
    return item;
  },
  // A list line's or form field's kind follows its column when the old column had suggested it.
  (item, { listKey, key, previous, value }, { type }) =>
    listKey === 'axis' && key === 'column' && previous !== value && followsColumnKinds(type)
      ? axisTypeFollowingColumn(type, item, previous, value)
      : item,
  // Conditional formatting exists only for text columns; regex validation never for files or
  // images (a form's file field, an event's image field).
  (item, { listKey, key, value }) => {
    if (listKey !== 'axis' || key !== 'type') return item;
    if (value !== 'text' && Array.isArray(item.Conditional_formatting)) {
      return { ...item, Conditional_formatting: [] };
    }
    if ((value === 'file' || value === 'image') && typeof item.regex_validation === 'string') {
      return { ...item, regex_validation: '' };
    }
    return item;
  },
  // A filter's value is cleared when its new condition reads the value differently.
  (item, { listKey, key, previous, value }) =>
    listKey === 'filters' &&
    key === 'condition' &&
    filterValueInput(previous) !== filterValueInput(value)
      ? { ...item, value: '' }
      : item,
  // match_with_column applies to "Logged in user" only (Email unless the owner picks Name).
  (item, { groupKey, key, previous, value }) => {
    if (groupKey !== 'conditional_filter' || key !== 'filter_by' || previous === value) return item;
    return { ...item, match_with_column: value === 'Logged in user' ? 'Email' : '' };
  },
  (item, { groupKey, key, value }) =>
    groupKey === 'data_filter' && key === 'source' && value !== 'Logged in user'
      ? { ...item, match_by: 'Email' }
      : item,
  // A stored secret is for its target (an API call's endpoint): the server clears it when the
  // target changes unless it is entered again. The form shows that at once, and changing the
  // target back brings the stored secret back.
  (item, { key, previous, value }) => {
    if (previous === value) return item;
    return allSecretSettings()
      .filter((setting) => setting.boundTo.includes(key))
      .reduce((next, setting) => withSecretRetargeted(next, setting, key, previous, value), item);
  },
];

/**
 * A block's filters always name the block's sheet: filters naming another sheet are skipped when
 * the rows are read, so the sheet follows sheet_title.
 */
function withFilterSheets<S extends SettingsValues>(settings: S): S {
  const { filters, sheet_title: sheet } = settings;
  if (!Array.isArray(filters) || typeof sheet !== 'string') return settings;
  const stale = (filter: unknown) =>
    isObject(filter) && (!isObject(filter.sheet_column) || filter.sheet_column.sheet !== sheet);
  if (!filters.some(stale)) return settings;
  return {
    ...settings,
    filters: filters.map((filter: unknown) =>
      stale(filter) && isObject(filter)
        ? {
            ...filter,
            sheet_column: {
              column: '',
              ...(isObject(filter.sheet_column) ? filter.sheet_column : {}),
              sheet,
            },
          }
        : filter,
    ),
  };
}

/** `key`, one of what `setting` is for, changed from `previous` to `value` in `item`. */
function withSecretRetargeted(
  item: SettingsValues,
  setting: SecretSetting,
  key: string,
  previous: unknown,
  value: unknown,
): SettingsValues {
  const refKey = secretRefKey(setting.key);
  const parkedKey = parkedSecretKey(setting.key);
  const { [refKey]: ref, [parkedKey]: parked, ...rest } = item;
  if (typeof ref === 'string') {
    const boundTo = Object.fromEntries(setting.boundTo.map((bound) => [bound, item[bound]]));
    return { ...rest, [parkedKey]: { ref, boundTo: { ...boundTo, [key]: previous } } };
  }
  const waiting = parked as ParkedSecret | undefined;
  if (!waiting) return item;
  const current = { ...item, [key]: value };
  const back = setting.boundTo.every((bound) => current[bound] === waiting.boundTo[bound]);
  return back ? { ...rest, [refKey]: waiting.ref } : item;
}

function isObject(value: unknown): value is SettingsValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces the object holding the last path segment with `update(holder)`, copying on the way. */
function updateAt(
  container: unknown,
  path: SettingsPath,
  update: (holder: SettingsValues) => SettingsValues,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return container;
  // An object setting not stored yet (a group the owner has not touched) is created on the way.
  const current = container === undefined && typeof head === 'string' ? {} : container;
  if (rest.length === 0) return isObject(current) ? update(current) : container;
  if (Array.isArray(current) && typeof head === 'number') {
    return current.map((entry: unknown, index) =>
      index === head ? updateAt(entry, rest, update) : entry,
    );
  }
  if (isObject(current) && typeof head === 'string') {
    return { ...current, [head]: updateAt(current[head], rest, update) };
  }
  return container;
}

/**
 * Sets one setting (at any depth) and applies the clearing rules, returning new settings and
 * leaving the given ones untouched.
 */
export function applyFieldChange<S extends SettingsValues>(
  settings: S,
  path: SettingsPath,
  value: unknown,
  context: FieldChangeContext = {},
): S {
  const key = path[path.length - 1];
  if (typeof key !== 'string') return settings;
  // The list holding the changed item: ['axis', 0, 'type'] -> 'axis'; top-level fields have none.
  const holderPath = path.slice(0, -1);
  const containerKey = holderPath.length >= 2 ? holderPath[holderPath.length - 2] : undefined;
  const listKey = typeof containerKey === 'string' ? containerKey : null;
  const holderKey = holderPath[holderPath.length - 1];
  const groupKey = typeof holderKey === 'string' ? holderKey : null;
  const changed = updateAt(settings, path, (holder) => {
    const previous = holder[key];
    const next = { ...holder, [key]: value };
    return rules.reduce(
      (item, rule) => rule(item, { listKey, groupKey, key, previous, value }, context),
      next,
    );
  }) as S;
  return withFilterSheets(changed);
}
