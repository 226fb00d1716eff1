import { useRef, useState, type KeyboardEvent } from 'react';
import styles from './SpreadsheetPage.module.css';

type Props = {
  label: string;
  /** The value as the server has it. */
  value: string;
  /** Saves the new value; answers the message to show when it could not. */
  onSave: (value: string) => Promise<string | null>;
};

/**
 * One cell of the rows grid, edited in place: saved on Enter or when focus leaves, put back with
 * Escape. Nothing typed is lost: a value typed while the last one is being saved is saved next,
 * one that could not be saved stays (marked) until saved or put back, and a new value from the
 * server is taken in only where nothing else was typed.
 */
export function GridCell({ label, value, onSave }: Props) {
  const [draft, setDraft] = useState(value);
  const [taken, setTaken] = useState(value);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const queued = useRef<string | null>(null);

  // A new value from the server is taken in unless the cell holds something else typed here.
  if (value !== taken) {
    setTaken(value);
    if (draft === taken && !failed) setDraft(value);
  }

  async function save(next: string) {
    if (saving) {
      queued.current = next;
      return;
    }
    if (next === value && !failed) return;
    setSaving(true);
    let sending: string | null = next;
    let problem: string | null = null;
    while (sending !== null && problem === null) {
      problem = await onSave(sending);
      sending = queued.current;
      queued.current = null;
    }
    setSaving(false);
    setFailed(problem !== null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save(draft);
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
      onBlur={() => void save(draft)}
      onKeyDown={onKeyDown}
    />
  );
}
