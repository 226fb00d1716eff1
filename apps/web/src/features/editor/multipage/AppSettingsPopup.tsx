import { useState } from 'react';
import { SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { fieldErrorMessage } from '../../../shell/ui/fieldErrorMessage.js';
import { toastShown } from '../../toasts/toastsSlice.js';
import styles from '../blocks/editor.module.css';
import { Popup } from '../blocks/Popup.js';
import {
  CheckboxSetting,
  ColourSetting,
  SettingsError,
  TextSetting,
} from '../chrome/SettingsFields.js';
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

/** A refused setting named as the popup labels it ("Page background: Enter a colour…"). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'App title',
  ...Object.fromEntries(COLOURS.map(({ key, label }) => [`settings.${key}`, label])),
};

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
      setError(fieldErrorMessage(result.error, FIELD_LABELS));
      return;
    }
    dispatch(appSettingsSaved(values));
    dispatch(toastShown({ kind: 'info', message: 'App settings saved.' }));
    dispatch(panelClosed());
  }

  return (
    <Popup title={SHELL_LABELS.appSettings} onClose={() => dispatch(panelClosed())} width={420}>
      <TextSetting
        id="app-title"
        label="App title"
        value={values.title}
        onChange={(title) => setValues({ ...values, title })}
      />
      {COLOURS.map(({ key, label }) => (
        <ColourSetting
          key={key}
          id={`app-${key}`}
          label={label}
          value={values[key]}
          onChange={(colour) => setValues({ ...values, [key]: colour })}
        />
      ))}
      <CheckboxSetting
        label="Public"
        checked={values.public}
        onChange={(checked) => setValues({ ...values, public: checked })}
      />
      <SettingsError error={error} />
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
