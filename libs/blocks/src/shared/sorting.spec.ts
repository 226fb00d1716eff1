import { describe, expect, it } from '@jest/globals';
import { ariaSortOf, nextHeaderSort, parseSort, sortChoices } from './sorting.js';

describe('parseSort', () => {
  it('reads a leading minus as descending', () => {
    expect(parseSort('Name')).toEqual({ column: 'Name', descending: false });
    expect(parseSort('-Due date')).toEqual({ column: 'Due date', descending: true });
    expect(parseSort('')).toBeNull();
  });
});

describe('nextHeaderSort', () => {
  it('cycles a header through ascending, descending and no sort', () => {
    expect(nextHeaderSort('', 'Name')).toBe('Name');
    expect(nextHeaderSort('Name', 'Name')).toBe('-Name');
    expect(nextHeaderSort('-Name', 'Name')).toBe('');
  });
  it('starts ascending on another column', () => {
    expect(nextHeaderSort('-Name', 'Age')).toBe('Age');
  });
});

describe('ariaSortOf', () => {
  it('marks only the sorted column', () => {
    expect(ariaSortOf('-Name', 'Name')).toBe('descending');
    expect(ariaSortOf('Name', 'Name')).toBe('ascending');
    expect(ariaSortOf('Name', 'Age')).toBe('none');
  });
});

describe('sortChoices', () => {
  it('offers the sheet order then each column both ways', () => {
    expect(sortChoices(['Name']).map((choice) => choice.value)).toEqual(['', 'Name', '-Name']);
  });
});
