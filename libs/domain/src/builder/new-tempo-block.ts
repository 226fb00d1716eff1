import {
  defaultBlockSettings,
  parseBlockSettings,
  type BlockSettingsByType,
} from '../blocks/block-settings.js';
import type { AvailableBlockType } from '../blocks/block-types.js';
import { GRID_COLUMNS } from '../blocks/block-width.js';
import { withBlockSpan } from '../blocks/block-width-settings.js';
import { startingSettings, type StartingSheet } from './starting-settings.js';
import type { TempoBlock } from './tempo-block.js';

/** Types that start on the whole row: their columns or weeks need the room (half is the default). */
const STARTS_FULL_WIDTH: ReadonlySet<AvailableBlockType> = new Set(['table', 'grid', 'calendar']);

/**
 * A new tempo block under a fresh id: the type's defaults, started on the spreadsheet's sheets
 * when they are known (startingSettings), and on the whole row for the types that need it. Should
 * the start not pass the type's schema, the defaults alone.
 */
export function createTempoBlock<T extends AvailableBlockType>(
  type: T,
  newId: string,
  sheets: readonly StartingSheet[] = [],
): TempoBlock<T> {
  const defaults = { type, settings: defaultBlockSettings(type) as Record<string, unknown> };
  const started = parseBlockSettings(type, {
    ...(STARTS_FULL_WIDTH.has(type) ? withBlockSpan(defaults, GRID_COLUMNS) : defaults.settings),
    ...startingSettings(type, sheets),
  });
  const settings: BlockSettingsByType[T] = started.success
    ? started.settings
    : defaultBlockSettings(type);
  return {
    id: newId,
    type,
    section: settings.section,
    sheet_title: 'sheet_title' in settings ? settings.sheet_title : '',
    settings,
    temp_block: true,
  };
}
