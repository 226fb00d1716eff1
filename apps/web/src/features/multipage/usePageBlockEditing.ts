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
import { blockRemoved, blockSaved, blocksReordered, selectPage } from './pageSlice.js';

/** Saves or deletes the page's tempo block: the server first (it puts new blocks above the footer). */
export function usePageBlockEditing() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const [createBlock] = useCreateBlockMutation();
  const [updateBlock] = useUpdateBlockMutation();
  const [deleteBlock] = useDeleteBlockMutation();
  const tempo = page.tempo_block;

  const save = useCallback(
    async (settings: Record<string, unknown>) => {
      if (!tempo) return;
      const result = isNewTempoBlock(page.blocks, tempo)
        ? await createBlock({ pageId: page.page_id, type: tempo.type, settings })
        : await updateBlock({ id: tempo.id, settings });
      if (result.error) throw new Error(apiErrorMessage(result.error) ?? undefined);
      dispatch(blockSaved(result.data));
    },
    [tempo, page.blocks, page.page_id, createBlock, updateBlock, dispatch],
  );

  const remove = useCallback(async () => {
    if (!tempo) return;
    const result = await deleteBlock(tempo.id);
    if (result.error) throw new Error(apiErrorMessage(result.error) ?? undefined);
    dispatch(blockRemoved(tempo.id));
  }, [tempo, deleteBlock, dispatch]);

  return { save, remove };
}

export function useReorderPageBlocks() {
  const dispatch = useAppDispatch();
  const pageId = useAppSelector((state) => state.page.page_id);
  const [reorderBlocks] = useReorderBlocksMutation();
  return useCallback(
    async (ids: string[]) => {
      const result = await reorderBlocks({ pageId, ids });
      if (result.error) {
        dispatch(toastShown({ kind: 'error', message: apiErrorMessage(result.error) ?? '' }));
        return;
      }
      dispatch(blocksReordered(result.data));
    },
    [pageId, reorderBlocks, dispatch],
  );
}
