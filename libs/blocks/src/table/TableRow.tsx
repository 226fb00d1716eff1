import type { SheetRow } from '@tessera/contracts';
import type { ActionButton, ItemButton, TableAxis } from '@tessera/domain';
import { CellValue } from '../shared/Cell.js';
import { EditableCell } from '../shared/EditableCell.js';
import { ItemButtons } from '../shared/PageButtons.js';
import { RowActions, type ActionNotice } from '../shared/RowActions.js';
import type { RowWriteHandlers, ShownAction } from '../shared/rowActions.js';
import { DetailsButton, detailsOnClick } from '../shared/RowDetails.js';
import type { BlockNavigation } from '../types.js';
import { ariaSortOf, nextHeaderSort, parseSort } from '../shared/sorting.js';
import {
  characterLimitOf,
  matchingRule,
  takesUploadedImages,
  type TableColumn,
} from './tableColumns.js';

/** The actions column: frozen to the right edge when the owner asks. */
export type ActionsColumn = { frozen: boolean; width: number } | null;

function actionsStyle(column: NonNullable<ActionsColumn>) {
  return column.frozen ? { width: column.width, minWidth: column.width } : undefined;
}

function actionsClass(column: NonNullable<ActionsColumn>) {
  return `ts-table__actions${column.frozen ? ' ts-table__actions--frozen' : ''}`;
}

/** Header cells; with sorting on, each is a button cycling ascending, descending, none. */
export function TableHead({
  columns,
  actions,
  sort,
  onSortChange,
}: {
  columns: readonly TableColumn[];
  actions: ActionsColumn;
  sort: string;
  onSortChange: ((sort: string) => void) | null;
}) {
  const sorted = parseSort(sort);
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const arrow = sorted?.column === column.column ? (sorted.descending ? ' ▼' : ' ▲') : '';
          return (
            <th
              key={column.column}
              scope="col"
              aria-sort={onSortChange ? ariaSortOf(sort, column.column) : undefined}
              style={{ width: column.column_width, textAlign: column.text_alignment }}
            >
              {onSortChange ? (
                <button
                  type="button"
                  className="ts-sort-header"
                  onClick={() => onSortChange(nextHeaderSort(sort, column.column))}
                >
                  {column.column}
                  <span aria-hidden="true">{arrow}</span>
                </button>
              ) : (
                column.column
              )}
            </th>
          );
        })}
        {actions ? (
          <th scope="col" className={actionsClass(actions)} style={actionsStyle(actions)}>
            Actions
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

/** Values drawn as links, images or markdown keep their own controls beside the edit button. */
function drawsInteractive(column: TableColumn): boolean {
  return column.use_markdown || ['image', 'url', 'email', 'markdowntext'].includes(column.type);
}

type RowProps = {
  row: SheetRow;
  rows: readonly SheetRow[];
  columns: readonly (TableColumn &
    Partial<Pick<TableAxis, 'options' | 'from_google_sheet' | 'source' | 'image_source'>>)[];
  editable: ReadonlySet<string>;
  actionsColumn: ActionsColumn;
  actions: readonly ShownAction[];
  /** Buttons opening app pages (on this row, for detail pages). */
  itemButtons: readonly ItemButton[];
  navigation: BlockNavigation | undefined;
  handlers: RowWriteHandlers;
  onEdit: (action: ActionButton) => void;
  onNotice: (notice: ActionNotice) => void;
  /** Sends a picture for an "Upload Image" cell; resolves with its address. */
  onUploadFile?: ((column: string, file: File) => Promise<string>) | undefined;
  /** Opens the row's details (show_details_on_click), named by `rowName`; absent without. */
  details?: { open: () => void; rowName: string } | undefined;
};

/** One row: its cells (editable in place where allowed) and its action buttons. */
export function TableRow({
  row,
  rows,
  columns,
  editable,
  actionsColumn,
  actions,
  itemButtons,
  navigation,
  handlers,
  onEdit,
  onNotice,
  onUploadFile,
  details,
}: RowProps) {
  const { onEditRow } = handlers;
  return (
    <tr
      className={details ? 'ts-row--details' : undefined}
      onClick={details ? detailsOnClick(details.open) : undefined}
    >
      {columns.map((column) => {
        const value = row[column.column] ?? '';
        const rule =
          column.type === 'text' ? matchingRule(column.Conditional_formatting, value) : undefined;
        const drawn = (
          <CellValue
            type={column.type}
            value={value}
            useMarkdown={column.use_markdown}
            label={column.column}
            characterLimit={characterLimitOf(column)}
          />
        );
        return (
          <td
            key={column.column}
            style={{
              width: column.column_width,
              textAlign: column.text_alignment,
              color: rule?.text_color,
              background: rule?.background_color,
            }}
          >
            {onEditRow && editable.has(column.column) ? (
              <EditableCell
                column={column.column}
                type={column.type}
                value={value}
                choiceSource={{
                  options: column.options ?? '',
                  from_google_sheet: column.from_google_sheet ?? false,
                  source: column.source ?? '',
                  column: column.column,
                }}
                rows={rows}
                interactive={drawsInteractive(column)}
                onSave={(next) => onEditRow(row._id, { [column.column]: next })}
                draw={(saved) => (
                  <CellValue
                    type={column.type}
                    value={saved}
                    useMarkdown={column.use_markdown}
                    label={column.column}
                    characterLimit={characterLimitOf(column)}
                  />
                )}
                upload={
                  onUploadFile && takesUploadedImages(column)
                    ? {
                        accept: 'image/*',
                        onUpload: (file) => onUploadFile(column.column, file),
                      }
                    : undefined
                }
              >
                {drawn}
              </EditableCell>
            ) : (
              drawn
            )}
          </td>
        );
      })}
      {actionsColumn ? (
        <td className={actionsClass(actionsColumn)} style={actionsStyle(actionsColumn)}>
          {actions.length > 0 ? (
            <RowActions
              row={row}
              actions={actions}
              handlers={handlers}
              onEdit={onEdit}
              onNotice={onNotice}
            />
          ) : null}
          <ItemButtons buttons={itemButtons} row={row} navigation={navigation} />
          {details ? <DetailsButton name={details.rowName} onOpen={details.open} /> : null}
        </td>
      ) : null}
    </tr>
  );
}
