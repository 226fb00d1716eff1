import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { controlRoute } from './control-routes.js';
import { FakeOAuth, type FakeServiceAccountKey, type OAuthClient } from './fake-oauth.js';
import { failureMessages, GoogleApiError } from './google-api-error.js';
import { normalisedCells, type FakeSheet, type FakeSpreadsheet } from './sheet-grid.js';
import {
  kindOf,
  readBody,
  route,
  send,
  type FakeRequestKind,
  type RoutedCall,
} from './http-routes.js';
import { callSheetsApi } from './sheets-api.js';

export type { FakeServiceAccountKey } from './fake-oauth.js';

export type { FakeRequestKind } from './http-routes.js';
export type FakeFailureStatus = 429 | 500 | 503;

export type FakeSheetSpec = {
  title: string;
  /** The grid, header row first. */
  values: string[][];
  /** Grid size; defaults to at least 1000 rows and 26 columns, and always enough for the values. */
  rowCount?: number;
  columnCount?: number;
};

export type FakeGoogleSheetsOptions = {
  latencyMs?: number;
  oauthClient?: OAuthClient;
  /** The account the consent screen signs in as. */
  consentEmail?: string;
};

/** Where a client must send its requests to reach the fake instead of Google. */
export type FakeGoogleEndpoints = { apiRootUrl: string; tokenUrl: string; authUrl: string };

const AUTH_PATH = '/o/oauth2/v2/auth';
const TOKEN_PATH = '/token';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const missingCredentials =
  'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.';
const invalidCredentials =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.';

/**
 * A Google Sheets v4 + OAuth 2.0 server on 127.0.0.1 speaking Google's wire format, for tests
 * that drive the real googleapis client. Start it with startFakeGoogleSheets().
 */
export class FakeGoogleSheets {
  latencyMs: number;
  /**
   * Called once an API call has done its work and before its answer is sent: a fault test stops
   * the caller there, so Google has done what the caller never hears of (e.g. `values.append`).
   */
  afterWork: ((operation: string) => void | Promise<void>) | null = null;
  readonly oauth: FakeOAuth;
  private readonly spreadsheets = new Map<string, FakeSpreadsheet>();
  private readonly counts: Record<FakeRequestKind, number> = {
    read: 0,
    write: 0,
    token: 0,
    metadata: 0,
  };
  private failures: { status: FakeFailureStatus; count: number } | null = null;
  private outage: { status: FakeFailureStatus; until: number } | null = null;
  private nextSheetId = 0;
  url = '';

  constructor(
    private readonly server: Server,
    options: FakeGoogleSheetsOptions,
  ) {
    this.latencyMs = options.latencyMs ?? 0;
    this.oauth = new FakeOAuth(
      options.oauthClient ?? {
        clientId: 'fake-client-id.apps.googleusercontent.com',
        clientSecret: 'fake-client-secret',
      },
      () => this.endpoints.tokenUrl,
    );
    if (options.consentEmail) this.oauth.consentEmail = options.consentEmail;
  }

  get endpoints(): FakeGoogleEndpoints {
    return {
      apiRootUrl: `${this.url}/`,
      tokenUrl: `${this.url}${TOKEN_PATH}`,
      authUrl: `${this.url}${AUTH_PATH}`,
    };
  }

  get oauthClient(): OAuthClient {
    return this.oauth.client;
  }

  /** The account the consent screen signs in as. */
  get consentEmail(): string {
    return this.oauth.consentEmail;
  }

  set consentEmail(email: string) {
    this.oauth.consentEmail = email;
  }

  /** Requests received by kind since the start or the last resetCounters(), failed ones included. */
  get requests(): Record<FakeRequestKind, number> {
    return { ...this.counts };
  }

  resetCounters(): void {
    for (const kind of Object.keys(this.counts) as FakeRequestKind[]) this.counts[kind] = 0;
  }

  /** The next `count` Sheets API calls (not token requests) answer `status`. */
  failNext(status: FakeFailureStatus, count = 1): void {
    this.failures = { status, count };
  }

  /** Every Sheets API call answers `status` for the next `ms` milliseconds. */
  failFor(status: FakeFailureStatus, ms: number): void {
    this.outage = { status, until: Date.now() + ms };
  }

  /** Revokes a refresh token, or every grant of an account / service account (by e-mail). */
  revoke(credential: string): void {
    this.oauth.revoke(credential);
  }

  issueRefreshToken(email: string): string {
    return this.oauth.issueRefreshToken(email);
  }

  createServiceAccountKey(options?: { name?: string; projectId?: string }): FakeServiceAccountKey {
    return this.oauth.createServiceAccountKey(options);
  }

  /**
   * Adds a spreadsheet and answers its id. `sharedWith` lists the e-mails (accounts or service
   * accounts) that may open it; others get 403 PERMISSION_DENIED. Without it, every credential may.
   */
  addSpreadsheet(spec: { title: string; sheets: FakeSheetSpec[]; sharedWith?: string[] }): string {
    const id = randomBytes(33).toString('base64url');
    const sheets = spec.sheets.map((sheet): FakeSheet => ({
      sheetId: this.nextSheetId++ * 7919,
      title: sheet.title,
      rowCount: Math.max(sheet.rowCount ?? 1000, sheet.values.length),
      columnCount: Math.max(sheet.columnCount ?? 26, ...sheet.values.map((row) => row.length)),
      cells: sheet.values.map((row) => [...row]),
    }));
    this.spreadsheets.set(id, {
      id,
      title: spec.title,
      sheets,
      sharedWith: spec.sharedWith ?? null,
    });
    return id;
  }

  /** The sheet's cells as stored, without trailing empty cells and rows. */
  values(spreadsheetId: string, title: string): string[][] {
    return normalisedCells(this.sheet(spreadsheetId, title));
  }

  /** Replaces the cells, as someone editing the spreadsheet would (sorting, inserting rows). */
  setValues(spreadsheetId: string, title: string, values: string[][]): void {
    const sheet = this.sheet(spreadsheetId, title);
    sheet.cells = values.map((row) => [...row]);
    sheet.rowCount = Math.max(sheet.rowCount, values.length);
    sheet.columnCount = Math.max(sheet.columnCount, ...values.map((row) => row.length));
  }

  grid(
    spreadsheetId: string,
    title: string,
  ): { sheetId: number; rowCount: number; columnCount: number } {
    const { sheetId, rowCount, columnCount } = this.sheet(spreadsheetId, title);
    return { sheetId, rowCount, columnCount };
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private sheet(spreadsheetId: string, title: string): FakeSheet {
    const sheet = this.spreadsheets
      .get(spreadsheetId)
      ?.sheets.find((candidate) => candidate.title === title);
    if (!sheet) throw new Error(`The fake has no sheet "${title}" in spreadsheet ${spreadsheetId}`);
    return sheet;
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', this.url);
    const text = await readBody(request);
    const control = controlRoute(this, method, url.pathname, text);
    if (control) {
      if (control.status === 204) response.writeHead(204).end();
      else send(response, control.status, control.body);
      return;
    }
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    if (method === 'GET' && url.pathname === AUTH_PATH) {
      const answer = this.oauth.consent(url.searchParams);
      if (answer.location) response.writeHead(302, { location: answer.location }).end();
      else response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.text);
      return;
    }
    if (method === 'POST' && url.pathname === TOKEN_PATH) {
      this.counts.token++;
      const answer = this.oauth.token(new URLSearchParams(text), request.headers.authorization);
      send(response, answer.status, answer.body);
      return;
    }
    const routed = route(method, url.pathname);
    if (!routed) {
      send(response, 404, new GoogleApiError(404, `Not found: ${method} ${url.pathname}`).body);
      return;
    }
    this.counts[kindOf(routed.operation)]++;
    try {
      const answer = this.callApi(routed, url.searchParams, text, request.headers.authorization);
      await this.afterWork?.(routed.operation);
      send(response, 200, answer);
    } catch (error) {
      if (!(error instanceof GoogleApiError)) throw error;
      send(response, error.code, error.body);
    }
  }

  private callApi(
    routed: RoutedCall,
    query: URLSearchParams,
    text: string,
    authorization: string | undefined,
  ): Record<string, unknown> {
    const email = this.oauth.authenticate(authorization);
    if (!email)
      throw new GoogleApiError(401, email === undefined ? missingCredentials : invalidCredentials);
    const failure = this.injectedFailure();
    if (failure) throw new GoogleApiError(failure, failureMessages[failure]);
    const spreadsheet = this.spreadsheets.get(routed.id);
    if (!spreadsheet) throw new GoogleApiError(404, 'Requested entity was not found.');
    if (spreadsheet.sharedWith && !spreadsheet.sharedWith.includes(email))
      throw new GoogleApiError(403, 'The caller does not have permission');
    let body: Record<string, unknown> = {};
    if (text !== '') {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw GoogleApiError.invalid('Invalid JSON payload received.');
      }
    }
    return callSheetsApi({
      operation: routed.operation,
      spreadsheet,
      range: routed.range,
      query,
      body,
    });
  }

  private injectedFailure(): FakeFailureStatus | null {
    if (this.outage && Date.now() < this.outage.until) return this.outage.status;
    if (!this.failures || this.failures.count <= 0) return null;
    this.failures.count--;
    return this.failures.status;
  }
}

export async function startFakeGoogleSheets(
  options: FakeGoogleSheetsOptions = {},
): Promise<FakeGoogleSheets> {
  const server = createServer();
  const fake = new FakeGoogleSheets(server, options);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    fake.handle(request, response).catch((error: unknown) => {
      send(
        response,
        500,
        new GoogleApiError(500, `Fake Google Sheets failed: ${String(error)}`).body,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
