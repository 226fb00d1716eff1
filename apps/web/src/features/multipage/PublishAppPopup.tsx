import { useState } from 'react';
import { SHELL_LABELS, VISUAL_SIZES } from '@tessera/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import styles from '../viewer/editor/editor.module.css';
import { Popup } from '../viewer/editor/Popup.js';
import { useUpdateAppSettingsMutation } from './multipageApi.js';
import { appSettingsSaved, panelClosed, panelRequested, selectPage } from './pageSlice.js';

/** Publish: the app's public toggle (saved at once), its address, and Embed. */
export function PublishAppPopup() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const [updateSettings, { isLoading }] = useUpdateAppSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  const url = window.location.origin;

  async function setPublic(value: boolean) {
    setError(null);
    const result = await updateSettings({ id: page.app_id, public: value });
    if (result.error) setError(apiErrorMessage(result.error));
    else dispatch(appSettingsSaved({ public: value }));
  }

  return (
    <Popup
      title={SHELL_LABELS.publish}
      onClose={() => dispatch(panelClosed())}
      width={VISUAL_SIZES.publishDropdownWidth * 2}
    >
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={page.public}
          disabled={isLoading}
          onChange={(event) => void setPublic(event.target.checked)}
        />
        Public: anyone with the address can use this app
      </label>
      <p className={styles.muted}>
        {page.public
          ? 'The app is live at:'
          : 'The app is private: only you and your workspace can open it.'}
      </p>
      <div className={styles.field}>
        <label htmlFor="app-url">App address</label>
        <input id="app-url" type="url" readOnly value={url} />
      </div>
      <div className={styles.row}>
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.button}>
          Open the app
        </a>
        <button
          type="button"
          className={styles.button}
          onClick={() => dispatch(panelRequested('embed'))}
        >
          {SHELL_LABELS.embed}
        </button>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </Popup>
  );
}
