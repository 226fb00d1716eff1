import { describe, expect, it } from '@jest/globals';
import { matchesSearch, searchMatcher, searchTerms } from './search.js';

describe('searchTerms', () => {
  it('splits on commas, trims, lowercases and drops blanks', () => {
    expect(searchTerms(' Apple, ,PIE ,')).toEqual(['apple', 'pie']);
    expect(searchTerms(undefined)).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('matches when any term is in any value, ignoring case', () => {
    expect(matchesSearch(['Apple Pie', 'Dessert'], ['pie'])).toBe(true);
    expect(matchesSearch({ name: 'Soup', kind: 'Starter' }, ['cake', 'start'])).toBe(true);
    expect(matchesSearch({ name: 'Soup' }, ['cake', 'pie'])).toBe(false);
  });

  it('matches everything without terms', () => {
    expect(matchesSearch([], [])).toBe(true);
  });
});

describe('searchMatcher', () => {
  it('treats terms as plain text, not patterns', () => {
    const found = searchMatcher(['a.c', '(x']);
    expect(found('A.C')).toBe(true);
    expect(found('abc')).toBe(false);
    expect(found('f(x)')).toBe(true);
  });
});
