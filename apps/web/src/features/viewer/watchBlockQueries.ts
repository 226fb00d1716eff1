import type { ActionCreatorWithoutPayload, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { call, takeEvery, takeLatest, takeLeading, type SelectEffect } from 'redux-saga/effects';
import {
  ensureBlockData,
  loadAllBlockData,
  loadBlockData,
  refreshAllBlockData,
  refreshTempoBlockData,
  type BlockDataBinding,
  type FetchSheet,
} from './blockDataSaga.js';

/** An action creator as the watchers need it: its type, and the action it makes. */
type Creator<A extends UnknownAction = UnknownAction> = { type: string } & ((
  ...args: never[]
) => A);

/**
 * The board's or page's action creators the block-data watchers use (a slice's `actions` fits):
 * those of blockDataCaseReducers, and the slice's own block editing.
 */
export type BlockDataActions = {
  blockDataRequested: BlockDataBinding['requested'];
  blockDataLoaded: BlockDataBinding['loaded'];
  blockDataFailed: BlockDataBinding['failed'];
  blockPageChanged: Creator<PayloadAction<{ blockId: string }>>;
  blockSearchChanged: Creator<PayloadAction<{ blockId: string }>>;
  blockSortChanged: Creator<PayloadAction<{ blockId: string }>>;
  blockFiltersChanged: Creator<PayloadAction<{ blockId: string }>>;
  blockPeriodChanged: Creator<PayloadAction<{ blockId: string }>>;
  sheetRowsChanged: Creator<PayloadAction<{ sheetTitle: string }>>;
  sheetsRefreshRequested: Creator;
  sheetsRefreshed: ActionCreatorWithoutPayload;
  blockSaved: Creator<PayloadAction<{ id: string }>>;
  tempoBlockStarted: Creator;
  blockEditStarted: Creator;
  tempoBlockChanged: Creator;
};

/** The binding of a store whose block-data actions are the shared ones. */
export function blockDataBinding(
  actions: BlockDataActions,
  readStore: () => SelectEffect,
  fetchSheet: FetchSheet,
): BlockDataBinding {
  return {
    readStore,
    requested: actions.blockDataRequested,
    loaded: actions.blockDataLoaded,
    failed: actions.blockDataFailed,
    fetchSheet,
  };
}

/**
 * The block-data workflows the board and the pages share: a block reloads when its page, search,
 * sort, filters or calendar period change; a saved block gets its rows; a changed sheet reloads its blocks;
 * "Refresh data"; and the edited block's preview rows.
 */
export function* watchBlockQueries(actions: BlockDataActions, binding: BlockDataBinding) {
  yield takeEvery(
    [
      actions.blockPageChanged.type,
      actions.blockSearchChanged.type,
      actions.blockSortChanged.type,
      actions.blockFiltersChanged.type,
      actions.blockPeriodChanged.type,
    ],
    function* reloadBlock(action: PayloadAction<{ blockId: string }>) {
      yield call(loadBlockData, binding, action.payload.blockId);
    },
  );
  yield takeEvery(
    actions.blockSaved.type,
    function* loadSaved(action: PayloadAction<{ id: string }>) {
      yield call(ensureBlockData, binding, action.payload.id);
    },
  );
  yield takeEvery(
    actions.sheetRowsChanged.type,
    function* reloadSheet(action: PayloadAction<{ sheetTitle: string }>) {
      yield call(loadAllBlockData, binding, { sheetTitle: action.payload.sheetTitle });
    },
  );
  // The button is disabled while a refresh runs; a second request is ignored all the same.
  yield takeLeading(actions.sheetsRefreshRequested.type, function* refreshAll() {
    yield call(refreshAllBlockData, binding, actions.sheetsRefreshed);
  });
  yield takeLatest(
    [actions.tempoBlockStarted.type, actions.blockEditStarted.type, actions.tempoBlockChanged.type],
    refreshTempoBlockData,
    binding,
  );
}
