import type { ReactNode } from 'react';
import type { SheetRow } from '@tessera/contracts';
import type { ActionButton, ItemButton, ListAxis } from '@tessera/domain';
import { CellValue } from '../shared/Cell.js';
import { readableDate } from '../shared/cellDate.js';
import { EditableCell } from '../shared/EditableCell.js';
import { ItemButtons } from '../shared/PageButtons.js';
import { RowActions, type ActionNotice } from '../shared/RowActions.js';
import type { RowWriteHandlers, ShownAction } from '../shared/rowActions.js';
import { DetailsButton, detailsOnClick } from '../shared/RowDetails.js';
import type { BlockNavigation } from '../types.js';

/** A date as the sheet writes it (YYYY-MM-DD, with THH:MM or not). */
const SHEET_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

/** A text field's value: a date reads as in tables ("14 Jan 2025"); other text as written. */
function drawText(value: string): ReactNode {
  return SHEET_DATE.test(value) ? readableDate(value) : value;
}

type Props = {
  row: SheetRow;
  fields: readonly ListAxis[];
  editable: ReadonlySet<string>;
  actions: readonly ShownAction[];
  itemButtons: readonly ItemButton[];
  navigation: BlockNavigation | undefined;
  handlers: RowWriteHandlers;
  onEdit: (action: ActionButton) => void;
  onNotice: (notice: ActionNotice) => void;
  /** The Edit row form, while this row is edited. */
  children?: ReactNode;
  /** Opens the row's details (show_details_on_click), named by `rowName`; absent without. */
  details?: { open: () => void; rowName: string } | undefined;
};

const NO_CHOICES = { options: '', from_google_sheet: false, source: '', column: '' };

/** One row as a card: its fields (editable in place where allowed) and its action buttons. */
export function ListCard({
  row,
  fields,
  editable,
  actions,
  itemButtons,
  navigation,
  handlers,
  onEdit,
  onNotice,
  children,
  details,
}: Props) {
  const { onEditRow } = handlers;
  return (
    <li
      className={`ts-list__card${details ? ' ts-row--details' : ''}`}
      onClick={details ? detailsOnClick(details.open) : undefined}
    >
      {fields.map((field) => {
        const value = row[field.column] ?? '';
        const drawn =
          field.type === 'image' ? <CellValue type="image" value={value} /> : drawText(value);
        const content =
          onEditRow && editable.has(field.column) ? (
            <EditableCell
              column={field.column}
              type={field.type}
              value={value}
              choiceSource={{ ...NO_CHOICES, column: field.column }}
              rows={[]}
              interactive={field.type === 'image'}
              onSave={(next) => onEditRow(row._id, { [field.column]: next })}
              draw={field.type === 'image' ? undefined : drawText}
            >
              {drawn}
            </EditableCell>
          ) : (
            drawn
          );
        return field.type === 'image' ? (
          <div key={field.column} className="ts-list__image">
            {content}
          </div>
        ) : (
          <p
            key={field.column}
            className="ts-list__text"
            style={{
              color: field.text_color,
              fontStyle: field.font_style === 'italic' ? 'italic' : 'normal',
              fontWeight: field.font_style === 'bold' ? 700 : 400,
            }}
          >
            <span className="ts-visually-hidden">{field.column}: </span>
            {content}
          </p>
        );
      })}
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
      {children}
    </li>
  );
}
