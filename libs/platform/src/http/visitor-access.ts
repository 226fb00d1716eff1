import { appAccess, toSignInMethod, type AppAccess } from '@tessera/domain';
import type { HostApp } from './request-tenant.js';
import type { AppUser } from './viewer.js';

/**
 * What one visitor may do in the app: `member` is an owner session allowed on this app (the
 * caller decides it), `appUser` counts only when signed in to this very app.
 */
export function visitorAccess(
  app: Pick<HostApp, 'id' | 'public' | 'signInMethod'>,
  member: boolean,
  appUser: AppUser | null,
): AppAccess {
  const permission = appUser && appUser.appId === app.id ? appUser.permissions : null;
  return appAccess(
    { public: app.public, signInMethod: toSignInMethod(app.signInMethod) },
    { member, appUser: permission },
  );
}

/** Whether app users can sign in at all: the app asks for a password, or is private. */
export function appUsesSignIn(app: Pick<HostApp, 'public' | 'signInMethod'>): boolean {
  return !app.public || toSignInMethod(app.signInMethod) === 'Use password set by user';
}

/** Whether the app is public with 'Use password set by user' (where visitors may sign up). */
export function appUsesPassword(app: Pick<HostApp, 'public' | 'signInMethod'>): boolean {
  return app.public && toSignInMethod(app.signInMethod) === 'Use password set by user';
}
