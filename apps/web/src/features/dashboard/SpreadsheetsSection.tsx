import { useState, type FormEvent } from 'react';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import ui from '../../shell/ui/ui.module.css';
import { useGetSpreadsheetsQuery, useUploadSpreadsheetMutation } from './dashboardApi.js';
import { formatLongDate } from './formatDate.js';
import { GoogleSheetsArea } from './GoogleSheetsArea.js';
import { spreadsheetSourceLabel } from './googleSheets.js';
import styles from './SpreadsheetsSection.module.css';
import { describeSheets } from './sheetSummary.js';

/** The workspace's spreadsheets, the upload of a CSV or XLSX file, and Google Sheets. */
export function SpreadsheetsSection() {
  const { data: spreadsheets, isLoading, error: loadError } = useGetSpreadsheetsQuery();
  const [upload, { isLoading: isUploading, error: uploadError, reset }] =
    useUploadSpreadsheetMutation();
  const [uploaded, setUploaded] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('file');
    if (!(file instanceof File) || file.size === 0) return;
    setUploaded(null);
    const result = await upload(file);
    if (result.error) return;
    setUploaded(`Uploaded ${result.data.name}: ${describeSheets(result.data.sheets)}.`);
    form.reset();
  }

  return (
    <section className={ui.stack} aria-labelledby="spreadsheets-heading">
      <h2 id="spreadsheets-heading" className={ui.sectionTitle}>
        Spreadsheets
      </h2>
      <form className={`${ui.card} ${ui.row}`} onSubmit={(event) => void submit(event)}>
        <label className={ui.field}>
          <span className={ui.label}>Spreadsheet file</span>
          <input
            className={ui.input}
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            onChange={() => {
              setUploaded(null);
              reset();
            }}
          />
          <span className={ui.hint}>
            CSV or XLSX, up to 20 MB. The first row holds the column names.
          </span>
        </label>
        <button className={ui.button} type="submit" disabled={isUploading}>
          {isUploading ? 'Uploading...' : 'Upload spreadsheet'}
        </button>
      </form>
      <FormError message={apiErrorMessage(uploadError)} />
      {uploaded && (
        <p className={ui.success} role="status">
          {uploaded}
        </p>
      )}
      <GoogleSheetsArea />
      {isLoading ? (
        <Loading />
      ) : loadError ? (
        <FormError message={apiErrorMessage(loadError)} />
      ) : !spreadsheets || spreadsheets.length === 0 ? (
        <p className={ui.empty}>
          No spreadsheets yet. Upload one or add a Google spreadsheet to start building.
        </p>
      ) : (
        <ul className={ui.list} aria-label="Spreadsheets">
          {spreadsheets.map((spreadsheet) => (
            <li key={spreadsheet.id} className={ui.listItem}>
              <div>
                <div className={styles.titleLine}>
                  <span className={ui.itemTitle}>{spreadsheet.name}</span>
                  <span className={ui.badge}>{spreadsheetSourceLabel(spreadsheet.source)}</span>
                </div>
                <div className={ui.muted}>{describeSheets(spreadsheet.sheets)}</div>
              </div>
              <span className={ui.hint}>Added {formatLongDate(spreadsheet.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
