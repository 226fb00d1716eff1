import { describe, expect, it, jest } from '@jest/globals';
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { SheetDataResponse } from '@tessera/contracts';
import { runSaga } from 'redux-saga';
import { select } from 'redux-saga/effects';
import {
  refreshAllBlockData,
  type BlockDataBinding,
  type BlockStore,
  type FetchSheet,
} from './blockDataSaga.js';

const refreshed = createAction('test/refreshed');

function binding(readStore: BlockDataBinding['readStore'], fetchSheet: FetchSheet) {
  return {
    readStore,
    requested: createAction<{ blockId: string; source: string }>('test/requested'),
    loaded: createAction<{ blockId: string; requestId: number; response: SheetDataResponse }>(
      'test/loaded',
    ),
    failed: createAction<{ blockId: string; requestId: number; error: string }>('test/failed'),
    fetchSheet,
  };
}

const store: BlockStore = {
  blocks: [{ id: 'b1', type: 'chart', settings: { sheet_title: 'Orders' } }],
  tempo_block: { id: 'tmp-1', type: 'list', settings: { sheet_title: 'People' } },
  spreadsheetId: 's1',
  sheets_data: {},
  sheet_queries: {},
  search: '',
};

describe('refreshAllBlockData', () => {
  it('reloads the saved and the edited block past the cache, then marks the refresh over', async () => {
    const dispatched: UnknownAction[] = [];
    const fetchSheet = jest.fn<FetchSheet>(() => Promise.reject(new Error('offline')));
    await runSaga(
      { dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => store },
      refreshAllBlockData,
      binding(() => select((state: BlockStore) => state), fetchSheet),
      refreshed,
    ).toPromise();
    expect(fetchSheet.mock.calls.map(([request]) => [request.sheetTitle, request.noCache])).toEqual(
      [
        ['Orders', true],
        ['People', true],
      ],
    );
    expect(dispatched.map((action) => action.type).slice(-1)).toEqual(['test/refreshed']);
    expect(dispatched.filter((action) => action.type === 'test/failed')).toHaveLength(2);
  });

  it('marks the refresh over even when reading the store fails', async () => {
    const dispatched: UnknownAction[] = [];
    const task = runSaga(
      {
        dispatch: (action: UnknownAction) => dispatched.push(action),
        getState: () => store,
        // The failure is asserted below; redux-saga would also log it.
        onError: () => undefined,
      },
      refreshAllBlockData,
      binding(
        () =>
          select(() => {
            throw new Error('broken store');
          }),
        jest.fn<FetchSheet>(),
      ),
      refreshed,
    );
    await expect(task.toPromise()).rejects.toThrow('broken store');
    expect(dispatched).toEqual([refreshed()]);
  });
});
