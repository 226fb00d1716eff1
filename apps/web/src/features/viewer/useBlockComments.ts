import type { BlockComments } from '@tessera/blocks';
import type { BlockDto } from '@tessera/contracts';
import { useCallback } from 'react';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { commentsApi } from './commentsApi.js';
import type { SheetTarget } from './sheetRowRequests.js';

/** The server's message of a failed call (the generic text when it sent none). */
async function settled<T>(call: { unwrap: () => Promise<T> }): Promise<T> {
  try {
    return await call.unwrap();
  } catch (error) {
    throw new Error(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]) ?? undefined);
  }
}

/**
 * How a board's or page's comments blocks read and write their comments: for saved comments
 * blocks only (the server knows a block once it is saved), on the host's `target`.
 */
export function useBlockComments(
  target: SheetTarget | null,
  savedBlocks: readonly { id: string }[],
): (block: BlockDto) => BlockComments | undefined {
  const [readComments] = commentsApi.useLazyReadCommentsQuery();
  const [postComment] = commentsApi.usePostCommentMutation();
  const [deleteComment] = commentsApi.useDeleteCommentMutation();
  return useCallback(
    (block: BlockDto) => {
      if (block.type !== 'comments' || !target) return undefined;
      if (!savedBlocks.some((saved) => saved.id === block.id)) return undefined;
      const of = { target, blockId: block.id };
      return {
        load: (page) => settled(readComments({ ...of, page })),
        post: async (body, name) => {
          await settled(postComment({ ...of, body, name }));
        },
        remove: async (commentId) => {
          await settled(deleteComment({ ...of, commentId }));
        },
      };
    },
    [target, savedBlocks, readComments, postComment, deleteComment],
  );
}
