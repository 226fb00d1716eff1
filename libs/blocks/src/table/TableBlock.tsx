import { Fragment, useMemo, useState } from 'react';
import type { ActionButton } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { editableColumns, viewerMayWrite } from '../shared/permissions.js';
import { Pagination } from '../shared/Pagination.js';
import { ActionNoticeLine, type ActionNotice } from '../shared/RowActions.js';
import { shownRowActions } from '../shared/rowActions.js';
import { RowsToolbar } from '../shared/RowsToolbar.js';
import type { BlockRendererProps } from '../types.js';
import { AddRowForm } from './AddRowForm.js';
import { EditRowForm } from './EditRowForm.js';
import { tableColumns } from './tableColumns.js';
import { TableHead, TableRow, type ActionsColumn } from './TableRow.js';
import { DetailsOfRow, detailFields, rowName } from '../shared/RowDetails.js';
import type { SheetRow } from '@tessera/contracts';

const NO_COLUMNS = new Set<string>();

/**
 * Sheet rows in a table: the axis columns, server paging, search, filter and sort, the add-row
 * form, cells editable in place and the rows' action buttons.
 */
export function TableBlock(props: BlockRendererProps) {
  const { block, data, viewer, onPageChange, onAddRow, onEditRow, onSortChange, query } = props;
  const parsed = useBlockSettings('table', block);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ rowId: string; action: ActionButton } | null>(null);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const [detailsOf, setDetailsOf] = useState<SheetRow | null>(null);
  const sheetColumns = data?.columns;
  const columns = useMemo(
    () => (parsed.success ? tableColumns(parsed.settings.axis, sheetColumns ?? []) : []),
    [parsed, sheetColumns],
  );
  if (!parsed.success) return <InvalidSettings type="table" message={parsed.message} />;
  const settings = parsed.settings;
  const rows = data?.rows ?? [];
  const mayAdd = Boolean(onAddRow) && viewerMayWrite(settings.add_new_row, viewer);
  const axisByColumn = new Map(settings.axis.map((entry) => [entry.column, entry]));
  const formColumns = columns.map((column) => ({ ...column, ...axisByColumn.get(column.column) }));
  const handlers = {
    onEditRow,
    onDuplicateRow: props.onDuplicateRow,
    onDeleteRow: props.onDeleteRow,
    onApiCall: props.onApiCall,
    onDownloadRowPdf: props.onDownloadRowPdf,
  };
  const actions = shownRowActions(
    settings.actions,
    settings.action_button_visibility,
    viewer,
    handlers,
  );
  const itemButtons = props.navigation ? settings.item_buttons : [];
  const details = settings.show_details_on_click
    ? detailFields(sheetColumns ?? [], settings.axis)
    : null;
  // The Details buttons live in the actions column.
  const actionsColumn: ActionsColumn =
    actions.length > 0 || itemButtons.length > 0 || details
      ? { frozen: settings.freeze_actions_column, width: settings.column_width }
      : null;
  const editable = onEditRow ? editableColumns(settings.axis, viewer) : NO_COLUMNS;
  const sort = query?.sort ?? '';
  const sortable = settings.show_sort && onSortChange ? onSortChange : null;

  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Table"
      colors={settings}
      error={data?.error}
      loading={data?.loading}
      status={data}
    >
      <RowsToolbar
        settings={settings}
        columns={columns.map((column) => column.column)}
        sortSelect={false}
        query={query}
        onSearch={props.onSearch}
        onSortChange={onSortChange}
        onFilterChange={props.onFilterChange}
        onDownloadCsv={props.onDownloadCsv}
        onDownloadPdf={props.onDownloadPdf}
        navigation={props.navigation}
        onStartAdding={mayAdd && !adding ? () => setAdding(true) : null}
      />
      {mayAdd && adding && onAddRow ? (
        <AddRowForm
          columns={formColumns}
          rows={rows}
          submitTitle={settings.submit_button_title}
          onSubmit={onAddRow}
          onDone={() => setAdding(false)}
          onUploadFile={props.onUploadFile}
        />
      ) : null}
      <ActionNoticeLine notice={notice} onDismiss={() => setNotice(null)} />
      <div className="ts-table__scroll">
        <table className="ts-table" aria-label={settings.title || 'Table'}>
          <TableHead
            columns={columns}
            actions={actionsColumn}
            sort={sort}
            onSortChange={sortable}
          />
          <tbody>
            {rows.map((row) => (
              <Fragment key={row._id}>
                <TableRow
                  row={row}
                  rows={rows}
                  columns={formColumns}
                  editable={editable}
                  actionsColumn={actionsColumn}
                  actions={actions}
                  itemButtons={itemButtons}
                  navigation={props.navigation}
                  handlers={handlers}
                  onUploadFile={props.onUploadFile}
                  onEdit={(action) => {
                    setNotice(null);
                    setEditing({ rowId: row._id, action });
                  }}
                  onNotice={setNotice}
                  details={
                    details
                      ? { open: () => setDetailsOf(row), rowName: rowName(row, details) }
                      : undefined
                  }
                />
                {editing?.rowId === row._id && onEditRow ? (
                  <tr className="ts-table__edit-row">
                    <td colSpan={columns.length + (actionsColumn ? 1 : 0)}>
                      <EditRowForm
                        row={row}
                        rows={rows}
                        columns={formColumns}
                        action={editing.action}
                        submitTitle={settings.submit_button_title}
                        onEditRow={onEditRow}
                        onNotice={setNotice}
                        onDone={() => setEditing(null)}
                        onUploadFile={props.onUploadFile}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
        {data && !data.loading && rows.length === 0 ? (
          <p className="ts-block__empty">No rows to show.</p>
        ) : null}
      </div>
      <DetailsOfRow row={detailsOf} fields={details ?? []} onClose={() => setDetailsOf(null)} />
      {settings.paginate && settings.show_pagination && data && onPageChange ? (
        <Pagination
          page={data.page}
          pageSize={data.page_size}
          total={data.total}
          onPageChange={onPageChange}
        />
      ) : null}
    </BlockFrame>
  );
}
