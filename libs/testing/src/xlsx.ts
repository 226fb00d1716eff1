import ExcelJS from 'exceljs';

export type XlsxSheetSpec = {
  title: string;
  /** Cell values as exceljs takes them: strings, numbers, Dates, formulas, hyperlinks, rich text. */
  rows: ExcelJS.CellValue[][];
  /** Number formats by 1-based column, e.g. `{ 3: 'yyyy-mm-dd' }`. */
  numFmt?: Record<number, string>;
};

/** Builds an XLSX workbook in memory. */
export async function buildXlsx(sheets: readonly XlsxSheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.title);
    for (const row of sheet.rows) worksheet.addRow(row);
    for (const [column, format] of Object.entries(sheet.numFmt ?? {}))
      worksheet.getColumn(Number(column)).numFmt = format;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
