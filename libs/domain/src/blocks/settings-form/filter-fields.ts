import { conditionalFilterSchema } from '../action-buttons.js';
import { filterValueInput, type FilterValueInput } from '../block-filter-settings.js';
import { EDITOR_LIST_LIMITS } from '../editor-list-limits.js';
import {
  CONDITIONAL_FILTER_BY,
  DATA_FILTER_MATCH_BY,
  DATA_FILTER_SOURCES,
  dataFilterSchema,
} from '../../filters/data-filters.js';
import { sheetFilterSchema } from '../../filters/sheet-filter-schema.js';
import { FILTER_CONDITION_LABELS, FILTER_CONDITIONS } from '../../filters/sheet-filter.js';
import {
  blankItemFactory,
  choices,
  labelledChoices,
  type SettingsField,
  type SettingsValues,
} from './settings-field.js';

const takes =
  (input: FilterValueInput) =>
  (filter: SettingsValues): boolean =>
    filterValueInput(filter.condition) === input;

/** A filter's fields; the value input follows the condition (none for today, tomorrow, weeks). */
const filterItemFields: readonly SettingsField[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'column', path: ['sheet_column', 'column'], label: 'Column', kind: 'column' },
  {
    key: 'condition',
    label: 'Condition',
    kind: 'select',
    options: labelledChoices(FILTER_CONDITIONS, FILTER_CONDITION_LABELS),
  },
  {
    key: 'value',
    label: 'Value',
    kind: 'text',
    help: 'Write "current user" for the signed-in user\'s e-mail.',
    visibleWhen: takes('text'),
  },
  { key: 'value', label: 'Number of days', kind: 'text', visibleWhen: takes('days') },
  { key: 'value', label: 'Dates', kind: 'date-range', visibleWhen: takes('date-range') },
  {
    key: 'value',
    label: 'Values (comma separated)',
    kind: 'any-of',
    visibleWhen: takes('any-of'),
  },
  { key: 'active', label: 'Active', kind: 'boolean' },
];

export const filtersField: SettingsField = {
  key: 'filters',
  label: 'Filters',
  kind: 'list',
  help: 'Rows must match every active filter. The page URL can set a filter by name (filters=name:value).',
  itemFields: filterItemFields,
  maxItems: EDITOR_LIST_LIMITS.filters,
  newItem: blankItemFactory(sheetFilterSchema),
};

export const conditionalFilterField: SettingsField = {
  key: 'conditional_filter',
  label: 'Conditional filter',
  kind: 'group',
  help: "Shows only the rows whose column is the logged-in user or the page's current record.",
  itemFields: [
    { key: 'select_column', label: 'Column', kind: 'column' },
    {
      key: 'filter_by',
      label: 'Filter by',
      kind: 'select',
      options: choices(CONDITIONAL_FILTER_BY),
    },
    {
      key: 'match_with_column',
      label: 'Match with',
      kind: 'select',
      options: choices(['Email', 'Name']),
      visibleWhen: (filter) => filter.filter_by === 'Logged in user',
    },
  ],
  newItem: blankItemFactory(conditionalFilterSchema),
};

export const dataFilterField: SettingsField = {
  key: 'data_filter',
  label: 'Data filter',
  kind: 'group',
  help: 'Used on multi-page app pages',
  toggleLabel: 'Use a data filter',
  itemFields: [
    {
      key: 'column',
      label: 'Column',
      kind: 'column',
      help: 'For Current record, leave empty to match the _id column.',
    },
    { key: 'source', label: 'Source', kind: 'select', options: choices(DATA_FILTER_SOURCES) },
    {
      key: 'match_by',
      label: 'Match by',
      kind: 'select',
      options: choices(DATA_FILTER_MATCH_BY),
      visibleWhen: (filter) => filter.source === 'Logged in user',
    },
  ],
  newItem: blankItemFactory(dataFilterSchema),
};

/** The filter settings of list and table blocks. */
export const blockFilterFields: readonly SettingsField[] = [
  filtersField,
  conditionalFilterField,
  dataFilterField,
];
