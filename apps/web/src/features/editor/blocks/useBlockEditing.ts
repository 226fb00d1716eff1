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
import { useBlockHistory } from '../history/BlockHistory.js';

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
  blocks: readonly BlockDto[];
  tempo: TempoBlock | null | undefined;
  blockSaved: PayloadActionCreator<BlockDto>;
  blockStored: PayloadActionCreator<BlockDto>;
  blockRemoved: PayloadActionCreator<string>;
};

/**
 * Saves, stores (autosave) or deletes a tempo block: the server first (on a page it puts new
 * blocks above the footer), then the store of the board or page.
 */
export function useBlockEditing({
  container: given,
  blocks,
  tempo,
  blockSaved,
  blockStored,
  blockRemoved,
}: BlockEditingOptions) {
  const container = useSameContainer(given);
  const dispatch = useAppDispatch();
  const history = useBlockHistory();
  const [createBlock] = useCreateBlockMutation();
  const [updateBlock] = useUpdateBlockMutation();
  const [deleteBlock] = useDeleteBlockMutation();

  const save = useCallback(
    async (settings: Record<string, unknown>) => {
      if (!tempo) return;
      const isNew = isNewTempoBlock(blocks, tempo);
      const result = isNew
        ? await createBlock({ ...container, type: tempo.type, settings })
        : await updateBlock({ id: tempo.id, settings });
      if (result.error) throw new Error(apiErrorMessage(result.error) ?? undefined);
      dispatch(blockSaved(result.data));
      if (isNew) history?.added(result.data);
    },
    [tempo, blocks, container, createBlock, updateBlock, dispatch, blockSaved, history],
  );

  /** Stores a saved block's changed settings and keeps it open (autosave). */
  const store = useCallback(
    async (id: string, settings: Record<string, unknown>) => {
      const result = await updateBlock({ id, settings });
      if (result.error) throw new Error(apiErrorMessage(result.error) ?? undefined);
      dispatch(blockStored(result.data));
    },
    [updateBlock, dispatch, blockStored],
  );

  const remove = useCallback(async () => {
    if (!tempo) return;
    const index = blocks.findIndex((block) => block.id === tempo.id);
    const saved = blocks[index];
    const result = await deleteBlock(tempo.id);
    if (result.error) throw new Error(apiErrorMessage(result.error) ?? undefined);
    dispatch(blockRemoved(tempo.id));
    if (saved) history?.removed(saved, index);
  }, [tempo, blocks, deleteBlock, dispatch, blockRemoved, history]);

  return { save, store, remove };
}

/** Stores a new block order (PUT /api/blocks/order); a failure leaves the order as it was. */
export function useReorderBlocks(
  given: BlockContainer,
  blocksReordered: PayloadActionCreator<BlockDto[]>,
) {
  const container = useSameContainer(given);
  const dispatch = useAppDispatch();
  const history = useBlockHistory();
  const [reorderBlocks] = useReorderBlocksMutation();
  return useCallback(
    /** `ids` the new order, `previous` the order it replaces (for undo). */
    async (ids: string[], previous: readonly string[]) => {
      const result = await reorderBlocks({ ...container, ids });
      if (result.error) {
        dispatch(toastShown({ kind: 'error', message: apiErrorMessage(result.error) ?? '' }));
        return;
      }
      dispatch(blocksReordered(result.data));
      history?.moved(previous, ids);
    },
    [container, reorderBlocks, dispatch, blocksReordered, history],
  );
}

/**
 * Stores new settings of a saved block changed on the canvas rather than in its panel (a resize,
 * a drop on a board section), as one step of the undo history. Answers whether it was stored; a
 * failure is shown and leaves the block as it was.
 */
export function useChangeBlockSettings(blockStored: PayloadActionCreator<BlockDto>) {
  const dispatch = useAppDispatch();
  const history = useBlockHistory();
  const [updateBlock] = useUpdateBlockMutation();
  return useCallback(
    async (block: BlockDto, settings: Record<string, unknown>): Promise<boolean> => {
      const result = await updateBlock({ id: block.id, settings });
      if (result.error) {
        dispatch(toastShown({ kind: 'error', message: apiErrorMessage(result.error) ?? '' }));
        return false;
      }
      dispatch(blockStored(result.data));
      history?.edited(block.id, block.settings, result.data.settings);
      return true;
    },
    [updateBlock, dispatch, blockStored, history],
  );
}
