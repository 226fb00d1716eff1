/**
 * The note a block shows when columns it was set up with are gone from its sheet (renamed or
 * deleted in the spreadsheet); null when all are there, or before the sheet has answered.
 */
export function missingColumnsNote(
  sheetColumns: readonly string[] | undefined,
  wanted: readonly string[],
): string | null {
  if (!sheetColumns || sheetColumns.length === 0) return null;
  const present = new Set(sheetColumns);
  const missing = [...new Set(wanted.filter((column) => column && !present.has(column)))];
  if (missing.length === 0) return null;
  const names = missing.map((column) => `"${column}"`).join(', ');
  return missing.length === 1
    ? `The column ${names} is no longer in the sheet: choose another one in the block's settings.`
    : `The columns ${names} are no longer in the sheet: choose others in the block's settings.`;
}
