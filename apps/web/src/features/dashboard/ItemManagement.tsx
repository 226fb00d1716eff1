import type { SerializedError } from '@reduxjs/toolkit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks.js';
import type { ApiError } from '../../api/baseQuery.js';
import { FormError } from '../../shell/ui/FormError.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import ui from '../../shell/ui/ui.module.css';
import { toastShown } from '../toasts/toastsSlice.js';
import styles from './ItemManagement.module.css';

/** What a change answers: null once done, else the message to show. */
export type ItemChange = () => Promise<string | null>;

/** A mutation's result as an ItemChange answers it. */
export async function problemOf(
  result: Promise<{ error?: ApiError | SerializedError | undefined }>,
): Promise<string | null> {
  return apiErrorMessage((await result).error);
}

type Props = {
  /** The board's or app's name, as the owner knows it. */
  name: string;
  /** "board" or "app", for the delete button. */
  kind: string;
  rename: (name: string) => Promise<string | null>;
  /** Absent where an item cannot be copied (a spreadsheet). */
  duplicate?: ItemChange;
  remove: ItemChange;
  /** What deleting takes with it, in the owner's words; null while that is still being found out. */
  deleteWarning: string | null;
  /** The item's own way in (Open, Edit), shown first. */
  children: ReactNode;
};

type Mode = 'idle' | 'renaming' | 'confirming-delete';

/** A dashboard item's Rename, Duplicate and Delete (asked first, saying what goes with it). */
export function ItemManagement({
  name,
  kind,
  rename,
  duplicate,
  remove,
  deleteWarning,
  children,
}: Props) {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<Mode>('idle');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [newName, setNewName] = useState(name);

  async function run(change: ItemChange, done: string) {
    setBusy(true);
    setError(null);
    const problem = await change();
    setBusy(false);
    if (problem) {
      setError(problem);
      return;
    }
    setMode('idle');
    dispatch(toastShown({ kind: 'success', message: done }));
  }

  function submitRename(event: FormEvent) {
    event.preventDefault();
    const trimmed = newName.trim();
    if (!trimmed) {
      setError('Enter a name.');
      return;
    }
    void run(() => rename(trimmed), `Renamed to ${trimmed}.`);
  }

  if (mode === 'renaming') {
    return (
      <form className={styles.panel} aria-label={`Rename ${name}`} onSubmit={submitRename}>
        <label className={ui.field}>
          <span className={ui.label}>New name</span>
          <input
            className={ui.input}
            value={newName}
            maxLength={120}
            autoFocus
            onChange={(event) => setNewName(event.target.value)}
          />
        </label>
        <div className={ui.row}>
          <button type="submit" className={ui.button} disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={() => {
              setMode('idle');
              setError(null);
            }}
          >
            Cancel
          </button>
        </div>
        <FormError message={error} />
      </form>
    );
  }

  if (mode === 'confirming-delete') {
    return (
      <div className={styles.panel} role="group" aria-label={`Delete ${name}?`}>
        <p className={styles.warning}>
          Delete <strong>{name}</strong>? {deleteWarning ?? 'Checking what uses it…'} This cannot be
          undone.
        </p>
        <div className={ui.row}>
          <button
            type="button"
            className={ui.dangerButton}
            disabled={busy || deleteWarning === null}
            onClick={() => void run(remove, `${name} was deleted.`)}
          >
            {busy ? 'Deleting…' : `Delete ${kind}`}
          </button>
          <button
            type="button"
            className={ui.secondaryButton}
            autoFocus
            onClick={() => {
              setMode('idle');
              setError(null);
            }}
          >
            Keep it
          </button>
        </div>
        <FormError message={error} />
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <div className={ui.row}>
        {children}
        <button
          type="button"
          className={ui.secondaryButton}
          aria-label={`Rename ${name}`}
          onClick={() => {
            setNewName(name);
            setMode('renaming');
          }}
        >
          Rename
        </button>
        {duplicate ? (
          <button
            type="button"
            className={ui.secondaryButton}
            aria-label={`Duplicate ${name}`}
            disabled={busy}
            onClick={() => void run(duplicate, `A copy of ${name} was made.`)}
          >
            {busy ? 'Copying…' : 'Duplicate'}
          </button>
        ) : null}
        <button
          type="button"
          className={ui.secondaryButton}
          aria-label={`Delete ${name}`}
          onClick={() => setMode('confirming-delete')}
        >
          Delete
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
