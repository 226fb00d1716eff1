import type { CommentsResponse, PostCommentResponse } from '@tessera/contracts';
import { api } from '../../api/api.js';
import type { SheetTarget } from './sheetRowRequests.js';

/** Where a board's or an app page's comments blocks keep their comments. */
export function commentsPath(target: SheetTarget): string {
  switch (target.kind) {
    case 'board':
      return `/api/board/${encodeURIComponent(target.spreadsheetId)}/comments`;
    case 'page':
      return '/v3/api/page/comments';
  }
}

type CommentsOf = { target: SheetTarget; blockId: string };

/**
 * The comments of comments blocks. The page's record (the global `record` parameter) goes with
 * every call, so a detail page's comments are about its row.
 */
export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    readComments: build.query<CommentsResponse, CommentsOf & { page: number }>({
      query: ({ target, blockId, page }) => ({
        url: commentsPath(target),
        method: 'GET',
        params: { block_id: blockId, page: String(page) },
      }),
      // The block keeps what it shows; a reload after a post must ask the server again.
      keepUnusedDataFor: 0,
    }),
    postComment: build.mutation<PostCommentResponse, CommentsOf & { body: string; name: string }>({
      query: ({ target, blockId, body, name }) => ({
        url: commentsPath(target),
        method: 'POST',
        data: { block_id: blockId, body, ...(name ? { name } : {}) },
      }),
    }),
    deleteComment: build.mutation<{ deleted: string }, CommentsOf & { commentId: string }>({
      query: ({ target, blockId, commentId }) => ({
        url: `${commentsPath(target)}/${encodeURIComponent(commentId)}`,
        method: 'DELETE',
        params: { block_id: blockId },
      }),
    }),
  }),
});
