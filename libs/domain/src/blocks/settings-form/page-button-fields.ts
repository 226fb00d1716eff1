import { itemButtonSchema, toolbarButtonSchema } from '../action-buttons.js';
import { EDITOR_LIST_LIMITS } from '../editor-list-limits.js';
import { blankItemFactory, type SettingsField } from './settings-field.js';

const buttonFields: readonly SettingsField[] = [
  { key: 'title', label: 'Button title', kind: 'text' },
  { key: 'open_page', label: 'Page to open', kind: 'page' },
  { key: 'button_color', label: 'Button colour', kind: 'color' },
  { key: 'text_color', label: 'Text colour', kind: 'color' },
];

/** Buttons above the rows, each opening a page of the app. */
export const toolbarButtonsField: SettingsField = {
  key: 'toolbar_buttons',
  label: 'Toolbar buttons',
  kind: 'list',
  maxItems: EDITOR_LIST_LIMITS.toolbarButtons,
  itemFields: buttonFields,
  newItem: blankItemFactory(toolbarButtonSchema),
  help: 'Buttons open pages of a multi-page app (boards have no pages).',
};

/** Buttons on each row, opening a page of the app, on that row when it is a detail page. */
export const itemButtonsField: SettingsField = {
  key: 'item_buttons',
  label: 'Item buttons',
  kind: 'list',
  maxItems: EDITOR_LIST_LIMITS.itemButtons,
  itemFields: [
    ...buttonFields,
    {
      key: 'open_detail_page',
      label: 'Open as detail page',
      kind: 'boolean',
      help: "The page opens on the row: its item details and 'Current record' filters show it.",
    },
  ],
  newItem: blankItemFactory(itemButtonSchema),
  help: 'Buttons open pages of a multi-page app (boards have no pages).',
};

export const pageButtonFields: readonly SettingsField[] = [toolbarButtonsField, itemButtonsField];
