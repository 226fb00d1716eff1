import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../../testing/memoryStorage.js';
import {
  forgetSignedInUser,
  internalPathOrNull,
  rememberSignedInUser,
  rememberReturnPath,
  rememberTemplateRedirect,
  takeAfterSignInPath,
  TEMPLATE_REDIRECT_KEY,
} from './sessionKeys.js';

describe('signed-in user keys', () => {
  it('stores _id and _email for the global query, and clears them on sign out', () => {
    const storage = memoryStorage({ other: 'kept' });
    rememberSignedInUser(storage, { id: 'u1', email: 'ann@example.com' });
    expect(storage.snapshot()).toEqual({ other: 'kept', _id: 'u1', _email: 'ann@example.com' });
    forgetSignedInUser(storage);
    expect(storage.snapshot()).toEqual({ other: 'kept' });
  });
});

describe('after sign in', () => {
  it('opens the clone modal of the template chosen before signing in, once', () => {
    const storage = memoryStorage();
    rememberTemplateRedirect(storage, 'tpl 7');
    expect(storage.getItem(TEMPLATE_REDIRECT_KEY)).toBe('/templates?open_clone_modal=tpl%207');
    expect(takeAfterSignInPath(storage)).toBe('/templates?open_clone_modal=tpl%207');
    expect(takeAfterSignInPath(storage)).toBe('/dashboard');
  });

  it('comes back to the dashboard page that asked for a sign-in, once; a template first', () => {
    const storage = memoryStorage();
    rememberReturnPath(storage, '/dashboard?edit_app=shop');
    expect(takeAfterSignInPath(storage)).toBe('/dashboard?edit_app=shop');
    expect(takeAfterSignInPath(storage)).toBe('/dashboard');
    rememberReturnPath(storage, '/dashboard/account');
    rememberTemplateRedirect(storage, 'tpl');
    expect(takeAfterSignInPath(storage)).toBe('/templates?open_clone_modal=tpl');
    expect(takeAfterSignInPath(storage)).toBe('/dashboard');
    // Never another site.
    rememberReturnPath(storage, '//evil.example/x');
    expect(takeAfterSignInPath(storage)).toBe('/dashboard');
    // Not whoever signs in on this browser much later.
    rememberReturnPath(storage, '/dashboard/account', 1_000);
    expect(takeAfterSignInPath(storage, 1_000 + 31 * 60_000)).toBe('/dashboard');
    rememberReturnPath(storage, '/dashboard/account', 1_000);
    expect(takeAfterSignInPath(storage, 1_000 + 29 * 60_000)).toBe('/dashboard/account');
  });

  it('goes to /dashboard without a stored page', () => {
    expect(takeAfterSignInPath(memoryStorage())).toBe('/dashboard');
  });

  it('never follows a stored address outside this site', () => {
    const storage = memoryStorage({ [TEMPLATE_REDIRECT_KEY]: '//evil.example/x' });
    expect(takeAfterSignInPath(storage)).toBe('/dashboard');
  });
});

describe('internalPathOrNull', () => {
  it.each([
    ['/dashboard/users', '/dashboard/users'],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (value, expected) => expect(internalPathOrNull(value)).toBe(expected));
});
