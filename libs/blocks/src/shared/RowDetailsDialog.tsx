import { useEffect, useId, useRef } from 'react';
import type { SheetRow } from '@tessera/contracts';
import { CellValue } from './Cell.js';
import type { DetailField } from './RowDetails.js';

/**
 * A row's fields in a dialog over the page: what a list or table opens when its
 * show_details_on_click is on (the row's item details). Escape, the Close button or a click
 * beside it closes it, and focus goes back to the row.
 */
export default function RowDetailsDialog({
  row,
  fields,
  onClose,
}: {
  row: SheetRow;
  fields: readonly DetailField[];
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const heading = detailsHeading(row, fields);
  return (
    <dialog
      ref={dialog}
      className="ts-row-details"
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its content.
        if (event.target === event.currentTarget) dialog.current?.close();
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

/** The dialog's heading: the row's first text value, else "Details". */
function detailsHeading(row: SheetRow, fields: readonly DetailField[]): string {
  for (const field of fields) {
    if (field.type === 'image') continue;
    const value = (row[field.column] ?? '').trim();
    if (value) return value.length > 120 ? `${value.slice(0, 120)}…` : value;
  }
  return 'Details';
}
