import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from './block-settings.js';
import { FILE_MIME_TYPE_VALUES } from './axis-types.js';
import { formAxisSchema, regexProblem } from './form-settings.js';

describe('form settings', () => {
  it('fills a field with its defaults', () => {
    expect(formAxisSchema.parse({ column: 'Email' })).toEqual({
      column: 'Email',
      label: '',
      description: '',
      type: 'text',
      from_google_sheet: false,
      options: '',
      source: '',
      file_mime_type: 'image/*',
      hide: false,
      required: false,
      regex_validation: '',
      placeholder: 'Type here..',
      default: '',
    });
  });

  it('requires the column of every field', () => {
    expect(parseBlockSettings('form', { axis: [{ label: 'Email' }] })).toEqual({
      success: false,
      message: 'axis.0.column: Choose a column.',
    });
  });

  it('offers the file types of the spec', () => {
    expect(FILE_MIME_TYPE_VALUES).toEqual([
      '*',
      'image/*',
      'video/*',
      'audio/*',
      'text/*',
      '.pdf',
      '.doc,.docx',
      '.csv,.xml,.xls,.xlsm,.xlsx',
    ]);
    expect(
      formAxisSchema.safeParse({ column: 'CV', type: 'file', file_mime_type: '.exe' }).success,
    ).toBe(false);
  });

  it('accepts a regex that compiles and rejects one that does not', () => {
    expect(formAxisSchema.safeParse({ column: 'Zip', regex_validation: '^\\d{5}$' }).success).toBe(
      true,
    );
    const result = parseBlockSettings('form', {
      axis: [{ column: 'Zip', regex_validation: '([' }],
    });
    expect(result.success).toBe(false);
    expect(!result.success && result.message).toMatch(
      /^axis\.0\.regex_validation: Not a valid regular expression \(.+\)\.$/,
    );
  });

  it('refuses a regex on a file field', () => {
    const result = formAxisSchema.safeParse({ column: 'CV', type: 'file', regex_validation: '.*' });
    expect(result.error?.issues[0]?.message).toBe('File fields cannot have a regex validation.');
  });

  it('reports compile problems as text', () => {
    expect(regexProblem('a+')).toBeNull();
    expect(regexProblem('(')).toEqual(expect.any(String));
  });
});
