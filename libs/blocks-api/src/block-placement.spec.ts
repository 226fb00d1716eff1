import { describe, expect, it } from '@jest/globals';
import { insertionIndex, isPermutationOf } from './block-placement.js';

const blocks = (...types: string[]) => types.map((type) => ({ type }));

describe('insertionIndex', () => {
  it('appends on a board, or inserts at the requested position', () => {
    expect(insertionIndex('board', blocks('table', 'chart'))).toBe(2);
    expect(insertionIndex('board', blocks('table', 'chart'), 0)).toBe(0);
    expect(insertionIndex('board', blocks('table', 'chart'), 9)).toBe(2);
  });

  it('inserts before the footer on a page', () => {
    expect(insertionIndex('page', blocks('header', 'table', 'footer'))).toBe(2);
    expect(insertionIndex('page', blocks('header', 'table', 'footer'), 7)).toBe(2);
    expect(insertionIndex('page', blocks('header', 'table', 'footer'), 1)).toBe(1);
  });

  it('uses the last footer when a page has several, and the end when it has none', () => {
    expect(insertionIndex('page', blocks('footer', 'table', 'footer', 'list'))).toBe(2);
    expect(insertionIndex('page', blocks('header', 'table'))).toBe(2);
    expect(insertionIndex('page', [])).toBe(0);
  });
});

describe('isPermutationOf', () => {
  it('accepts every id exactly once in any order', () => {
    expect(isPermutationOf(['b', 'a', 'c'], ['a', 'b', 'c'])).toBe(true);
    expect(isPermutationOf([], [])).toBe(true);
  });

  it('refuses missing, foreign or repeated ids', () => {
    expect(isPermutationOf(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isPermutationOf(['a', 'b', 'x'], ['a', 'b', 'c'])).toBe(false);
    expect(isPermutationOf(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });
});
