import type { BoardMetadataResponse } from '@tessera/contracts';
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  loadAllBlockData,
  loadBlockData,
  type BlockDataBinding,
  type FetchSheet,
} from '../viewer/blockDataSaga.js';
import { blockDataSource } from '../viewer/blockData.js';
import { loadErrorOf } from '../viewer/loadError.js';
import { blockDataBinding, watchBlockQueries } from '../viewer/watchBlockQueries.js';
import {
  boardActions,
  boardLoaded,
  boardLoadFailed,
  boardRequested,
  boardSearchChanged,
  selectBoard,
  tempoBlockDiscarded,
  type BoardState,
} from './boardSlice.js';

/** The server calls of the board; injected so the workflows can be tested without a network. */
export type BoardRequests = {
  fetchMetadata: () => Promise<BoardMetadataResponse>;
  fetchSheet: FetchSheet;
};

function bindingFor(requests: BoardRequests): BlockDataBinding {
  return blockDataBinding(boardActions, () => select(selectBoard), requests.fetchSheet);
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
  yield fork(watchBlockQueries, boardActions, binding);
  // Wrapped: takeLatest would pass the action on as loadAllBlockData's options.
  yield takeLatest(boardSearchChanged.type, function* reloadAll() {
    yield call(loadAllBlockData, binding);
  });
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
