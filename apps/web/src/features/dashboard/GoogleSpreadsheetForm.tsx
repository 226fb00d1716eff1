import { googleSpreadsheetRequestSchema, type GoogleConnection } from '@tessera/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import ui from '../../shell/ui/ui.module.css';
import { useAddGoogleSpreadsheetMutation } from './dashboardApi.js';
import styles from './GoogleSheetsArea.module.css';
import { checkRequest, chooseConnectionId, connectionKindLabel } from './googleSheets.js';
import { describeSheets } from './sheetSummary.js';

type GoogleSpreadsheetFormProps = { connections: readonly GoogleConnection[] };

/** "Add a Google spreadsheet": a URL or id, read with one of the active connections. */
export function GoogleSpreadsheetForm({ connections }: GoogleSpreadsheetFormProps) {
  const headingId = useId();
  const [addSpreadsheet, { isLoading, error: serverError, reset }] =
    useAddGoogleSpreadsheetMutation();
  const [chosenId, setChosenId] = useState('');
  const [spreadsheet, setSpreadsheet] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const active = connections.filter((connection) => connection.status === 'active');
  const connectionId = chooseConnectionId(connections, chosenId);
  const chosen = active.find((connection) => connection.id === connectionId);

  function edited() {
    setProblem(null);
    setAdded(null);
    reset();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    setAdded(null);
    const checked = checkRequest(googleSpreadsheetRequestSchema, {
      connection_id: connectionId,
      spreadsheet,
    });
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    const result = await addSpreadsheet(checked.data);
    // Refused (e.g. not shared with the service account): the URL stays to retry.
    if (result.error) return;
    setSpreadsheet('');
    setAdded(`Added ${result.data.name}: ${describeSheets(result.data.sheets)}.`);
  }

  return (
    <form
      className={ui.stack}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h4 id={headingId} className={styles.formTitle}>
        Add a Google spreadsheet
      </h4>
      <div className={ui.row}>
        <label className={ui.field}>
          <span className={ui.label}>Google connection</span>
          <select
            className={ui.input}
            name="connection_id"
            disabled={active.length === 0}
            value={connectionId}
            onChange={(event) => {
              setChosenId(event.target.value);
              edited();
            }}
          >
            {active.length === 0 ? <option value="">Connect Google first</option> : null}
            {active.map((connection) => (
              <option key={connection.id} value={connection.id}>
                {connection.label} ({connectionKindLabel(connection.kind)})
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          <span className={ui.label}>Google Sheets URL</span>
          <input
            className={ui.input}
            name="spreadsheet"
            inputMode="url"
            autoComplete="off"
            placeholder="https://docs.google.com/spreadsheets/d/..."
            value={spreadsheet}
            onChange={(event) => {
              setSpreadsheet(event.target.value);
              edited();
            }}
          />
        </label>
        <button className={ui.button} type="submit" disabled={isLoading}>
          {isLoading ? 'Adding...' : 'Add Google spreadsheet'}
        </button>
      </div>
      {chosen?.kind === 'service_account' ? (
        <span className={ui.hint}>Share the spreadsheet with {chosen.label} first.</span>
      ) : null}
      <FormError message={problem ?? apiErrorMessage(serverError)} />
      {added && (
        <p className={ui.success} role="status">
          {added}
        </p>
      )}
    </form>
  );
}
