import { describe, expect, it } from '@jest/globals';
import { droppedBlockIds, movedBlockIds } from './blockOrder.js';

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

describe('droppedBlockIds', () => {
  it('puts the dragged block before or after the one it was dropped on', () => {
    expect(droppedBlockIds(['a', 'b', 'c', 'd'], 'd', 'b', false)).toEqual(['a', 'd', 'b', 'c']);
    expect(droppedBlockIds(['a', 'b', 'c', 'd'], 'a', 'c', true)).toEqual(['b', 'c', 'a', 'd']);
  });
  it('does nothing when the order stays, or for fixed and unknown blocks', () => {
    expect(droppedBlockIds(['a', 'b', 'c'], 'a', 'b', false)).toBeNull();
    expect(droppedBlockIds(['a', 'b', 'c'], 'b', 'b', true)).toBeNull();
    expect(
      droppedBlockIds(['h', 'x', 'y', 'f'], 'y', 'h', true, (id) => 'hf'.includes(id)),
    ).toBeNull();
    expect(droppedBlockIds(['a', 'b'], 'z', 'a', false)).toBeNull();
  });
});
