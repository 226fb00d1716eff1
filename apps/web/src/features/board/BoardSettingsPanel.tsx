import { useState, type ReactNode } from 'react';
import { SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { toastShown } from '../toasts/toastsSlice.js';
import styles from '../editor/blocks/editor.module.css';
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

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

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
    <Field id={`board-${key}`} label={label}>
      {multiline ? (
        <textarea
          id={`board-${key}`}
          rows={3}
          value={values[key]}
          onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        />
      ) : (
        <input
          id={`board-${key}`}
          type="text"
          value={values[key]}
          onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        />
      )}
    </Field>
  );

  async function save() {
    setError(null);
    const result = await updateBoard({ id: board.id, changes: values });
    if (result.error) {
      setError(apiErrorMessage(result.error));
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
      {text('title', 'Title')}
      {text('hero', 'Hero text', true)}
      {text('logo', 'Logo URL')}
      {text('hero_image', 'Hero image URL')}
      <Field id="board-palette" label="Palette">
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
      </Field>
      {COLOURS.map(({ key, label }) => (
        <Field key={key} id={`board-${key}`} label={label}>
          <div className={styles.colorRow}>
            <input
              type="color"
              aria-label={`${label} picker`}
              value={/^#[0-9a-f]{6}$/i.test(values[key]) ? values[key] : '#000000'}
              onChange={(event) => setValues({ ...values, [key]: event.target.value, palette: '' })}
            />
            <input
              id={`board-${key}`}
              type="text"
              value={values[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.value, palette: '' })}
            />
          </div>
        </Field>
      ))}
      <Field id="board-sections" label="Sections (comma separated)">
        <input
          id="board-sections"
          type="text"
          value={values.sections}
          placeholder="Sales, Support"
          onChange={(event) => setValues({ ...values, sections: event.target.value })}
        />
      </Field>
      {FLAGS.map(({ key, label }) => (
        <label key={key} className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values[key]}
            onChange={(event) => setValues({ ...values, [key]: event.target.checked })}
          />
          {label}
        </label>
      ))}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
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
