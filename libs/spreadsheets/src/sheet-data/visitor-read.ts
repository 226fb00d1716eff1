import { blockPageSize, blockScoresParameter, parseBlockSettings } from '@tessera/domain';
import type { BuilderBlock } from '../builder/builder.port.js';
import type { SheetReadRequest } from './sheets.service.js';

/**
 * What a visitor (not an editor of the workspace) may ask of a block's sheet beyond its filters:
 * a scorecard only its own figures and no rows, item details only their one row (the record, else
 * the first kept), neither with a search, filter or sort that would single out another row; a
 * form or event no search, filter or sort either (their rows are other visitors' answers, see
 * visitorRowColumns); other blocks no figures at all.
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
    case 'form':
    case 'event':
      return { ...query, search: undefined, filter: undefined, sort: undefined, scores: undefined };
    default:
      return { ...query, scores: undefined };
  }
}

/**
 * Blocks whose visitors get no rows: a scorecard (figures only), an event (it only adds
 * registrations) and a form without choices from its sheet.
 */
export function readsNoRows(block: BuilderBlock): boolean {
  if (block.type === 'scorecard' || block.type === 'event') return true;
  return block.type === 'form' && visitorRowColumns(block)?.length === 0;
}

/**
 * The columns a visitor receives of each row through the block; null for all of them. A form adds
 * rows rather than shows them, so the answers others sent stay hidden: it reads only the columns
 * its select fields take their choices from (`from_google_sheet`).
 */
export function visitorRowColumns(block: BuilderBlock): readonly string[] | null {
  if (block.type !== 'form') return null;
  const parsed = parseBlockSettings('form', block.settings);
  if (!parsed.success) return [];
  return parsed.settings.axis
    .filter(
      (axis) => (axis.type === 'select' || axis.type === 'multi-select') && axis.from_google_sheet,
    )
    .map((axis) => axis.source || axis.column);
}
