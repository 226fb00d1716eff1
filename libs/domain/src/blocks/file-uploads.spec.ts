import { describe, expect, it } from '@jest/globals';
import { blockFileField } from './block-file-columns.js';
import { FILE_CHOICES, FILE_KINDS } from './file-uploads.js';

const guest = { admin: false };
const admin = { admin: true };
const form = (axis: Record<string, unknown>[]) => ({
  type: 'form',
  settings: { sheet_title: 'Leads', axis },
});
const table = (settings: Record<string, unknown>) => ({
  type: 'table',
  settings: { sheet_title: 'Leads', ...settings },
});

describe('blockFileField', () => {
  it("takes a form's file fields, with what each takes (image/* by default)", () => {
    const block = form([
      { column: 'Photo', type: 'file' },
      { column: 'CV', type: 'file', file_mime_type: '.pdf' },
      { column: 'Name' },
    ]);
    expect(blockFileField(block, 'Photo', guest)).toEqual({
      purpose: 'form_file',
      accept: 'image/*',
    });
    expect(blockFileField(block, 'CV', guest)).toEqual({ purpose: 'form_file', accept: '.pdf' });
    expect(blockFileField(block, 'Name', guest)).toBeNull();
    expect(blockFileField(block, 'Missing', guest)).toBeNull();
  });

  it('takes pictures for a table\'s "Upload Image" columns from whoever may add or edit them', () => {
    const axis = (editable: string, image_source = 'Upload Image') => [
      { column: 'Photo', type: 'image', image_source, editable },
    ];
    const cell = { purpose: 'cell_image', accept: 'image/*' };
    expect(blockFileField(table({ axis: axis('Everyone') }), 'Photo', guest)).toEqual(cell);
    expect(blockFileField(table({ axis: axis('Admins') }), 'Photo', guest)).toBeNull();
    expect(blockFileField(table({ axis: axis('Admins') }), 'Photo', admin)).toEqual(cell);
    const adding = table({ axis: axis('None'), add_new_row: 'Everyone' });
    expect(blockFileField(adding, 'Photo', guest)).toEqual(cell);
    expect(blockFileField(table({ axis: axis('None') }), 'Photo', admin)).toBeNull();
    const byAddress = table({ axis: axis('Everyone', 'External URL') });
    expect(blockFileField(byAddress, 'Photo', guest)).toBeNull();
  });

  it('takes no file through other blocks or invalid settings', () => {
    expect(blockFileField({ type: 'list', settings: { axis: [] } }, 'Photo', admin)).toBeNull();
    expect(blockFileField({ type: 'form', settings: { axis: 'x' } }, 'Photo', admin)).toBeNull();
  });
});

describe('FILE_CHOICES', () => {
  it('names only kinds it knows, and takes any kind for "*"', () => {
    for (const choice of Object.values(FILE_CHOICES))
      for (const kind of choice.kinds) expect(FILE_KINDS).toHaveProperty(kind);
    expect(FILE_CHOICES['*'].kinds).toEqual(Object.keys(FILE_KINDS));
  });
});
