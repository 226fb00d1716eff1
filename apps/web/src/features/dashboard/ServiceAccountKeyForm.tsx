import { serviceAccountConnectionRequestSchema } from '@tessera/contracts';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import ui from '../../shell/ui/ui.module.css';
import { useAddServiceAccountConnectionMutation } from './dashboardApi.js';
import styles from './GoogleSheetsArea.module.css';
import { checkRequest, serviceAccountConnectedText } from './googleSheets.js';

/** "Add a service account key": the JSON key pasted or read from its file, then connected. */
export function ServiceAccountKeyForm() {
  const headingId = useId();
  const [addConnection, { isLoading, error: serverError, reset }] =
    useAddServiceAccountConnectionMutation();
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [connected, setConnected] = useState<string | null>(null);

  function edited(text: string) {
    setKey(text);
    setProblem(null);
    setConnected(null);
    reset();
  }

  async function readKeyFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      edited(await file.text());
    } catch {
      setProblem('That file could not be read. Paste the key instead.');
    }
    // The same file can be chosen again after an edit.
    input.value = '';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    setConnected(null);
    const checked = checkRequest(serviceAccountConnectionRequestSchema, { key: key.trim() });
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    const result = await addConnection(checked.data);
    // Refused: the key stays in the field to fix. Accepted: a secret is not left on screen.
    if (result.error) return;
    setKey('');
    setConnected(serviceAccountConnectedText(result.data.label));
    // The mutation keeps its arguments (the private key) in the store until reset.
    reset();
  }

  return (
    <form
      className={ui.stack}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h4 id={headingId} className={styles.formTitle}>
        Add a service account key
      </h4>
      <label className={ui.field}>
        <span className={ui.label}>Service account key (JSON)</span>
        <textarea
          className={`${ui.input} ${styles.keyInput}`}
          name="key"
          rows={6}
          spellCheck={false}
          autoComplete="off"
          placeholder='{"type": "service_account", ...}'
          value={key}
          onChange={(event) => edited(event.target.value)}
        />
        <span className={ui.hint}>
          Each spreadsheet must be shared with the service account&apos;s e-mail (client_email in
          the key).
        </span>
      </label>
      <div className={ui.row}>
        <label className={ui.field}>
          <span className={ui.label}>Key file</span>
          <input
            className={ui.input}
            type="file"
            accept=".json,application/json"
            onChange={(event) => void readKeyFile(event)}
          />
        </label>
        <button className={ui.button} type="submit" disabled={isLoading}>
          {isLoading ? 'Connecting...' : 'Add service account'}
        </button>
      </div>
      <FormError message={problem ?? apiErrorMessage(serverError)} />
      {connected && (
        <p className={ui.success} role="status">
          {connected}
        </p>
      )}
    </form>
  );
}
