import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { SheetDataResponse } from '@tessera/contracts';

// The HTTP client reads window.location when created; the reads are answered here instead.
type Request = { url: string; method: string; params?: Record<string, unknown> };
const request = jest.fn<(config: Request) => Promise<{ data: unknown }>>();
jest.unstable_mockModule('../../api/httpClient.js', () => ({
  httpClient: { request },
  errorMessageOf: (error: { response?: { data?: { message?: string } } }) =>
    error.response?.data?.message ?? 'Network error',
}));

const { AxiosError } = await import('axios');
const { configureStore } = await import('@reduxjs/toolkit');
const { default: createSagaMiddleware } = await import('redux-saga');
const { call } = await import('redux-saga/effects');
const { api } = await import('../../api/api.js');
const { readSheetRows, SheetReadError } = await import('./readSheetRows.js');
const { sheetErrorText } = await import('./blockData.js');

const rows = (name: string): SheetDataResponse => ({
  title: 'Orders',
  columns: ['Name'],
  rows: [{ _id: 'r1', Name: name }],
  total: 1,
  page: 2,
  page_size: 10,
  freshness: { fetched_at: '2026-01-01T00:00:00.000Z', age_seconds: 0, stale: false },
  sync: { pending: 0, delayed: false },
});

function storeWithSagas() {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, sagas),
  });
  return { store, sagas };
}

/** The error axios throws for an answer with this status and body. */
function answered(status: number, data: unknown) {
  const response = { status, data, statusText: '', headers: {}, config: { headers: {} } };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    undefined,
    undefined,
    response as ConstructorParameters<typeof AxiosError>[4],
  );
}

/** What a page read throws (null when it does not). */
async function failedRead(): Promise<unknown> {
  const { sagas } = storeWithSagas();
  function* readFailing() {
    try {
      yield call(readSheetRows, { kind: 'page' }, pageRead);
      return null;
    } catch (error) {
      return error;
    }
  }
  return sagas.run(readFailing).toPromise();
}

const pageRead = { sheetTitle: 'Orders', page: 2, page_size: 10, search: 'ada', block_id: 'b1' };

afterEach(() => {
  request.mockReset();
});

describe('readSheetRows', () => {
  it("reads a block's rows through RTK Query with its query, and keeps no copy", async () => {
    request.mockResolvedValueOnce({ data: rows('Ada') });
    const { store, sagas } = storeWithSagas();
    const task = sagas.run(readSheetRows, { kind: 'page' }, pageRead);
    await expect(task.toPromise()).resolves.toEqual(rows('Ada'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toMatchObject({
      url: '/v3/api/page/sheet/Orders',
      method: 'GET',
      params: { page: 2, page_size: 10, search: 'ada', block_id: 'b1' },
    });
    // Nothing subscribed: the copy in RTK Query's cache goes (keepUnusedDataFor 0).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });

  it("reads a board's sheet at its spreadsheet, and asks past the cache on Refresh data", async () => {
    request.mockResolvedValueOnce({ data: rows('Ada') });
    const { sagas } = storeWithSagas();
    await sagas
      .run(
        readSheetRows,
        { kind: 'board', spreadsheetId: 's 1' },
        {
          ...pageRead,
          noCache: true,
        },
      )
      .toPromise();
    expect(request.mock.calls[0]![0]).toMatchObject({
      url: '/api/board/s%201/sheet/Orders',
      params: { _vercel_no_cache: '1' },
    });
  });

  it('sends every read, so one asked after a row write never gets an answer from before it', async () => {
    // The first read is answered only once the second has been asked (after a row write).
    let answerFirst: (value: { data: unknown }) => void = () => undefined;
    request
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(() => Promise.resolve({ data: rows('After the write') }));
    const { sagas } = storeWithSagas();
    const before = sagas.run(readSheetRows, { kind: 'page' }, pageRead).toPromise();
    const after = sagas.run(readSheetRows, { kind: 'page' }, pageRead).toPromise();
    answerFirst({ data: rows('Before the write') });
    expect(await after).toEqual(rows('After the write'));
    expect(await before).toEqual(rows('Before the write'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("shows a failed answer's status when it carries no message (a proxy's error page)", async () => {
    request.mockRejectedValueOnce(answered(502, '<html>Bad gateway</html>'));
    expect(sheetErrorText(await failedRead())).toBe('Request failed with status code 502');
  });

  it("fails with the server's message, which the block shows", async () => {
    request.mockRejectedValueOnce(answered(404, { message: 'Sheet not found.' }));
    const failure = await failedRead();
    expect(failure).toBeInstanceOf(SheetReadError);
    expect(sheetErrorText(failure)).toBe('Sheet not found.');
  });
});
