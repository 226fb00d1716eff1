import { describe, expect, it } from '@jest/globals';
import { BOARD_SETTING_DEFAULTS, withBoardDefaults } from './board-settings-defaults.js';

describe('board setting defaults', () => {
  it('holds the spec’s defaults of the stored settings', () => {
    expect(BOARD_SETTING_DEFAULTS).toMatchObject({
      hide_filters: true,
      nav_background: '#161819',
      board_background: '#FAFAFA',
      block_border: '#e7ebf3',
      block_shadow: '#ebeff3',
      sections: '',
    });
  });

  it('leaves the browser’s own store state alone', () => {
    for (const key of [
      'page',
      'filters',
      'search',
      'blocks',
      'tempo_block',
      'can_edit',
      'public',
    ]) {
      expect(BOARD_SETTING_DEFAULTS).not.toHaveProperty(key);
    }
  });

  it('lets stored settings win', () => {
    expect(withBoardDefaults({ hide_filters: false, title: 'Stock' })).toMatchObject({
      hide_filters: false,
      title: 'Stock',
      nav_background: '#161819',
    });
  });
});
