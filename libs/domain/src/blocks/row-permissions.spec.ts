import { describe, expect, it } from '@jest/globals';
import { blockAllowsRowWrite, permissionReaches } from './row-permissions.js';

const admin = { admin: true };
const guest = { admin: false };

const table = (settings: Record<string, unknown>) => ({ type: 'table', settings });

describe('permissionReaches', () => {
  it.each([
    ['None', false, false],
    ['Admins', true, false],
    ['Admins & Guests', true, true],
    ['Everyone', true, true],
  ] as const)('%s reaches admins: %s, guests: %s', (choice, admins, guests) => {
    expect(permissionReaches(choice, admin)).toBe(admins);
    expect(permissionReaches(choice, guest)).toBe(guests);
  });
});

describe('blockAllowsRowWrite', () => {
  it('lets forms add rows and nothing else', () => {
    const form = { type: 'form', settings: {} };
    expect(blockAllowsRowWrite(form, { kind: 'add' }, guest)).toBe(true);
    expect(blockAllowsRowWrite(form, { kind: 'delete' }, admin)).toBe(false);
  });

  it('adds rows to tables as add_new_row says (None by default)', () => {
    expect(blockAllowsRowWrite(table({}), { kind: 'add' }, admin)).toBe(false);
    const admins = table({ add_new_row: 'Admins' });
    expect(blockAllowsRowWrite(admins, { kind: 'add' }, admin)).toBe(true);
    expect(blockAllowsRowWrite(admins, { kind: 'add' }, guest)).toBe(false);
  });

  it('duplicates and deletes only through an action button the audience may see', () => {
    const block = table({
      actions: [{ type: 'Delete row', title: 'Remove' }],
      action_button_visibility: 'Admins',
    });
    expect(blockAllowsRowWrite(block, { kind: 'delete' }, admin)).toBe(true);
    expect(blockAllowsRowWrite(block, { kind: 'delete' }, guest)).toBe(false);
    expect(blockAllowsRowWrite(block, { kind: 'duplicate' }, admin)).toBe(false);
  });

  it('edits any column through Edit row, or editable axis columns in place', () => {
    const withEditRow = table({ actions: [{ type: 'Edit row' }] });
    expect(blockAllowsRowWrite(withEditRow, { kind: 'edit', columns: ['Price'] }, guest)).toBe(
      true,
    );

    const editableCells = table({
      axis: [
        { column: 'Price', editable: 'Everyone' },
        { column: 'Name' }, // table axis editable defaults to None
      ],
    });
    expect(blockAllowsRowWrite(editableCells, { kind: 'edit', columns: ['Price'] }, guest)).toBe(
      true,
    );
    expect(
      blockAllowsRowWrite(editableCells, { kind: 'edit', columns: ['Price', 'Name'] }, admin),
    ).toBe(false);
    expect(blockAllowsRowWrite(editableCells, { kind: 'edit', columns: ['Stock'] }, admin)).toBe(
      false,
    );
  });

  it('list axis columns are editable by everyone unless the owner says otherwise', () => {
    const list = { type: 'list', settings: { axis: [{ column: 'Notes' }] } };
    expect(blockAllowsRowWrite(list, { kind: 'edit', columns: ['Notes'] }, guest)).toBe(true);
  });

  it('refuses blocks that hold no rows and settings that do not parse', () => {
    expect(blockAllowsRowWrite({ type: 'chart', settings: {} }, { kind: 'add' }, admin)).toBe(
      false,
    );
    expect(blockAllowsRowWrite(table({ add_new_row: 'Nobody' }), { kind: 'add' }, admin)).toBe(
      false,
    );
  });
});
