import { useCallback, useEffect, useState } from 'react';
import type { AppUserDto, CreateAppUserRequest } from '@tessera/contracts';
import { APP_USER_PERMISSION_LABELS, PUBLISHING_MESSAGES, SHELL_LABELS } from '@tessera/domain';
import { useAppDispatch } from '../../app/hooks.js';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { panelClosed } from '../multipage/pageSlice.js';
import styles from '../editor/blocks/editor.module.css';
import { Popup } from '../editor/blocks/Popup.js';
import { AppUserDialog } from './AppUserDialog.js';
import { EMPTY_APP_USER_FORM, usersTable } from './appUsers.js';
import publishing from './publishing.module.css';
import {
  useAddAppUserMutation,
  useDeleteAppUserMutation,
  useGetAppUsersQuery,
  useUpdateAppUserMutation,
} from './publishingApi.js';
import { PUBLISHING_TEXTS } from './publishingTexts.js';

const USERS_POPUP_WIDTH = 640;

type Editing = { mode: 'add' } | { mode: 'edit'; user: AppUserDto } | null;

/**
 * The Users popup (publishing §2, §4): the app's users with their permission, added, edited and
 * deleted here. The list is read whenever the popup opens or the app changes. While a call runs
 * every control is disabled and the popup stays open.
 */
export function UsersPopup({ appId }: { appId: string }) {
  const dispatch = useAppDispatch();
  const users = useGetAppUsersQuery(appId, { refetchOnMountOrArgChange: true });
  const [addUser, adding] = useAddAppUserMutation();
  const [updateUser, updating] = useUpdateAppUserMutation();
  const [deleteUser, deleting] = useDeleteAppUserMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const busy = adding.isLoading || updating.isLoading || deleting.isLoading;
  // A row may be stale while the list is read again: its Edit and Delete wait for the fresh list.
  const rowsBusy = busy || users.isFetching;

  useEffect(() => {
    if (users.isError) {
      window.alert(PUBLISHING_MESSAGES.loadUsersFailed(apiErrorMessage(users.error) ?? ''));
    }
  }, [users.isError, users.error]);

  // Escape and the close button close the Add/Edit dialog first, and nothing during a call.
  const close = useCallback(() => {
    if (busy) return;
    if (editing) setEditing(null);
    else dispatch(panelClosed());
  }, [busy, editing, dispatch]);

  async function submit(body: CreateAppUserRequest) {
    if (editing?.mode === 'edit') {
      const result = await updateUser({ ...body, userId: editing.user.id });
      if (result.error) {
        window.alert(PUBLISHING_MESSAGES.updateUserFailed(apiErrorMessage(result.error) ?? ''));
        return;
      }
    } else {
      // Adding a user fails silently (publishing §8): the dialog stays for another try.
      const result = await addUser(body);
      if (result.error) return;
    }
    setEditing(null);
  }

  async function remove(user: AppUserDto) {
    if (!window.confirm(PUBLISHING_TEXTS.confirmDeleteUser(user.name))) return;
    const result = await deleteUser({ appId, userId: user.id });
    if (result.error) {
      window.alert(PUBLISHING_MESSAGES.deleteUserFailed(apiErrorMessage(result.error) ?? ''));
    }
  }

  const table = usersTable(users);
  return (
    <Popup title={SHELL_LABELS.users} onClose={close} width={USERS_POPUP_WIDTH} centered>
      <div className={publishing.toolbar}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => setEditing({ mode: 'add' })}
        >
          {PUBLISHING_TEXTS.addUser}
        </button>
      </div>
      <table className={publishing.table} aria-busy={table.kind === 'loading' || rowsBusy}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Permission</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {table.kind === 'users' ? (
            table.users.map((user) => (
              <tr key={user.id}>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>{APP_USER_PERMISSION_LABELS[user.permissions]}</td>
                <td>
                  <div className={publishing.actions}>
                    <button
                      type="button"
                      className={styles.button}
                      disabled={rowsBusy}
                      aria-label={`Edit ${user.name}`}
                      onClick={() => setEditing({ mode: 'edit', user })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={rowsBusy}
                      aria-label={`Delete ${user.name}`}
                      onClick={() => void remove(user)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={4} className={styles.muted}>
                {table.kind === 'loading'
                  ? PUBLISHING_MESSAGES.loadingUsers
                  : PUBLISHING_MESSAGES.noUsers}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {editing ? (
        <AppUserDialog
          mode={editing.mode}
          appId={appId}
          initial={
            editing.mode === 'edit'
              ? {
                  name: editing.user.name,
                  email: editing.user.email,
                  permissions: editing.user.permissions,
                }
              : EMPTY_APP_USER_FORM
          }
          busy={busy}
          onSubmit={(body) => void submit(body)}
          onCancel={close}
        />
      ) : null}
    </Popup>
  );
}
