import { describe, expect, it } from '@jest/globals';
import {
  parseSections,
  renamedSections,
  sectionBlocks,
  sectionTabs,
  UNCATEGORIZED,
} from './sections.js';

const block = (id: string, section?: string) => ({ id, section });

describe('parseSections', () => {
  it('splits on commas, trims, drops empty and duplicate sections', () => {
    expect(parseSections(' Sales, Ops,,Sales ,  ')).toEqual(['Sales', 'Ops']);
    expect(parseSections('')).toEqual([]);
    expect(parseSections(undefined)).toEqual([]);
  });
});

describe('sectionBlocks', () => {
  const blocks = [block('a', 'Sales'), block('b', 'Ops'), block('c'), block('d', 'Old')];
  const sections = ['Sales', 'Ops'];

  it('lists the blocks of the current section', () => {
    expect(sectionBlocks(blocks, sections, 'Sales').map((b) => b.id)).toEqual(['a']);
  });

  it('lists blocks outside every defined section under un-categorized', () => {
    expect(sectionBlocks(blocks, sections, UNCATEGORIZED).map((b) => b.id)).toEqual(['c', 'd']);
    expect(UNCATEGORIZED).toBe('un-categorized');
  });

  it('lists every block without sections or with no known section chosen', () => {
    expect(sectionBlocks(blocks, [], 'Sales')).toHaveLength(4);
    expect(sectionBlocks(blocks, sections, '')).toHaveLength(4);
    expect(sectionBlocks(blocks, sections, 'Gone')).toHaveLength(4);
  });

  it('offers un-categorized as a tab only when it has blocks', () => {
    expect(sectionTabs(blocks, sections)).toEqual(['Sales', 'Ops', UNCATEGORIZED]);
    expect(sectionTabs([block('a', 'Sales')], sections)).toEqual(['Sales', 'Ops']);
    expect(sectionTabs(blocks, [])).toEqual([]);
  });
});

describe('renamedSections', () => {
  it('reads a name changed in place as a rename', () => {
    expect(renamedSections('Sales, Ops', 'Revenue, Ops')).toEqual(new Map([['Sales', 'Revenue']]));
    expect(renamedSections('A,B,C', 'A, Bee, Sea')).toEqual(
      new Map([
        ['B', 'Bee'],
        ['C', 'Sea'],
      ]),
    );
  });
  it('reads no rename when sections are added, removed or only reordered', () => {
    expect(renamedSections('Sales', 'Sales, Ops').size).toBe(0);
    expect(renamedSections('Sales, Ops', 'Ops').size).toBe(0);
    expect(renamedSections('Sales, Ops', 'Ops, Sales').size).toBe(0);
    expect(renamedSections('', '').size).toBe(0);
    // One name taking another's place is a move, not a rename.
    expect(renamedSections('A, B', 'B, C')).toEqual(new Map());
  });
});
