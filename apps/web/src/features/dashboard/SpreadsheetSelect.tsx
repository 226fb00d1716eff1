import ui from '../../shell/ui/ui.module.css';
import type { SpreadsheetListItem } from './dashboardApi.js';

type SpreadsheetSelectProps = { spreadsheets: readonly SpreadsheetListItem[] | undefined };

/** The "Spreadsheet" field of the create forms; explains what to do when there is none. */
export function SpreadsheetSelect({ spreadsheets }: SpreadsheetSelectProps) {
  const none = !spreadsheets || spreadsheets.length === 0;
  return (
    <label className={ui.field}>
      <span className={ui.label}>Spreadsheet</span>
      <select className={ui.input} name="spreadsheetId" required disabled={none} defaultValue="">
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
