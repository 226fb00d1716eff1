import { describe, expect, it, jest } from '@jest/globals';
import { actionButtonSchema, type ActionButton } from '@tessera/domain';
import {
  actionErrorText,
  actionLabel,
  actionSuccessText,
  changedValues,
  linkHref,
  mailtoHref,
  rowEditSubmitter,
  shownRowActions,
} from './rowActions.js';

const action = (fields: Partial<ActionButton>): ActionButton =>
  actionButtonSchema.parse({ api_endpoint: 'https://api.example.com', ...fields });

const guest = { canEdit: false, email: null };
const admin = { canEdit: true, email: 'owner@example.com' };
const writes = {
  onEditRow: () => Promise.resolve(),
  onDuplicateRow: () => Promise.resolve(),
  onDeleteRow: () => Promise.resolve(),
  onApiCall: () => Promise.resolve(),
  onDownloadRowPdf: () => Promise.resolve(),
};

describe('shownRowActions', () => {
  const actions = [
    action({ type: 'Edit row' }),
    action({ type: 'Delete row' }),
    action({ type: 'API call' }),
    action({ type: 'Download pdf' }),
    action({ type: 'Open link' }),
  ];
  it('shows the actions it can carry out to the viewers action_button_visibility allows, each with its place', () => {
    expect(
      shownRowActions(actions, 'Everyone', guest, writes).map(({ type, at }) => [type, at]),
    ).toEqual([
      ['Edit row', 0],
      ['Delete row', 1],
      ['API call', 2],
      ['Download pdf', 3],
      ['Open link', 4],
    ]);
    expect(shownRowActions(actions, 'Admins', guest, writes)).toEqual([]);
    expect(shownRowActions(actions, 'Admins', admin, writes)).toHaveLength(5);
    expect(shownRowActions(actions, 'None', admin, writes)).toEqual([]);
  });
  it('leaves row writes and API calls out for a Read app user; a PDF is a read', () => {
    const reader = { ...guest, readOnly: true };
    expect(shownRowActions(actions, 'Everyone', reader, writes).map((a) => a.type)).toEqual([
      'Download pdf',
      'Open link',
    ]);
  });
  it('leaves out row writes the host does not offer', () => {
    expect(shownRowActions(actions, 'Everyone', guest, {}).map((a) => a.type)).toEqual([
      'Open link',
    ]);
  });
});

describe('actionLabel', () => {
  it('uses the title, else the type', () => {
    expect(actionLabel(action({ title: 'Fix', type: 'Edit row' }))).toBe('Fix');
    expect(actionLabel(action({ title: ' ', type: 'Delete row' }))).toBe('Delete row');
  });
});

describe('linkHref', () => {
  it('opens web addresses only', () => {
    expect(linkHref(' https://example.com/a ')).toBe('https://example.com/a');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('')).toBeNull();
    expect(linkHref(undefined)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('addresses one or more e-mails', () => {
    expect(mailtoHref('ann@example.com')).toBe('mailto:ann@example.com');
    expect(mailtoHref('ann@example.com; bob@example.com')).toBe(
      'mailto:ann@example.com,bob@example.com',
    );
  });
  it('refuses cells that are not addresses', () => {
    expect(mailtoHref('not an address')).toBeNull();
    expect(mailtoHref('ann@example.com, nobody')).toBeNull();
    expect(mailtoHref('')).toBeNull();
  });
  it('keeps a cell from adding headers to the message', () => {
    expect(mailtoHref('ann@example.com?subject=hi')).toBe('mailto:ann@example.com%3Fsubject%3Dhi');
  });
});

describe('action messages', () => {
  it('prefers the owner-defined messages', () => {
    const owned = action({
      type: 'Delete row',
      success_message: 'Gone!',
      error_message: 'Could not delete.',
    });
    expect(actionSuccessText(owned)).toBe('Gone!');
    expect(actionErrorText(owned, new Error('Row not found.'))).toBe('Could not delete.');
  });
  it('falls back to a default success and the server message', () => {
    const plain = action({ type: 'Edit row' });
    expect(actionSuccessText(plain)).toBe('Row updated.');
    expect(actionErrorText(plain, new Error('Row not found.'))).toBe('Row not found.');
    expect(actionErrorText(plain, new Error(''))).toBe('The action failed.');
  });
});

describe('changedValues', () => {
  it('keeps only the columns that differ from the row', () => {
    expect(
      changedValues({ _id: 'r1', Name: 'Ann', Age: '3' }, { Name: 'Ann', Age: '4', City: '' }),
    ).toEqual({ Age: '4' });
    expect(changedValues({ Name: 'Ann' }, { Name: 'Ann', City: 'Oslo' })).toEqual({
      City: 'Oslo',
    });
  });
});

describe('rowEditSubmitter', () => {
  const row = { _id: 'r1', Name: 'Ann', Age: '3' };
  it('sends the changed columns and tells the success', async () => {
    const edit = jest.fn((_rowId: string, _values: Record<string, string>) => Promise.resolve());
    const notify = jest.fn();
    await rowEditSubmitter(
      action({ type: 'Edit row' }),
      row,
      edit,
      notify,
    )({
      Name: 'Ann',
      Age: '4',
    });
    expect(edit).toHaveBeenCalledWith('r1', { Age: '4' });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', text: 'Row updated.' });
  });
  it('sends nothing when nothing changed', async () => {
    const edit = jest.fn((_rowId: string, _values: Record<string, string>) => Promise.resolve());
    await rowEditSubmitter(action({}), row, edit, () => undefined)({ Name: 'Ann' });
    expect(edit).not.toHaveBeenCalled();
  });
  it('rejects with the owner error message', async () => {
    const failing = () => Promise.reject(new Error('Row not found.'));
    const submit = rowEditSubmitter(
      action({ error_message: 'Try later.' }),
      row,
      failing,
      () => {},
    );
    await expect(submit({ Name: 'Bob' })).rejects.toThrow('Try later.');
  });
});
