import type { BlockData } from '@tessera/blocks';
import type { SheetDataResponse } from '@tessera/contracts';
import {
  blockDefaultSort,
  blockPageSize,
  blockScoresParameter,
  blockSheetTitle,
  calendarPeriodParameter,
  MESSAGES,
  type CalendarDays,
  type SheetFilter,
} from '@tessera/domain';

// One rule for the viewer's requests and the rows a published page carries inline.
export { blockPageSize, blockSheetTitle, WHOLE_SHEET_PAGE_SIZE } from '@tessera/domain';

/** The fields of a block (saved or tempo) the data loading needs. */
export type DataBlock = {
  id: string;
  type: string;
  sheet_title?: string;
  settings: Record<string, unknown>;
};

/**
 * What a block's rows were last asked with; `requestId` lets late answers be dropped. `sort` is
 * `Column` or `-Column` ('' for the sheet's order); `filters` are the viewer's from the filter bar.
 */
export type BlockQuery = {
  page: number;
  search: string;
  sort: string;
  filters: SheetFilter[];
  /** The days a calendar shows, once it reads them alone (its sheet has more rows than a read). */
  period?: CalendarDays;
  requestId: number;
  source: string;
};

/** The query parameters of the sheet endpoints for one block (besides the global ones). */
export type SheetRequest = {
  sheetTitle: string;
  page: number;
  page_size: number;
  search?: string;
  sort?: string;
  /** The viewer's filters as a JSON array of Filter objects. */
  filter?: string;
  block_id?: string;
  /** A scorecard's figures to compute over every row (JSON, blockScoresParameter). */
  scores?: string;
  /** A calendar's days and columns (JSON, calendarPeriodParameter). */
  period?: string;
  /** Read straight from the spreadsheet, past the server's cache (an editor's "Refresh data"). */
  noCache?: true;
};

/** The part of the board and page stores holding the rows of each block. */
export type BlockDataState = {
  sheets_data: Record<string, BlockData>;
  sheet_queries: Record<string, BlockQuery>;
  /** The board's search box (or the page's), applied to blocks without a search of their own. */
  search: string;
};

/** What decides a block's rows besides paging: reloading is needed when it changes. */
export function blockDataSource(block: DataBlock): string {
  // The server applies the saved block's own order: a changed one needs the rows again.
  return [
    blockSheetTitle(block),
    blockPageSize(block),
    blockScoresParameter(block) ?? '',
    blockDefaultSort(block) ?? '',
  ].join('|');
}

/** The query to send for a block. */
export function sheetRequestFor(
  block: DataBlock,
  query: BlockQuery | undefined,
  boardSearch: string,
  saved: boolean,
): SheetRequest {
  // A scorecard's figures and item details' row are the block's own: no search, filter or sort.
  const fixed = block.type === 'scorecard' || block.type === 'item details';
  const search = fixed ? '' : (query?.search || boardSearch).trim();
  const filters = fixed ? [] : (query?.filters ?? []);
  const scores = blockScoresParameter(block);
  const period = query?.period ? calendarPeriodParameter(block, query.period) : undefined;
  return {
    sheetTitle: blockSheetTitle(block),
    page: query?.page ?? 1,
    page_size: blockPageSize(block),
    ...(search ? { search } : {}),
    ...(query?.sort && !fixed ? { sort: query.sort } : {}),
    ...(filters.length > 0 ? { filter: JSON.stringify(filters) } : {}),
    ...(scores ? { scores } : {}),
    ...(period ? { period } : {}),
    // Unsaved blocks are unknown to the server, so they are not named.
    ...(saved ? { block_id: block.id } : {}),
  };
}

/**
 * The text stored for a sheet that failed to load (editor-viewer-shell §8): the server's message,
 * else the error's message, else "Data Error".
 */
export function sheetErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const response = (error as { response?: { data?: unknown } }).response;
    const data = response?.data;
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const message = data.message;
      if (typeof message === 'string' && message.trim()) return message;
    }
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return MESSAGES.dataError;
}

/** The block's query, created (page 1, nothing chosen) when the block has not loaded yet. */
function queryOf(state: BlockDataState, blockId: string): BlockQuery {
  const query = (state.sheet_queries[blockId] ??= {
    page: 1,
    search: '',
    sort: '',
    filters: [],
    requestId: 0,
    source: '',
  });
  return query;
}

/** Immer reducers shared by the board and page slices. */
export const blockDataReducers = {
  /** A `background` reload keeps the shown rows as they are until the answer comes. */
  requested(state: BlockDataState, blockId: string, source: string, background = false): void {
    const query = queryOf(state, blockId);
    query.requestId += 1;
    query.source = source;
    const current = state.sheets_data[blockId];
    if (current) current.loading = !background;
    else
      state.sheets_data[blockId] = {
        columns: [],
        rows: [],
        total: 0,
        page: 1,
        page_size: 0,
        loading: true,
      };
  },
  loaded(
    state: BlockDataState,
    blockId: string,
    requestId: number,
    response: SheetDataResponse,
  ): void {
    if (state.sheet_queries[blockId]?.requestId !== requestId) return;
    state.sheets_data[blockId] = {
      columns: response.columns,
      rows: response.rows,
      total: response.total,
      page: response.page,
      page_size: response.page_size,
      loading: false,
      freshness: response.freshness,
      sync: response.sync,
      ...(response.scores ? { scores: response.scores } : {}),
    };
  },
  failed(state: BlockDataState, blockId: string, requestId: number, error: string): void {
    if (state.sheet_queries[blockId]?.requestId !== requestId) return;
    const current = state.sheets_data[blockId];
    state.sheets_data[blockId] = {
      columns: current?.columns ?? [],
      rows: [],
      total: 0,
      page: 1,
      page_size: current?.page_size ?? 0,
      loading: false,
      error,
    };
  },
  pageChanged(state: BlockDataState, blockId: string, page: number): void {
    const query = state.sheet_queries[blockId];
    if (query) query.page = Math.max(1, page);
  },
  searchChanged(state: BlockDataState, blockId: string, search: string): void {
    const query = queryOf(state, blockId);
    query.search = search;
    query.page = 1;
  },
  sortChanged(state: BlockDataState, blockId: string, sort: string): void {
    const query = queryOf(state, blockId);
    query.sort = sort;
    query.page = 1;
  },
  filtersChanged(state: BlockDataState, blockId: string, filters: SheetFilter[]): void {
    const query = queryOf(state, blockId);
    query.filters = filters;
    query.page = 1;
  },
  periodChanged(state: BlockDataState, blockId: string, period: CalendarDays): void {
    const query = queryOf(state, blockId);
    query.period = period;
    query.page = 1;
  },
  /** A saved tempo block keeps the rows it showed while being edited. */
  moved(state: BlockDataState, fromId: string, toId: string): void {
    if (fromId === toId) return;
    const data = state.sheets_data[fromId];
    const query = state.sheet_queries[fromId];
    if (data) state.sheets_data[toId] = data;
    if (query) state.sheet_queries[toId] = query;
    delete state.sheets_data[fromId];
    delete state.sheet_queries[fromId];
  },
  forget(state: BlockDataState, blockId: string): void {
    delete state.sheets_data[blockId];
    delete state.sheet_queries[blockId];
  },
};
