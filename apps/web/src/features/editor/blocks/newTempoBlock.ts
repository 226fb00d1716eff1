import { nanoid } from '@reduxjs/toolkit';
import { createTempoBlock, type AvailableBlockType, type StartingSheet } from '@tessera/domain';
import type { EditedBlock } from '../../blockHost/tempoBlocks.js';

/**
 * New Block → a type: a block of that type under a fresh temporary id, started on the board's or
 * page's sheets (its sheet and fitting columns), for tempoBlockStarted (made here, where the
 * settings schemas are, not in the slice the published viewer shares).
 */
export function newTempoBlock(
  type: AvailableBlockType,
  sheets: readonly StartingSheet[] = [],
): EditedBlock {
  return createTempoBlock(type, `tmp-${nanoid()}`, sheets);
}
