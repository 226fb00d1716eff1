import type { MouseEvent } from 'react';
import type { SheetRow } from '@tessera/contracts';
import { RowDetailsDialog, type DetailField } from './RowDetailsDialog.js';

export { rowName, type DetailField } from './RowDetailsDialog.js';

/**
 * What a row's details show: every column of its sheet, drawn as the block's field of that column
 * is (its type, markdown), but for the columns the owner hid on the block.
 */
export function detailFields(
  sheetColumns: readonly string[],
  blockFields: readonly {
    column: string;
    type: string;
    hidden?: boolean;
    use_markdown?: boolean;
  }[],
): DetailField[] {
  const byColumn = new Map(blockFields.map((field) => [field.column, field]));
  const fields: DetailField[] = [];
  for (const column of sheetColumns) {
    const field = byColumn.get(column);
    if (field?.hidden) continue;
    fields.push({ column, type: field?.type ?? 'text', useMarkdown: field?.use_markdown ?? false });
  }
  return fields;
}

/**
 * The details of the row the visitor opened, as it was when opened: a reload that changes or
 * drops the row leaves the open dialog as it is until the visitor closes it.
 */
export function DetailsOfRow({
  row,
  fields,
  onClose,
}: {
  row: SheetRow | null;
  fields: readonly DetailField[];
  onClose: () => void;
}) {
  return row ? (
    <RowDetailsDialog key={row._id} row={row} fields={fields} onClose={onClose} />
  ) : null;
}

/** The button opening a row's details: the way in for keyboards and screen readers. */
export function DetailsButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="ts-button ts-row-details__open"
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      Details
      {name ? <span className="ts-visually-hidden"> of {name}</span> : null}
    </button>
  );
}

/**
 * Whether a click in a row was meant for something inside it: a link, a button, a field, a form
 * being filled in, a confirmation, or the end of a text selection.
 */
function meantForSomethingInside(event: MouseEvent<HTMLElement>): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (selection && !selection.isCollapsed) return true;
  const target = event.target;
  if (!(target instanceof Element) || target === event.currentTarget) return false;
  return (
    target.closest(
      'a, button, input, select, textarea, label, summary, form, [role="group"], [contenteditable="true"]',
    ) !== null
  );
}

/**
 * The click handler making a row (a table's `tr`, a list's card, both with the class
 * `ts-row--details`) open its details under the pointer: a click anywhere on it but on what it
 * holds. Keyboards use its Details button (DetailsButton).
 */
export function detailsOnClick(open: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!meantForSomethingInside(event)) open();
  };
}
