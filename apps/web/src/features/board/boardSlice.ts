import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BlockData } from '@tessera/blocks';
import type { BlockDto, BoardMetadataResponse, SheetInfo } from '@tessera/contracts';
import {
  BOARD_DEFAULTS,
  nextBoardPanel,
  parseSections,
  renamedSections,
  sectionBlocks,
  sectionTabs,
  UNCATEGORIZED,
  type BoardPanel,
} from '@tessera/domain';
import { createBlockHostReducers } from '../blockHost/blockHostReducers.js';
import { withTempoBlock, type EditedBlock } from '../blockHost/tempoBlocks.js';
import type { BlockQuery } from '../viewer/blockData.js';
import type { LoadError } from '../viewer/loadError.js';

/** A board filter (editor-viewer-shell §3). */
export type BoardFilter = {
  name: string;
  active: boolean;
  condition: string;
  sheet_column: { sheet: string; column: string };
  value: string;
};

export type BoardFooter = {
  logo?: string;
  socialMediaIcons?: { iconType: string; icon: string; url: string }[];
  copyrightText?: string;
};

/** The board store (editor-viewer-shell §3, board store), plus its loading state. */
export type BoardState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: LoadError | null;
  id: string;
  slug: string;
  name: string;
  workspace_id: string;
  hide_filters: boolean;
  hide_hero: boolean;
  hide_search: boolean;
  search: string;
  filters: BoardFilter[];
  title: string;
  hero: string;
  logo: string;
  hero_image: string;
  page: BoardPanel;
  palette: string;
  nav_background: string;
  hero_background: string;
  sign_in_method: string;
  active_section_text_color: string;
  inactive_section_text_color: string;
  active_section_background_color: string;
  board_background: string;
  block_border: string;
  block_shadow: string;
  public: boolean;
  spreadsheetId: string | null;
  /** The server's address of the spreadsheet; read through selectSpreadsheetUrl. */
  spreadsheet_url: string;
  sheets_data: Record<string, BlockData>;
  sheet_queries: Record<string, BlockQuery>;
  /** An editor's "Refresh data" is reloading every block straight from the spreadsheet. */
  refreshing: boolean;
  sheets: SheetInfo[];
  users: string[];
  blocks: BlockDto[];
  tempo_block: EditedBlock | null;
  sections: string;
  current_section: string;
  footer: BoardFooter;
  owner_email: string;
  can_edit: boolean;
  user_role: 'owner' | 'editor' | 'guest';
  is_free_plan: boolean;
  type: 'board';
};

export const initialBoardState: BoardState = {
  ...BOARD_DEFAULTS,
  status: 'idle',
  loadError: null,
  id: '',
  slug: '',
  workspace_id: '',
  page: 'view',
  filters: [],
  spreadsheet_url: '',
  sheets_data: {},
  sheet_queries: {},
  refreshing: false,
  sheets: [],
  users: [],
  blocks: [],
  tempo_block: null,
  footer: {},
  owner_email: '',
  user_role: 'guest',
  is_free_plan: true,
  type: 'board',
};

/** The settings an owner edits in the Board Settings panel (saved with PUT /api/boards/:id). */
export type BoardSettingsValues = Pick<
  BoardState,
  | 'title'
  | 'hero'
  | 'logo'
  | 'hero_image'
  | 'palette'
  | 'nav_background'
  | 'hero_background'
  | 'active_section_text_color'
  | 'inactive_section_text_color'
  | 'active_section_background_color'
  | 'board_background'
  | 'block_border'
  | 'block_shadow'
  | 'sections'
  | 'hide_filters'
  | 'hide_hero'
  | 'hide_search'
  | 'public'
>;

const STRING_FIELDS = [
  'slug',
  'name',
  'workspace_id',
  'title',
  'hero',
  'logo',
  'hero_image',
  'palette',
  'nav_background',
  'hero_background',
  'sign_in_method',
  'active_section_text_color',
  'inactive_section_text_color',
  'active_section_background_color',
  'board_background',
  'block_border',
  'block_shadow',
  'spreadsheet_url',
  'sections',
  'owner_email',
] as const satisfies readonly (keyof BoardState)[];
const BOOLEAN_FIELDS = [
  'hide_filters',
  'hide_hero',
  'hide_search',
  'public',
  'can_edit',
  'is_free_plan',
] as const satisfies readonly (keyof BoardState)[];

/** Merges the update-metadata answer (or saved settings) into the board, field by known field. */
export function mergeBoardFields(state: BoardState, fields: Record<string, unknown>): void {
  for (const key of STRING_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string') state[key] = value;
  }
  for (const key of BOOLEAN_FIELDS) {
    const value = fields[key];
    if (typeof value === 'boolean') state[key] = value;
  }
  if (typeof fields.footer === 'object' && fields.footer !== null) state.footer = fields.footer;
}

/**
 * The section shown: the chosen one while it still exists, else the first tab holding blocks (new
 * sections start empty: their blocks are still under un-categorized), else the first tab.
 */
function keepSection(state: BoardState): void {
  const sections = parseSections(state.sections);
  const tabs = sectionTabs(state.blocks, sections);
  if (tabs.includes(state.current_section)) return;
  const filled = tabs.find((tab) => sectionBlocks(state.blocks, sections, tab).length > 0);
  state.current_section = filled ?? tabs[0] ?? '';
}

const boardSlice = createSlice({
  name: 'board',
  initialState: initialBoardState,
  reducers: {
    boardRequested(state) {
      state.status = 'loading';
      state.loadError = null;
    },
    boardLoaded(state, action: PayloadAction<BoardMetadataResponse>) {
      const meta = action.payload;
      mergeBoardFields(state, meta);
      state.id = meta.id;
      state.spreadsheetId = meta.spreadsheetId;
      state.sheets = meta.sheets;
      state.blocks = meta.blocks;
      state.user_role = meta.user_role;
      state.status = 'ready';
      keepSection(state);
    },
    boardLoadFailed(state, action: PayloadAction<LoadError>) {
      state.status = 'failed';
      state.loadError = action.payload;
    },
    /** A sidebar or top-bar button: the buttons toggle their popup (§4). */
    panelRequested(state, action: PayloadAction<string>) {
      state.page = nextBoardPanel(state.page, action.payload);
    },
    /** Closing any popup returns to view. */
    panelClosed(state) {
      state.page = 'view';
    },
    sectionSelected(state, action: PayloadAction<string>) {
      state.current_section = action.payload;
    },
    boardSearchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
      for (const query of Object.values(state.sheet_queries)) query.page = 1;
    },
    boardSettingsSaved(state, action: PayloadAction<Partial<BoardSettingsValues>>) {
      // A renamed section keeps its blocks, as the server moved them (renamedSections).
      const renames =
        action.payload.sections === undefined
          ? new Map<string, string>()
          : renamedSections(state.sections, action.payload.sections);
      mergeBoardFields(state, action.payload);
      // The block being edited too, so that saving it does not put the old name back.
      const edited = state.tempo_block ? [state.tempo_block] : [];
      for (const block of [...state.blocks, ...edited]) {
        const renamed = renames.get((block.section ?? '').trim());
        if (renamed === undefined) continue;
        block.section = renamed;
        block.settings.section = renamed;
      }
      state.current_section = renames.get(state.current_section) ?? state.current_section;
      keepSection(state);
    },
    ...createBlockHostReducers<BoardState>({
      multipage: false,
      // A block added while a section is open lands in that section.
      newBlockSection: (state) =>
        state.current_section === UNCATEGORIZED ? '' : state.current_section,
      blocksChanged: keepSection,
    }),
  },
});

export const {
  boardRequested,
  boardLoaded,
  boardLoadFailed,
  panelRequested,
  panelClosed,
  sectionSelected,
  boardSearchChanged,
  boardSettingsSaved,
  tempoBlockStarted,
  blockEditStarted,
  tempoBlockChanged,
  tempoBlockDiscarded,
  blockSaved,
  blockRemoved,
  blocksReordered,
  blockDataRequested,
  blockDataLoaded,
  blockDataFailed,
  blockPageChanged,
  blockSearchChanged,
  blockSortChanged,
  blockFiltersChanged,
  sheetRowsChanged,
  sheetsRefreshRequested,
  sheetsRefreshed,
} = boardSlice.actions;
/** Every action creator of the slice, for the shared block-data watchers. */
export const boardActions = boardSlice.actions;
export const boardReducer = boardSlice.reducer;

type WithBoard = { board: BoardState };

export const selectBoard = (state: WithBoard) => state.board;
export const selectBoardPanel = (state: WithBoard) => state.board.page;

/** The spreadsheet's address, only when the board has a spreadsheet (derived spreadsheet_url). */
export const selectSpreadsheetUrl = (state: WithBoard) =>
  state.board.spreadsheetId ? state.board.spreadsheet_url : '';

export const selectSectionList = createSelector(
  [(state: WithBoard) => state.board.sections],
  (sections) => parseSections(sections),
);

/** The blocks as the page shows them: the tempo block previewed in its place. */
export const selectShownBlocks = createSelector(
  [(state: WithBoard) => state.board.blocks, (state: WithBoard) => state.board.tempo_block],
  (blocks, tempo) => withTempoBlock(blocks, tempo, { multipage: false }),
);

export const selectSectionTabs = createSelector(
  [selectShownBlocks, selectSectionList],
  (blocks, sections) => sectionTabs(blocks, sections),
);

/** Derived section_blocks: the shown blocks of the current section. */
export const selectSectionBlocks = createSelector(
  [selectShownBlocks, selectSectionList, (state: WithBoard) => state.board.current_section],
  (blocks, sections, current) => sectionBlocks(blocks, sections, current),
);
