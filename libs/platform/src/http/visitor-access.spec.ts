import { describe, expect, it } from '@jest/globals';
import type { AppUser } from './viewer.js';
import { appUsesPassword, appUsesSignIn, visitorAccess } from './visitor-access.js';

const passwordApp = { id: 'app-a', public: true, signInMethod: 'Use password set by user' };
const user = (appId: string, permissions: AppUser['permissions']): AppUser => ({
  id: 'u1',
  appId,
  workspaceId: 'w1',
  name: 'Ann',
  email: 'ann@example.com',
  permissions,
});

describe('visitorAccess', () => {
  it("counts an app user only on their own app's", () => {
    expect(visitorAccess(passwordApp, false, user('app-a', 'read'))).toBe('read');
    expect(visitorAccess(passwordApp, false, user('app-a', 'read-write'))).toBe('read-write');
    expect(visitorAccess(passwordApp, false, user('app-b', 'read-write'))).toBe('sign-in-required');
    expect(visitorAccess({ ...passwordApp, public: false }, false, user('app-b', 'read'))).toBe(
      'denied',
    );
  });

  it('lets members in whatever the app user', () => {
    expect(visitorAccess({ ...passwordApp, public: false }, true, null)).toBe('member');
  });

  it('reads an unknown sign-in method as No sign in', () => {
    expect(visitorAccess({ ...passwordApp, signInMethod: 'magic' }, false, null)).toBe('guest');
  });
});

describe('appUsesSignIn', () => {
  it('is true for password apps and private apps only', () => {
    expect(appUsesSignIn(passwordApp)).toBe(true);
    expect(appUsesSignIn({ public: false, signInMethod: 'No sign in' })).toBe(true);
    expect(appUsesSignIn({ public: true, signInMethod: 'No sign in' })).toBe(false);
  });
});

describe('appUsesPassword', () => {
  it('is true for public password apps only', () => {
    expect(appUsesPassword(passwordApp)).toBe(true);
    expect(appUsesPassword({ ...passwordApp, public: false })).toBe(false);
    expect(appUsesPassword({ public: true, signInMethod: 'No sign in' })).toBe(false);
  });
});
