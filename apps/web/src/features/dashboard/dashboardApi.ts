import type {
  AppDto,
  appListResponseSchema,
  boardListResponseSchema,
  boardSummarySchema,
  CreateAppRequest,
  CreateBoardRequest,
  GoogleConnection,
  googleConnectionListResponseSchema,
  GoogleSpreadsheetRequest,
  handoffResponseSchema,
  spreadsheetListResponseSchema,
  SpreadsheetResponse,
  WorkspaceResponse,
} from '@tessera/contracts';
import type { z } from 'zod';
import { api } from '../../api/api.js';

export type SpreadsheetListItem = z.infer<
  typeof spreadsheetListResponseSchema
>['spreadsheets'][number];
export type BoardSummary = z.infer<typeof boardSummarySchema>;
export type Handoff = z.infer<typeof handoffResponseSchema>;
export type GoogleConnectionList = z.infer<typeof googleConnectionListResponseSchema>;
/** A starter app as the dashboard offers it. */
export type Starter = {
  key: string;
  title: string;
  description: string;
  sheets: string[];
  pages: string[];
};

// The Google connections' tag lives with the only feature that reads them.
const apiWithGoogle = api.enhanceEndpoints({ addTagTypes: ['GoogleConnection'] });

export const dashboardApi = apiWithGoogle.injectEndpoints({
  endpoints: (build) => ({
    getWorkspace: build.query<WorkspaceResponse, void>({
      query: () => ({ url: '/api/board/workspace' }),
      providesTags: ['Workspace'],
    }),
    getSpreadsheets: build.query<SpreadsheetListItem[], void>({
      query: () => ({ url: '/api/spreadsheets' }),
      transformResponse: (response: z.infer<typeof spreadsheetListResponseSchema>) =>
        response.spreadsheets,
      providesTags: ['Spreadsheet'],
    }),
    getGoogleConnections: build.query<GoogleConnectionList, void>({
      query: () => ({ url: '/api/google/connections' }),
      providesTags: ['GoogleConnection'],
    }),
    /** `key`: the service account's JSON key file, as text. */
    addServiceAccountConnection: build.mutation<GoogleConnection, { key: string }>({
      query: (body) => ({
        url: '/api/google/connections/service-account',
        method: 'POST',
        data: body,
      }),
      invalidatesTags: ['GoogleConnection'],
    }),
    /** The spreadsheets read with it stay listed but stop syncing. */
    removeGoogleConnection: build.mutation<void, string>({
      query: (id) => ({
        url: `/api/google/connections/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['GoogleConnection'],
    }),
    addGoogleSpreadsheet: build.mutation<SpreadsheetResponse, GoogleSpreadsheetRequest>({
      query: (body) => ({ url: '/api/spreadsheets/google', method: 'POST', data: body }),
      invalidatesTags: ['Spreadsheet'],
    }),
    getBoards: build.query<BoardSummary[], void>({
      query: () => ({ url: '/api/boards' }),
      transformResponse: (response: z.infer<typeof boardListResponseSchema>) => response.boards,
      providesTags: ['Board'],
    }),
    createBoard: build.mutation<BoardSummary, CreateBoardRequest>({
      query: (body) => ({ url: '/api/boards', method: 'POST', data: body }),
      transformResponse: (response: { board: BoardSummary }) => response.board,
      invalidatesTags: ['Board'],
    }),
    renameBoard: build.mutation<BoardSummary, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: `/api/boards/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: { name },
      }),
      transformResponse: (response: { board: BoardSummary }) => response.board,
      invalidatesTags: ['Board'],
    }),
    duplicateBoard: build.mutation<BoardSummary, string>({
      query: (id) => ({ url: `/api/boards/${encodeURIComponent(id)}/duplicate`, method: 'POST' }),
      transformResponse: (response: { board: BoardSummary }) => response.board,
      invalidatesTags: ['Board'],
    }),
    deleteBoard: build.mutation<null, string>({
      query: (id) => ({ url: `/api/boards/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['Board'],
    }),
    getApps: build.query<AppDto[], void>({
      query: () => ({ url: '/api/apps' }),
      transformResponse: (response: z.infer<typeof appListResponseSchema>) => response.apps,
      providesTags: ['App'],
    }),
    createApp: build.mutation<AppDto, CreateAppRequest>({
      query: (body) => ({ url: '/api/apps', method: 'POST', data: body }),
      transformResponse: (response: { app: AppDto }) => response.app,
      invalidatesTags: ['App'],
    }),
    renameApp: build.mutation<AppDto, { id: string; title: string }>({
      query: ({ id, title }) => ({
        url: `/api/apps/${encodeURIComponent(id)}/settings`,
        method: 'PATCH',
        data: { title },
      }),
      transformResponse: (response: { app: AppDto }) => response.app,
      invalidatesTags: ['App'],
    }),
    duplicateApp: build.mutation<AppDto, string>({
      query: (id) => ({ url: `/api/apps/${encodeURIComponent(id)}/duplicate`, method: 'POST' }),
      transformResponse: (response: { app: AppDto }) => response.app,
      invalidatesTags: ['App'],
    }),
    deleteApp: build.mutation<null, string>({
      query: (id) => ({ url: `/api/apps/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['App'],
    }),
    /** The starter apps a workspace can begin with (GET /api/starters). */
    getStarters: build.query<Starter[], void>({
      query: () => ({ url: '/api/starters' }),
      transformResponse: (response: { starters: Starter[] }) => response.starters,
    }),
    /** Makes a starter app: its spreadsheet, the app, its pages and blocks. */
    makeStarter: build.mutation<AppDto, string>({
      query: (key) => ({ url: `/api/starters/${encodeURIComponent(key)}`, method: 'POST' }),
      transformResponse: (response: { app: AppDto }) => response.app,
      invalidatesTags: ['App', 'Spreadsheet'],
    }),
    /** A one-time link that opens the app's own host as its editor (the token lives 60 s). */
    startAppEditing: build.mutation<Handoff, string>({
      query: (appId) => ({ url: '/api/auth/handoff', params: { appId } }),
    }),
  }),
});

export const {
  useGetWorkspaceQuery,
  useGetSpreadsheetsQuery,
  useGetGoogleConnectionsQuery,
  useAddServiceAccountConnectionMutation,
  useRemoveGoogleConnectionMutation,
  useAddGoogleSpreadsheetMutation,
  useGetBoardsQuery,
  useCreateBoardMutation,
  useRenameBoardMutation,
  useDuplicateBoardMutation,
  useDeleteBoardMutation,
  useGetAppsQuery,
  useCreateAppMutation,
  useRenameAppMutation,
  useDuplicateAppMutation,
  useDeleteAppMutation,
  useStartAppEditingMutation,
  useGetStartersQuery,
  useMakeStarterMutation,
} = dashboardApi;
