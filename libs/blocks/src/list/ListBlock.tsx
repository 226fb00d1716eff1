import { useState } from 'react';
import { type ActionButton, type ListAxis } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { editableColumns, viewerMayWrite } from '../shared/permissions.js';
import { DetailsOfRow, detailFields, rowName } from '../shared/RowDetails.js';
import type { SheetRow } from '@tessera/contracts';
import { RowsFooter } from '../shared/RowsFooter.js';
import { ActionNoticeLine, type ActionNotice } from '../shared/RowActions.js';
import { shownRowActions } from '../shared/rowActions.js';
import { RowsToolbar } from '../shared/RowsToolbar.js';
import { AddRowForm } from '../table/AddRowForm.js';
import { EditRowForm } from '../table/EditRowForm.js';
import type { TableColumn } from '../table/tableColumns.js';
import type { BlockRendererProps } from '../types.js';
import { ListCard } from './ListCard.js';

/**
 * The list's fields: the axis entries, else every sheet column as text. Fields that only stand in
 * for a missing axis are never editable in place: the owner has not chosen who may edit them.
 */
function listFields(axis: readonly ListAxis[], columns: readonly string[]): ListAxis[] {
  if (axis.length > 0) return [...axis];
  return columns.map((column) => ({
    column,
    editable: 'None',
    type: 'text',
    font_style: 'normal',
  }));
}

/** A list field as the add and edit forms draw it (an image field holds the picture's address). */
function formColumn(field: ListAxis): TableColumn {
  return {
    column: field.column,
    column_width: undefined,
    text_alignment: 'left',
    type: field.type,
    use_markdown: false,
    Conditional_formatting: [],
  };
}

/** Sheet rows as cards: image fields show the picture, text fields their styled value. */
export function ListBlock(props: BlockRendererProps) {
  const { block, data, viewer, onPageChange, onAddRow, onEditRow, query } = props;
  const parsed = useBlockSettings('list', block);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ rowId: string; action: ActionButton } | null>(null);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const [detailsOf, setDetailsOf] = useState<SheetRow | null>(null);
  if (!parsed.success) return <InvalidSettings type="list" message={parsed.message} />;
  const settings = parsed.settings;
  const rows = data?.rows ?? [];
  const fields = listFields(settings.axis, data?.columns ?? []);
  const mayAdd = Boolean(onAddRow) && viewerMayWrite(settings.add_new_row, viewer);
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
  const editable = onEditRow ? editableColumns(fields, viewer) : new Set<string>();
  const editColumns = fields.map(formColumn);
  const details = settings.show_details_on_click
    ? detailFields(data?.columns ?? [], settings.axis)
    : null;

  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="List"
      colors={settings}
      error={data?.error}
      loading={data?.loading}
      status={data}
    >
      <RowsToolbar
        settings={settings}
        // A picture's address is nothing to filter or sort by.
        columns={fields.filter((field) => field.type !== 'image').map((field) => field.column)}
        sortSelect
        query={query}
        onSearch={props.onSearch}
        onSortChange={props.onSortChange}
        onFilterChange={props.onFilterChange}
        onDownloadCsv={props.onDownloadCsv}
        onDownloadPdf={props.onDownloadPdf}
        navigation={props.navigation}
        onStartAdding={mayAdd && !adding ? () => setAdding(true) : null}
      />
      {mayAdd && adding && onAddRow ? (
        <AddRowForm
          columns={fields.filter((field) => field.type === 'text').map(formColumn)}
          rows={rows}
          submitTitle={settings.submit_button_title}
          onSubmit={onAddRow}
          onDone={() => setAdding(false)}
        />
      ) : null}
      <ActionNoticeLine notice={notice} onDismiss={() => setNotice(null)} />
      <ul className="ts-list">
        {rows.map((row) => (
          <ListCard
            key={row._id}
            row={row}
            fields={fields}
            editable={editable}
            actions={actions}
            itemButtons={settings.item_buttons}
            navigation={props.navigation}
            handlers={handlers}
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
          >
            {editing?.rowId === row._id && onEditRow ? (
              <EditRowForm
                row={row}
                rows={rows}
                columns={editColumns}
                action={editing.action}
                submitTitle={settings.submit_button_title}
                onEditRow={onEditRow}
                onNotice={setNotice}
                onDone={() => setEditing(null)}
              />
            ) : null}
          </ListCard>
        ))}
      </ul>
      <DetailsOfRow row={detailsOf} fields={details ?? []} onClose={() => setDetailsOf(null)} />
      <RowsFooter
        data={data}
        paged={settings.paginate && settings.show_pagination}
        onPageChange={onPageChange}
      />
    </BlockFrame>
  );
}
