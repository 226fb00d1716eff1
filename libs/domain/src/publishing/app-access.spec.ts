import { describe, expect, it } from '@jest/globals';
import { accessCanRead, accessCanWrite, appAccess } from './app-access.js';
import { NO_SIGN_IN, PASSWORD_SIGN_IN } from './sign-in-methods.js';

const guest = { member: false, appUser: null };

describe('appAccess', () => {
  it('lets workspace members in whatever the privacy', () => {
    expect(appAccess({ public: false, signInMethod: NO_SIGN_IN }, { ...guest, member: true })).toBe(
      'member',
    );
  });

  it('denies guests of a private app and admits its app users by permission', () => {
    const app = { public: false, signInMethod: PASSWORD_SIGN_IN } as const;
    expect(appAccess(app, guest)).toBe('denied');
    expect(appAccess(app, { member: false, appUser: 'read' })).toBe('read');
    expect(appAccess(app, { member: false, appUser: 'read-write' })).toBe('read-write');
  });

  it('asks guests of a password app to sign in and lets guests of an open app read', () => {
    expect(appAccess({ public: true, signInMethod: PASSWORD_SIGN_IN }, guest)).toBe(
      'sign-in-required',
    );
    expect(appAccess({ public: true, signInMethod: NO_SIGN_IN }, guest)).toBe('guest');
  });

  it('never lets a Read user write, nor a visitor without access read', () => {
    expect(accessCanWrite('read')).toBe(false);
    expect(accessCanWrite('read-write')).toBe(true);
    expect(accessCanRead('denied')).toBe(false);
    expect(accessCanRead('sign-in-required')).toBe(false);
    expect(accessCanRead('read')).toBe(true);
  });
});
