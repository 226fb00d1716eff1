import {
  DATALIST_CARD_STYLES,
  DATALIST_LINE_POSITIONS,
  DATALIST_SORTINGS,
  DATALIST_TIMELINE_LAYOUTS,
  DATALIST_TYPES,
} from '../datalist-sorting.js';
import { datalistAxisSchema } from '../datalist-settings.js';
import { commonFields, sheetField } from './common-fields.js';
import { blockFilterFields } from './filter-fields.js';
import { gridAxisField } from './grid-form.js';
import { blankItemFactory, choices, type SettingsField } from './settings-field.js';
import { pageButtonFields } from './page-button-fields.js';
import { pagingFields, showPaginationField } from './rows-block-fields.js';

const onTimeline = (settings: Record<string, unknown>) => settings.list_type === 'timeline';

export const datalistAxisField: SettingsField = {
  ...gridAxisField,
  itemFields: (gridAxisField.itemFields ?? []).filter((field) => field.key !== 'hide_on_grid'),
  newItem: blankItemFactory(datalistAxisSchema),
};

export const datalistForm: readonly SettingsField[] = [
  sheetField,
  datalistAxisField,
  { key: 'titleList', label: 'List title', kind: 'text' },
  { key: 'list_type', label: 'List type', kind: 'select', options: choices(DATALIST_TYPES) },
  { key: 'sorting', label: 'Sorting', kind: 'select', options: choices(DATALIST_SORTINGS) },
  {
    key: 'sort_column',
    label: 'Sort by column',
    kind: 'column',
    visibleWhen: (settings) =>
      settings.sorting === 'Ascending' || settings.sorting === 'Descending',
    help: "The first field's column when none is chosen.",
  },
  {
    key: 'layout',
    label: 'Timeline layout',
    kind: 'select',
    options: choices(DATALIST_TIMELINE_LAYOUTS),
    visibleWhen: onTimeline,
  },
  {
    key: 'content_width',
    label: 'Card width (px)',
    kind: 'number',
    min: 120,
    max: 1200,
    visibleWhen: onTimeline,
  },
  {
    key: 'content_height',
    label: 'Card height (px, 0 for the content’s)',
    kind: 'number',
    min: 0,
    max: 1200,
    visibleWhen: onTimeline,
  },
  {
    key: 'line_position',
    label: 'Line position',
    kind: 'select',
    options: choices(DATALIST_LINE_POSITIONS),
    visibleWhen: (settings) => onTimeline(settings) && settings.layout === 'vertical',
  },
  { key: 'line_color', label: 'Line colour', kind: 'color', visibleWhen: onTimeline },
  { key: 'dot_color', label: 'Dot colour', kind: 'color', visibleWhen: onTimeline },
  {
    key: 'card_style',
    label: 'Card style',
    kind: 'select',
    options: choices(DATALIST_CARD_STYLES),
  },
  { key: 'animations', label: 'Animations', kind: 'boolean' },
  ...pagingFields(),
  showPaginationField,
  ...blockFilterFields,
  ...pageButtonFields,
  ...commonFields,
];
