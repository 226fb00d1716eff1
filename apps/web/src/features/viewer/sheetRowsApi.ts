import type { SheetDataResponse, SheetFileResponse, SheetRow } from '@tessera/contracts';
import { api } from '../../api/api.js';
import type { SheetRequest } from './blockData.js';
import { sheetReadOf } from './sheetReadRequest.js';
import { rowWriteRequests, type SheetTarget } from './sheetRowRequests.js';

type RowWrite = { target: SheetTarget; sheetTitle: string; blockId: string };

/**
 * A block's rows as asked for: the sheet, page, search, sort and filters, in the viewer's zone;
 * `read` tells each read from the others (it is not sent).
 */
export type SheetRowsRead = {
  target: SheetTarget;
  request: SheetRequest;
  timeZone?: string;
  read: number;
};

/**
 * A sheet's rows, read for blocks (the block-data workflows start the reads and keep the rows in
 * the board's or page's store), and the rows written from blocks (forms, add-row forms, row
 * actions, edited cells) with the files those blocks send for their columns: one client stack.
 */
export const sheetRowsApi = api.injectEndpoints({
  endpoints: (build) => ({
    readSheetRows: build.query<SheetDataResponse, SheetRowsRead>({
      query: ({ target, request, timeZone }) => {
        const { url, params } = sheetReadOf(target, request, timeZone);
        return { url, method: 'GET', params };
      },
      // The host's store keeps what a block shows; RTK Query's copy goes once it is handed over.
      keepUnusedDataFor: 0,
    }),
    addSheetRow: build.mutation<
      SheetRow,
      RowWrite & { values: Record<string, string>; honeypot?: string | undefined }
    >({
      query: ({ target, sheetTitle, blockId, values, honeypot }) =>
        rowWriteRequests.add(target, sheetTitle, blockId, values, honeypot),
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
    sendApiCall: build.mutation<{ sent: true }, RowWrite & { rowId: string; action: number }>({
      query: ({ target, sheetTitle, blockId, rowId, action }) =>
        rowWriteRequests.apiCall(target, sheetTitle, blockId, rowId, action),
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
  useSendApiCallMutation,
} = sheetRowsApi;
