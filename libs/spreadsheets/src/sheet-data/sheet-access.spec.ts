import { describe, expect, it } from '@jest/globals';
import { boardSlugFromPath } from './sheet-access.js';

describe('boardSlugFromPath', () => {
  it('takes the first segment of the board path or URL', () => {
    expect(boardSlugFromPath('/demo-board')).toBe('demo-board');
    expect(boardSlugFromPath('/Demo-Board/?x=1')).toBe('demo-board');
    expect(boardSlugFromPath('http://localhost:3000/shop#top')).toBe('shop');
    expect(boardSlugFromPath('/')).toBeNull();
    expect(boardSlugFromPath(undefined)).toBeNull();
    expect(boardSlugFromPath('/%E0%A4%A')).toBeNull();
  });
});
