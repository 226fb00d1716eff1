import { SPREADSHEET_FILE_MAX_BYTES } from '@tessera/domain';
/** One sheet as imported: the header row gives the columns, every row holds one string per column. */
export type ParsedSheet = {
  title: string;
  columns: string[];
  rows: Record<string, string>[];
};

export type ParsedWorkbook = {
  sheets: ParsedSheet[];
  /** Its one sheet is named after the file (a CSV), not by the file's author. */
  titledByFileName?: boolean;
};

/** An uploaded file as the parsers see it. */
export type WorkbookFile = { fileName: string; bytes: Buffer };

/** The column name that holds a row's stable id in every answer; a sheet may not define it. */
export const ROW_ID_COLUMN = '_id';

export const IMPORT_LIMITS = {
  maxFileBytes: SPREADSHEET_FILE_MAX_BYTES,
  /**
   * A 20 MB XLSX can inflate to gigabytes, and its headers may understate it: bytes are counted as
   * they are inflated (libs/platform unzipBounded), whatever the headers claim. exceljs then holds
   * the workbook at about ten times its XML, so this bounds a parse to about a gigabyte; 200,000
   * rows of ordinary columns fit well within it.
   */
  maxUncompressedBytes: 100 * 1024 * 1024,
  /** Files inside the XLSX; one worksheet is about two, so this allows thousands of sheets. */
  maxArchiveEntries: 10_000,
  /**
   * Inflated bytes per compressed byte of one part, once it passes 1 MB. Worksheet XML compresses
   * 10 to 20 times, deflate reaches ~1,030 on zeros: a ratio past this is a decompression bomb.
   */
  maxCompressionRatio: 200,
  /** How long one XLSX may take to read before it is refused (and its turn given to the next). */
  maxXlsxParseMs: 60_000,
  maxColumns: 500,
  maxCellLength: 50_000,
  /** Data rows over all sheets of one file (header rows not counted). */
  maxRows: 200_000,
} as const;
