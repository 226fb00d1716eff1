import type { SettingsField } from './settings-field.js';

/** Common block settings, shown last so each form starts with what the block is about. */
export const commonFields: readonly SettingsField[] = [
  { key: 'title', label: 'Title', kind: 'text' },
  { key: 'title_color', label: 'Title colour', kind: 'color' },
  { key: 'title_background_color', label: 'Title background colour', kind: 'color' },
  { key: 'toolbar_icon_color', label: 'Toolbar icon colour', kind: 'color' },
  { key: 'section', label: 'Section', kind: 'section' },
  { key: 'full_width', label: 'Full width', kind: 'boolean' },
  { key: 'background_color', label: 'Background colour', kind: 'color' },
  { key: 'font_color', label: 'Font colour', kind: 'color' },
];

export const sheetField: SettingsField = { key: 'sheet_title', label: 'Sheet', kind: 'sheet' };
