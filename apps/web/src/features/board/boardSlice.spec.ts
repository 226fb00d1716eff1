import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import {
  blockEditStarted,
  blockRemoved,
  blockSaved,
  boardReducer,
  boardSettingsSaved,
  initialBoardState,
  panelClosed,
  panelRequested,
  sectionSelected,
  selectSectionBlocks,
  selectSectionTabs,
  selectShownBlocks,
  selectSpreadsheetUrl,
  tempoBlockChanged,
  tempoBlockDiscarded,
  tempoBlockStarted,
  type BoardState,
} from './boardSlice.js';
import { newTempoBlock } from '../editor/blocks/newTempoBlock.js';

const saved = (id: string, section = ''): BlockDto => ({
  id,
  type: 'markdown',
  position: 0,
  section,
  settings: { body: id, section },
});

const withBoard = (board: BoardState) => ({ board });

describe('board store', () => {
  it('starts with the spec defaults', () => {
    expect(initialBoardState).toMatchObject({
      hide_filters: true,
      page: 'view',
      nav_background: '#161819',
      board_background: '#FAFAFA',
      block_border: '#e7ebf3',
      block_shadow: '#ebeff3',
      public: false,
    });
  });

  it('toggles popups from the sidebar and returns to view when closed', () => {
    let state = boardReducer(initialBoardState, panelRequested('add'));
    expect(state.page).toBe('add');
    state = boardReducer(state, panelRequested('add'));
    expect(state.page).toBe('view');
    state = boardReducer(boardReducer(state, panelRequested('embed')), panelClosed());
    expect(state.page).toBe('view');
    expect(boardReducer(state, panelRequested('nonsense')).page).toBe('view');
  });

  it('edits a new block on a tempo block, previewed at the end, then adds the saved block', () => {
    let state: BoardState = { ...initialBoardState, blocks: [saved('a')], page: 'add' };
    state = boardReducer(state, tempoBlockStarted(newTempoBlock('table')));
    const tempo = state.tempo_block!;
    expect(tempo.id).toMatch(/^tmp-/);
    expect(tempo.settings).toMatchObject({ paginate: true, rows_per_page: 10 });
    expect(state.page).toBe('view');
    state = boardReducer(state, tempoBlockChanged({ ...tempo.settings, title: 'Orders' }));
    expect(selectShownBlocks(withBoard(state)).map((block) => block.id)).toEqual(['a', tempo.id]);
    state = boardReducer(state, blockSaved({ ...saved('b'), type: 'table' }));
    expect(state.tempo_block).toBeNull();
    expect(state.blocks.map((block) => block.id)).toEqual(['a', 'b']);
  });

  it('replaces a saved block in place, and removes blocks', () => {
    let state: BoardState = { ...initialBoardState, blocks: [saved('a'), saved('b')] };
    state = boardReducer(state, blockEditStarted('a'));
    state = boardReducer(
      state,
      tempoBlockChanged({ ...state.tempo_block!.settings, body: 'changed' }),
    );
    expect(selectShownBlocks(withBoard(state))[0]!.settings.body).toBe('changed');
    state = boardReducer(state, tempoBlockDiscarded());
    expect(selectShownBlocks(withBoard(state))[0]!.settings.body).toBe('a');
    state = boardReducer(state, blockSaved({ ...saved('a'), settings: { body: 'new' } }));
    expect(state.blocks.map((block) => block.settings.body)).toEqual(['new', 'b']);
    state = boardReducer(state, blockRemoved('a'));
    expect(state.blocks.map((block) => block.id)).toEqual(['b']);
  });

  it('shows the blocks of the current section, with un-categorized for the others', () => {
    let state: BoardState = {
      ...initialBoardState,
      blocks: [saved('a', 'Sales'), saved('b', 'Ops'), saved('c', 'Gone')],
    };
    state = boardReducer(state, boardSettingsSaved({ sections: 'Sales, Ops' }));
    expect(selectSectionTabs(withBoard(state))).toEqual(['Sales', 'Ops', 'un-categorized']);
    expect(state.current_section).toBe('Sales');
    expect(selectSectionBlocks(withBoard(state)).map((block) => block.id)).toEqual(['a']);
    state = boardReducer(state, sectionSelected('un-categorized'));
    expect(selectSectionBlocks(withBoard(state)).map((block) => block.id)).toEqual(['c']);
  });

  it('keeps a renamed section’s blocks in it, and stays on it when it was open', () => {
    let state: BoardState = {
      ...initialBoardState,
      blocks: [saved('a', 'Sales'), saved('b', 'Ops')],
    };
    state = boardReducer(state, boardSettingsSaved({ sections: 'Sales, Ops' }));
    expect(state.current_section).toBe('Sales');
    state = boardReducer(state, boardSettingsSaved({ sections: 'Revenue, Ops' }));
    // No block is left outside the sections, so there is no un-categorized tab.
    expect(selectSectionTabs(withBoard(state))).toEqual(['Revenue', 'Ops']);
    expect(state.current_section).toBe('Revenue');
    expect(selectSectionBlocks(withBoard(state)).map((block) => block.id)).toEqual(['a']);
  });

  it('opens on a section holding blocks: new sections start empty', () => {
    let state: BoardState = { ...initialBoardState, blocks: [saved('a'), saved('b')] };
    state = boardReducer(state, boardSettingsSaved({ sections: 'Sales, Ops' }));
    expect(selectSectionTabs(withBoard(state))).toEqual(['Sales', 'Ops', 'un-categorized']);
    expect(state.current_section).toBe('un-categorized');
    expect(selectSectionBlocks(withBoard(state)).map((block) => block.id)).toEqual(['a', 'b']);
  });

  it('gives a spreadsheet address only when the board has a spreadsheet', () => {
    const state = { ...initialBoardState, spreadsheet_url: 'http://x/dashboard' };
    expect(selectSpreadsheetUrl(withBoard(state))).toBe('');
    expect(selectSpreadsheetUrl(withBoard({ ...state, spreadsheetId: 's1' }))).toBe(
      'http://x/dashboard',
    );
  });
});
