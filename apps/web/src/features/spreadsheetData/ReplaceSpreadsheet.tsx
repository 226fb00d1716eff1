import { useState, type FormEvent } from 'react';
import type { SpreadsheetReplacement } from '@tessera/contracts';
import { spreadsheetFileProblem } from '@tessera/domain';
import { useAppDispatch } from '../../app/hooks.js';
import { FormError } from '../../shell/ui/FormError.js';
import ui from '../../shell/ui/ui.module.css';
import { sendReplacement } from '../dashboard/spreadsheetUpload.js';
import { ReplacementReport } from './ReplacementReport.js';
import styles from './SpreadsheetPage.module.css';
import { spreadsheetDataApi } from './spreadsheetDataApi.js';

type State =
  | { kind: 'idle' }
  | { kind: 'sending'; sent: number }
  | { kind: 'done'; replacement: SpreadsheetReplacement }
  | { kind: 'failed'; text: string };

/**
 * "Replace with a new file": an uploaded spreadsheet takes a new file's sheets and rows, its boards
 * and apps keep reading it (sheets and columns matched by name), and the owner is told what changed.
 */
export function ReplaceSpreadsheet({ spreadsheetId }: { spreadsheetId: string }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || !file.name) {
      setState({ kind: 'failed', text: 'Choose a CSV or XLSX file.' });
      return;
    }
    const problem = spreadsheetFileProblem(file);
    if (problem) {
      setState({ kind: 'failed', text: problem });
      return;
    }
    setState({ kind: 'sending', sent: 0 });
    try {
      const replacement = await sendReplacement(spreadsheetId, file, (sent) =>
        setState({ kind: 'sending', sent }),
      );
      dispatch(spreadsheetDataApi.util.invalidateTags(['Spreadsheet', 'SheetData']));
      setState({ kind: 'done', replacement });
    } catch (error) {
      setState({ kind: 'failed', text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <details className={styles.replace}>
      <summary>Replace with a new file</summary>
      <form
        className={ui.stack}
        aria-label="Replace with a new file"
        onSubmit={(event) => void submit(event)}
      >
        <label className={ui.field}>
          <span className={ui.label}>New file</span>
          <input
            className={ui.input}
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={state.kind === 'sending'}
          />
          <span className={ui.hint}>
            Its sheets and rows take the place of these. Sheets and columns are matched by name, so
            blocks keep showing the ones that are still there.
          </span>
        </label>
        <div>
          <button type="submit" className={ui.button} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Replacing…' : 'Replace data'}
          </button>
        </div>
        {state.kind === 'sending' ? (
          <progress max={1} value={state.sent} aria-label="Upload progress" />
        ) : null}
        {state.kind === 'failed' ? <FormError message={state.text} /> : null}
        {state.kind === 'done' ? (
          <ReplacementReport
            name={state.replacement.spreadsheet.name}
            changes={state.replacement.changes}
          />
        ) : null}
      </form>
    </details>
  );
}
