import { Inject, Injectable, type OnModuleInit, type Provider } from '@nestjs/common';
import {
  CACHE,
  CONFIG,
  JOB_QUEUE,
  type CachePort,
  type JobQueuePort,
  type TesseraConfig,
} from '@tessera/platform';
import { SpreadsheetConnectors } from '../connectors/spreadsheet-connectors.js';
import { REFRESH_SHEET_JOB, refreshSheetJob } from './refresh-sheet.job.js';
import { SheetCache } from './sheet-cache.js';

/**
 * The sheet cache of this process, loading through the spreadsheet's connector: the gateway reads
 * through it, the sheets service refreshes it.
 */
export const sheetCacheProvider: Provider = {
  provide: SheetCache,
  inject: [CACHE, JOB_QUEUE, SpreadsheetConnectors, CONFIG],
  useFactory: (
    cache: CachePort,
    queue: JobQueuePort,
    connectors: SpreadsheetConnectors,
    config: TesseraConfig,
  ) => {
    // Stale reads enqueue refreshes, which the sheets service works (SheetCacheJobs).
    queue.declare(REFRESH_SHEET_JOB);
    return new SheetCache(
      cache,
      queue,
      (workspaceId, spreadsheetId, titles) =>
        connectors.readSheets(workspaceId, spreadsheetId, titles),
      {
        freshMs: config.SHEET_CACHE_FRESH_MS,
        maxStaleMs: config.SHEET_CACHE_MAX_STALE_MS,
      },
    );
  },
};

/** Works the background refresh job of the sheet cache (the sheets service). */
@Injectable()
export class SheetCacheJobs implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueuePort,
    private readonly cache: SheetCache,
  ) {}

  onModuleInit() {
    this.queue.register(refreshSheetJob(this.cache));
  }
}
