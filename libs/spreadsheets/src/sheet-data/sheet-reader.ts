import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { SheetDataQuery, SheetDataResponse } from '@tessera/contracts';
import {
  blockDefaultSort,
  calendarPeriodFilter,
  calendarPeriodSchema,
  computeScore,
  parseCellNumber,
  scoreRequestsSchema,
  searchTerms,
  sheetFiltersSchema,
  type FilterRow,
  type Score,
  type ScoreRequest,
} from '@tessera/domain';
import { blockRowFilter, type SheetViewer } from './block-row-filter.js';
import type { BuilderBlock } from '../builder/builder.port.js';
import { parseSort, sortRows, toSheetRow, type SortOrder, type StoredRow } from './sheet-query.js';
import { SheetSnapshots, type SheetSnapshot, type SnapshotKey } from './sheet-snapshots.js';
import { SheetsError } from './sheets.errors.js';

export type SheetReadQuery = Pick<
  SheetDataQuery,
  'page' | 'page_size' | 'search' | 'sort' | 'filter' | 'record' | 'tz' | 'scores' | 'period'
> & {
  /** The spec's `_filters` global parameter: the URL's `filters` query, name:value pairs. */
  urlFilters?: string | undefined;
  /** The spec's `_id` global parameter: the session id kept in browser storage. */
  sessionId?: string | undefined;
};

export type SheetReadViewer = SheetViewer;

const MAX_SEARCH_TERMS = 20;
/** Sort orders kept per cached copy; others are computed per request (bounded memory). */
const MAX_MEMO_SORTS = 8;

/**
 * One page of a sheet for a block: the snapshot (cache + accepted writes), narrowed by the block's
 * filters, the viewer's filter bar and the search, sorted, then paged, so the browser only ever
 * receives the rows it shows. Per-snapshot indexes (flat rows, search text, sort orders) are
 * computed once per cached version, which keeps a filtered page over 100k rows fast.
 */
@Injectable()
export class SheetReader {
  constructor(private readonly snapshots: SheetSnapshots) {}

  async readSheet(
    key: SnapshotKey,
    query: SheetReadQuery,
    options: {
      block?: BuilderBlock | undefined;
      viewer: SheetReadViewer;
      bypass?: boolean;
      /** Send no rows, only what is computed over them (a scorecard's visitors). */
      withoutRows?: boolean;
    },
  ): Promise<SheetDataResponse> {
    const sheet = await this.snapshots.current(key, { bypass: options.bypass ?? false });
    const chosen = parseSort(query.sort, sheet.columns);
    if (query.sort && !chosen) throw SheetsError.unknownSortColumn(sheet.title, query.sort);
    // Without the visitor's choice, the block's own order (a datalist's sorting); a column since
    // removed from the sheet leaves the sheet's order, and the block says what is missing.
    const sort = query.sort
      ? chosen
      : options.block
        ? parseSort(blockDefaultSort(options.block), sheet.columns)
        : null;
    const scoreRequests = requestedScores(query.scores);
    const matching = this.matchingRows(sheet, query, options);
    const ordered = sort ? this.sorted(sheet, matching, sort) : matching;
    const offset = (query.page - 1) * query.page_size;
    const rows = sheet.rows;
    return {
      title: sheet.title,
      columns: sheet.columns,
      rows: options.withoutRows
        ? []
        : ordered
            .slice(offset, offset + query.page_size)
            .map((index) => toSheetRow(rows[index]!.id, sheet.columns, rows[index]!.values)),
      total: ordered.length,
      page: query.page,
      page_size: query.page_size,
      freshness: sheet.freshness,
      sync: sheet.sync,
      ...(scoreRequests.length > 0
        ? { scores: await this.scoresOf(key, sheet, ordered, scoreRequests, options.bypass) }
        : {}),
    };
  }

  /**
   * The figures asked for: a card of the block's sheet over the rows kept, a card of another sheet
   * of the spreadsheet over every row of that sheet (each other sheet read once, through the same
   * cache). A sheet or column that is gone gives no figure and says which.
   */
  private async scoresOf(
    key: SnapshotKey,
    sheet: SheetSnapshot,
    ordered: readonly number[],
    requests: readonly ScoreRequest[],
    bypass: boolean | undefined,
  ): Promise<Score[]> {
    const others = new Map<string, Promise<SheetSnapshot | null>>();
    const otherSheet = (title: string) => {
      let read = others.get(title);
      if (!read) {
        read = this.snapshots
          .current({ ...key, title }, { bypass: bypass ?? false })
          .catch((error: unknown) => {
            if (error instanceof SheetsError && error.code === 'sheetNotFound') return null;
            throw error;
          });
        others.set(title, read);
      }
      return read;
    };
    return Promise.all(
      requests.map(async (request): Promise<Score> => {
        if (request.sheet === undefined || request.sheet === sheet.title) {
          return scoreOf(sheet, ordered, request);
        }
        const other = await otherSheet(request.sheet);
        if (!other) return { ...request, value: null, missing: 'sheet' };
        if (!other.columns.includes(request.column)) {
          return { ...request, value: null, missing: 'column' };
        }
        return scoreOf(other, everyRow(other), request);
      }),
    );
  }

  /** Indexes of the rows the block's filters and the search keep, in sheet order. */
  private matchingRows(
    sheet: SheetSnapshot,
    query: SheetReadQuery,
    options: { block?: BuilderBlock | undefined; viewer: SheetReadViewer },
  ): number[] {
    const predicate = blockRowFilter(options.block, sheet, options.viewer, {
      viewerFilters: viewerFilters(query.filter),
      urlFilters: query.urlFilters,
      sessionId: query.sessionId,
      record: query.record,
      timeZone: query.tz,
    });
    const inPeriod = calendarPeriod(query.period, sheet.columns);
    // At most 20 terms: each is a scan of every row.
    const terms = searchTerms(query.search).slice(0, MAX_SEARCH_TERMS);
    const flat = memo(sheet, 'flat-rows', () =>
      sheet.rows.map((row): FilterRow => ({ ...row.values, _id: row.id })),
    );
    const text = terms.length
      ? memo(sheet, 'search-text', () =>
          sheet.rows.map((row) =>
            sheet.columns
              .map((column) => row.values[column] ?? '')
              .join('\u0000')
              .toLowerCase(),
          ),
        )
      : null;
    const kept: number[] = [];
    for (let index = 0; index < flat.length; index += 1) {
      if (text && !terms.some((term) => text[index]!.includes(term))) continue;
      const row = flat[index]!;
      if (inPeriod && !inPeriod(row)) continue;
      if (predicate(row)) kept.push(index);
    }
    return kept;
  }

  /** The kept indexes in the sort's order, from a sort order computed once per snapshot. */
  private sorted(sheet: SheetSnapshot, kept: number[], sort: SortOrder): number[] {
    const computeOrder = () => {
      const indexed: StoredRow[] = sheet.rows.map((row, index) => ({
        id: String(index),
        values: row.values,
      }));
      return sortRows(indexed, sort).map((row) => Number(row.id));
    };
    const name = `sort:${sort.descending ? '-' : ''}${sort.column}`;
    const memoised = memo(sheet, 'sort-names', () => new Set<string>());
    const order =
      memoised.has(name) || memoised.size < MAX_MEMO_SORTS
        ? memo(sheet, name, () => {
            memoised.add(name);
            return computeOrder();
          })
        : computeOrder();
    if (kept.length === sheet.rows.length) return order;
    const keep = new Uint8Array(sheet.rows.length);
    for (const index of kept) keep[index] = 1;
    return order.filter((index) => keep[index] === 1);
  }
}

/** The cached copy's memo when the snapshot is the cached copy; otherwise computed per request. */
function memo<T>(sheet: SheetSnapshot, name: string, compute: () => T): T {
  return sheet.cached ? sheet.cached.memo(name, compute) : compute();
}

/** A row's cell of a column: its own value only (never `constructor` or the like). */
function cellOf(sheet: SheetSnapshot, index: number, column: string): string | undefined {
  const values = sheet.rows[index]!.values;
  return Object.hasOwn(values, column) ? values[column] : undefined;
}

/** Every row of a sheet, in sheet order (a card of another sheet counts them all). */
function everyRow(sheet: SheetSnapshot): number[] {
  return memo(sheet, 'every-row', () => sheet.rows.map((_, index) => index));
}

/**
 * One figure over the given rows, in the order read (first and last row follow the sort). A
 * column's numbers are read once per cached copy; the figure is then one pass over the rows.
 */
function scoreOf(sheet: SheetSnapshot, ordered: readonly number[], request: ScoreRequest): Score {
  // A column the sheet no longer has has no figure (the block says the column is gone).
  if (!sheet.columns.includes(request.column)) return { ...request, value: null };
  if (request.function === 'first row' || request.function === 'last row') {
    const index = request.function === 'first row' ? ordered[0] : ordered.at(-1);
    const cells = index === undefined ? [] : [cellOf(sheet, index, request.column)];
    return computeScore(request, cells);
  }
  const numbers = memo(sheet, `numbers:${request.decimal}:${request.column}`, () =>
    Float64Array.from(sheet.rows, (_, index) => {
      const value = parseCellNumber(cellOf(sheet, index, request.column), request.decimal);
      return value ?? Number.NaN;
    }),
  );
  let total = 0;
  let count = 0;
  for (const index of ordered) {
    const value = numbers[index]!;
    if (Number.isNaN(value)) continue;
    total += value;
    count += 1;
  }
  const value = count === 0 ? null : request.function === 'sum' ? total : total / count;
  return { ...request, value };
}

/**
 * A query parameter holding JSON of a schema's shape; a bad value is refused with `refuse` (its
 * words for "not JSON" first), not ignored.
 */
function jsonQuery<T>(
  text: string,
  schema: z.ZodType<T>,
  refuse: (reason: string) => Error,
  notJson: string,
): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(notJson);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? 'unexpected shape.');
  return parsed.data;
}

/** The `scores` query (JSON in the ScoreRequest shape). */
function requestedScores(scores: string | undefined): ScoreRequest[] {
  if (!scores) return [];
  return jsonQuery(
    scores,
    scoreRequestsSchema,
    (reason) => SheetsError.badScores(reason),
    'they are not JSON.',
  );
}

/**
 * A calendar's period (JSON in the calendarPeriodSchema shape) as a row test. A start column the
 * sheet no longer has reads every row (the calendar says the column is gone).
 */
function calendarPeriod(period: string | undefined, columns: readonly string[]) {
  if (!period) return null;
  const days = jsonQuery(
    period,
    calendarPeriodSchema,
    (reason) => SheetsError.badPeriod(reason),
    'it is not JSON.',
  );
  return columns.includes(days.start) ? calendarPeriodFilter(days) : null;
}

/** The filter bar's filters (JSON in the Filter shape). */
function viewerFilters(filter: string | undefined) {
  if (!filter) return [];
  return jsonQuery(
    filter,
    sheetFiltersSchema,
    (reason) => SheetsError.badFilter(reason),
    'it is not JSON.',
  );
}
