import ui from '../../shell/ui/ui.module.css';
import type { SpreadsheetListItem } from './dashboardApi.js';

type SpreadsheetSelectProps = { spreadsheets: readonly SpreadsheetListItem[] | undefined };

/**
 * The "Spreadsheet" field of the create forms; explains what to do when there is none, and starts
 * on the only one when there is one.
 */
export function SpreadsheetSelect({ spreadsheets }: SpreadsheetSelectProps) {
  const none = !spreadsheets || spreadsheets.length === 0;
  const only = spreadsheets?.length === 1 ? spreadsheets[0]!.id : '';
  return (
    <label className={ui.field}>
      <span className={ui.label}>Spreadsheet</span>
      {/* Keyed by its starting choice: the list arrives after the form is drawn. */}
      <select
        key={only}
        className={ui.input}
        name="spreadsheetId"
        required
        disabled={none}
        defaultValue={only}
      >
        <option value="" disabled>
          {none ? 'Add a spreadsheet first' : 'Choose a spreadsheet'}
        </option>
        {spreadsheets?.map((spreadsheet) => (
          <option key={spreadsheet.id} value={spreadsheet.id}>
            {spreadsheet.name}
          </option>
        ))}
      </select>
    </label>
  );
}
