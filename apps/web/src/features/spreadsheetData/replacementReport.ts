import type { SheetChange } from '@tessera/contracts';

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;
const named = (what: string, names: readonly string[]) =>
  names.length === 0 ? [] : [`${what}: ${names.join(', ')}`];

/** One line per sheet saying what replacing the file changed in it, in the owner's words. */
export function replacementLines(changes: readonly SheetChange[]): string[] {
  return changes.map((sheet) => {
    switch (sheet.change) {
      case 'added':
        return `${sheet.title}: new sheet, ${rows(sheet.rows_after)}.`;
      case 'removed':
        return `${sheet.title}: no longer in the file, removed with its ${rows(sheet.rows_before)}.`;
      case 'kept':
        return `${[
          `${sheet.title}: ${rows(sheet.rows_before)} before, ${rows(sheet.rows_after)} now`,
          ...named('columns added', sheet.columns_added),
          ...named('columns removed', sheet.columns_removed),
        ].join('; ')}.`;
    }
  });
}

/** Whether blocks may have lost what they showed: a sheet or a column is gone. */
export function replacementRemovedSomething(changes: readonly SheetChange[]): boolean {
  return changes.some((sheet) => sheet.change === 'removed' || sheet.columns_removed.length > 0);
}

/** What to tell the owner when something their blocks used is gone. */
export const REMOVED_NOTE =
  'Blocks that showed a removed sheet or column no longer show it: in their settings it is marked as not available, so choose another there.';
