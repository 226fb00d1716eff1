import { parseBlockSettings } from '@tessera/domain';
import type { BlockSettingsReader } from './blockSettings.js';

/**
 * Settings read through the type's schema here, as the server does: for the builder, whose blocks
 * may carry edits not saved yet (defaults filled, each field at fault named). Never used by the
 * published viewer, which draws settings as served (servedBlockSettings).
 */
export const parsedBlockSettings: BlockSettingsReader = (type, block) =>
  parseBlockSettings(type, block.settings);
