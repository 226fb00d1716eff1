import { describe, expect, it } from '@jest/globals';
import { editableColumns, viewerMay } from './permissions.js';

const guest = { canEdit: false, email: null };
const admin = { canEdit: true, email: 'owner@example.com' };

describe('viewerMay', () => {
  it('lets admins (editors) do what Admins allows, and nobody what None allows', () => {
    expect(viewerMay('Admins', admin)).toBe(true);
    expect(viewerMay('Admins', guest)).toBe(false);
    expect(viewerMay('None', admin)).toBe(false);
    expect(viewerMay('Everyone', guest)).toBe(true);
    expect(viewerMay('Admins & Guests', guest)).toBe(true);
  });
});

describe('editableColumns', () => {
  const axis = [
    { column: 'Name', editable: 'Everyone' as const },
    { column: 'Notes', editable: 'Admins' as const },
    { column: 'Id', editable: 'None' as const },
  ];
  it('names the columns the viewer may edit', () => {
    expect([...editableColumns(axis, guest)]).toEqual(['Name']);
    expect([...editableColumns(axis, admin)]).toEqual(['Name', 'Notes']);
  });
});
