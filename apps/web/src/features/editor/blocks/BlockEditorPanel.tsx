import { useState } from 'react';
import { BlockSettingsForm, type SettingsFormContext } from '@tessera/blocks/settings';
import {
  BLOCK_TYPES,
  isAvailableBlockType,
  parseBlockSettings,
  SHELL_LABELS,
} from '@tessera/domain';
import type { EditedBlock } from '../../blockHost/tempoBlocks.js';
import styles from './editor.module.css';

type Props = {
  tempo: EditedBlock;
  isNew: boolean;
  context: SettingsFormContext;
  onChange: (settings: Record<string, unknown>) => void;
  /** Stores the validated settings; rejects with the message to show. */
  onSave: (settings: Record<string, unknown>) => Promise<void>;
  onDelete?: () => Promise<void>;
  onCancel: () => void;
};

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The right panel editing the tempo block: its settings form, then Add Block / Save. */
export function BlockEditorPanel({
  tempo,
  isNew,
  context,
  onChange,
  onSave,
  onDelete,
  onCancel,
}: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const label = BLOCK_TYPES.find((entry) => entry.type === tempo.type)?.label ?? tempo.type;

  async function save() {
    const parsed = parseBlockSettings(tempo.type, tempo.settings);
    if (!parsed.success) {
      setProblem(parsed.message);
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
    setBusy(true);
    try {
      await onDelete();
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  }

  return (
    <aside className={styles.rightPanel} aria-label={`${label} block settings`}>
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>
          {isNew ? `New ${label} block` : `Edit ${label} block`}
        </h2>
        <button type="button" className={styles.closeButton} aria-label="Close" onClick={onCancel}>
          ×
        </button>
      </div>
      {isAvailableBlockType(tempo.type) ? (
        <BlockSettingsForm
          type={tempo.type}
          settings={tempo.settings}
          onChange={onChange}
          context={context}
        />
      ) : (
        <p className={styles.muted}>The {tempo.type} block cannot be edited yet.</p>
      )}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      <div className={styles.panelActions}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => void save()}
        >
          {isNew ? SHELL_LABELS.addBlock : 'Save'}
        </button>
        <button type="button" className={styles.button} disabled={busy} onClick={onCancel}>
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
