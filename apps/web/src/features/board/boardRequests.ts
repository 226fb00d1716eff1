import type { BoardMetadataResponse } from '@tessera/contracts';
import { httpClient } from '../../api/httpClient.js';
import { readSheetRows } from '../viewer/readSheetRows.js';
import type { BoardRequests } from './boardWorkflows.js';

/** The board's reads over the shared axios client (it adds board, referer, _id, _email, _filters). */
export const boardRequests: BoardRequests = {
  async fetchMetadata() {
    const response = await httpClient.post<BoardMetadataResponse>('/api/board/update-metadata', {});
    return response.data;
  },
  *fetchSheet(request, { spreadsheetId }) {
    if (!spreadsheetId) throw new Error('This board has no spreadsheet.');
    return yield* readSheetRows({ kind: 'board', spreadsheetId }, request);
  },
};
