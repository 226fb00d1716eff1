import type { SheetDataResponse } from '@tessera/contracts';
import { putResolve } from 'redux-saga/effects';
import type { ApiError } from '../../api/baseQuery.js';
import type { SheetRequest } from './blockData.js';
import { sheetRowsApi } from './sheetRowsApi.js';
import type { SheetTarget } from './sheetRowRequests.js';
import { viewerTimeZone } from './viewerTimeZone.js';

/**
 * What a failed read says (sheetErrorText stores it for the block): the server's message; else,
 * for an answer without one (a proxy's error page), its status; else the client's (offline).
 */
function readFailureText({ status, message, data }: ApiError): string {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const text = data.message;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return status > 0 ? `Request failed with status code ${status}` : message;
}

/** A read of rows that failed, with the text the block shows. */
export class SheetReadError extends Error {
  readonly status: number;
  constructor(error: ApiError) {
    super(readFailureText(error));
    this.name = 'SheetReadError';
    this.status = error.status;
  }
}

/** Each read's own number: no read is answered with another's (see readSheetRows). */
let reads = 0;

type ReadResult = { data?: SheetDataResponse; error?: unknown };

/**
 * Reads a block's rows through RTK Query (readSheetRows), the client stack of the row writes, for
 * the block-data workflows. Every read is its own request (`read` numbers it): RTK Query would
 * otherwise answer a read with one of the same query already under way, which may have started
 * before the row write this read follows. Nothing stays subscribed, since the board's or page's
 * store keeps the rows. Throws a SheetReadError when the read fails.
 */
export function* readSheetRows(target: SheetTarget, request: SheetRequest) {
  reads += 1;
  const result = (yield putResolve(
    sheetRowsApi.endpoints.readSheetRows.initiate(
      { target, request, timeZone: viewerTimeZone(), read: reads },
      { subscribe: false },
    ),
  )) as ReadResult;
  if (result.error !== undefined) throw new SheetReadError(result.error as ApiError);
  return result.data as SheetDataResponse;
}
