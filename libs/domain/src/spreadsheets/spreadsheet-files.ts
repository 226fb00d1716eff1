/** The most an uploaded spreadsheet file may weigh (POST /api/spreadsheets). */
export const SPREADSHEET_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** What an uploaded file's extension says it is; a file without one is read by its content. */
export const SPREADSHEET_EXTENSIONS: ReadonlyMap<string, 'csv' | 'xlsx'> = new Map([
  ['csv', 'csv'],
  ['tsv', 'csv'],
  ['txt', 'csv'],
  ['xlsx', 'xlsx'],
  ['xlsm', 'xlsx'],
]);

/** The file's own name: some browsers send a full path ("C:\fakepath\sales.csv"). */
export function fileBaseName(fileName: string): string {
  return fileName.split(/[\\/]/).pop() ?? '';
}

/** A trailing `.word` of up to five letters and digits; "sales v1.2" has no extension. */
export function fileExtension(fileName: string): string | null {
  const match = /\.([a-z0-9]{1,5})$/i.exec(fileBaseName(fileName));
  return match?.[1] && /[a-z]/i.test(match[1]) ? match[1].toLowerCase() : null;
}

/** The spreadsheet's name: the file name without its extension. */
export function spreadsheetName(fileName: string): string {
  const file = fileBaseName(fileName);
  const extension = fileExtension(file);
  const name = (
    extension && SPREADSHEET_EXTENSIONS.has(extension) ? file.slice(0, -extension.length - 1) : file
  )
    .trim()
    .slice(0, 200);
  return name || 'Untitled spreadsheet';
}

/**
 * What the server would refuse of a file by its name and size alone, in its words (the content
 * is checked there); null when it may be sent.
 */
export function spreadsheetFileProblem(file: { name: string; size: number }): string | null {
  const extension = fileExtension(file.name);
  if (extension !== null && !SPREADSHEET_EXTENSIONS.has(extension))
    return 'Upload a CSV or XLSX file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > SPREADSHEET_FILE_MAX_BYTES) return 'The file is larger than 20 MB.';
  return null;
}
