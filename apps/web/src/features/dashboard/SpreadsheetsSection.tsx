import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import ui from '../../shell/ui/ui.module.css';
import { Link } from 'react-router';
import {
  useDeleteSpreadsheetMutation,
  useRenameSpreadsheetMutation,
} from '../spreadsheetData/spreadsheetDataApi.js';
import { useSpreadsheetDependents } from '../spreadsheetData/useSpreadsheetDependents.js';
import { useGetSpreadsheetsQuery } from './dashboardApi.js';
import { ItemManagement, problemOf } from './ItemManagement.js';
import { formatLongDate } from './formatDate.js';
import { GoogleSheetsArea } from './GoogleSheetsArea.js';
import { spreadsheetSourceLabel } from './googleSheets.js';
import styles from './SpreadsheetsSection.module.css';
import { describeSheets } from './sheetSummary.js';
import { SpreadsheetUpload } from './SpreadsheetUpload.js';

/** The workspace's spreadsheets, the upload of a CSV or XLSX file, and Google Sheets. */
export function SpreadsheetsSection() {
  const { data: spreadsheets, isLoading, error: loadError } = useGetSpreadsheetsQuery();
  const { deleteWarningOf } = useSpreadsheetDependents();
  const [renameSpreadsheet] = useRenameSpreadsheetMutation();
  const [deleteSpreadsheet] = useDeleteSpreadsheetMutation();

  return (
    <section className={ui.stack} aria-labelledby="spreadsheets-heading">
      <h2 id="spreadsheets-heading" className={ui.sectionTitle}>
        Spreadsheets
      </h2>
      <SpreadsheetUpload existing={spreadsheets ?? []} />
      <GoogleSheetsArea />{' '}
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
              <ItemManagement
                name={spreadsheet.name}
                kind="spreadsheet"
                rename={(name) => problemOf(renameSpreadsheet({ id: spreadsheet.id, name }))}
                remove={() => problemOf(deleteSpreadsheet(spreadsheet.id))}
                deleteWarning={deleteWarningOf(spreadsheet.id)}
              >
                <Link
                  to={`/dashboard/spreadsheets/${encodeURIComponent(spreadsheet.id)}`}
                  className={ui.secondaryButton}
                  aria-label={`Open ${spreadsheet.name}`}
                >
                  Open
                </Link>
              </ItemManagement>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
