import { fileExtension, SPREADSHEET_EXTENSIONS, spreadsheetName } from '@tessera/domain';
import { isZip } from '@tessera/platform';
import { parseCsv } from './parse-csv.js';
import { parseXlsx } from './parse-xlsx.js';
import { WorkbookRejectedError } from './workbook-rejected.error.js';
import {
  IMPORT_LIMITS,
  type ParsedSheet,
  type ParsedWorkbook,
  type WorkbookFile,
} from './workbook.js';

type FileKind = 'csv' | 'xlsx';

// Formats people upload by mistake, recognised by their first bytes: PDF, PNG, JPEG, GIF, gzip,
// and the legacy binary .xls (OLE2), which exceljs cannot read.
const binarySignatures = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x1f, 0x8b],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/**
 * Reads an uploaded CSV or XLSX file into sheets, or throws a WorkbookRejectedError saying what to
 * fix. The content decides the format; a name whose extension contradicts it is refused.
 */
export async function parseWorkbook(file: WorkbookFile): Promise<ParsedWorkbook> {
  const kind = fileKind(file);
  if (kind === 'xlsx') return checkWorkbook(await parseXlsx(file.bytes));
  return {
    ...checkWorkbook([parseCsv(spreadsheetName(file.fileName), file.bytes)]),
    titledByFileName: true,
  };
}

/** Checks what only the whole workbook shows: at least one sheet, unique titles, total rows. */
export function checkWorkbook(sheets: ParsedSheet[]): ParsedWorkbook {
  if (sheets.length === 0) throw WorkbookRejectedError.noSheets();
  const titles = new Set<string>();
  for (const { title } of sheets) {
    if (titles.has(title)) throw WorkbookRejectedError.duplicateSheetTitles(title);
    titles.add(title);
  }
  const rows = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (rows > IMPORT_LIMITS.maxRows) throw WorkbookRejectedError.tooManyRows();
  return { sheets };
}

function fileKind({ fileName, bytes }: WorkbookFile): FileKind {
  if (bytes.length === 0) throw WorkbookRejectedError.emptyFile();
  if (bytes.length > IMPORT_LIMITS.maxFileBytes) throw WorkbookRejectedError.fileTooLarge();
  const extension = fileExtension(fileName);
  const named = extension === null ? null : SPREADSHEET_EXTENSIONS.get(extension);
  if (named === undefined) throw WorkbookRejectedError.notSpreadsheet();
  if (binarySignatures.some((signature) => signature.every((byte, i) => bytes[i] === byte)))
    throw WorkbookRejectedError.notSpreadsheet();
  const content: FileKind = isZip(bytes) ? 'xlsx' : 'csv';
  if (named !== null && named !== content) throw WorkbookRejectedError.notSpreadsheet();
  return content;
}
