import { defineJob } from '@tessera/platform';
import { z } from 'zod';
import type { RowWriteApplier } from './row-write-applier.js';

/**
 * Applies a sheet's pending row writes. A few quick retries (2, 4 and 8 s) cover a passing error;
 * a longer outage (Google answering 429 or 500 for minutes) is covered by the sweeper, which
 * enqueues one job per sheet and minute while writes are pending: a write waits as long as it
 * must and is never dropped, and a stuck sheet costs Google about one attempt a minute.
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
    retries: 3,
    backoffMs: 2_000,
  });
