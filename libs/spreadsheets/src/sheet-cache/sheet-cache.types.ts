import type { LoggerService } from '@nestjs/common';
import type { SheetReadResult } from '../connectors/spreadsheet-connector.port.js';
import type { StoredRow } from '../sheet-data/sheet-query.js';

/** One sheet of one spreadsheet of one workspace: the unit the cache keeps. */
export type SheetKey = { workspaceId: string; spreadsheetId: string; title: string };

/**
 * Reads sheets upstream (the caller resolves the spreadsheet's connector). Several sheets of one
 * spreadsheet are read in one call; a sheet that fails carries its error text in the map.
 */
export type SheetLoader = (
  workspaceId: string,
  spreadsheetId: string,
  titles: string[],
) => Promise<Map<string, SheetReadResult>>;

export type SheetCacheOptions = {
  /** How long a loaded copy is served without a refresh. Default 60 s. */
  freshMs?: number;
  /** Spread of freshMs, e.g. 0.1 for ±10%, so keys loaded together do not expire together. */
  jitter?: number;
  /** How long after loading a stale copy may still be served (the entries' cache TTL). Default 24 h. */
  maxStaleMs?: number;
  /** How long the cross-instance load lock holds before another instance takes over. Default 15 s. */
  lockTtlMs?: number;
  /** How often a reader waiting on another instance's load looks for its result. Default 50 ms. */
  waitPollMs?: number;
  /** Parsed snapshots kept in this process. Default 100. */
  l1MaxEntries?: number;
  now?: () => number;
  /** In [0, 1), as Math.random; drives the jitter. */
  random?: () => number;
  /** Where a failed background enqueue is reported. */
  logger?: Pick<LoggerService, 'error'>;
};

/**
 * A sheet as loaded at one moment. Read-only: the same object is handed to every reader of this
 * version (and, with the in-process cache, is the cached value itself).
 */
export type CachedSheet = {
  readonly title: string;
  readonly columns: string[];
  readonly rows: readonly StoredRow[];
  /** Changes whenever the sheet is loaded again. */
  readonly version: string;
  /** When the load that produced this copy started (epoch ms). */
  readonly fetchedAt: number;
  /**
   * Computes a value derived from this snapshot once (search text, a sort order, ...) and returns
   * the same value for later calls with this name. A name must always compute the same type.
   */
  memo<T>(name: string, compute: () => T): T;
};

export type SheetCacheRead = {
  sheet: CachedSheet;
  /** Past its fresh window: served at once while a refresh runs in the background. */
  stale: boolean;
  ageMs: number;
  /** The last load failed with this text; the copy served is the one from before. */
  refreshError?: string;
};

export type SheetReadOptions = {
  /** Loads the sheet again instead of serving the cached copy (the caller decides who may). */
  bypass?: boolean;
};
