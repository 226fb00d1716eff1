import { describe, expect, it } from '@jest/globals';
import { BOARD_DEFAULTS, PAGE_DEFAULTS } from './store-defaults.js';

describe('store defaults', () => {
  it('match the board store of the spec', () => {
    expect(BOARD_DEFAULTS).toMatchObject({
      hide_filters: true,
      page: 'view',
      nav_background: '#161819',
      board_background: '#FAFAFA',
      block_border: '#e7ebf3',
      block_shadow: '#ebeff3',
      public: false,
      tempo_block: null,
      sections: '',
    });
  });

  it('match the page store of the spec', () => {
    expect(PAGE_DEFAULTS).toMatchObject({
      page: 'view',
      nav_background: '#161819',
      block_border: '#e7ebf3',
      block_shadow: '#ebeff3',
      public: false,
      navigationHistory: [],
      breadcrumbs: [],
    });
  });
});
