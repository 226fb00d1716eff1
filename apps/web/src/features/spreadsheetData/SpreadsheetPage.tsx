import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage, apiErrorStatus } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { spreadsheetSourceLabel } from '../dashboard/googleSheets.js';
import { ItemManagement, problemOf } from '../dashboard/ItemManagement.js';
import { ReplaceSpreadsheet } from './ReplaceSpreadsheet.js';
import { RowsGrid } from './RowsGrid.js';
import styles from './SpreadsheetPage.module.css';
import {
  useDeleteSpreadsheetMutation,
  useGetSpreadsheetQuery,
  useRenameSpreadsheetMutation,
} from './spreadsheetDataApi.js';
import { useSpreadsheetDependents } from './useSpreadsheetDependents.js';

/**
 * /dashboard/spreadsheets/:spreadsheetId: a spreadsheet's sheets and rows, with its rename and its
 * delete (which says first which boards and apps it leaves without data).
 */
export function SpreadsheetPage() {
  const { spreadsheetId = '' } = useParams();
  const navigate = useNavigate();
  const { data: spreadsheet, isLoading, error } = useGetSpreadsheetQuery(spreadsheetId);
  const { dependentsOf, deleteWarningOf } = useSpreadsheetDependents();
  const [renameSpreadsheet] = useRenameSpreadsheetMutation();
  const [deleteSpreadsheet] = useDeleteSpreadsheetMutation();
  const [chosen, setChosen] = useState<string | null>(null);

  if (isLoading) return <Loading />;
  if (!spreadsheet) {
    return (
      <div className={ui.page}>
        <PageTitle>Spreadsheet</PageTitle>
        <FormError
          message={
            apiErrorStatus(error) === 404
              ? 'This spreadsheet was not found. It may have been deleted.'
              : apiErrorMessage(error)
          }
        />
        <Link to="/dashboard">Back to the dashboard</Link>
      </div>
    );
  }

  const sheet =
    spreadsheet.sheets.find((candidate) => candidate.title === chosen) ?? spreadsheet.sheets[0];
  const dependents = dependentsOf(spreadsheet.id);

  return (
    <div className={ui.page}>
      <PageTitle>{spreadsheet.name}</PageTitle>
      <Link to="/dashboard">← Dashboard</Link>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{spreadsheet.name}</h1>
          <p className={ui.subtitle}>
            <span className={ui.badge}>{spreadsheetSourceLabel(spreadsheet.source)}</span>{' '}
            {!dependents
              ? ''
              : dependents.length === 0
                ? 'No board or app uses it yet.'
                : `Used by ${dependents.map((dependent) => dependent.name).join(', ')}.`}
          </p>
        </div>
        <ItemManagement
          name={spreadsheet.name}
          kind="spreadsheet"
          rename={(name) => problemOf(renameSpreadsheet({ id: spreadsheet.id, name }))}
          remove={async () => {
            const problem = await problemOf(deleteSpreadsheet(spreadsheet.id));
            if (!problem) void navigate('/dashboard');
            return problem;
          }}
          deleteWarning={deleteWarningOf(spreadsheet.id)}
        >
          {null}
        </ItemManagement>
      </div>
      {spreadsheet.source === 'upload' ? (
        <ReplaceSpreadsheet spreadsheetId={spreadsheet.id} />
      ) : null}
      {spreadsheet.sheets.length > 1 ? (
        <div className={styles.tabs} role="tablist" aria-label="Sheets">
          {spreadsheet.sheets.map((candidate) => (
            <button
              key={candidate.title}
              type="button"
              role="tab"
              aria-selected={candidate.title === sheet?.title}
              className={styles.tab}
              onClick={() => setChosen(candidate.title)}
            >
              {candidate.title}
            </button>
          ))}
        </div>
      ) : null}
      {sheet ? (
        <section aria-label={`Sheet ${sheet.title}`}>
          <RowsGrid
            key={sheet.title}
            spreadsheetId={spreadsheet.id}
            sheet={sheet}
            google={spreadsheet.source === 'google'}
          />
        </section>
      ) : (
        <p className={ui.empty}>This spreadsheet has no sheets.</p>
      )}
    </div>
  );
}
