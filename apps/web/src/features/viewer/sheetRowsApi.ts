import type { SheetFileResponse, SheetRow } from '@tessera/contracts';
import { api } from '../../api/api.js';
import { rowWriteRequests, type SheetTarget } from './sheetRowRequests.js';

type RowWrite = { target: SheetTarget; sheetTitle: string; blockId: string };

/**
 * Rows written from blocks (forms, add-row forms, row actions, edited cells) on boards and pages,
 * and the files those blocks send for their columns.
 */
export const sheetRowsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addSheetRow: build.mutation<SheetRow, RowWrite & { values: Record<string, string> }>({
      query: ({ target, sheetTitle, blockId, values }) =>
        rowWriteRequests.add(target, sheetTitle, blockId, values),
      transformResponse: (response: { row: SheetRow }) => response.row,
    }),
    editSheetRow: build.mutation<
      SheetRow,
      RowWrite & { rowId: string; values: Record<string, string> }
    >({
      query: ({ target, sheetTitle, blockId, rowId, values }) =>
        rowWriteRequests.edit(target, sheetTitle, blockId, rowId, values),
      transformResponse: (response: { row: SheetRow }) => response.row,
    }),
    duplicateSheetRow: build.mutation<SheetRow, RowWrite & { rowId: string }>({
      query: ({ target, sheetTitle, blockId, rowId }) =>
        rowWriteRequests.duplicate(target, sheetTitle, blockId, rowId),
      transformResponse: (response: { row: SheetRow }) => response.row,
    }),
    uploadSheetFile: build.mutation<SheetFileResponse, RowWrite & { column: string; file: File }>({
      query: ({ target, sheetTitle, blockId, column, file }) =>
        rowWriteRequests.upload(target, sheetTitle, blockId, column, file),
    }),
    deleteSheetRow: build.mutation<string, RowWrite & { rowId: string }>({
      query: ({ target, sheetTitle, blockId, rowId }) =>
        rowWriteRequests.remove(target, sheetTitle, blockId, rowId),
      transformResponse: (response: { deleted: string }) => response.deleted,
    }),
  }),
});

export const {
  useAddSheetRowMutation,
  useEditSheetRowMutation,
  useDuplicateSheetRowMutation,
  useDeleteSheetRowMutation,
  useUploadSheetFileMutation,
} = sheetRowsApi;
