import type { BuilderBlock } from '../builder/builder.port.js';
import { blockRowFilter, type SheetViewer } from './block-row-filter.js';
import type { StoredRow } from './sheet-query.js';
import type { SheetSnapshot } from './sheet-snapshots.js';
import { SheetsError } from './sheets.errors.js';

/**
 * The row, when the block shows it to this viewer: its filters, data filter and conditional
 * filter hold for it (the row is the "current record" of the action). Anything else is answered
 * as a row that is not there, revealing nothing. Row writes and row actions act only on these.
 */
export function visibleRow(
  sheet: SheetSnapshot,
  rowId: string,
  block: BuilderBlock,
  viewer: SheetViewer,
): StoredRow {
  const row = sheet.rows.find((candidate) => candidate.id === rowId);
  const shown = blockRowFilter(block, sheet, viewer, { record: rowId });
  if (!row || !shown({ ...row.values, _id: row.id })) throw SheetsError.rowNotFound(sheet.title);
  return row;
}
