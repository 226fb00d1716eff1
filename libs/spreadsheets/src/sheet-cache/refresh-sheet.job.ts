import { defineJob, type JobSpec } from '@tessera/platform';
import { z } from 'zod';
import type { SheetKey } from './sheet-cache.types.js';

/**
 * The job apart from its handler: the gateway's cache enqueues it (declared), the sheets service
 * works it (registered).
 */
export const REFRESH_SHEET_JOB = {
  name: 'sheets.refresh-sheet',
  payload: z.object({
    workspaceId: z.string().min(1),
    spreadsheetId: z.string().min(1),
    title: z.string().min(1),
  }),
  retries: 2,
  backoffMs: 5_000,
} satisfies JobSpec;

/**
 * Reloads one stale sheet into the cache. A failed sheet read does not fail the job: the cache
 * records the error and waits a fresh window before trying again, so only cache errors retry.
 */
export function refreshSheetJob(cache: { refresh(key: SheetKey): Promise<void> }) {
  return defineJob({
    ...REFRESH_SHEET_JOB,
    handler: (payload) => cache.refresh(payload),
  });
}
