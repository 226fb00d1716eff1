import { missingColumnsNote } from './missingColumns.js';

/**
 * The alert a block shows above its content when columns it was set up with are gone from its
 * sheet (see missingColumnsNote); nothing when all are there.
 */
export function MissingColumnsAlert({
  sheetColumns,
  wanted,
}: {
  sheetColumns: readonly string[] | undefined;
  wanted: readonly string[];
}) {
  const note = missingColumnsNote(sheetColumns, wanted);
  return note ? (
    <p role="alert" className="ts-block__error">
      {note}
    </p>
  ) : null;
}
