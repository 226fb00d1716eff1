import type { SheetDataResponse, SheetRow, SpreadsheetResponse } from '@tessera/contracts';
import { api } from '../../api/api.js';

/** Which page of which sheet the grid shows. */
export type GridRowsArgs = {
  spreadsheetId: string;
  title: string;
  page: number;
  page_size: number;
  search: string;
  /** Read past the cache (Refresh). */
  fresh?: boolean;
};

type RowTarget = { spreadsheetId: string; title: string };

const rowsUrl = ({ spreadsheetId, title }: RowTarget, rowId?: string) =>
  `/api/spreadsheets/${encodeURIComponent(spreadsheetId)}/sheets/${encodeURIComponent(title)}/rows${
    rowId ? `/${encodeURIComponent(rowId)}` : ''
  }`;

/** The dashboard's spreadsheet page: the spreadsheet, its rename and delete, and its rows grid. */
export const spreadsheetDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpreadsheet: build.query<SpreadsheetResponse, string>({
      query: (id) => ({ url: `/api/spreadsheets/${encodeURIComponent(id)}` }),
      providesTags: ['Spreadsheet'],
    }),
    renameSpreadsheet: build.mutation<SpreadsheetResponse, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: `/api/spreadsheets/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: { name },
      }),
      invalidatesTags: ['Spreadsheet'],
    }),
    /** Its boards and apps are left without data, so they are read again too. */
    deleteSpreadsheet: build.mutation<null, string>({
      query: (id) => ({ url: `/api/spreadsheets/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['Spreadsheet', 'Board', 'App'],
    }),
    getGridRows: build.query<SheetDataResponse, GridRowsArgs>({
      query: ({ page, page_size, search, fresh, ...target }) => ({
        url: rowsUrl(target),
        params: {
          page,
          page_size,
          ...(search.trim() ? { search: search.trim() } : {}),
          ...(fresh ? { fresh: '1' } : {}),
        },
      }),
      providesTags: ['SheetData'],
    }),
    addGridRow: build.mutation<SheetRow, RowTarget & { values: Record<string, string> }>({
      query: ({ values, ...target }) => ({
        url: rowsUrl(target),
        method: 'POST',
        data: { values },
      }),
      transformResponse: (response: { row: SheetRow }) => response.row,
      invalidatesTags: ['SheetData', 'Spreadsheet'],
    }),
    editGridRow: build.mutation<
      SheetRow,
      RowTarget & { rowId: string; values: Record<string, string> }
    >({
      query: ({ rowId, values, ...target }) => ({
        url: rowsUrl(target, rowId),
        method: 'PATCH',
        data: { values },
      }),
      transformResponse: (response: { row: SheetRow }) => response.row,
      invalidatesTags: ['SheetData'],
    }),
    deleteGridRow: build.mutation<{ deleted: string }, RowTarget & { rowId: string }>({
      query: ({ rowId, ...target }) => ({ url: rowsUrl(target, rowId), method: 'DELETE' }),
      invalidatesTags: ['SheetData', 'Spreadsheet'],
    }),
  }),
});

export const {
  useGetSpreadsheetQuery,
  useRenameSpreadsheetMutation,
  useDeleteSpreadsheetMutation,
  useGetGridRowsQuery,
  useAddGridRowMutation,
  useEditGridRowMutation,
  useDeleteGridRowMutation,
} = spreadsheetDataApi;
