// The Sheets API alone: the googleapis root loads (and type-checks) every Google API.
import { sheets, type sheets_v4 } from 'googleapis/build/src/apis/sheets/index.js';
import type { GoogleCredential, GoogleEndpoints } from './google-credentials.js';
import {
  withGoogleRetry,
  type GoogleQuota,
  type GoogleRequestKind,
  type GoogleRetryOptions,
} from './google-quota.js';

export type Grid = string[][];
export type SheetProperties = { sheetId: number; title: string; columnCount: number };
export type CellsWrite = { range: string; values: string[][] };

export type GoogleSheetsApiOptions = {
  retry?: Partial<GoogleRetryOptions>;
  /** Per-request timeout; a request that times out counts as Google being unavailable. */
  timeoutMs?: number;
};

/** FORMATTED_VALUE answers text; anything else (never expected) is kept readable. */
const cellText = (cell: unknown): string =>
  typeof cell === 'string' ? cell : cell === null || cell === undefined ? '' : JSON.stringify(cell);
const toGrid = (values: unknown[][] | null | undefined): Grid =>
  (values ?? []).map((row) => row.map(cellText));

/**
 * The Sheets v4 calls of one spreadsheet, through the googleapis client. Each call spends the
 * quota budget, is retried on 429 / 5xx by withGoogleRetry (gaxios' own retries are off) and
 * fails with a GoogleError. Writes are always RAW: text starting with "=" stays text.
 */
export class GoogleSheetsApi {
  private readonly sheets: sheets_v4.Sheets;

  constructor(
    private readonly spreadsheetId: string,
    private readonly credential: GoogleCredential,
    endpoints: GoogleEndpoints,
    private readonly quota: GoogleQuota,
    private readonly options: GoogleSheetsApiOptions = {},
  ) {
    this.sheets = sheets({
      version: 'v4',
      auth: credential.client,
      rootUrl: endpoints.apiRootUrl,
      retry: false,
      timeout: options.timeoutMs ?? 30_000,
    });
  }

  async spreadsheetTitle(): Promise<string> {
    const answer = await this.call('read', () =>
      this.sheets.spreadsheets.get({
        spreadsheetId: this.spreadsheetId,
        fields: 'properties.title',
      }),
    );
    return answer.properties?.title ?? '';
  }

  /** The grid sheets (not chart sheets), in order. */
  async sheetProperties(): Promise<SheetProperties[]> {
    const answer = await this.call('read', () =>
      this.sheets.spreadsheets.get({
        spreadsheetId: this.spreadsheetId,
        fields: 'sheets.properties(sheetId,title,index,sheetType,gridProperties)',
      }),
    );
    return (answer.sheets ?? [])
      .map((sheet) => sheet.properties ?? {})
      .filter(
        (properties) =>
          typeof properties.title === 'string' && (properties.sheetType ?? 'GRID') === 'GRID',
      )
      .map((properties) => ({
        sheetId: properties.sheetId ?? 0,
        title: properties.title!,
        columnCount: properties.gridProperties?.columnCount ?? 26,
      }));
  }

  /** One batchGet; the formatted values of each range in order. */
  async readRanges(ranges: string[]): Promise<Grid[]> {
    const answer = await this.call('read', () =>
      this.sheets.spreadsheets.values.batchGet({
        spreadsheetId: this.spreadsheetId,
        ranges,
        valueRenderOption: 'FORMATTED_VALUE',
        majorDimension: 'ROWS',
      }),
    );
    return ranges.map((_, i) => toGrid(answer.valueRanges?.[i]?.values));
  }

  /** One values.batchUpdate: every range written, or none. */
  async writeCells(data: CellsWrite[]): Promise<void> {
    await this.call('write', () =>
      this.sheets.spreadsheets.values.batchUpdate({
        spreadsheetId: this.spreadsheetId,
        requestBody: { valueInputOption: 'RAW', data },
      }),
    );
  }

  /**
   * Inserts a row under the table in `range`; answers the range Google wrote. Not retried after a
   * 5xx or a timeout (the row may be in): the caller looks for its id before appending again.
   */
  async appendRow(range: string, line: string[]): Promise<string | undefined> {
    const answer = await this.call(
      'write',
      () =>
        this.sheets.spreadsheets.values.append({
          spreadsheetId: this.spreadsheetId,
          range,
          valueInputOption: 'RAW',
          insertDataOption: 'INSERT_ROWS',
          requestBody: { majorDimension: 'ROWS', values: [line] },
        }),
      { onlyRateLimits: true },
    );
    return answer.updates?.updatedRange ?? undefined;
  }

  async clear(range: string): Promise<void> {
    await this.call('write', () =>
      this.sheets.spreadsheets.values.clear({
        spreadsheetId: this.spreadsheetId,
        range,
        requestBody: {},
      }),
    );
  }

  async appendColumns(sheetId: number, count: number): Promise<void> {
    await this.call('write', () =>
      this.sheets.spreadsheets.batchUpdate({
        spreadsheetId: this.spreadsheetId,
        requestBody: {
          requests: [{ appendDimension: { sheetId, dimension: 'COLUMNS', length: count } }],
        },
      }),
    );
  }

  private call<T>(
    kind: GoogleRequestKind,
    request: () => Promise<{ data: T }>,
    retry: { onlyRateLimits?: boolean } = {},
  ): Promise<T> {
    return withGoogleRetry(
      async () => {
        await this.quota.acquire(kind, this.credential.quotaScope);
        return (await request()).data;
      },
      { ...this.options.retry, ...retry },
    );
  }
}
