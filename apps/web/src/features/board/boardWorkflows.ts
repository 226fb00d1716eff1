import type { BoardMetadataResponse } from '@tessera/contracts';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  ensureBlockData,
  loadAllBlockData,
  loadBlockData,
  refreshAllBlockData,
  refreshTempoBlockData,
  type BlockDataBinding,
  type FetchSheet,
} from '../viewer/blockDataSaga.js';
import { blockDataSource } from '../viewer/blockData.js';
import { loadErrorOf } from '../viewer/loadError.js';
import {
  blockDataFailed,
  blockDataLoaded,
  blockDataRequested,
  blockPageChanged,
  blockSearchChanged,
  blockSortChanged,
  blockFiltersChanged,
  boardLoaded,
  boardLoadFailed,
  boardRequested,
  boardSearchChanged,
  selectBoard,
  sheetRowsChanged,
  sheetsRefreshed,
  sheetsRefreshRequested,
  tempoBlockChanged,
  tempoBlockDiscarded,
  tempoBlockStarted,
  blockEditStarted,
  blockSaved,
  type BoardState,
} from './boardSlice.js';

/** The server calls of the board; injected so the workflows can be tested without a network. */
export type BoardRequests = {
  fetchMetadata: () => Promise<BoardMetadataResponse>;
  fetchSheet: FetchSheet;
};

function bindingFor(requests: BoardRequests): BlockDataBinding {
  return {
    readStore: () => select(selectBoard),
    requested: blockDataRequested,
    loaded: blockDataLoaded,
    failed: blockDataFailed,
    fetchSheet: requests.fetchSheet,
  };
}

/** POST /api/board/update-metadata, then the rows of every block, each on its own. */
export function* loadBoard(requests: BoardRequests) {
  try {
    const metadata = (yield call(requests.fetchMetadata)) as BoardMetadataResponse;
    yield put(boardLoaded(metadata));
  } catch (error) {
    yield put(boardLoadFailed(loadErrorOf(error)));
    return;
  }
  yield call(loadAllBlockData, bindingFor(requests));
}

/** The board's workflows: loading, paging, searching, and the edited block's preview rows. */
export function* boardWorkflows(requests: BoardRequests) {
  const binding = bindingFor(requests);
  yield takeLatest(boardRequested.type, loadBoard, requests);
  yield takeEvery(
    [
      blockPageChanged.type,
      blockSearchChanged.type,
      blockSortChanged.type,
      blockFiltersChanged.type,
    ],
    function* reloadBlock(
      action: ReturnType<
        | typeof blockPageChanged
        | typeof blockSearchChanged
        | typeof blockSortChanged
        | typeof blockFiltersChanged
      >,
    ) {
      yield call(loadBlockData, binding, action.payload.blockId);
    },
  );
  // Wrapped: takeLatest would pass the action on as loadAllBlockData's options.
  yield takeLatest(boardSearchChanged.type, function* reloadAll() {
    yield call(loadAllBlockData, binding);
  });
  yield takeEvery(blockSaved.type, function* loadSaved(action: ReturnType<typeof blockSaved>) {
    yield call(ensureBlockData, binding, action.payload.id);
  });
  yield takeEvery(
    sheetRowsChanged.type,
    function* reloadSheet(action: ReturnType<typeof sheetRowsChanged>) {
      yield call(loadAllBlockData, binding, { sheetTitle: action.payload.sheetTitle });
    },
  );
  // The button is disabled while a refresh runs; a second request is ignored all the same.
  yield takeLeading(sheetsRefreshRequested.type, function* refreshAll() {
    yield call(refreshAllBlockData, binding, sheetsRefreshed);
  });
  yield takeLatest(
    [tempoBlockStarted.type, blockEditStarted.type, tempoBlockChanged.type],
    refreshTempoBlockData,
    binding,
  );
  // A discarded edit of a saved block shows its saved settings again, with their rows.
  yield takeEvery(tempoBlockDiscarded.type, function* reloadSaved() {
    const board = (yield select(selectBoard)) as BoardState;
    const stale = board.blocks.filter((block) => {
      const query = board.sheet_queries[block.id];
      return query !== undefined && query.source !== blockDataSource(block);
    });
    for (const block of stale) yield call(loadBlockData, binding, block.id);
  });
}
