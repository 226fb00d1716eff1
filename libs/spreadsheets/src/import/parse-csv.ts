import { CsvError, parse, type CsvErrorCode } from 'csv-parse/sync';
import { buildSheet, isBlankRow, type SourceRow } from './build-sheet.js';
import { decodeText } from './decode-text.js';
import { WorkbookRejectedError } from './workbook-rejected.error.js';
import { IMPORT_LIMITS, type ParsedSheet } from './workbook.js';

const DELIMITERS = [',', ';', '\t'] as const;
type Delimiter = (typeof DELIMITERS)[number];
const RECORD_CAP = 2 * IMPORT_LIMITS.maxRows + 2;

/** Parses a CSV file into one sheet named `title`. Quoting is strict: malformed files are refused. */
export function parseCsv(title: string, bytes: Uint8Array): ParsedSheet {
  const text = decodeText(bytes);
  if (text === null) throw WorkbookRejectedError.notSpreadsheet();
  const delimiter = detectDelimiter(text);

  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // Blank lines stay (as blank records) so a record's index is its row number in a
      // spreadsheet program; buildSheet skips them.
      skip_empty_lines: false,
      // Bounds memory on hostile files; a file reaching it has far too many rows anyway.
      to: RECORD_CAP,
    });
  } catch (error) {
    if (error instanceof CsvError) throw malformed(error, text, delimiter);
    throw error;
  }
  if (records.length >= RECORD_CAP) throw WorkbookRejectedError.tooManyRows();
  const source: SourceRow[] = records.map((cells, i) => ({ number: i + 1, cells }));
  const filledRows = source.filter((row) => !isBlankRow(row.cells)).length;
  // The header row plus the data rows.
  if (filledRows > IMPORT_LIMITS.maxRows + 1) throw WorkbookRejectedError.tooManyRows();
  return buildSheet(title, source);
}

/** The delimiter used most often outside quotes on the first line; a comma when there is none. */
export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<Delimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as Delimiter))
      counts.set(char as Delimiter, (counts.get(char as Delimiter) ?? 0) + 1);
  }
  let best: Delimiter = ',';
  for (const delimiter of DELIMITERS)
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

const malformedReasons: Partial<Record<CsvErrorCode, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by other characters',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by other characters',
  INVALID_OPENING_QUOTE: 'a quote appears inside a value that does not start with a quote',
};

function malformed(error: CsvError, text: string, delimiter: Delimiter): WorkbookRejectedError {
  const reportedLine = typeof error['lines'] === 'number' ? error['lines'] : 1;
  const line =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? (lineOfUnclosedQuote(text, delimiter) ?? reportedLine)
      : reportedLine;
  return WorkbookRejectedError.malformedCsv(malformedReasons[error.code] ?? error.message, line);
}

/** csv-parse reports where the file ended; the owner needs the line where the quote opened. */
export function lineOfUnclosedQuote(text: string, delimiter: Delimiter): number | null {
  let line = 1;
  let quoted = false;
  let openedAt = 1;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const newline = char === '\n' || (char === '\r' && text[i + 1] !== '\n');
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') i++;
      else if (char === '"') quoted = false;
      else if (newline) line++;
      continue;
    }
    if (char === '"' && fieldStart) {
      quoted = true;
      openedAt = line;
    }
    if (newline) line++;
    fieldStart = newline || char === delimiter || (char === '\r' && text[i + 1] === '\n');
  }
  return quoted ? openedAt : null;
}
