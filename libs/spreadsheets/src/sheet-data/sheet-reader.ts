import { Injectable } from '@nestjs/common';
import type { SheetDataQuery, SheetDataResponse } from '@tessera/contracts';
import {
  compileBlockFilters,
  conditionalFilterSchema,
  dataFilterSchema,
  parseUrlFilters,
  searchTerms,
  sheetFiltersSchema,
  type FilterRow,
} from '@tessera/domain';
import type { BlockRecord } from './sheet-access.repository.js';
import { parseSort, sortRows, toSheetRow, type SortOrder, type StoredRow } from './sheet-query.js';
import { SheetSnapshots, type SheetSnapshot, type SnapshotKey } from './sheet-snapshots.js';
import { SheetsError } from './sheets.errors.js';

export type SheetReadQuery = Pick<
  SheetDataQuery,
  'page' | 'page_size' | 'search' | 'sort' | 'filter' | 'record' | 'tz'
> & {
  /** The spec's `_filters` global parameter: the URL's `filters` query, name:value pairs. */
  urlFilters?: string | undefined;
  /** The spec's `_id` global parameter: the session id kept in browser storage. */
  sessionId?: string | undefined;
};

/** Who reads, as filters need them: the signed-in e-mail resolves "current user". */
export type SheetReadViewer = { email: string | null; name: string | null };

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
    options: { block?: BlockRecord | undefined; viewer: SheetReadViewer; bypass?: boolean },
  ): Promise<SheetDataResponse> {
    const sheet = await this.snapshots.current(key, { bypass: options.bypass ?? false });
    const sort = parseSort(query.sort, sheet.columns);
    if (query.sort && !sort) throw SheetsError.unknownSortColumn(sheet.title, query.sort);
    const matching = this.matchingRows(sheet, query, options);
    const ordered = sort ? this.sorted(sheet, matching, sort) : matching;
    const offset = (query.page - 1) * query.page_size;
    const rows = sheet.rows;
    return {
      title: sheet.title,
      columns: sheet.columns,
      rows: ordered
        .slice(offset, offset + query.page_size)
        .map((index) => toSheetRow(rows[index]!.id, sheet.columns, rows[index]!.values)),
      total: ordered.length,
      page: query.page,
      page_size: query.page_size,
      freshness: sheet.freshness,
      sync: sheet.sync,
    };
  }

  /** Indexes of the rows the block's filters and the search keep, in sheet order. */
  private matchingRows(
    sheet: SheetSnapshot,
    query: SheetReadQuery,
    options: { block?: BlockRecord | undefined; viewer: SheetReadViewer },
  ): number[] {
    const settings = options.block?.settings ?? {};
    const blockFilters = sheetFiltersSchema.safeParse(settings['filters'] ?? []);
    const dataFilter = dataFilterSchema.safeParse(settings['data_filter']);
    const conditionalFilter = conditionalFilterSchema.safeParse(settings['conditional_filter']);
    const predicate = compileBlockFilters(
      {
        filters: [
          ...(blockFilters.success ? blockFilters.data : []),
          ...viewerFilters(query.filter),
        ],
        dataFilter: settings['data_filter'] && dataFilter.success ? dataFilter.data : null,
        conditionalFilter:
          settings['conditional_filter'] && conditionalFilter.success
            ? conditionalFilter.data
            : null,
        urlFilters: parseUrlFilters(query.urlFilters),
        sessionId: query.sessionId ?? null,
        columns: sheet.columns,
      },
      {
        now: new Date(),
        timeZone: timeZoneOr(query.tz),
        userEmail: options.viewer.email,
        userName: options.viewer.name,
        recordId: query.record ?? null,
        sheetTitle: sheet.title,
      },
    );
    const terms = searchTerms(query.search);
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
      if (predicate(flat[index]!)) kept.push(index);
    }
    return kept;
  }

  /** The kept indexes in the sort's order, from a sort order computed once per snapshot. */
  private sorted(sheet: SheetSnapshot, kept: number[], sort: SortOrder): number[] {
    const order = memo(sheet, `sort:${sort.descending ? '-' : ''}${sort.column}`, () => {
      const indexed: StoredRow[] = sheet.rows.map((row, index) => ({
        id: String(index),
        values: row.values,
      }));
      return sortRows(indexed, sort).map((row) => Number(row.id));
    });
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

/** The filter bar's filters (JSON in the Filter shape); a bad value is refused, not ignored. */
function viewerFilters(filter: string | undefined) {
  if (!filter) return [];
  let value: unknown;
  try {
    value = JSON.parse(filter);
  } catch {
    throw SheetsError.badFilter('it is not JSON.');
  }
  const parsed = sheetFiltersSchema.safeParse(value);
  if (!parsed.success)
    throw SheetsError.badFilter(parsed.error.issues[0]?.message ?? 'unexpected shape.');
  return parsed.data;
}

/** A time zone Intl knows, else UTC (an unknown zone must not break the page). */
function timeZoneOr(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
