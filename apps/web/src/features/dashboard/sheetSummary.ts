type SheetLike = { title: string; columns: readonly string[] };

/** "Orders (5 columns), Customers (1 column)": what an upload produced. */
export function describeSheets(sheets: readonly SheetLike[]): string {
  return sheets
    .map((sheet) => {
      const count = sheet.columns.length;
      return `${sheet.title} (${count} ${count === 1 ? 'column' : 'columns'})`;
    })
    .join(', ');
}
