import { useState } from 'react';
import { SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { apiErrorMessage } from '../../../shell/ui/errorMessage.js';
import { toastShown } from '../../toasts/toastsSlice.js';
import styles from '../blocks/editor.module.css';
import { Popup } from '../blocks/Popup.js';
import { useUpdateAppSettingsMutation } from './multipageApi.js';
import {
  appSettingsSaved,
  panelClosed,
  selectPage,
  type AppSettingsValues,
} from '../../multipage/pageSlice.js';

type ColourKey = 'nav_background' | 'page_background' | 'block_border' | 'block_shadow';

const COLOURS: { key: ColourKey; label: string }[] = [
  { key: 'nav_background', label: 'Navigation background' },
  { key: 'page_background', label: 'Page background' },
  { key: 'block_border', label: 'Block border' },
  { key: 'block_shadow', label: 'Block shadow' },
];

/** App Settings: title, colours and public, saved with PATCH /api/apps/{id}/settings. */
export function AppSettingsPopup() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const [updateSettings, { isLoading }] = useUpdateAppSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<AppSettingsValues>({
    title: page.title,
    nav_background: page.nav_background,
    page_background: page.page_background,
    block_border: page.block_border,
    block_shadow: page.block_shadow,
    public: page.public,
  });

  async function save() {
    setError(null);
    const { title, public: isPublic, ...colours } = values;
    const result = await updateSettings({
      id: page.app_id,
      title,
      public: isPublic,
      settings: colours,
    });
    if (result.error) {
      setError(apiErrorMessage(result.error));
      return;
    }
    dispatch(appSettingsSaved(values));
    dispatch(toastShown({ kind: 'info', message: 'App settings saved.' }));
    dispatch(panelClosed());
  }

  return (
    <Popup title={SHELL_LABELS.appSettings} onClose={() => dispatch(panelClosed())} width={420}>
      <div className={styles.field}>
        <label htmlFor="app-title">App title</label>
        <input
          id="app-title"
          type="text"
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
      </div>
      {COLOURS.map(({ key, label }) => (
        <div key={key} className={styles.field}>
          <label htmlFor={`app-${key}`}>{label}</label>
          <div className={styles.colorRow}>
            <input
              type="color"
              aria-label={`${label} picker`}
              value={/^#[0-9a-f]{6}$/i.test(values[key]) ? values[key] : '#000000'}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            />
            <input
              id={`app-${key}`}
              type="text"
              value={values[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            />
          </div>
        </div>
      ))}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.public}
          onChange={(event) => setValues({ ...values, public: event.target.checked })}
        />
        Public
      </label>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.primary}
          disabled={isLoading || !values.title.trim()}
          onClick={() => void save()}
        >
          Save
        </button>
      </div>
    </Popup>
  );
}
