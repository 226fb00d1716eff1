import { globalQueryParams } from '../../api/globalQuery.js';
import { sheetRequestFor, type BlockQuery, type DataBlock } from './blockData.js';
import { sheetReadOf } from './sheetReadRequest.js';
import type { SheetTarget } from './sheetRowRequests.js';
import { viewerTimeZone } from './viewerTimeZone.js';

/**
 * Where a saved block's rows download as a CSV file (GET …/sheet/:sheetTitle/csv): with the query
 * its rows are read with (the block, its search, sort and filters, the viewer's zone) and the
 * global parameters the HTTP client adds to every call, so the file holds what the block shows,
 * every page of it. The browser follows it itself, with the visitor’s cookies.
 */
export function sheetCsvHref(
  target: SheetTarget,
  block: DataBlock,
  query: BlockQuery | undefined,
  boardSearch: string,
): string {
  const { url, params } = sheetReadOf(
    target,
    sheetRequestFor(block, query, boardSearch, true),
    viewerTimeZone(),
  );
  // The file holds every page.
  const { page: _page, page_size: _pageSize, ...read } = params;
  const search = new URLSearchParams(globalQueryParams());
  for (const [name, value] of Object.entries(read)) search.set(name, String(value));
  return `${url}/csv?${search.toString()}`;
}
