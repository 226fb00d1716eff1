import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import type { SpreadsheetReplacement } from '@tessera/contracts';
import { useAppDispatch } from '../../app/hooks.js';
import { FormError } from '../../shell/ui/FormError.js';
import ui from '../../shell/ui/ui.module.css';
import { dashboardApi } from './dashboardApi.js';
import { uploadedText } from './sheetSummary.js';
import { spreadsheetFileProblem, spreadsheetName } from '@tessera/domain';
import { ReplacementReport } from '../spreadsheetData/ReplacementReport.js';
import { sendReplacement, sendSpreadsheet } from './spreadsheetUpload.js';
import styles from './SpreadsheetsSection.module.css';

/** A spreadsheet of the workspace, as the upload compares a new file's name with it. */
type Existing = { id: string; name: string; source: 'upload' | 'google' };

type Props = {
  /** The workspace's spreadsheets: a file uploaded again is asked about first. */
  existing: readonly Existing[];
};

type State =
  | { kind: 'idle' }
  | { kind: 'confirming'; file: File; existing: Existing }
  | { kind: 'sending'; sent: number }
  | { kind: 'done'; text: string }
  | { kind: 'replaced'; replacement: SpreadsheetReplacement }
  | { kind: 'failed'; text: string };

/**
 * The upload of a CSV or XLSX file as a new spreadsheet: chosen with the file picker or dropped on
 * the area, checked before it is sent (kind, empty, 20 MB), with its progress; a file named like a
 * spreadsheet already here is sent only once the owner chooses: its data replaced by the file
 * (an uploaded one), or a second copy.
 */
export function SpreadsheetUpload({ existing }: Props) {
  const dispatch = useAppDispatch();
  const form = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const sending = state.kind === 'sending';

  async function send(file: File) {
    setState({ kind: 'sending', sent: 0 });
    try {
      const spreadsheet = await sendSpreadsheet(file, (sent) =>
        setState({ kind: 'sending', sent }),
      );
      dispatch(dashboardApi.util.invalidateTags(['Spreadsheet']));
      form.current?.reset();
      setState({
        kind: 'done',
        text: uploadedText(spreadsheet.name, spreadsheet.sheets),
      });
    } catch (error) {
      setState({ kind: 'failed', text: error instanceof Error ? error.message : String(error) });
    }
  }

  async function replace(file: File, target: Existing) {
    setState({ kind: 'sending', sent: 0 });
    try {
      const replacement = await sendReplacement(target.id, file, (sent) =>
        setState({ kind: 'sending', sent }),
      );
      dispatch(dashboardApi.util.invalidateTags(['Spreadsheet', 'SheetData']));
      form.current?.reset();
      setState({ kind: 'replaced', replacement });
    } catch (error) {
      setState({ kind: 'failed', text: error instanceof Error ? error.message : String(error) });
    }
  }

  function take(file: File | null | undefined) {
    if (!file || sending) return;
    const problem = spreadsheetFileProblem(file);
    if (problem) {
      setState({ kind: 'failed', text: problem });
      return;
    }
    const name = spreadsheetName(file.name);
    const same = existing.find((spreadsheet) => spreadsheet.name === name);
    if (same) setState({ kind: 'confirming', file, existing: same });
    else void send(file);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    take(file instanceof File && file.name ? file : null);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  return (
    <div
      className={`${ui.card} ${styles.dropZone} ${dragging ? styles.dropZoneActive : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <form ref={form} className={ui.row} onSubmit={submit}>
        <label className={ui.field}>
          <span className={ui.label}>Spreadsheet file</span>
          <input
            className={ui.input}
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            disabled={sending}
            onChange={() => setState({ kind: 'idle' })}
          />
          <span className={ui.hint}>
            CSV or XLSX, up to 20 MB. The first row holds the column names. You can also drop the
            file here.
          </span>
        </label>
        <button className={ui.button} type="submit" disabled={sending}>
          {sending ? 'Uploading...' : 'Upload spreadsheet'}
        </button>
      </form>
      {state.kind === 'sending' ? (
        <div className={styles.progress}>
          <progress max={1} value={state.sent} aria-label="Upload progress" />
          <span className={ui.hint}>{Math.round(state.sent * 100)}% sent</span>
        </div>
      ) : null}
      {state.kind === 'confirming' ? (
        <div role="alertdialog" aria-label="Upload again?" className={styles.confirm}>
          <p>
            A spreadsheet named “{state.existing.name}” is already in this workspace.
            {state.existing.source === 'upload'
              ? ' Replace its data with this file? Its boards and apps then show the new rows. Or upload the file as a second copy.'
              : ' Upload this file as a second copy? Blocks and apps keep using the one they were built on.'}
          </p>
          <div className={ui.row}>
            {state.existing.source === 'upload' ? (
              <button
                className={ui.button}
                type="button"
                onClick={() => void replace(state.file, state.existing)}
              >
                Replace its data
              </button>
            ) : null}
            <button
              className={state.existing.source === 'upload' ? ui.secondaryButton : ui.button}
              type="button"
              onClick={() => void send(state.file)}
            >
              Upload a copy
            </button>
            <button
              className={ui.secondaryButton}
              type="button"
              onClick={() => {
                form.current?.reset();
                setState({ kind: 'idle' });
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {state.kind === 'failed' ? <FormError message={state.text} /> : null}
      {state.kind === 'replaced' ? (
        <ReplacementReport
          name={state.replacement.spreadsheet.name}
          changes={state.replacement.changes}
        />
      ) : null}
      {state.kind === 'done' ? (
        <p className={ui.success} role="status">
          {state.text}
        </p>
      ) : null}
    </div>
  );
}
