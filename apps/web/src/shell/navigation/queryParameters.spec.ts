import { describe, expect, it } from '@jest/globals';
import { withoutParameters } from './queryParameters.js';

describe('withoutParameters', () => {
  it('drops the named parameters and keeps the rest, leaving the given query as it was', () => {
    const query = new URLSearchParams('edit_app=shop&google=connected&tab=2');
    expect(withoutParameters('edit_app', 'google')(query).toString()).toBe('tab=2');
    expect(query.toString()).toBe('edit_app=shop&google=connected&tab=2');
  });
});
