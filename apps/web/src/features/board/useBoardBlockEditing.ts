import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks.js';
import { useBlockEditing, useReorderBlocks } from '../editor/blocks/useBlockEditing.js';
import { blockRemoved, blockSaved, blocksReordered, selectBoard } from './boardSlice.js';

/** Saves or deletes the tempo block of the board. */
export function useBoardBlockEditing() {
  const board = useAppSelector(selectBoard);
  const container = useMemo(() => ({ boardId: board.id }), [board.id]);
  return useBlockEditing({
    container,
    blocks: board.blocks,
    tempo: board.tempo_block,
    blockSaved,
    blockRemoved,
  });
}

/** Stores a new order of the board's blocks. */
export function useReorderBoardBlocks() {
  const boardId = useAppSelector((state) => state.board.id);
  const container = useMemo(() => ({ boardId }), [boardId]);
  return useReorderBlocks(container, blocksReordered);
}
