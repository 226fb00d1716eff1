import { describe, expect, it } from '@jest/globals';
import { validateAppUserForm } from './app-user-form.js';
import { toAppUserPermission } from './app-user-permissions.js';

describe('validateAppUserForm', () => {
  it('trims both fields', () => {
    expect(validateAppUserForm({ name: '  Ann ', email: ' ann@example.com ' })).toEqual({
      ok: true,
      name: 'Ann',
      email: 'ann@example.com',
    });
  });

  it('asks for both fields before checking the address', () => {
    expect(validateAppUserForm({ name: ' ', email: 'nope' })).toEqual({
      ok: false,
      message: 'Please fill in both Name and Email.',
    });
  });

  it('shows an example of a valid address', () => {
    expect(validateAppUserForm({ name: 'Ann', email: 'ann@example' })).toEqual({
      ok: false,
      message: 'Please enter a valid Email address (e.g., name@example.com).',
    });
  });
});

describe('toAppUserPermission', () => {
  it('treats anything but read-write as Read', () => {
    expect(toAppUserPermission('read-write')).toBe('read-write');
    expect(toAppUserPermission('admin')).toBe('read');
    expect(toAppUserPermission(undefined)).toBe('read');
  });
});
