import { describe, expect, it } from '@jest/globals';
import {
  BLOCK_TYPES,
  blockCatalogue,
  isAvailableBlockType,
  isBlockType,
  normalizeBlockType,
} from './block-types.js';

describe('block catalogue', () => {
  it('lists every block type of block-configuration §1 once', () => {
    expect(BLOCK_TYPES.map((entry) => entry.type)).toEqual([
      'chart',
      'list',
      'table',
      'calendar',
      'form',
      'event',
      'datalist',
      'imageGallery',
      'ImageGrid',
      'bannerHero',
      'imageAccordian',
      'grid',
      'markdown',
      'iframe',
      'scorecard',
      'map',
      'header',
      'footer',
      'item details',
      'login',
      'register',
      'forgot password',
      'video',
      'audio',
      'comments',
    ]);
  });

  it('marks only the types with settings and renderers available', () => {
    const available = blockCatalogue()
      .filter((entry) => entry.available)
      .map((entry) => entry.type);
    expect(available.sort()).toEqual(
      [
        'chart',
        'footer',
        'forgot password',
        'form',
        'iframe',
        'header',
        'list',
        'login',
        'markdown',
        'register',
        'table',
        'video',
        'audio',
        'scorecard',
        'grid',
        'bannerHero',
        'ImageGrid',
        'imageAccordian',
        'datalist',
        'imageGallery',
        'calendar',
        'event',
        'comments',
        'map',
        'item details',
      ].sort(),
    );
  });

  it('gives every entry a label and a description', () => {
    for (const entry of blockCatalogue()) {
      expect(entry.label.length).toBeGreaterThan(0);
      expect(entry.description.length).toBeGreaterThan(0);
    }
  });

  it('returns a copy the caller may change', () => {
    const catalogue = blockCatalogue();
    catalogue.pop();
    expect(blockCatalogue()).toHaveLength(25);
  });

  it('tells available types from listed and unknown ones', () => {
    expect(isAvailableBlockType('table')).toBe(true);
    expect(isAvailableBlockType('map')).toBe(true);
    expect(isAvailableBlockType('nope')).toBe(false);
    expect(isBlockType('map')).toBe(true);
    expect(isBlockType('nope')).toBe(false);
  });

  it('normalises score_card to scorecard and leaves other types alone', () => {
    expect(normalizeBlockType('score_card')).toBe('scorecard');
    expect(normalizeBlockType('table')).toBe('table');
  });
});
