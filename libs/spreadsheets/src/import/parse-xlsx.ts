import {
  ArchiveError,
  buildStoredZip,
  readZipDirectory,
  takingTurns,
  unzipBounded,
  type UnzipLimits,
} from '@tessera/platform';
import ExcelJS from 'exceljs';
import { buildSheet, type SourceRow } from './build-sheet.js';
import { cellText } from './cell-text.js';
import { WorkbookRejectedError } from './workbook-rejected.error.js';
import { IMPORT_LIMITS, type ParsedSheet } from './workbook.js';

const XLSX_LIMITS: UnzipLimits = {
  maxEntries: IMPORT_LIMITS.maxArchiveEntries,
  maxInflatedBytes: IMPORT_LIMITS.maxUncompressedBytes,
  maxRatio: IMPORT_LIMITS.maxCompressionRatio,
  ratioFloorBytes: 1024 * 1024,
};

/**
 * Parses an XLSX workbook: every worksheet with data becomes a sheet, in workbook order.
 * Worksheets without any value (often "Sheet2", "Sheet3") are left out.
 */
export function parseXlsx(bytes: Buffer): Promise<ParsedSheet[]> {
  // exceljs holds a whole workbook in memory, many times its XML: one parse at a time per process
  // keeps several large uploads from adding up (the others wait their turn).
  return oneParseAtATime(() => withinTime(parseOne(bytes), IMPORT_LIMITS.maxXlsxParseMs));
}

const oneParseAtATime = takingTurns(1);

/**
 * Refuses a parse still running after `ms`, so that one workbook exceljs never finishes with (or
 * takes minutes over) does not hold every later upload's turn. exceljs cannot be stopped: the
 * parse ends in the background and its result is dropped.
 */
function withinTime<T>(parse: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(WorkbookRejectedError.xlsxTooSlow()), ms);
  });
  parse.catch(() => undefined); // a parse refused for time may still fail later, unheard
  return Promise.race([parse, late]).finally(() => clearTimeout(timer));
}

async function parseOne(bytes: Buffer): Promise<ParsedSheet[]> {
  const entries = readZipDirectory(bytes);
  if (entries === null) throw WorkbookRejectedError.unreadableXlsx();
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml'))
    throw WorkbookRejectedError.notSpreadsheet();
  const workbook = await loadWorkbook(await inflateBounded(bytes));

  const sheets: ParsedSheet[] = [];
  for (const worksheet of workbook.worksheets) {
    const source = worksheetRows(worksheet);
    if (source.length > 0) sheets.push(buildSheet(worksheet.name, source));
  }
  return sheets;
}

/**
 * exceljs (through JSZip) reads an archive its own way: it trusts the headers' sizes, reads
 * directory records past the declared count and shifts offsets when bytes are inserted. So it
 * never sees the upload: it gets a new, uncompressed archive of exactly the parts the bounded
 * pass inflated, and nothing it could inflate further.
 */
async function loadWorkbook(stored: Buffer<ArrayBuffer>): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; the stored archive's buffer holds it alone.
    await workbook.xlsx.load(stored.buffer);
  } catch {
    throw WorkbookRejectedError.unreadableXlsx();
  }
  return workbook;
}

/**
 * Inflates every part as a stream that stops at the first byte past a limit, whatever the
 * headers claim, and packs the parts into a stored (uncompressed) archive for exceljs.
 */
async function inflateBounded(bytes: Buffer): Promise<Buffer<ArrayBuffer>> {
  try {
    const { files } = await unzipBounded(bytes, XLSX_LIMITS);
    return buildStoredZip(files);
  } catch (error) {
    // instanceof on a defineErrors class narrows to its generic instance; the code is ArchiveError's.
    throw error instanceof ArchiveError ? archiveRefusal(error as ArchiveError) : error;
  }
}

function archiveRefusal(error: ArchiveError): WorkbookRejectedError {
  switch (error.code) {
    case 'tooManyEntries':
      return WorkbookRejectedError.tooManyParts();
    case 'inflatesTooLarge':
      return WorkbookRejectedError.inflatesTooLarge();
    case 'ratioTooHigh':
      return WorkbookRejectedError.compressedTooMuch();
    case 'unreadable':
      return WorkbookRejectedError.unreadableXlsx();
  }
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
