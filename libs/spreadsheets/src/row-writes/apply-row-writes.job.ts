import { defineJob } from '@tessera/platform';
import { z } from 'zod';
import type { RowWriteApplier } from './row-write-applier.js';

/**
 * Applies a sheet's pending row writes. Retries back off from 2 s, doubling, for about 17 minutes
 * (Google answering 429 or 500 for minutes); after that the sweeper enqueues it again every minute
 * while writes are pending, so a write waits as long as it must and is never dropped.
 */
export const applyRowWritesJob = (applier: RowWriteApplier) =>
  defineJob({
    name: 'sheets.apply-row-writes',
    payload: z.object({
      workspaceId: z.string(),
      spreadsheetId: z.string(),
      sheetTitle: z.string(),
    }),
    handler: (sheet) => applier.drain(sheet),
    retries: 9,
    backoffMs: 2_000,
  });
