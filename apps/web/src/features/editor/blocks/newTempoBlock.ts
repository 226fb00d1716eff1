import { nanoid } from '@reduxjs/toolkit';
import { createTempoBlock, type AvailableBlockType } from '@tessera/domain';
import type { EditedBlock } from '../../blockHost/tempoBlocks.js';

/**
 * New Block → a type: a block of that type with its defaults under a fresh temporary id, for
 * tempoBlockStarted (made here, where the settings schemas are, not in the slice the published
 * viewer shares).
 */
export function newTempoBlock(type: AvailableBlockType): EditedBlock {
  return createTempoBlock(type, `tmp-${nanoid()}`);
}
