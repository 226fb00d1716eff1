import { lazy, Suspense, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import type { SheetRow } from '@tessera/contracts';

/** The dialog itself comes with the first row a visitor opens, not with every list and table. */
const RowDetailsDialog = lazy(() => import('./RowDetailsDialog.js'));

/** A field of the row as the block shows it: its column, drawn as its type says. */
export type DetailField = { column: string; type: string; useMarkdown?: boolean };

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

/** The details of the row the visitor opened, while it is on the block's page. */
export function DetailsOfRow({
  row,
  fields,
  onClose,
}: {
  row: SheetRow | undefined;
  fields: readonly DetailField[];
  onClose: () => void;
}) {
  return row ? (
    <Suspense fallback={null}>
      <RowDetailsDialog key={row._id} row={row} fields={fields} onClose={onClose} />
    </Suspense>
  ) : null;
}

/** Whether a click in a row was meant for a control inside it (a link, a button, a field). */
function meantForAControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target;
  if (!(target instanceof Element) || target === event.currentTarget) return false;
  return (
    target.closest(
      'a, button, input, select, textarea, label, summary, [contenteditable="true"]',
    ) !== null
  );
}

/**
 * What makes a row (a table's `tr`, a list's card) open its details: a click anywhere on it but
 * its own controls, or Enter or Space once it has focus.
 */
export function detailsOpener(open: () => void): HTMLAttributes<HTMLElement> {
  return {
    tabIndex: 0,
    'aria-haspopup': 'dialog',
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!meantForAControl(event)) open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open();
      }
    },
  };
}
