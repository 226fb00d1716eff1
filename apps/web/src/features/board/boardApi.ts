import { api } from '../../api/api.js';
import type { BoardSettingsValues } from './boardSlice.js';

/** Board calls: settings (rows are written through the viewer's sheetRowsApi). */
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
  }),
});

export const { useUpdateBoardMutation } = boardApi;
