import {
  compileBlockFilters,
  conditionalFilterSchema,
  dataFilterSchema,
  type DataFilter,
  parseUrlFilters,
  sheetFiltersSchema,
  type FilterRow,
  type SheetFilter,
} from '@tessera/domain';
import type { BuilderBlock } from '../builder/builder.port.js';

/** Who reads or writes, as filters need them: the signed-in e-mail resolves "current user". */
export type SheetViewer = { email: string | null; name: string | null };

/** What narrows a block's rows besides its own settings. */
export type RowFilterRequest = {
  /** The viewer's filter bar (already validated). */
  viewerFilters?: readonly SheetFilter[];
  /** The spec's `_filters` global parameter: name:value pairs. */
  urlFilters?: string | undefined;
  /** The spec's `_id` global parameter. */
  sessionId?: string | undefined;
  record?: string | undefined;
  timeZone?: string | undefined;
};

/**
 * The rows a block lets this viewer see: its filters (with the URL's values), data filter and
 * conditional filter, plus the viewer's filter bar. Reads page through these rows; row writes may
 * only touch them, so a data filter that limits a guest to their own rows also limits their edits.
 */
export function blockRowFilter(
  block: BuilderBlock | undefined,
  sheet: { title: string; columns: readonly string[] },
  viewer: SheetViewer,
  request: RowFilterRequest = {},
): (row: FilterRow) => boolean {
  const settings = block?.settings ?? {};
  const blockFilters = sheetFiltersSchema.safeParse(settings['filters'] ?? []);
  const dataFilter = dataFilterSchema.safeParse(settings['data_filter']);
  const conditionalFilter = conditionalFilterSchema.safeParse(settings['conditional_filter']);
  return compileBlockFilters(
    {
      filters: [
        ...(blockFilters.success ? blockFilters.data : []),
        ...(request.viewerFilters ?? []),
      ],
      dataFilter:
        settings['data_filter'] && dataFilter.success
          ? dataFilter.data
          : recordOfItemDetails(block, request.record),
      conditionalFilter:
        settings['conditional_filter'] && conditionalFilter.success ? conditionalFilter.data : null,
      urlFilters: parseUrlFilters(request.urlFilters),
      sessionId: request.sessionId ?? null,
      columns: sheet.columns,
    },
    {
      now: new Date(),
      timeZone: timeZoneOr(request.timeZone),
      userEmail: viewer.email,
      userName: viewer.name,
      recordId: request.record ?? null,
      sheetTitle: sheet.title,
    },
  );
}

/**
 * Item details without a data filter of their own show the page's record (the row whose `_id` it
 * names); without a record, the rows their other filters keep (the block shows the first).
 */
function recordOfItemDetails(
  block: BuilderBlock | undefined,
  record: string | undefined,
): DataFilter | null {
  if (block?.type !== 'item details' || !record?.trim()) return null;
  return { column: '', condition: 'Is', source: 'Current record', match_by: 'Email' };
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
