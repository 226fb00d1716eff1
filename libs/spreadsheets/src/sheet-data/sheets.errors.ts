import { REGISTRATION_CLOSED_MESSAGE } from '@tessera/domain';
import { AppError, tryAgainIn } from '@tessera/platform';

const statuses = {
  notFound: 404,
  sheetNotFound: 404,
  blockNotFound: 404,
  addRowRefused: 403,
  registrationClosed: 403,
  unknownColumns: 400,
  unknownSortColumn: 400,
  emptyRow: 400,
  invalidAnswers: 400,
  automatedAnswers: 400,
  tooManyAnswers: 429,
  rowNotFound: 404,
  notBlockColumns: 400,
  writeRefused: 403,
  readOnly: 403,
  badFilter: 400,
  badScores: 400,
  badPeriod: 400,
  tooManyRowsToDownload: 400,
  loadFailed: 502,
  fileRefused: 403,
  notASentFile: 400,
  tooManyFiles: 429,
  actionRefused: 403,
  apiCallNotReady: 400,
  apiCallFailed: 502,
  tooManyApiCalls: 429,
  notAChartImage: 415,
  tooManyPdfs: 429,
  tooMuchForPdf: 400,
} as const;

export type SheetsErrorCode = keyof typeof statuses;

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** Errors of the sheet data routes; several messages name the sheet or its columns. */
export class SheetsError extends AppError<SheetsErrorCode> {
  readonly status: number;

  private constructor(code: SheetsErrorCode, message: string) {
    super(code, message);
    this.status = statuses[code];
  }

  /** The caller may not see this spreadsheet; the same answer whether it exists or not. */
  static notFound() {
    return new SheetsError('notFound', 'Sheet not found.');
  }
  static sheetNotFound(title: string) {
    return new SheetsError('sheetNotFound', `Sheet "${title}" not found.`);
  }
  static blockNotFound() {
    return new SheetsError('blockNotFound', 'Block not found.');
  }
  static addRowRefused() {
    return new SheetsError('addRowRefused', 'You are not allowed to add rows to this sheet.');
  }
  static registrationClosed() {
    return new SheetsError('registrationClosed', REGISTRATION_CLOSED_MESSAGE);
  }
  static unknownColumns(title: string, names: readonly string[]) {
    return new SheetsError(
      'unknownColumns',
      names.length === 1
        ? `Sheet "${title}" has no column ${quoted(names)}.`
        : `Sheet "${title}" has no columns ${quoted(names)}.`,
    );
  }
  static unknownSortColumn(title: string, sort: string) {
    return new SheetsError(
      'unknownSortColumn',
      `Sheet "${title}" has no column "${sort.replace(/^-/, '')}" to sort by.`,
    );
  }
  static rowNotFound(title: string) {
    return new SheetsError('rowNotFound', `That row is no longer in sheet "${title}".`);
  }
  static notBlockColumns(names: readonly string[]) {
    return new SheetsError(
      'notBlockColumns',
      names.length === 1
        ? `This block has no field ${quoted(names)}.`
        : `This block has no fields ${quoted(names)}.`,
    );
  }
  static tooManyRowsToDownload(limit: number) {
    return new SheetsError(
      'tooManyRowsToDownload',
      `This block shows more than ${limit.toLocaleString('en')} rows: narrow them with a search or a filter to download them.`,
    );
  }
  static writeRefused(kind: 'edit' | 'duplicate' | 'delete') {
    const verb = { edit: 'edit', duplicate: 'duplicate', delete: 'delete' }[kind];
    return new SheetsError('writeRefused', `You are not allowed to ${verb} rows of this block.`);
  }
  /** A Read user of the app: no row write at all, whatever a block allows. */
  static readOnly() {
    return new SheetsError('readOnly', 'You do not have permission to change this data.');
  }
  static badFilter(message: string) {
    return new SheetsError('badFilter', `The filter is not valid: ${message}`);
  }
  static badScores(message: string) {
    return new SheetsError('badScores', `The scores are not valid: ${message}`);
  }
  static badPeriod(message: string) {
    return new SheetsError('badPeriod', `The calendar period is not valid: ${message}`);
  }
  /** The spreadsheet could not be read and no cached copy exists: its own words are the message. */
  static loadFailed(message: string) {
    return new SheetsError('loadFailed', message);
  }
  /** The block takes no file for this column from this caller (not a file field, or no write). */
  static fileRefused(column: string) {
    return new SheetsError('fileRefused', `This block does not take a file for "${column}".`);
  }
  /** A file column's value must be the address of a file sent through the block. */
  static notASentFile(column: string) {
    return new SheetsError(
      'notASentFile',
      `"${column}" takes a file uploaded through this block, not an address.`,
    );
  }
  /**
   * Answers of a form (or an event's registration) that its fields do not take: the first
   * field's problem in the message, every field's under `fields` (column -> message).
   */
  static invalidAnswers(problems: readonly { column: string; label: string; message: string }[]) {
    const [first] = problems;
    const message =
      problems.length === 1 && first
        ? `Check "${first.label}": ${first.message}`
        : `Check these fields: ${problems.map((problem) => `"${problem.label}" (${problem.message})`).join(', ')}`;
    const error = new SheetsError('invalidAnswers', message);
    error.details = {
      fields: Object.fromEntries(problems.map((problem) => [problem.column, problem.message])),
    };
    return error;
  }
  /** The form's hidden trap field was filled in: people never see it, robots fill everything. */
  static automatedAnswers() {
    return new SheetsError(
      'automatedAnswers',
      'This form was not sent: it looks filled in by a program. Reload the page and send it again.',
    );
  }
  static tooManyAnswers(waitMs: number) {
    const error = new SheetsError(
      'tooManyAnswers',
      `Too many answers sent from your network. ${tryAgainIn(waitMs)}`,
    );
    error.retryAfterMs = waitMs;
    return error;
  }
  static tooManyFiles(waitMs: number) {
    const error = new SheetsError('tooManyFiles', `Too many files sent. ${tryAgainIn(waitMs)}`);
    error.retryAfterMs = waitMs;
    return error;
  }
  /** The block has no such action button, or not one this caller may use. */
  static actionRefused() {
    return new SheetsError('actionRefused', 'You are not allowed to use this action.');
  }
  /** The owner's API call cannot be sent as configured (the owner's editor says why too). */
  static apiCallNotReady(reason: string) {
    return new SheetsError('apiCallNotReady', reason);
  }
  /** The endpoint refused, failed, or could not be reached; what it answered is never shown. */
  static apiCallFailed(reason: string) {
    return new SheetsError('apiCallFailed', `The API call failed: ${reason}`);
  }
  static tooManyApiCalls(waitMs: number) {
    const error = new SheetsError('tooManyApiCalls', `Too many API calls. ${tryAgainIn(waitMs)}`);
    error.retryAfterMs = waitMs;
    return error;
  }
  /** A chart's PDF is made of the picture the browser drew: a JPEG, nothing else. */
  static notAChartImage() {
    return new SheetsError('notAChartImage', 'The chart must be sent as a JPEG image.');
  }
  static tooManyPdfs(waitMs: number) {
    const error = new SheetsError('tooManyPdfs', `Too many PDFs made. ${tryAgainIn(waitMs)}`);
    error.retryAfterMs = waitMs;
    return error;
  }
  /** The rows would take too long to lay out in a PDF (too many columns, or too much text). */
  static tooMuchForPdf(reason: string) {
    return new SheetsError(
      'tooMuchForPdf',
      `${reason} Download the CSV instead, or narrow the rows with a search or a filter.`,
    );
  }
  static emptyRow() {
    return new SheetsError('emptyRow', 'Fill in at least one field.');
  }
}
