import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { CreateAppUserRequest } from '@tessera/contracts';
import styles from '../editor/blocks/editor.module.css';
import { appUserSubmission, type AppUserForm } from './appUsers.js';
import { PermissionSelect } from './PermissionSelect.js';
import publishing from './publishing.module.css';
import { PUBLISHING_TEXTS } from './publishingTexts.js';

type Props = {
  mode: 'add' | 'edit';
  appId: string;
  initial: AppUserForm;
  /** A call is running: every control is disabled and the dialog stays open. */
  busy: boolean;
  onSubmit: (body: CreateAppUserRequest) => void;
  onCancel: () => void;
};

/**
 * The Add User / Edit User dialog over the Users popup: Name, Email and Permission, checked with
 * the spec's messages before anything is sent. Escape reaches the Users popup, which closes this
 * dialog first.
 */
export function AppUserDialog({ mode, appId, initial, busy, onSubmit, onCancel }: Props) {
  const [form, setForm] = useState<AppUserForm>(initial);
  const [message, setMessage] = useState<string | null>(null);
  const ids = { title: useId(), name: useId(), email: useId(), permission: useId() };
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = appUserSubmission(appId, form);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(null);
    onSubmit(result.body);
  }

  const title = mode === 'add' ? PUBLISHING_TEXTS.addUser : PUBLISHING_TEXTS.editUser;
  // A portal: the Users popup is transformed, which would confine a fixed layer to its box.
  return createPortal(
    <div className={publishing.subDialogLayer} onClick={busy ? undefined : onCancel}>
      <div
        className={publishing.subDialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.panelHeader}>
          <h3 id={ids.title} className={styles.panelTitle}>
            {title}
          </h3>
        </div>
        <form onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={ids.name}>Name</label>
            <input
              ref={nameInput}
              id={ids.name}
              type="text"
              value={form.name}
              disabled={busy}
              autoComplete="off"
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.email}>Email</label>
            <input
              id={ids.email}
              type="text"
              inputMode="email"
              value={form.email}
              disabled={busy}
              autoComplete="off"
              onChange={(event) => setForm({ ...form, email: event.target.value })}
            />
          </div>
          <div className={styles.field}>
            <label id={ids.permission}>Permission</label>
            <PermissionSelect
              labelId={ids.permission}
              value={form.permissions}
              disabled={busy}
              onChange={(permissions) => setForm({ ...form, permissions })}
            />
          </div>
          {message ? (
            <p role="alert" className={styles.error}>
              {message}
            </p>
          ) : null}
          <div className={styles.row}>
            <button type="submit" className={styles.primary} disabled={busy}>
              Save
            </button>
            <button type="button" className={styles.button} disabled={busy} onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
