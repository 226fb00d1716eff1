/** Settings as the block editor holds them. */
export type Settings = Record<string, unknown>;

/**
 * The undo and redo history of one block's settings while its panel is open: the states before
 * each change (`past`, newest last) and those undone (`future`, next first). Changes that come in
 * quick succession (typing a title) are one step.
 */
export type SettingsHistory = {
  past: Settings[];
  future: Settings[];
  /** When the last change was recorded (ms), to join the next one to it. */
  lastChangeAt: number | null;
};

/** Changes closer together than this are one undo step. */
export const JOIN_CHANGES_WITHIN_MS = 800;
/** The most undo steps kept for a block. */
export const MAX_UNDO_STEPS = 100;

export const emptyHistory = (): SettingsHistory => ({ past: [], future: [], lastChangeAt: null });

/** The history after the settings changed from `before` (at `now`): redo is no longer possible. */
export function recordChange(
  history: SettingsHistory,
  before: Settings,
  now: number,
): SettingsHistory {
  const joined =
    history.lastChangeAt !== null &&
    now - history.lastChangeAt < JOIN_CHANGES_WITHIN_MS &&
    history.past.length > 0;
  const past = joined ? history.past : [...history.past, before].slice(-MAX_UNDO_STEPS);
  return { past, future: [], lastChangeAt: now };
}

/** One step back from `current`: the settings to show, and the history after; null when none. */
export function undo(
  history: SettingsHistory,
  current: Settings,
): { settings: Settings; history: SettingsHistory } | null {
  const settings = history.past.at(-1);
  if (!settings) return null;
  return {
    settings,
    history: {
      past: history.past.slice(0, -1),
      future: [current, ...history.future],
      lastChangeAt: null,
    },
  };
}

/** One undone step again. */
export function redo(
  history: SettingsHistory,
  current: Settings,
): { settings: Settings; history: SettingsHistory } | null {
  const [settings, ...future] = history.future;
  if (!settings) return null;
  return {
    settings,
    history: { past: [...history.past, current], future, lastChangeAt: null },
  };
}
