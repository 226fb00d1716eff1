import { describe, expect, it } from '@jest/globals';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { BlockDto, SheetDataResponse } from '@tessera/contracts';
import { boardActions, boardReducer, initialBoardState } from '../board/boardSlice.js';
import { initialPageState, pageActions, pageReducer } from '../multipage/pageSlice.js';
import type { BlockHostState } from './blockHostReducers.js';
import { newTempoBlock } from '../editor/blocks/newTempoBlock.js';

const block = (id: string, type = 'table', settings: Record<string, unknown> = {}): BlockDto => ({
  id,
  type,
  position: 0,
  section: '',
  settings: { sheet_title: 'Orders', ...settings },
});

const rows: SheetDataResponse = {
  title: 'Orders',
  columns: ['Name'],
  rows: [{ _id: 'r1', Name: 'Ada' }],
  total: 1,
  page: 1,
  page_size: 10,
  freshness: { fetched_at: '2026-01-01T00:00:00.000Z', age_seconds: 0, stale: false },
  sync: { pending: 0, delayed: false },
};

/** A host's reducer seen through the state every host has. */
function hostReducer<S extends BlockHostState>(reducer: Reducer<S>) {
  return (state: BlockHostState, action: UnknownAction): BlockHostState =>
    reducer(state as S, action);
}

/** The board and an app page host blocks with one set of reducers: the same story on each. */
const HOSTS = [
  {
    name: 'board',
    reducer: hostReducer(boardReducer),
    initial: initialBoardState as BlockHostState,
    actions: boardActions,
    /** A board adds new blocks at the end. */
    addedOrder: ['a', 'footer', 'new'],
  },
  {
    name: 'app page',
    reducer: hostReducer(pageReducer),
    initial: initialPageState as BlockHostState,
    actions: pageActions,
    /** A page adds them above its footer. */
    addedOrder: ['a', 'new', 'footer'],
  },
] as const;

describe.each(HOSTS)(
  'the $name as a block host',
  ({ name, reducer, initial, actions, addedOrder }) => {
    const start = (): BlockHostState => ({
      ...initial,
      blocks: [block('a'), block('footer', 'footer', { sheet_title: '' })],
      page: 'add',
    });
    const withRows = (state: BlockHostState, blockId: string) => {
      const requested = reducer(
        state,
        actions.blockDataRequested({ blockId, source: 'Orders|10' }),
      );
      const requestId = requested.sheet_queries[blockId]!.requestId;
      return reducer(requested, actions.blockDataLoaded({ blockId, requestId, response: rows }));
    };

    it('keeps its own action types', () => {
      expect(actions.blockSaved.type).toBe(`${name === 'board' ? 'board' : 'page'}/blockSaved`);
    });

    it('previews a new block with its defaults, closes the picker, and adds it where it belongs', () => {
      let state = reducer(start(), actions.tempoBlockStarted(newTempoBlock('table')));
      const tempo = state.tempo_block!;
      expect(tempo.id).toMatch(/^tmp-/);
      expect(tempo.settings).toMatchObject({ paginate: true, rows_per_page: 10 });
      expect(state.page).toBe('view');
      state = reducer(
        state,
        actions.tempoBlockChanged({ ...tempo.settings, sheet_title: 'Orders', title: 'Recent' }),
      );
      expect(state.tempo_block).toMatchObject({
        sheet_title: 'Orders',
        settings: { title: 'Recent' },
      });
      state = withRows(state, tempo.id);
      state = reducer(state, actions.blockSaved(block('new')));
      expect(state.tempo_block).toBeNull();
      expect(state.blocks.map((listed) => listed.id)).toEqual(addedOrder);
      // The preview's rows move to the saved block.
      expect(state.sheets_data.new?.rows).toEqual(rows.rows);
      expect(state.sheets_data[tempo.id]).toBeUndefined();
    });

    it('drops a discarded new block and its rows, and keeps a saved one as it was', () => {
      let state = reducer(start(), actions.tempoBlockStarted(newTempoBlock('table')));
      const tempo = state.tempo_block!;
      state = reducer(withRows(state, tempo.id), actions.tempoBlockDiscarded());
      expect(state.tempo_block).toBeNull();
      expect(state.sheets_data[tempo.id]).toBeUndefined();

      state = withRows(state, 'a');
      state = reducer(state, actions.blockEditStarted('a'));
      expect(state.tempo_block).toMatchObject({ id: 'a', sheet_title: 'Orders' });
      state = reducer(state, actions.tempoBlockDiscarded());
      expect(state.blocks[0]!.settings.sheet_title).toBe('Orders');
      expect(state.sheets_data.a?.rows).toEqual(rows.rows);
    });

    it('replaces an edited block in place, reorders, and removes a block with its rows', () => {
      let state = withRows(start(), 'a');
      state = reducer(state, actions.blockEditStarted('a'));
      state = reducer(state, actions.blockSaved(block('a', 'table', { title: 'Changed' })));
      expect(state.blocks.map((listed) => [listed.id, listed.settings.title])).toEqual([
        ['a', 'Changed'],
        ['footer', undefined],
      ]);
      state = reducer(state, actions.blocksReordered([...state.blocks].reverse()));
      expect(state.blocks.map((listed) => listed.id)).toEqual(['footer', 'a']);
      state = reducer(state, actions.blockEditStarted('a'));
      state = reducer(state, actions.blockRemoved('a'));
      expect(state.blocks.map((listed) => listed.id)).toEqual(['footer']);
      expect(state.tempo_block).toBeNull();
      expect(state.sheets_data.a).toBeUndefined();
    });

    it('ignores edits to a block it does not have', () => {
      const state = start();
      expect(reducer(state, actions.blockEditStarted('missing'))).toBe(state);
      expect(reducer(state, actions.tempoBlockChanged({ title: 'x' }))).toBe(state);
    });
  },
);
