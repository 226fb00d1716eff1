import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from '@tessera/domain';
import { formErrors, formFields, initialValues } from './formFields.js';

function settingsOf(axis: Record<string, unknown>[]) {
  const parsed = parseBlockSettings('form', { sheet_title: 'Leads', axis });
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.settings;
}

const fill = (template: string) => template.replace('[(user_email)]', 'ann@example.com');

describe('formFields', () => {
  it('labels fields by their label, else their column, with the default placeholder', () => {
    const fields = formFields(
      settingsOf([{ column: 'Name' }, { column: 'Mail', label: 'E-mail' }]),
      fill,
    );
    expect(fields.map((field) => [field.label, field.placeholder])).toEqual([
      ['Name', 'Type here..'],
      ['E-mail', 'Type here..'],
    ]);
  });

  it('fills default tokens and keeps hidden fields so they are sent', () => {
    const fields = formFields(
      settingsOf([{ column: 'Owner', hide: true, default: '[(user_email)]' }, { column: 'Note' }]),
      fill,
    );
    expect(initialValues(fields)).toEqual({ Owner: 'ann@example.com', Note: '' });
    expect(fields[0]!.hidden).toBe(true);
  });

  it('keeps file fields with what they take (image/* unless the owner chose)', () => {
    const fields = formFields(
      settingsOf([
        { column: 'Photo', type: 'file' },
        { column: 'CV', type: 'file', file_mime_type: '.doc,.docx' },
      ]),
      fill,
    );
    expect(fields.map((field) => [field.column, field.type, field.accept])).toEqual([
      ['Photo', 'file', 'image/*'],
      ['CV', 'file', '.doc,.docx'],
    ]);
  });
});

describe('formErrors', () => {
  const fields = formFields(
    settingsOf([{ column: 'Zip', regex_validation: '^\\d{5}$' }, { column: 'Note' }]),
    fill,
  );
  it('reports values failing the regex and accepts matching ones', () => {
    expect(formErrors(fields, { Zip: '12a', Note: '' })).toEqual({
      Zip: 'Please enter a valid Zip.',
    });
    expect(formErrors(fields, { Zip: '12345', Note: 'anything' })).toEqual({});
  });
});
