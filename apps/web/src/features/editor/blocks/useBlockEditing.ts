import type { PayloadActionCreator } from '@reduxjs/toolkit';
import type { BlockDto } from '@tessera/contracts';
import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../../../app/hooks.js';
import { apiErrorMessage } from '../../../shell/ui/errorMessage.js';
import { toastShown } from '../../toasts/toastsSlice.js';
import {
  useCreateBlockMutation,
  useDeleteBlockMutation,
  useReorderBlocksMutation,
  useUpdateBlockMutation,
} from './blocksApi.js';
import { isNewTempoBlock } from '../../blockHost/tempoBlocks.js';

/** The board or the page whose blocks are edited. */
export type BlockContainer = { boardId: string } | { pageId: string };

type TempoBlock = { id: string; type: string };

/** The container as one object while its id stays the same, so callbacks keep their identity. */
function useSameContainer(container: BlockContainer): BlockContainer {
  const boardId = 'boardId' in container ? container.boardId : null;
  const pageId = 'pageId' in container ? container.pageId : '';
  return useMemo(() => (boardId !== null ? { boardId } : { pageId }), [boardId, pageId]);
}

type BlockEditingOptions = {
  container: BlockContainer;
  blocks: readonly { id: string }[];
  tempo: TempoBlock | null | undefined;
  blockSaved: PayloadActionCreator<BlockDto>;
  blockRemoved: PayloadActionCreator<string>;
};

/**
 * Saves or deletes a tempo block: the server first (on a page it puts new blocks above the
 * footer), then the store of the board or page.
 */
export function useBlockEditing({
  container: given,
  blocks,
  tempo,
  blockSaved,
  blockRemoved,
}: BlockEditingOptions) {
  const container = useSameContainer(given);
  const dispatch = useAppDispatch();
  const [createBlock] = useCreateBlockMutation();
  const [updateBlock] = useUpdateBlockMutation();
  const [deleteBlock] = useDeleteBlockMutation();

  const save = useCallback(
    async (settings: Record<string, unknown>) => {
      if (!tempo) return;
      const result = isNewTempoBlock(blocks, tempo)
        ? await createBlock({ ...container, type: tempo.type, settings })
        : await updateBlock({ id: tempo.id, settings });
      if (result.error) throw new Error(apiErrorMessage(result.error) ?? undefined);
      dispatch(blockSaved(result.data));
    },
    [tempo, blocks, container, createBlock, updateBlock, dispatch, blockSaved],
  );

  const remove = useCallback(async () => {
    if (!tempo) return;
    const result = await deleteBlock(tempo.id);
    if (result.error) throw new Error(apiErrorMessage(result.error) ?? undefined);
    dispatch(blockRemoved(tempo.id));
  }, [tempo, deleteBlock, dispatch, blockRemoved]);

  return { save, remove };
}

/** Stores a new block order (PUT /api/blocks/order); a failure leaves the order as it was. */
export function useReorderBlocks(
  given: BlockContainer,
  blocksReordered: PayloadActionCreator<BlockDto[]>,
) {
  const container = useSameContainer(given);
  const dispatch = useAppDispatch();
  const [reorderBlocks] = useReorderBlocksMutation();
  return useCallback(
    async (ids: string[]) => {
      const result = await reorderBlocks({ ...container, ids });
      if (result.error) {
        dispatch(toastShown({ kind: 'error', message: apiErrorMessage(result.error) ?? '' }));
        return;
      }
      dispatch(blocksReordered(result.data));
    },
    [container, reorderBlocks, dispatch, blocksReordered],
  );
}
