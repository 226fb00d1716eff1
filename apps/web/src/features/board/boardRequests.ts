import type { BoardMetadataResponse, SheetDataResponse } from '@tessera/contracts';
import { httpClient } from '../../api/httpClient.js';
import { viewerTimeZone } from '../viewer/viewerTimeZone.js';
import type { BoardRequests } from './boardWorkflows.js';

/** The board's reads over the shared axios client (it adds board, referer, _id, _email, _filters). */
export const boardRequests: BoardRequests = {
  async fetchMetadata() {
    const response = await httpClient.post<BoardMetadataResponse>('/api/board/update-metadata', {});
    return response.data;
  },
  async fetchSheet({ sheetTitle, ...query }, { spreadsheetId }) {
    if (!spreadsheetId) throw new Error('This board has no spreadsheet.');
    const response = await httpClient.get<SheetDataResponse>(
      `/api/board/${encodeURIComponent(spreadsheetId)}/sheet/${encodeURIComponent(sheetTitle)}`,
      { params: { ...query, tz: viewerTimeZone() } },
    );
    return response.data;
  },
};
