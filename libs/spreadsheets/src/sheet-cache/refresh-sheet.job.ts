import { defineJob } from '@tessera/platform';
import { z } from 'zod';
import type { SheetKey } from './sheet-cache.types.js';

/** Name and payload, apart from the handler, so the cache can enqueue without a cycle. */
export const REFRESH_SHEET_JOB = {
  name: 'sheets.refresh-sheet',
  payload: z.object({
    workspaceId: z.string().min(1),
    spreadsheetId: z.string().min(1),
    title: z.string().min(1),
  }),
};

/**
 * Reloads one stale sheet into the cache. A failed sheet read does not fail the job: the cache
 * records the error and waits a fresh window before trying again, so only cache errors retry.
 */
export function refreshSheetJob(cache: { refresh(key: SheetKey): Promise<void> }) {
  return defineJob({
    ...REFRESH_SHEET_JOB,
    retries: 2,
    backoffMs: 5_000,
    handler: (payload) => cache.refresh(payload),
  });
}
