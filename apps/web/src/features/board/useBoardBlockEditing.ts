import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { toastShown } from '../toasts/toastsSlice.js';
import {
  useCreateBlockMutation,
  useDeleteBlockMutation,
  useReorderBlocksMutation,
  useUpdateBlockMutation,
} from '../viewer/blocksApi.js';
import { isNewTempoBlock } from '../viewer/tempoBlocks.js';
import { blockRemoved, blockSaved, blocksReordered, selectBoard } from './boardSlice.js';

/** Saves or deletes the tempo block of the board: the server first, then the store. */
export function useBoardBlockEditing() {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoard);
  const [createBlock] = useCreateBlockMutation();
  const [updateBlock] = useUpdateBlockMutation();
  const [deleteBlock] = useDeleteBlockMutation();
  const tempo = board.tempo_block;

  const save = useCallback(
    async (settings: Record<string, unknown>) => {
      if (!tempo) return;
      const result = isNewTempoBlock(board.blocks, tempo)
        ? await createBlock({ boardId: board.id, type: tempo.type, settings })
        : await updateBlock({ id: tempo.id, settings });
      if (result.error) throw new Error(apiErrorMessage(result.error) ?? undefined);
      dispatch(blockSaved(result.data));
    },
    [tempo, board.blocks, board.id, createBlock, updateBlock, dispatch],
  );

  const remove = useCallback(async () => {
    if (!tempo) return;
    const result = await deleteBlock(tempo.id);
    if (result.error) throw new Error(apiErrorMessage(result.error) ?? undefined);
    dispatch(blockRemoved(tempo.id));
  }, [tempo, deleteBlock, dispatch]);

  return { save, remove };
}

/** Stores a new block order (PUT /api/blocks/order); a failure leaves the order as it was. */
export function useReorderBoardBlocks() {
  const dispatch = useAppDispatch();
  const boardId = useAppSelector((state) => state.board.id);
  const [reorderBlocks] = useReorderBlocksMutation();
  return useCallback(
    async (ids: string[]) => {
      const result = await reorderBlocks({ boardId, ids });
      if (result.error) {
        dispatch(toastShown({ kind: 'error', message: apiErrorMessage(result.error) ?? '' }));
        return;
      }
      dispatch(blocksReordered(result.data));
    },
    [boardId, reorderBlocks, dispatch],
  );
}
