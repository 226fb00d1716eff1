import type { CommentsResponse, MapPlacesResponse } from '@tessera/contracts';
import type { AxiosRequestConfig } from 'axios';
import { errorMessageOf, httpClient } from '../../api/httpClient.js';
import { sheetPath, type SheetTarget } from './sheetRowRequests.js';

/**
 * Calls a block makes through its host and shows the answer of at once (no store keeps it): a
 * comments block's comments, a map block's places. The page's global parameters (its record)
 * go with each; a failure rejects with the message to show.
 */
async function call<T>(request: AxiosRequestConfig): Promise<T> {
  try {
    return (await httpClient.request<T>(request)).data;
  } catch (error) {
    throw new Error(errorMessageOf(error));
  }
}

function commentsPath(target: SheetTarget): string {
  switch (target.kind) {
    case 'board':
      return `/api/board/${encodeURIComponent(target.spreadsheetId)}/comments`;
    case 'page':
      return '/v3/api/page/comments';
  }
}

type BlockOn = { target: SheetTarget; blockId: string };

export const commentCalls = {
  read: ({ target, blockId }: BlockOn, page: number) =>
    call<CommentsResponse>({
      url: commentsPath(target),
      params: { block_id: blockId, page: String(page) },
    }),
  post: ({ target, blockId }: BlockOn, body: string, name: string) =>
    call<unknown>({
      url: commentsPath(target),
      method: 'POST',
      data: { block_id: blockId, body, ...(name ? { name } : {}) },
    }),
  remove: ({ target, blockId }: BlockOn, commentId: string) =>
    call<unknown>({
      url: `${commentsPath(target)}/${encodeURIComponent(commentId)}`,
      method: 'DELETE',
      params: { block_id: blockId },
    }),
};

/** Where a saved map block's rows are, geocoded by the server. */
export const readMapPlaces = ({ target, blockId }: BlockOn, sheetTitle: string) =>
  call<MapPlacesResponse>({
    url: `${sheetPath(target, sheetTitle)}/map-places`,
    params: { block_id: blockId },
  });
