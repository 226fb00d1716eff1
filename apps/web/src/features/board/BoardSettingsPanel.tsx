import { useState } from 'react';
import { SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { fieldErrorMessage } from '../../shell/ui/fieldErrorMessage.js';
import { toastShown } from '../toasts/toastsSlice.js';
import styles from '../editor/blocks/editor.module.css';
import {
  CheckboxSetting,
  ColourSetting,
  SettingsError,
  SettingsField,
  TextSetting,
} from '../editor/chrome/SettingsFields.js';
import { useUpdateBoardMutation } from './boardApi.js';
import { BOARD_PALETTES, withPalette } from './boardPalettes.js';
import {
  boardSettingsSaved,
  panelClosed,
  selectBoard,
  type BoardSettingsValues,
} from './boardSlice.js';

type TextKey = 'title' | 'hero' | 'logo' | 'hero_image' | 'sections';
type ColourKey =
  | 'nav_background'
  | 'hero_background'
  | 'board_background'
  | 'block_border'
  | 'block_shadow'
  | 'active_section_background_color'
  | 'active_section_text_color'
  | 'inactive_section_text_color';
type FlagKey = 'hide_filters' | 'hide_hero' | 'hide_search' | 'public';

const COLOURS: { key: ColourKey; label: string }[] = [
  { key: 'nav_background', label: 'Navigation background' },
  { key: 'hero_background', label: 'Hero background' },
  { key: 'board_background', label: 'Board background' },
  { key: 'block_border', label: 'Block border' },
  { key: 'block_shadow', label: 'Block shadow' },
  { key: 'active_section_background_color', label: 'Active section background' },
  { key: 'active_section_text_color', label: 'Active section text' },
  { key: 'inactive_section_text_color', label: 'Inactive section text' },
];

const FLAGS: { key: FlagKey; label: string }[] = [
  { key: 'hide_filters', label: 'Hide filters' },
  { key: 'hide_hero', label: 'Hide hero' },
  { key: 'hide_search', label: 'Hide search' },
  { key: 'public', label: 'Public' },
];

const TEXT_LABELS: Readonly<Record<TextKey, string>> = {
  title: 'Title',
  hero: 'Hero text',
  logo: 'Logo URL',
  hero_image: 'Hero image URL',
  sections: 'Sections (comma separated)',
};

/** A refused setting named as the panel labels it ("Logo URL: Enter a link…"). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...TEXT_LABELS,
  ...Object.fromEntries(COLOURS.map(({ key, label }) => [key, label])),
};

/** The Board Settings right panel: title, palette, colours, sections, what to hide, public. */
export function BoardSettingsPanel() {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoard);
  const [updateBoard, { isLoading }] = useUpdateBoardMutation();
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<BoardSettingsValues>(() => ({
    title: board.title,
    hero: board.hero,
    logo: board.logo,
    hero_image: board.hero_image,
    palette: board.palette,
    nav_background: board.nav_background,
    hero_background: board.hero_background,
    active_section_text_color: board.active_section_text_color,
    inactive_section_text_color: board.inactive_section_text_color,
    active_section_background_color: board.active_section_background_color,
    board_background: board.board_background,
    block_border: board.block_border,
    block_shadow: board.block_shadow,
    sections: board.sections,
    hide_filters: board.hide_filters,
    hide_hero: board.hide_hero,
    hide_search: board.hide_search,
    public: board.public,
  }));
  const text = (key: TextKey, label: string, multiline = false) => (
    <TextSetting
      id={`board-${key}`}
      label={label}
      value={values[key]}
      multiline={multiline}
      onChange={(value) => setValues({ ...values, [key]: value })}
    />
  );

  async function save() {
    setError(null);
    const result = await updateBoard({ id: board.id, changes: values });
    if (result.error) {
      setError(fieldErrorMessage(result.error, FIELD_LABELS));
      return;
    }
    dispatch(boardSettingsSaved(values));
    dispatch(toastShown({ kind: 'info', message: 'Board settings saved.' }));
  }

  return (
    <aside className={styles.rightPanel} aria-label={SHELL_LABELS.boardSettings}>
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{SHELL_LABELS.boardSettings}</h2>
        <button
          type="button"
          className={styles.closeButton}
          aria-label="Close"
          onClick={() => dispatch(panelClosed())}
        >
          ×
        </button>
      </div>
      {/* Left empty, the board goes by its name: the field shows it. */}
      <TextSetting
        id="board-title"
        label={TEXT_LABELS.title}
        value={values.title}
        placeholder={board.name}
        onChange={(title) => setValues({ ...values, title })}
      />
      {text('hero', TEXT_LABELS.hero, true)}
      {text('logo', TEXT_LABELS.logo)}
      {text('hero_image', TEXT_LABELS.hero_image)}
      <SettingsField id="board-palette" label="Palette">
        <select
          id="board-palette"
          value={values.palette}
          onChange={(event) => setValues(withPalette(values, event.target.value))}
        >
          <option value="">Custom</option>
          {Object.keys(BOARD_PALETTES).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </SettingsField>
      {COLOURS.map(({ key, label }) => (
        <ColourSetting
          key={key}
          id={`board-${key}`}
          label={label}
          value={values[key]}
          // A colour of one's own leaves the palette (Custom).
          onChange={(colour) => setValues({ ...values, [key]: colour, palette: '' })}
        />
      ))}
      <TextSetting
        id="board-sections"
        label={TEXT_LABELS.sections}
        value={values.sections}
        placeholder="Sales, Support"
        onChange={(sections) => setValues({ ...values, sections })}
      />
      {FLAGS.map(({ key, label }) => (
        <CheckboxSetting
          key={key}
          label={label}
          checked={values[key]}
          onChange={(checked) => setValues({ ...values, [key]: checked })}
        />
      ))}
      <SettingsError error={error} />
      <div className={styles.panelActions}>
        <button
          type="button"
          className={styles.primary}
          disabled={isLoading}
          onClick={() => void save()}
        >
          Save
        </button>
        <button type="button" className={styles.button} onClick={() => dispatch(panelClosed())}>
          Cancel
        </button>
      </div>
    </aside>
  );
}
