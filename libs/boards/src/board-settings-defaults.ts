import { boardSettingsSchema } from '@tessera/contracts';
import { BOARD_DEFAULTS } from '@tessera/domain';

/**
 * The defaults of the board settings a board stores (hide_filters true, the spec's colours...).
 * Only stored settings: the store's own state (current panel, filters, search) is the browser's,
 * and an answer merged into the store must not reset it.
 */
export const BOARD_SETTING_DEFAULTS: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(BOARD_DEFAULTS).filter(
    ([key]) => key in boardSettingsSchema.shape && key !== 'public',
  ),
);

/** The stored settings over their defaults. */
export function withBoardDefaults(settings: Record<string, unknown>): Record<string, unknown> {
  return { ...BOARD_SETTING_DEFAULTS, ...settings };
}
