import { useState, type KeyboardEvent } from 'react';
import styles from './SpreadsheetPage.module.css';

type Props = {
  label: string;
  value: string;
  /** Saves the new value; answers the message to show when it could not. */
  onSave: (value: string) => Promise<string | null>;
};

/**
 * One cell of the rows grid, edited in place: saved on Enter or when focus leaves, put back with
 * Escape. A value that could not be saved stays typed, so nothing is lost.
 */
export function GridCell({ label, value, onSave }: Props) {
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function save() {
    if (draft === value || saving) return;
    setSaving(true);
    const problem = await onSave(draft);
    setSaving(false);
    setFailed(problem !== null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      setDraft(value);
      setFailed(false);
    }
  }

  return (
    <input
      className={`${styles.cell}${failed ? ` ${styles.cellFailed}` : ''}`}
      aria-label={label}
      aria-invalid={failed || undefined}
      aria-busy={saving || undefined}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void save()}
      onKeyDown={onKeyDown}
    />
  );
}
