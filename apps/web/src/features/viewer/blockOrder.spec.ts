import { describe, expect, it } from '@jest/globals';
import { movedBlockIds } from './blockOrder.js';

describe('movedBlockIds', () => {
  it('swaps a block with its shown neighbour in the full list', () => {
    expect(movedBlockIds(['a', 'b', 'c', 'd'], ['a', 'c', 'd'], 'c', -1)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
    expect(movedBlockIds(['a', 'b', 'c'], ['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
  });
  it('does nothing at the ends or next to a fixed block', () => {
    expect(movedBlockIds(['a', 'b'], ['a', 'b'], 'a', -1)).toBeNull();
    expect(movedBlockIds(['h', 'x', 'f'], ['h', 'x', 'f'], 'x', 1, (id) => id === 'f')).toBeNull();
  });
});
