import { describe, expect, it } from '@jest/globals';
import { formDefaultValue } from './form-default-value.js';

describe('formDefaultValue', () => {
  const today = new Date(2024, 2, 7, 23, 30);

  it('replaces [(today)] with YYYY-MM-DD and [(user_email)] with the e-mail', () => {
    expect(formDefaultValue('[(today)] by [(user_email)]', { today, userEmail: 'a@b.c' })).toBe(
      '2024-03-07 by a@b.c',
    );
  });

  it('uses an empty e-mail for visitors who are not signed in', () => {
    expect(formDefaultValue('[(user_email)]', { today, userEmail: null })).toBe('');
  });

  it('keeps other text and replaces every token', () => {
    expect(formDefaultValue('Hi [(today)]/[(today)]', { today })).toBe('Hi 2024-03-07/2024-03-07');
    expect(formDefaultValue(undefined, { today })).toBe('');
  });
});
