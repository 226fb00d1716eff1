import type { BlockComments } from '@tessera/blocks';
import type { BlockDto } from '@tessera/contracts';
import { useCallback } from 'react';
import { commentCalls } from './blockCalls.js';
import type { SheetTarget } from './sheetRowRequests.js';

/**
 * How a board's or page's comments blocks read and write their comments: for saved comments
 * blocks only (the server knows a block once it is saved), on the host's `target`.
 */
export function useBlockComments(
  target: SheetTarget | null,
  savedBlocks: readonly { id: string }[],
): (block: BlockDto) => BlockComments | undefined {
  return useCallback(
    (block: BlockDto) => {
      if (block.type !== 'comments' || !target) return undefined;
      if (!savedBlocks.some((saved) => saved.id === block.id)) return undefined;
      const of = { target, blockId: block.id };
      return {
        load: (page) => commentCalls.read(of, page),
        post: async (body, name) => {
          await commentCalls.post(of, body, name);
        },
        remove: async (commentId) => {
          await commentCalls.remove(of, commentId);
        },
      };
    },
    [target, savedBlocks],
  );
}
