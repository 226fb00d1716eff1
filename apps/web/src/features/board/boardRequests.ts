import type { BoardMetadataResponse, SheetDataResponse } from '@tessera/contracts';
import { httpClient } from '../../api/httpClient.js';
import { sheetReadOf } from '../viewer/sheetReadRequest.js';
import { viewerTimeZone } from '../viewer/viewerTimeZone.js';
import type { BoardRequests } from './boardWorkflows.js';

/** The board's reads over the shared axios client (it adds board, referer, _id, _email, _filters). */
export const boardRequests: BoardRequests = {
  async fetchMetadata() {
    const response = await httpClient.post<BoardMetadataResponse>('/api/board/update-metadata', {});
    return response.data;
  },
  async fetchSheet(request, { spreadsheetId }) {
    if (!spreadsheetId) throw new Error('This board has no spreadsheet.');
    const { url, params } = sheetReadOf(
      { kind: 'board', spreadsheetId },
      request,
      viewerTimeZone(),
    );
    const response = await httpClient.get<SheetDataResponse>(url, { params });
    return response.data;
  },
};
