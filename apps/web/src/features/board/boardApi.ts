import type { SheetRow } from '@tessera/contracts';
import { api } from '../../api/api.js';
import type { BoardSettingsValues } from './boardSlice.js';

/** Board calls: settings and rows added from a board's blocks. */
export const boardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/boards/:id: the Board Settings panel and the Publish Board toggle. */
    updateBoard: build.mutation<
      { settings: Partial<BoardSettingsValues> },
      { id: string; changes: Partial<BoardSettingsValues> }
    >({
      query: ({ id, changes }) => ({
        url: `/api/boards/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: changes,
      }),
      transformResponse: (response: { board: { settings: Partial<BoardSettingsValues> } }) =>
        response.board,
      invalidatesTags: ['Board'],
    }),
    /** A row from a form block or a table's add-row form. */
    addBoardRow: build.mutation<
      SheetRow,
      { spreadsheetId: string; sheetTitle: string; blockId: string; values: Record<string, string> }
    >({
      query: ({ spreadsheetId, sheetTitle, blockId, values }) => ({
        url: `/api/board/${encodeURIComponent(spreadsheetId)}/sheet/${encodeURIComponent(sheetTitle)}/rows`,
        method: 'POST',
        data: { block_id: blockId, values },
      }),
      transformResponse: (response: { row: SheetRow }) => response.row,
    }),
  }),
});

export const { useUpdateBoardMutation, useAddBoardRowMutation } = boardApi;
