import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BlockData, Breadcrumb } from '@tessera/blocks';
import type { BlockDto, PageDto, PageMetadataResponse, SheetInfo } from '@tessera/contracts';
import {
  editorTitle,
  nextMultipagePanel,
  onBreadcrumbSelected,
  onHeaderNavigation,
  PAGE_DEFAULTS,
  type MultipagePanel,
  type NavigationHistoryEntry,
} from '@tessera/domain';
import { createBlockHostReducers } from '../blockHost/blockHostReducers.js';
import { withTempoBlock, type EditedBlock } from '../blockHost/tempoBlocks.js';
import type { BlockQuery } from '../viewer/blockData.js';
import type { LoadError } from '../viewer/loadError.js';

/** The page store of a multi-page app (editor-viewer-shell §3), plus its loading state. */
export type PageState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: LoadError | null;
  /** The app name from the host and the slug from the path of the page being shown. */
  requested: { appName: string; pageSlug: string } | null;
  name: string;
  title: string;
  app_id: string;
  page_id: string;
  page_name: string;
  page_slug: string;
  pages: PageDto[];
  search: string;
  filters: unknown[];
  nav_background: string;
  sign_in_method: string;
  page_background: string;
  block_border: string;
  block_shadow: string;
  public: boolean;
  spreadsheetId: string | null;
  spreadsheet_url: string;
  sheets_data: Record<string, BlockData>;
  sheet_queries: Record<string, BlockQuery>;
  /** An editor's "Refresh data" is reloading every block straight from the spreadsheet. */
  refreshing: boolean;
  sheets: SheetInfo[];
  users: string[];
  blocks: BlockDto[];
  tempo_block: EditedBlock | null;
  owner_email: string;
  can_edit: boolean;
  user_role: 'owner' | 'editor' | 'guest';
  page: MultipagePanel;
  palette: string;
  /** Rows of every sheet when read all at once; blocks read theirs into sheets_data. */
  spreadSheetData: Record<string, unknown>;
  navigationHistory: NavigationHistoryEntry[];
  breadcrumbs: Breadcrumb[];
  hero_background: string;
  /** From GET /api/board/workspace; free until known (and when the lookup fails). */
  is_free_plan: boolean;
  /** The pages holding the app's sign-in blocks as update-metadata names them (appAuth reads it). */
  sign_in_pages: unknown;
  /** A Read app user may not change data; the server refuses it too (update-metadata app_user). */
  read_only: boolean;
};

export const initialPageState: PageState = {
  ...PAGE_DEFAULTS,
  status: 'idle',
  loadError: null,
  requested: null,
  pages: [],
  filters: [],
  page: 'view',
  sheets_data: {},
  sheet_queries: {},
  refreshing: false,
  sheets: [],
  users: [],
  blocks: [],
  tempo_block: null,
  owner_email: '',
  user_role: 'guest',
  spreadSheetData: {},
  navigationHistory: [],
  breadcrumbs: [],
  is_free_plan: true,
  sign_in_pages: null,
  read_only: false,
};

/** App settings edited in the App Settings popup (PATCH /api/apps/{id}/settings). */
export type AppSettingsValues = Pick<
  PageState,
  'title' | 'nav_background' | 'page_background' | 'block_border' | 'block_shadow' | 'public'
>;

const STRING_FIELDS = [
  'name',
  'title',
  'app_id',
  'page_id',
  'page_name',
  'page_slug',
  'nav_background',
  'sign_in_method',
  'page_background',
  'block_border',
  'block_shadow',
  'spreadsheet_url',
  'owner_email',
  'palette',
  'hero_background',
] as const satisfies readonly (keyof PageState)[];
const BOOLEAN_FIELDS = ['public', 'can_edit'] as const satisfies readonly (keyof PageState)[];

/** Merges the update-metadata answer (or saved settings) into the page, field by known field. */
export function mergePageFields(state: PageState, fields: Record<string, unknown>): void {
  for (const key of STRING_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string') state[key] = value;
  }
  for (const key of BOOLEAN_FIELDS) {
    const value = fields[key];
    if (typeof value === 'boolean') state[key] = value;
  }
}

const pageSlice = createSlice({
  name: 'page',
  initialState: initialPageState,
  reducers: {
    pageRequested(
      state,
      action: PayloadAction<{ appName: string; pageSlug: string; token?: string }>,
    ) {
      const { appName, pageSlug } = action.payload;
      state.status = 'loading';
      state.loadError = null;
      state.requested = { appName, pageSlug };
    },
    pageLoaded(state, action: PayloadAction<PageMetadataResponse>) {
      const meta = action.payload;
      const samePage = state.page_id === meta.page_id;
      mergePageFields(state, meta);
      state.spreadsheetId = meta.spreadsheetId;
      state.sheets = meta.sheets;
      state.blocks = meta.blocks;
      state.pages = meta.pages;
      state.user_role = meta.user_role;
      state.sign_in_pages = meta.sign_in_pages ?? null;
      state.read_only = !meta.can_edit && meta.app_user?.permissions === 'read';
      state.status = 'ready';
      if (!samePage) {
        state.tempo_block = null;
        state.sheets_data = {};
        state.sheet_queries = {};
        state.page = 'view';
      }
    },
    pageLoadFailed(state, action: PayloadAction<LoadError>) {
      state.status = 'failed';
      state.loadError = action.payload;
    },
    planChecked(state, action: PayloadAction<{ isFreePlan: boolean }>) {
      state.is_free_plan = action.payload.isFreePlan;
    },
    /** Switching first closes every popup, then opens the chosen one (§4); see the saga for messages. */
    panelRequested(state, action: PayloadAction<string>) {
      state.page = nextMultipagePanel(state.page, action.payload, {
        isFreePlan: state.is_free_plan,
        spreadsheetUrl: state.spreadsheetId ? state.spreadsheet_url : '',
      }).panel;
    },
    panelClosed(state) {
      state.page = 'view';
    },
    historyRecorded(
      state,
      action: PayloadAction<{
        navigationHistory: NavigationHistoryEntry[];
        breadcrumbs: Breadcrumb[];
      }>,
    ) {
      state.navigationHistory = action.payload.navigationHistory;
      state.breadcrumbs = action.payload.breadcrumbs;
    },
    /** A header navigation item starts a new trail (the saga also drops the stored one). */
    headerNavigated(state) {
      const cleared = onHeaderNavigation();
      state.navigationHistory = cleared.navigationHistory;
      state.breadcrumbs = cleared.breadcrumbs;
    },
    breadcrumbSelected(state, action: PayloadAction<string>) {
      state.navigationHistory = onBreadcrumbSelected(state.navigationHistory, action.payload);
    },
    pagesChanged(state, action: PayloadAction<PageDto[]>) {
      state.pages = action.payload;
      const current = action.payload.find((page) => page.id === state.page_id);
      if (current) {
        state.page_name = current.page_name;
        state.page_slug = current.page_slug;
      }
    },
    appSettingsSaved(state, action: PayloadAction<Partial<AppSettingsValues>>) {
      mergePageFields(state, action.payload);
    },
    // New blocks go before the footer (editor-viewer-shell §4).
    ...createBlockHostReducers<PageState>({ multipage: true }),
  },
});

export const {
  pageRequested,
  pageLoaded,
  pageLoadFailed,
  planChecked,
  panelRequested,
  panelClosed,
  historyRecorded,
  headerNavigated,
  breadcrumbSelected,
  pagesChanged,
  appSettingsSaved,
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
} = pageSlice.actions;
/** Every action creator of the slice, for the shared block-data watchers. */
export const pageActions = pageSlice.actions;
export const pageReducer = pageSlice.reducer;

type WithPage = { page: PageState };

export const selectPage = (state: WithPage) => state.page;

/** The spreadsheet's address, only when the app has a spreadsheet. */
export const selectAppSpreadsheetUrl = (state: WithPage) =>
  state.page.spreadsheetId ? state.page.spreadsheet_url : '';

/** "App name - current page name", "Fetching App..." while loading. */
export const selectEditorTitle = (state: WithPage) =>
  editorTitle(
    state.page.title || state.page.name,
    state.page.page_name,
    state.page.status !== 'ready',
  );

/** The page's blocks with the edited block previewed (new blocks above the footer). */
export const selectPageBlocks = createSelector(
  [(state: WithPage) => state.page.blocks, (state: WithPage) => state.page.tempo_block],
  (blocks, tempo) => withTempoBlock(blocks, tempo, { multipage: true }),
);
