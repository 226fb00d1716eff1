import type { SheetDataResponse } from '@tessera/contracts';
import { putResolve } from 'redux-saga/effects';
import type { ApiError } from '../../api/baseQuery.js';
import type { SheetRequest } from './blockData.js';
import { sheetRowsApi } from './sheetRowsApi.js';
import type { SheetTarget } from './sheetRowRequests.js';
import { viewerTimeZone } from './viewerTimeZone.js';

/** A read of rows that failed: the message is the server's, else the client's (sheetErrorText). */
export class SheetReadError extends Error {
  readonly status: number;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'SheetReadError';
    this.status = error.status;
  }
}

type ReadResult = { data?: SheetDataResponse; error?: unknown };

/**
 * Reads a block's rows through RTK Query (readSheetRows), the client stack of the row writes, for
 * the block-data workflows: each read goes to the server (blocks asking the same page at once
 * share one request) and nothing stays subscribed, since the board's or page's store keeps the
 * rows. Throws a SheetReadError when the read fails.
 */
export function* readSheetRows(target: SheetTarget, request: SheetRequest) {
  const result = (yield putResolve(
    sheetRowsApi.endpoints.readSheetRows.initiate(
      { target, request, timeZone: viewerTimeZone() },
      { subscribe: false, forceRefetch: true },
    ),
  )) as ReadResult;
  if (result.error !== undefined) throw new SheetReadError(result.error as ApiError);
  return result.data as SheetDataResponse;
}
