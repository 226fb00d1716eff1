import { blockPageSize, blockScoresParameter } from '@tessera/domain';
import type { BuilderBlock } from '../builder/builder.port.js';
import type { SheetReadRequest } from './sheets.service.js';

/**
 * What a visitor (not an editor of the workspace) may ask of a block's sheet beyond its filters:
 * a scorecard only its own figures and no rows, item details only their one row (the record, else
 * the first kept), neither with a search, filter or sort that would single out another row; other
 * blocks no figures at all.
 * Editors keep the whole query: the editor previews settings not saved yet.
 */
export function visitorReadRequest(block: BuilderBlock, query: SheetReadRequest): SheetReadRequest {
  switch (block.type) {
    case 'scorecard':
      // Figures over what the block keeps: no search, filter or sort to single out one row.
      return {
        ...query,
        page: 1,
        page_size: 1,
        search: undefined,
        filter: undefined,
        sort: undefined,
        scores: blockScoresParameter(block),
      };
    case 'item details':
      return {
        ...query,
        page: 1,
        page_size: blockPageSize(block),
        search: undefined,
        filter: undefined,
        sort: undefined,
        scores: undefined,
      };
    default:
      return { ...query, scores: undefined };
  }
}

/** Blocks whose visitors get figures, never rows. */
export function readsNoRows(block: BuilderBlock): boolean {
  return block.type === 'scorecard';
}
