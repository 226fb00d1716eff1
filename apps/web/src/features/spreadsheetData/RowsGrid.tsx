import { useEffect, useState, type FormEvent } from 'react';
import type { SheetRow } from '@tessera/contracts';
import { useAppDispatch } from '../../app/hooks.js';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { Loading } from '../../shell/ui/Loading.js';
import ui from '../../shell/ui/ui.module.css';
import { toastShown } from '../toasts/toastsSlice.js';
import { GridCell } from './GridCell.js';
import styles from './SpreadsheetPage.module.css';
import {
  useAddGridRowMutation,
  useDeleteGridRowMutation,
  useEditGridRowMutation,
  spreadsheetDataApi,
  useGetGridRowsQuery,
} from './spreadsheetDataApi.js';

const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

type Props = {
  spreadsheetId: string;
  sheet: { title: string; columns: readonly string[] };
  /** A Google spreadsheet can be read again past the cache. */
  google: boolean;
};

/** A sheet's rows, a page at a time: cells edited in place, rows added and deleted, searched. */
export function RowsGrid({ spreadsheetId, sheet, google }: Props) {
  const dispatch = useAppDispatch();
  const target = { spreadsheetId, title: sheet.title };
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The last cell stored ("Name of row 3 saved."), said once it is in the sheet. */
  const [saved, setSaved] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [newRow, setNewRow] = useState<Record<string, string>>({});

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const args = { ...target, page, page_size: PAGE_SIZE, search };
  // The rows of this page only: while another page loads, no row of the last one can be edited.
  const { currentData: data, isFetching, error: loadError, refetch } = useGetGridRowsQuery(args);
  const [refreshing, setRefreshing] = useState(false);
  const [addRow, { isLoading: adding }] = useAddGridRowMutation();
  const [editRow] = useEditGridRowMutation();
  const [deleteRow] = useDeleteGridRowMutation();

  async function saveCell(
    row: SheetRow,
    column: string,
    label: string,
    value: string,
  ): Promise<string | null> {
    const result = await editRow({ ...target, rowId: row._id, values: { [column]: value } });
    const problem = apiErrorMessage(result.error);
    // A cell saved clears its own message, not another cell's.
    if (problem) setError(`${label}: ${problem}`);
    else setError((shown) => (shown?.startsWith(`${label}: `) ? null : shown));
    setSaved(problem ? null : `${label} saved.`);
    return problem;
  }

  async function submitNewRow(event: FormEvent) {
    event.preventDefault();
    const result = await addRow({ ...target, values: newRow });
    if (result.error) {
      setError(apiErrorMessage(result.error));
      return;
    }
    setError(null);
    setNewRow({});
    dispatch(toastShown({ kind: 'success', message: 'Row added at the end of the sheet.' }));
  }

  async function removeRow(row: SheetRow) {
    const result = await deleteRow({ ...target, rowId: row._id });
    setConfirming(null);
    setError(apiErrorMessage(result.error));
  }

  /** Reads the sheet past the cache once; the page then shows the copy just read. */
  async function refresh() {
    setRefreshing(true);
    const result = await dispatch(
      spreadsheetDataApi.endpoints.getGridRows.initiate(
        { ...args, fresh: true },
        { subscribe: false, forceRefetch: true },
      ),
    );
    setRefreshing(false);
    setError(apiErrorMessage(result.error));
    if (!result.error) void refetch();
  }

  const total = data?.total ?? 0;
  // Rows deleted from the last page: the grid moves back to the page that is now the last.
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (data && page > lastPage) setPage(lastPage);
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);

  return (
    <div className={ui.stack}>
      <div className={styles.toolbar}>
        <label className={ui.field}>
          <span className={ui.label}>Search rows</span>
          <input
            className={ui.input}
            type="search"
            maxLength={500}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        {google ? (
          <button
            type="button"
            className={ui.secondaryButton}
            disabled={refreshing}
            onClick={() => void refresh()}
          >
            {refreshing ? 'Reading from Google…' : 'Refresh from Google'}
          </button>
        ) : null}
      </div>
      <FormError message={error ?? apiErrorMessage(loadError)} />
      <p role="status" className={ui.hint}>
        {saved}
      </p>
      {!data ? (
        loadError ? null : (
          <Loading />
        )
      ) : (
        <>
          <div
            className={styles.gridWrap}
            role="region"
            aria-label={`Rows of ${sheet.title}`}
            tabIndex={0}
          >
            <table className={styles.grid} aria-busy={isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  {data.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                  <th scope="col">
                    <span className={styles.hidden}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.length === 0 ? (
                  <tr>
                    <td colSpan={data.columns.length + 2} className={ui.empty}>
                      {search ? 'No row matches the search.' : 'This sheet has no rows yet.'}
                    </td>
                  </tr>
                ) : null}
                {data.rows.map((row, index) => {
                  const number = first + index;
                  const labelOf = (column: string) => `${column} of row ${number}`;
                  return (
                    <tr key={row._id}>
                      <th scope="row">{number}</th>
                      {data.columns.map((column) => (
                        <td key={column}>
                          <GridCell
                            label={labelOf(column)}
                            value={row[column] ?? ''}
                            onSave={(value) => saveCell(row, column, labelOf(column), value)}
                          />
                        </td>
                      ))}
                      <td className={styles.rowActions}>
                        {confirming === row._id ? (
                          <span role="group" aria-label={`Delete row ${number}?`}>
                            <button
                              type="button"
                              className={ui.dangerButton}
                              onClick={() => void removeRow(row)}
                            >
                              Delete row
                            </button>{' '}
                            <button
                              type="button"
                              className={ui.secondaryButton}
                              onClick={() => setConfirming(null)}
                            >
                              Keep
                            </button>
                          </span>
                        ) : (
                          <button
                            type="button"
                            className={ui.secondaryButton}
                            aria-label={`Delete row ${number}`}
                            onClick={() => setConfirming(row._id)}
                          >
                            Delete
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <nav className={styles.pager} aria-label={`Pages of ${sheet.title}`}>
            <span>{total === 0 ? 'No rows' : `Rows ${first}–${last} of ${total}`}</span>
            <button
              type="button"
              className={ui.secondaryButton}
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            <button
              type="button"
              className={ui.secondaryButton}
              disabled={last >= total}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
      <form
        className={`${ui.card} ${styles.newRow}`}
        aria-label={`New row in ${sheet.title}`}
        onSubmit={(event) => void submitNewRow(event)}
      >
        <h3 className={styles.newRowTitle}>New row</h3>
        <div className={styles.newRowFields}>
          {sheet.columns.map((column) => (
            <label key={column} className={ui.field}>
              <span className={ui.label}>{column}</span>
              <input
                className={ui.input}
                value={newRow[column] ?? ''}
                onChange={(event) => setNewRow({ ...newRow, [column]: event.target.value })}
              />
            </label>
          ))}
        </div>
        <div>
          <button type="submit" className={ui.button} disabled={adding}>
            {adding ? 'Adding…' : 'Add row'}
          </button>
        </div>
      </form>
    </div>
  );
}
