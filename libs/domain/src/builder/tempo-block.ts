import type { BlockSettingsByType } from '../blocks/block-settings.js';
import type { AvailableBlockType } from '../blocks/block-types.js';

/** The unsaved block being edited (editor-viewer-shell §4, tempo_block). */
export type TempoBlock<T extends AvailableBlockType = AvailableBlockType> = {
  id: string;
  type: T;
  section: string;
  sheet_title: string;
  settings: BlockSettingsByType[T];
  temp_block: true;
};

export type TempoBlockMode = 'add' | 'replace' | 'remove';

type ListedBlock = { id: string; type: string };

/** Where a new block goes: before the footer of a multi-page app, else at the end. */
export function insertionIndex(blocks: readonly ListedBlock[], multipage: boolean): number {
  const last = blocks[blocks.length - 1];
  return multipage && last?.type === 'footer' ? blocks.length - 1 : blocks.length;
}

/**
 * The block list once the tempo block is added, replaces its saved version, or is removed.
 * Adding a block already listed replaces it, so a double submit cannot duplicate it.
 */
export function applyTempoBlock<B extends ListedBlock>(
  blocks: readonly B[],
  tempo: B,
  mode: TempoBlockMode,
  { multipage }: { multipage: boolean },
): B[] {
  const listed = blocks.some((block) => block.id === tempo.id);
  switch (mode) {
    case 'add': {
      if (listed) return blocks.map((block) => (block.id === tempo.id ? tempo : block));
      const at = insertionIndex(blocks, multipage);
      return [...blocks.slice(0, at), tempo, ...blocks.slice(at)];
    }
    case 'replace':
      return blocks.map((block) => (block.id === tempo.id ? tempo : block));
    case 'remove':
      return blocks.filter((block) => block.id !== tempo.id);
  }
}
