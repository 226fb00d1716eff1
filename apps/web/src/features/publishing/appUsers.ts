import type { AppUserDto, CreateAppUserRequest } from '@tessera/contracts';
import { validateAppUserForm, type AppUserPermission } from '@tessera/domain';

/** What the Users popup's table shows (publishing §2): loading, empty, or the users oldest first. */
export type UsersTable =
  { kind: 'loading' } | { kind: 'empty' } | { kind: 'users'; users: AppUserDto[] };

/**
 * From the query's currentData only: the list of this app as last read for it, never another app's
 * or one left from before (a failed read shows none).
 */
export function usersTable(query: { isFetching: boolean; currentData?: AppUserDto[] }): UsersTable {
  if (!query.currentData && query.isFetching) return { kind: 'loading' };
  const users = [...(query.currentData ?? [])].sort((a, b) => a.created_at - b.created_at);
  return users.length === 0 ? { kind: 'empty' } : { kind: 'users', users };
}

/** The Add User / Edit User form as typed. */
export type AppUserForm = { name: string; email: string; permissions: AppUserPermission };

/** A new user starts as Read (publishing §4). */
export const EMPTY_APP_USER_FORM: AppUserForm = { name: '', email: '', permissions: 'read' };

/** The form's values sent to the server (trimmed), or the message saying what to fix. */
export function appUserSubmission(
  appId: string,
  form: AppUserForm,
): { ok: true; body: CreateAppUserRequest } | { ok: false; message: string } {
  const checked = validateAppUserForm(form);
  if (!checked.ok) return checked;
  return {
    ok: true,
    body: { appId, name: checked.name, email: checked.email, permissions: form.permissions },
  };
}
