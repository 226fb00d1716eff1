import { defaultBlockSettings } from '../blocks/block-settings.js';
import type { AvailableBlockType } from '../blocks/block-types.js';
import type { TempoBlock } from './tempo-block.js';

/** A new tempo block from the type's defaults under a fresh id. */
export function createTempoBlock<T extends AvailableBlockType>(
  type: T,
  newId: string,
): TempoBlock<T> {
  const settings = defaultBlockSettings(type);
  return {
    id: newId,
    type,
    section: settings.section,
    sheet_title: 'sheet_title' in settings ? settings.sheet_title : '',
    settings,
    temp_block: true,
  };
}
