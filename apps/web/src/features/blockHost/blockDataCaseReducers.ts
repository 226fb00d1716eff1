import type { PayloadAction } from '@reduxjs/toolkit';
import type { SheetDataResponse } from '@tessera/contracts';
import type { CalendarDays, SheetFilter } from '@tessera/domain';
import { blockDataReducers, type BlockDataState } from '../viewer/blockData.js';

/** The part of the board and page stores the shared case reducers write. */
export type BlockDataSliceState = BlockDataState & {
  /** An editor's "Refresh data" is reloading every block straight from the spreadsheet. */
  refreshing: boolean;
};

/**
 * The block-data case reducers of the board and page slices, spread into their `reducers`; the
 * keys are the action names, so both stores keep `<slice>/blockDataRequested` and so on.
 */
export const blockDataCaseReducers = {
  blockDataRequested(
    state: BlockDataSliceState,
    action: PayloadAction<{ blockId: string; source: string; background?: boolean }>,
  ) {
    const { blockId, source, background } = action.payload;
    blockDataReducers.requested(state, blockId, source, background);
  },
  blockDataLoaded(
    state: BlockDataSliceState,
    action: PayloadAction<{ blockId: string; requestId: number; response: SheetDataResponse }>,
  ) {
    const { blockId, requestId, response } = action.payload;
    blockDataReducers.loaded(state, blockId, requestId, response);
  },
  blockDataFailed(
    state: BlockDataSliceState,
    action: PayloadAction<{ blockId: string; requestId: number; error: string }>,
  ) {
    const { blockId, requestId, error } = action.payload;
    blockDataReducers.failed(state, blockId, requestId, error);
  },
  blockPageChanged(
    state: BlockDataSliceState,
    action: PayloadAction<{ blockId: string; page: number }>,
  ) {
    blockDataReducers.pageChanged(state, action.payload.blockId, action.payload.page);
  },
  blockSearchChanged(
    state: BlockDataSliceState,
    action: PayloadAction<{ blockId: string; search: string }>,
  ) {
    blockDataReducers.searchChanged(state, action.payload.blockId, action.payload.search);
  },
  blockSortChanged(
    state: BlockDataSliceState,
    action: PayloadAction<{ blockId: string; sort: string }>,
  ) {
    blockDataReducers.sortChanged(state, action.payload.blockId, action.payload.sort);
  },
  blockFiltersChanged(
    state: BlockDataSliceState,
    action: PayloadAction<{ blockId: string; filters: SheetFilter[] }>,
  ) {
    blockDataReducers.filtersChanged(state, action.payload.blockId, action.payload.filters);
  },
  blockPeriodChanged(
    state: BlockDataSliceState,
    action: PayloadAction<{ blockId: string; period: CalendarDays }>,
  ) {
    blockDataReducers.periodChanged(state, action.payload.blockId, action.payload.period);
  },
  /** A row of a sheet was added, edited, duplicated or deleted: every block reading it reloads. */
  sheetRowsChanged(_state: BlockDataSliceState, _action: PayloadAction<{ sheetTitle: string }>) {},
  /** An editor asked for "Refresh data": every block reloads past the server's cache. */
  sheetsRefreshRequested(state: BlockDataSliceState) {
    state.refreshing = true;
  },
  /** Every block answered (or failed) after "Refresh data". */
  sheetsRefreshed(state: BlockDataSliceState) {
    state.refreshing = false;
  },
};
