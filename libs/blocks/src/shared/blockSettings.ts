import type { BlockDto } from '@tessera/contracts';
import type {
  AvailableBlockType,
  BlockSettingsByType,
  ParseBlockSettingsResult,
} from '@tessera/domain';
import { createContext, useContext, useMemo } from 'react';

/** How a block's settings are read before it draws: its type's settings, or what is wrong. */
export type BlockSettingsReader = <T extends AvailableBlockType>(
  type: T,
  block: Pick<BlockDto, 'settings' | 'settings_problem'>,
) => ParseBlockSettingsResult<BlockSettingsByType[T]>;

/**
 * Settings as the server serves them: already read through the type's schema (toBlockDto in
 * libs/blocks-api), or with the problem that kept them from passing it. The published viewer
 * reads them so and carries no schema.
 */
export function servedBlockSettings<T extends AvailableBlockType>(
  _type: T,
  block: Pick<BlockDto, 'settings' | 'settings_problem'>,
): ParseBlockSettingsResult<BlockSettingsByType[T]> {
  return block.settings_problem === undefined
    ? { success: true, settings: block.settings as BlockSettingsByType[T] }
    : { success: false, message: block.settings_problem };
}

const BlockSettingsReaderContext = createContext<BlockSettingsReader>(servedBlockSettings);

/**
 * Where settings that may not have been through the server come from (an editor's unsaved block),
 * the app gives the reader that checks them (parsedBlockSettings); elsewhere blocks read them as
 * served.
 */
export const BlockSettingsReaderProvider = BlockSettingsReaderContext;

/** The block's settings as its type reads them, or the problem to show instead. */
export function useBlockSettings<T extends AvailableBlockType>(
  type: T,
  block: Pick<BlockDto, 'settings' | 'settings_problem'>,
): ParseBlockSettingsResult<BlockSettingsByType[T]> {
  const read = useContext(BlockSettingsReaderContext);
  const { settings, settings_problem } = block;
  return useMemo(
    () => read(type, { settings, settings_problem }),
    [read, type, settings, settings_problem],
  );
}
