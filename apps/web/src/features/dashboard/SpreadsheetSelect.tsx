import { useState } from 'react';
import ui from '../../shell/ui/ui.module.css';
import type { SpreadsheetListItem } from './dashboardApi.js';

type SpreadsheetSelectProps = { spreadsheets: readonly SpreadsheetListItem[] | undefined };

/**
 * The "Spreadsheet" field of the create forms; explains what to do when there is none, and starts
 * on the only one when there is one. The owner's choice stays while that spreadsheet is listed.
 */
export function SpreadsheetSelect({ spreadsheets }: SpreadsheetSelectProps) {
  const [chosen, setChosen] = useState('');
  const none = !spreadsheets || spreadsheets.length === 0;
  const only = spreadsheets?.length === 1 ? spreadsheets[0]!.id : '';
  const value = spreadsheets?.some((spreadsheet) => spreadsheet.id === chosen) ? chosen : only;
  return (
    <label className={ui.field}>
      <span className={ui.label}>Spreadsheet</span>
      <select
        className={ui.input}
        name="spreadsheetId"
        required
        disabled={none}
        value={value}
        onChange={(event) => setChosen(event.target.value)}
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
