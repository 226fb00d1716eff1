import { useId, useState } from 'react';
import {
  EMBED_ORIGINS_SETTING,
  MAX_EMBED_ORIGINS,
  normaliseEmbedOrigin,
  parseEmbedOrigins,
} from '@tessera/domain';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { useUpdateAppSettingsMutation } from '../editor/multipage/multipageApi.js';
import styles from '../editor/blocks/editor.module.css';
import { AddEntryField } from './AddEntryField.js';
import publishing from './publishing.module.css';
import { useGetAppQuery } from './publishingApi.js';
import { PUBLISHING_TEXTS } from './publishingTexts.js';

/**
 * The sites allowed to show the app in a frame (the app setting `embed_origins`), under the embed
 * code of a paid plan; each change is saved at once with PATCH /api/apps/{id}/settings.
 */
export function EmbedOrigins({ appId }: { appId: string }) {
  const app = useGetAppQuery(appId);
  const [updateSettings, saving] = useUpdateAppSettingsMutation();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const origins = parseEmbedOrigins(app.data?.settings[EMBED_ORIGINS_SETTING]);
  const busy = app.isLoading || saving.isLoading;

  async function save(next: string[]): Promise<boolean> {
    setMessage(null);
    const result = await updateSettings({
      id: appId,
      settings: { [EMBED_ORIGINS_SETTING]: next },
    });
    if (result.error) setMessage(apiErrorMessage(result.error));
    return !result.error;
  }

  async function add() {
    const origin = normaliseEmbedOrigin(draft);
    if (!origin) {
      setMessage(PUBLISHING_TEXTS.invalidOrigin);
      return;
    }
    if (origins.includes(origin)) {
      setDraft('');
      return;
    }
    if (origins.length >= MAX_EMBED_ORIGINS) {
      setMessage(PUBLISHING_TEXTS.tooManyOrigins(MAX_EMBED_ORIGINS));
      return;
    }
    if (await save([...origins, origin])) setDraft('');
  }

  return (
    <section className={publishing.subsection} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className={publishing.subsectionTitle}>
        {PUBLISHING_TEXTS.embedSites}
      </h3>
      <p className={styles.muted}>{PUBLISHING_TEXTS.embedSitesHelp}</p>
      <ul className={publishing.list}>
        {origins.map((origin) => (
          <li key={origin} className={publishing.listItem}>
            <span className={publishing.grow}>{origin}</span>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              aria-label={`${PUBLISHING_TEXTS.remove} ${origin}`}
              onClick={() => void save(origins.filter((listed) => listed !== origin))}
            >
              {PUBLISHING_TEXTS.remove}
            </button>
          </li>
        ))}
      </ul>
      <AddEntryField
        id={inputId}
        label="Site address"
        type="url"
        placeholder="https://example.com"
        value={draft}
        onChange={setDraft}
        busy={busy}
        onAdd={() => void add()}
        addLabel="Add site"
      />
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </section>
  );
}
