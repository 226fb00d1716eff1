import { describe, expect, it } from '@jest/globals';
import type { AppUserDto } from '@tessera/contracts';
import { appUserSubmission, EMPTY_APP_USER_FORM, usersTable } from './appUsers.js';

function user(id: string, created_at: number): AppUserDto {
  return { id, name: id, email: `${id}@example.com`, permissions: 'read', created_at };
}

describe('Users popup table', () => {
  it("says it is loading until this app's list arrives (never showing another's)", () => {
    expect(usersTable({ isFetching: true })).toEqual({ kind: 'loading' });
  });

  it('keeps showing the list of this app while it is read again', () => {
    expect(usersTable({ isFetching: true, currentData: [user('a', 1)] }).kind).toBe('users');
  });

  it('says no users were found for an empty or failed list', () => {
    expect(usersTable({ isFetching: false, currentData: [] })).toEqual({ kind: 'empty' });
    expect(usersTable({ isFetching: false })).toEqual({ kind: 'empty' });
  });

  it('lists the users oldest first', () => {
    const table = usersTable({
      isFetching: false,
      currentData: [user('c', 30), user('a', 10), user('b', 20)],
    });
    expect(table.kind === 'users' && table.users.map((listed) => listed.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('Add User / Edit User form', () => {
  it('starts as Read', () => {
    expect(EMPTY_APP_USER_FORM.permissions).toBe('read');
  });

  it('sends the trimmed values with the chosen permission', () => {
    expect(
      appUserSubmission('app-1', {
        name: '  Ann ',
        email: ' ann@example.com ',
        permissions: 'read-write',
      }),
    ).toEqual({
      ok: true,
      body: { appId: 'app-1', name: 'Ann', email: 'ann@example.com', permissions: 'read-write' },
    });
  });

  it('asks for both fields, then for a valid address', () => {
    expect(
      appUserSubmission('app-1', { ...EMPTY_APP_USER_FORM, name: 'Ann', email: '  ' }),
    ).toEqual({ ok: false, message: 'Please fill in both Name and Email.' });
    expect(
      appUserSubmission('app-1', { ...EMPTY_APP_USER_FORM, name: 'Ann', email: 'ann@example' }),
    ).toEqual({
      ok: false,
      message: 'Please enter a valid Email address (e.g., name@example.com).',
    });
  });
});
