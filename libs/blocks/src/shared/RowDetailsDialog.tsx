import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { SheetRow } from '@tessera/contracts';
import { CellValue } from './Cell.js';

/** A field of the row as the block shows it: its column, drawn as its type says. */
export type DetailField = { column: string; type: string; useMarkdown?: boolean };

/** The row's first text, naming it to those who cannot see which row a button sits in. */
export function rowName(row: SheetRow, fields: readonly DetailField[]): string {
  for (const field of fields) {
    if (field.type === 'image') continue;
    const value = (row[field.column] ?? '').trim();
    if (value) return value.length > 120 ? `${value.slice(0, 120)}…` : value;
  }
  return '';
}

/**
 * A row's fields in a dialog over the page: what a list or table opens when its
 * show_details_on_click is on (the row's item details). Escape, the Close button or a click
 * beside it closes it, and focus goes back to the row.
 */
export function RowDetailsDialog({
  row,
  fields,
  onClose,
}: {
  row: SheetRow;
  fields: readonly DetailField[];
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const headingId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const heading = rowName(row, fields) || 'Details';
  return (
    <dialog
      ref={dialog}
      className="ts-row-details"
      aria-labelledby={headingId}
      onClose={onClose}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        // Closed by a click on the backdrop only: not by a text selection or a scrollbar drag
        // that started inside and ended outside.
        if (pressedOnBackdrop.current && onBackdrop(event)) dialog.current?.close();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className="ts-row-details__content">
        <header className="ts-row-details__header">
          <h3 id={headingId} className="ts-row-details__title">
            {heading}
          </h3>
          <button
            type="button"
            className="ts-button ts-row-details__close"
            onClick={() => dialog.current?.close()}
          >
            Close
          </button>
        </header>
        <dl className="ts-row-details__fields">
          {fields.map((field) => (
            <div key={field.column} className="ts-row-details__field">
              <dt>{field.column}</dt>
              <dd>
                <CellValue
                  type={field.type}
                  value={row[field.column] ?? ''}
                  useMarkdown={field.useMarkdown ?? false}
                  label={field.column}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </dialog>
  );
}

/** Whether a pointer event fell on the backdrop: on the dialog itself, outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}
