import type { FakeFailureStatus, FakeGoogleSheets, FakeSheetSpec } from './fake-google-sheets.js';

/** Where the fake's test controls live: never a path Google's APIs use. */
export const CONTROL_PREFIX = '/__fake/';

export type ControlAnswer = { status: number; body: unknown };

const failureStatuses: readonly number[] = [429, 500, 503];

/**
 * The fake's test controls over HTTP, for tests that run in another process than the fake
 * (browser tests, benchmarks): seed spreadsheets, mint keys, read grids and counters, inject
 * failures. Null when the path is not a control.
 */
export function controlRoute(
  fake: FakeGoogleSheets,
  method: string,
  path: string,
  text: string,
): ControlAnswer | null {
  if (!path.startsWith(CONTROL_PREFIX)) return null;
  const route = path.slice(CONTROL_PREFIX.length);
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (method === 'POST' && route === 'service-account-keys') {
    const options: { name?: string; projectId?: string } = {};
    if (typeof body['name'] === 'string') options.name = body['name'];
    if (typeof body['projectId'] === 'string') options.projectId = body['projectId'];
    return { status: 201, body: fake.createServiceAccountKey(options) };
  }
  if (method === 'POST' && route === 'spreadsheets') {
    const spec: { title: string; sheets: FakeSheetSpec[]; sharedWith?: string[] } = {
      title: typeof body['title'] === 'string' ? body['title'] : 'Spreadsheet',
      sheets: (body['sheets'] ?? []) as FakeSheetSpec[],
    };
    if (Array.isArray(body['sharedWith'])) spec.sharedWith = body['sharedWith'] as string[];
    return { status: 201, body: { id: fake.addSpreadsheet(spec) } };
  }
  const values = /^spreadsheets\/([^/]+)\/values\/(.+)$/.exec(route);
  if (method === 'GET' && values)
    return {
      status: 200,
      body: { values: fake.values(decodeURIComponent(values[1]!), decodeURIComponent(values[2]!)) },
    };
  if (method === 'PUT' && values) {
    // Someone editing the spreadsheet in Google.
    const grid = body['values'] as string[][];
    fake.setValues(decodeURIComponent(values[1]!), decodeURIComponent(values[2]!), grid);
    return { status: 204, body: null };
  }
  if (method === 'GET' && route === 'requests') return { status: 200, body: fake.requests };
  if (method === 'POST' && route === 'reset-counters') {
    fake.resetCounters();
    return { status: 204, body: null };
  }
  if (method === 'POST' && route === 'fail') {
    const status = Number(body['status']);
    if (!failureStatuses.includes(status))
      return { status: 400, body: { message: 'status must be 429, 500 or 503' } };
    fake.failFor(status as FakeFailureStatus, Number(body['ms'] ?? 0));
    return { status: 204, body: null };
  }
  return { status: 404, body: { message: `No fake control ${method} ${path}` } };
}
