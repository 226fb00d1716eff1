import ExcelJS from 'exceljs';
import { buildSheet, type SourceRow } from './build-sheet.js';
import { cellText } from './cell-text.js';
import { WorkbookRejectedError } from './workbook-rejected.error.js';
import { readZipDirectory } from './zip-directory.js';
import { IMPORT_LIMITS, type ParsedSheet } from './workbook.js';

/**
 * Parses an XLSX workbook: every worksheet with data becomes a sheet, in workbook order.
 * Worksheets without any value (often "Sheet2", "Sheet3") are left out.
 */
export async function parseXlsx(bytes: Buffer): Promise<ParsedSheet[]> {
  const entries = readZipDirectory(bytes);
  if (!entries?.some((entry) => entry.name === 'xl/workbook.xml'))
    throw WorkbookRejectedError.notSpreadsheet();
  const inflated = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (inflated > IMPORT_LIMITS.maxUncompressedBytes) throw WorkbookRejectedError.inflatesTooLarge();

  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; a copy of at most 20 MB is cheap next to parsing.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw WorkbookRejectedError.unreadableXlsx();
  }

  const sheets: ParsedSheet[] = [];
  for (const worksheet of workbook.worksheets) {
    const source = worksheetRows(worksheet);
    if (source.length > 0) sheets.push(buildSheet(worksheet.name, source));
  }
  return sheets;
}

function worksheetRows(worksheet: ExcelJS.Worksheet): SourceRow[] {
  const rows: SourceRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
      cells[columnNumber - 1] = cellText(cell);
    });
    // eachCell skips empty cells, which leaves holes in the array.
    rows.push({ number: rowNumber, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}
