import {
  blockSettingsProblems,
  parseBlockSettings,
  settingsProblemText,
  type SettingsProblem,
} from '@tessera/domain';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { AUTOSAVE_DELAY_MS, Autosaver, type AutosaveStatus, type Validation } from './autosave.js';
import {
  emptyHistory,
  recordChange,
  redo as redoStep,
  undo as undoStep,
  type Settings,
} from './settingsHistory.js';
import { useLeaveGuard } from './useLeaveGuard.js';

type Options = {
  type: string;
  settings: Settings;
  /** A block not stored yet: it is added by the owner's Add Block, not saved as it changes. */
  isNew: boolean;
  onChange: (settings: Settings) => void;
  /** Stores a saved block's settings (autosave); rejects with the message to show. */
  onStore: (settings: Settings) => Promise<void>;
};

/** A block's settings problems, in the owner's words ("Figure 2 › Column: Choose a column."). */
export function settingsProblemsText(type: string, problems: readonly SettingsProblem[]): string {
  return problems.map((problem) => settingsProblemText(type, problem)).join(' ');
}

const validation =
  (type: string) =>
  (settings: Settings): Validation => {
    const parsed = parseBlockSettings(type, settings);
    return parsed.success
      ? { ok: true, settings: parsed.settings }
      : {
          ok: false,
          message:
            settingsProblemsText(type, blockSettingsProblems(type, settings)) || parsed.message,
        };
  };

/**
 * How the block panel edits settings: every change can be undone and redone (buttons, and
 * Ctrl/Cmd+Z, Shift+Z or Ctrl+Y in the panel); a saved block's changes are saved as they are made
 * (autosave), with where they are in `status`; leaving with changes not saved asks first.
 */
export function useSettingsEditing({ type, settings, isNew, onChange, onStore }: Options) {
  const [history, setHistory] = useState(emptyHistory);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'saved' });
  // One autosaver per panel (the panel is keyed by the block), from the settings it opened with.
  const [saver] = useState(() =>
    isNew
      ? null
      : new Autosaver({
          stored: settings,
          delayMs: AUTOSAVE_DELAY_MS,
          validate: validation(type),
          save: onStore,
          onStatus: setStatus,
        }),
  );
  useEffect(() => () => saver?.dispose(), [saver]);
  useEffect(() => {
    saver?.changed(settings);
  }, [saver, settings]);
  // A new block is unsaved once changed; a saved one while its changes are not stored.
  useLeaveGuard(isNew ? history.past.length > 0 : status.kind !== 'saved');

  const change = useCallback(
    (next: Settings) => {
      setHistory((current) => recordChange(current, settings, Date.now()));
      onChange(next);
    },
    [settings, onChange],
  );
  const step = (direction: 'undo' | 'redo') => {
    const result = (direction === 'undo' ? undoStep : redoStep)(history, settings);
    if (!result) return;
    setHistory(result.history);
    onChange(result.settings);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    const direction = key === 'y' || event.shiftKey ? 'redo' : 'undo';
    // Nothing to undo here: the field keeps its own undo.
    if ((direction === 'undo' ? history.past : history.future).length === 0) return;
    event.preventDefault();
    step(direction);
  };
  return {
    change,
    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    onKeyDown,
    /** Where a saved block's changes are; null for a new block. */
    status: saver ? status : null,
    /** Saves a saved block's changes now; resolves whether they are stored. */
    flush: () => saver?.flush() ?? Promise.resolve(true),
    /** What a saved block's editing stored (for the editor's history); null when nothing. */
    storedChange: () => saver?.storedChange ?? null,
    /** Stops saving (the block is being deleted). */
    stop: () => saver?.dispose(),
    /** Stores a saved block's settings as they were when the panel opened. */
    revert: () => saver?.revert() ?? Promise.resolve(true),
  };
}
