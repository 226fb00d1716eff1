import { describe, expect, it } from '@jest/globals';
import { createTempoBlock } from './new-tempo-block.js';
import { applyTempoBlock } from './tempo-block.js';

const block = (id: string, type = 'table') => ({ id, type });

describe('createTempoBlock', () => {
  it('starts from the type defaults under the new id, marked temporary', () => {
    const tempo = createTempoBlock('table', 'b-1');
    expect(tempo).toMatchObject({ id: 'b-1', type: 'table', temp_block: true, sheet_title: '' });
    expect(tempo.settings.rows_per_page).toBe(10);
    expect(createTempoBlock('header', 'h').sheet_title).toBe('');
  });
});

describe('applyTempoBlock', () => {
  const footer = block('f', 'footer');

  it('adds a new block at the end of a board', () => {
    const blocks = [block('a'), footer];
    const next = applyTempoBlock(blocks, block('n'), 'add', { multipage: false });
    expect(next.map((b) => b.id)).toEqual(['a', 'f', 'n']);
  });

  it('inserts a new block before the footer of a multi-page app', () => {
    const next = applyTempoBlock([block('a'), footer], block('n'), 'add', { multipage: true });
    expect(next.map((b) => b.id)).toEqual(['a', 'n', 'f']);
  });

  it('appends in a multi-page app whose last block is not a footer', () => {
    const next = applyTempoBlock([footer, block('a')], block('n'), 'add', { multipage: true });
    expect(next.map((b) => b.id)).toEqual(['f', 'a', 'n']);
    expect(applyTempoBlock([], block('n'), 'add', { multipage: true })).toEqual([block('n')]);
  });

  it('replaces the saved version of the edited block in place', () => {
    const edited = { id: 'a', type: 'list' };
    const next = applyTempoBlock([block('a'), block('b')], edited, 'replace', { multipage: false });
    expect(next).toEqual([edited, block('b')]);
  });

  it('does not duplicate a block added twice', () => {
    const once = applyTempoBlock([block('a')], block('n'), 'add', { multipage: false });
    const twice = applyTempoBlock(once, block('n'), 'add', { multipage: false });
    expect(twice.map((b) => b.id)).toEqual(['a', 'n']);
  });

  it('removes the block', () => {
    const next = applyTempoBlock([block('a'), block('b')], block('a'), 'remove', {
      multipage: false,
    });
    expect(next.map((b) => b.id)).toEqual(['b']);
  });
});
