import { useState } from 'react';
import { BlockSettingsForm, type SettingsFormContext } from '@tessera/blocks/settings';
import {
  BLOCK_TYPES,
  blockSettingsProblems,
  isAvailableBlockType,
  parseBlockSettings,
  SHELL_LABELS,
} from '@tessera/domain';
import type { EditedBlock } from '../../blockHost/tempoBlocks.js';
import { autosaveText } from '../history/autosave.js';
import { HistoryButtons } from '../history/HistoryButtons.js';
import { settingsProblemsText, useSettingsEditing } from '../history/useSettingsEditing.js';
import styles from './editor.module.css';

type Props = {
  tempo: EditedBlock;
  isNew: boolean;
  context: SettingsFormContext;
  onChange: (settings: Record<string, unknown>) => void;
  /** Adds a new block with the validated settings; rejects with the message to show. */
  onSave: (settings: Record<string, unknown>) => Promise<void>;
  /** Stores a saved block's validated settings as they change (autosave). */
  onStore: (id: string, settings: Record<string, unknown>) => Promise<void>;
  onDelete?: () => Promise<void>;
  /** Closes the panel; a new block is dropped, a saved one shows as stored. */
  onClose: () => void;
  /** A saved block's panel closed with its settings changed: one step of the editor's history. */
  onEdited?: (before: Record<string, unknown>, after: Record<string, unknown>) => void;
};

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The right panel editing the tempo block: its settings form with undo and redo. A new block is
 * added with Add Block (Cancel drops it); a saved block's changes are saved as they are made,
 * Done closes the panel once they are, and Cancel stores the settings it opened with.
 */
export function BlockEditorPanel({
  tempo,
  isNew,
  context,
  onChange,
  onSave,
  onStore,
  onDelete,
  onClose,
  onEdited,
}: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Once the owner tried to add the block, its problems show under their fields as they type.
  const [attempted, setAttempted] = useState(false);
  const label = BLOCK_TYPES.find((entry) => entry.type === tempo.type)?.label ?? tempo.type;
  const editing = useSettingsEditing({
    type: tempo.type,
    settings: tempo.settings,
    isNew,
    onChange,
    onStore: (settings) => onStore(tempo.id, settings),
  });

  /** A saved block: its changes stored (now, if they were waiting), then the panel closes. */
  async function finish(how: 'flush' | 'revert') {
    setBusy(true);
    setProblem(null);
    const stored = await (how === 'flush' ? editing.flush() : editing.revert());
    setBusy(false);
    if (stored) {
      const change = how === 'flush' ? editing.storedChange() : null;
      if (change) onEdited?.(change.before, change.after);
      onClose();
    } else if (how === 'revert')
      setProblem('The block could not be put back as it was (see above).');
  }

  async function save() {
    if (!isNew) return finish('flush');
    const parsed = parseBlockSettings(tempo.type, tempo.settings);
    if (!parsed.success) {
      // Shown from the settings as they are (summary), so they go as the owner fixes them.
      setAttempted(true);
      setProblem(null);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onSave(parsed.settings);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!onDelete) return;
    // No change waiting to be saved races the delete.
    editing.stop();
    setBusy(true);
    try {
      await onDelete();
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  }

  // Problems show under their fields once the owner tried to add the block, or autosave could not.
  const fieldProblems =
    attempted || editing.status?.kind === 'invalid'
      ? blockSettingsProblems(tempo.type, tempo.settings)
      : undefined;
  // A new block's problems follow the owner's fixes; other problems stay until the next try.
  const summary =
    attempted && fieldProblems && fieldProblems.length > 0
      ? settingsProblemsText(tempo.type, fieldProblems)
      : problem;

  return (
    <aside
      className={styles.rightPanel}
      aria-label={`${label} block settings`}
      onKeyDown={editing.onKeyDown}
    >
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>
          {isNew ? `New ${label} block` : `Edit ${label} block`}
        </h2>
        <div className={styles.historyButtons}>
          <HistoryButtons
            className={styles.toolButton}
            look="arrows"
            undo={{
              enabled: editing.canUndo && !busy,
              title: 'Undo (Ctrl+Z)',
              onClick: editing.undo,
            }}
            redo={{
              enabled: editing.canRedo && !busy,
              title: 'Redo (Ctrl+Shift+Z)',
              onClick: editing.redo,
            }}
          />
          <button
            type="button"
            className={styles.closeButton}
            aria-label="Close"
            disabled={busy}
            onClick={() => (isNew ? onClose() : void finish('flush'))}
          >
            ×
          </button>
        </div>
      </div>
      {editing.status ? (
        <p
          role="status"
          className={
            editing.status.kind === 'invalid' || editing.status.kind === 'failed'
              ? styles.error
              : styles.muted
          }
        >
          {autosaveText(editing.status)}
        </p>
      ) : null}
      {isAvailableBlockType(tempo.type) ? (
        <BlockSettingsForm
          type={tempo.type}
          settings={tempo.settings}
          onChange={editing.change}
          problems={fieldProblems}
          context={context}
        />
      ) : (
        <p className={styles.muted}>The {tempo.type} block cannot be edited yet.</p>
      )}
      {summary ? (
        <p role="alert" className={styles.error}>
          {summary}
        </p>
      ) : null}
      <div className={styles.panelActions}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => void save()}
        >
          {isNew ? SHELL_LABELS.addBlock : 'Done'}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          onClick={() => (isNew ? onClose() : void finish('revert'))}
        >
          Cancel
        </button>
        {!isNew && onDelete ? (
          confirmingDelete ? (
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => void remove()}
            >
              Confirm delete
            </button>
          ) : (
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => setConfirmingDelete(true)}
            >
              Delete block
            </button>
          )
        ) : null}
      </div>
    </aside>
  );
}
