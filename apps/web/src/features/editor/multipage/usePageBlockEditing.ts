import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks.js';
import { useBlockEditing, useReorderBlocks } from '../blocks/useBlockEditing.js';
import {
  blockRemoved,
  blockSaved,
  blocksReordered,
  selectPage,
} from '../../multipage/pageSlice.js';

/** Saves or deletes the page's tempo block (the server puts new blocks above the footer). */
export function usePageBlockEditing() {
  const page = useAppSelector(selectPage);
  const container = useMemo(() => ({ pageId: page.page_id }), [page.page_id]);
  return useBlockEditing({
    container,
    blocks: page.blocks,
    tempo: page.tempo_block,
    blockSaved,
    blockRemoved,
  });
}

/** Stores a new order of the page's blocks. */
export function useReorderPageBlocks() {
  const pageId = useAppSelector((state) => state.page.page_id);
  const container = useMemo(() => ({ pageId }), [pageId]);
  return useReorderBlocks(container, blocksReordered);
}
