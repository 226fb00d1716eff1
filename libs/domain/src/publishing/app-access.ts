import { PASSWORD_SIGN_IN, type SignInMethod } from './sign-in-methods.js';
import type { AppUserPermission } from './app-user-permissions.js';

/** What a published app allows one visitor, decided on the server for every call. */
export type AppAccess =
  /** A member of the app's workspace: the spec's Admins; may open the editor. */
  | 'member'
  /** A signed-in app user with Read-Write: reads, and writes where a block lets guests write. */
  | 'read-write'
  /** A signed-in app user with Read, or a guest of a public app without sign-in: reads only. */
  | 'read'
  /** A guest of a public app without sign-in: reads, and writes where a block lets guests write. */
  | 'guest'
  /** A guest of an app with password sign-in: only the sign-in pages until signed in. */
  | 'sign-in-required'
  /** Nothing at all: Access Denied. */
  | 'denied';

export type AppPrivacy = { public: boolean; signInMethod: SignInMethod };
export type AppVisitor = {
  member: boolean;
  /** The visitor's app-user permission when signed in to this app. */
  appUser: AppUserPermission | null;
};

/**
 * The access rules of a published app. A private app is open to its workspace and its app users;
 * a public app with password sign-in to signed-in app users (guests see the sign-in pages); a
 * public app without sign-in to everyone.
 */
export function appAccess(app: AppPrivacy, visitor: AppVisitor): AppAccess {
  if (visitor.member) return 'member';
  if (visitor.appUser) return visitor.appUser === 'read-write' ? 'read-write' : 'read';
  if (!app.public) return 'denied';
  return app.signInMethod === PASSWORD_SIGN_IN ? 'sign-in-required' : 'guest';
}

/** Whether the visitor may read the app's pages and data. */
export function accessCanRead(access: AppAccess): boolean {
  return access !== 'denied' && access !== 'sign-in-required';
}

/**
 * Whether the visitor may write rows at all; the block's own permissions decide the rest. Read
 * users never write, whatever a block allows.
 */
export function accessCanWrite(access: AppAccess): boolean {
  return access === 'member' || access === 'read-write' || access === 'guest';
}
