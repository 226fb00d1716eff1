import type { StoredRow } from '../sheet-data/sheet-query.js';

/** An accepted row write as reads lay it over the cached rows. */
export type OverlayWrite = {
  rowId: string;
  kind: 'add' | 'update' | 'delete';
  values: Record<string, string>;
};

/**
 * The rows with accepted writes applied in order, so a write shows before the spreadsheet has it.
 * Every step is idempotent, because a cached copy may already hold some of the writes: an add of a
 * row that is there replaces its values, an update of a missing row and a delete of one are no-ops.
 */
export function overlayWrites(
  rows: readonly StoredRow[],
  writes: readonly OverlayWrite[],
): StoredRow[] {
  if (writes.length === 0) return [...rows];
  const result = [...rows];
  const indexOf = new Map(result.map((row, index) => [row.id, index]));
  let removed = false;
  for (const write of writes) {
    const index = indexOf.get(write.rowId);
    switch (write.kind) {
      case 'add':
        if (index === undefined) {
          indexOf.set(write.rowId, result.length);
          result.push({ id: write.rowId, values: write.values });
        } else {
          result[index] = { id: write.rowId, values: write.values };
        }
        break;
      case 'update':
        if (index !== undefined) {
          const row = result[index]!;
          result[index] = { id: row.id, values: { ...row.values, ...write.values } };
        }
        break;
      case 'delete':
        if (index !== undefined) {
          result[index] = { id: '', values: {} };
          indexOf.delete(write.rowId);
          removed = true;
        }
        break;
    }
  }
  return removed ? result.filter((row) => row.id !== '') : result;
}
