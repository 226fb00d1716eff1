type SheetLike = { title: string; columns: readonly string[] };

const columnCount = (sheet: SheetLike) =>
  `${sheet.columns.length} ${sheet.columns.length === 1 ? 'column' : 'columns'}`;

/** "Orders (5 columns), Customers (1 column)": what an upload produced. */
export function describeSheets(sheets: readonly SheetLike[]): string {
  return sheets.map((sheet) => `${sheet.title} (${columnCount(sheet)})`).join(', ');
}

/**
 * What an upload says once done: "Uploaded Shop: Orders (5 columns), Notes (1 column)."; a CSV's
 * one sheet, named as its file, is not named twice: "Uploaded products (6 columns)."
 */
export function uploadedText(name: string, sheets: readonly SheetLike[]): string {
  const [only] = sheets;
  if (sheets.length === 1 && only?.title === name)
    return `Uploaded ${name} (${columnCount(only)}).`;
  return `Uploaded ${name}: ${describeSheets(sheets)}.`;
}
