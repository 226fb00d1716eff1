import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from './block-settings.js';

describe('markdown settings', () => {
  it('keeps the body, the loop and columns from 1 to 4', () => {
    const result = parseBlockSettings('markdown', { body: '# [Name]', loop: true, columns: 4 });
    expect(result.success && result.settings).toMatchObject({
      body: '# [Name]',
      loop: true,
      columns: 4,
    });
    expect(parseBlockSettings('markdown', { columns: 5 }).success).toBe(false);
    expect(parseBlockSettings('markdown', { columns: 0 }).success).toBe(false);
  });

  it('accepts only the gaps 0, 3, 6 and 10', () => {
    for (const gap of [0, 3, 6, 10]) {
      expect(parseBlockSettings('markdown', { gap }).success).toBe(true);
    }
    expect(parseBlockSettings('markdown', { gap: 4 }).success).toBe(false);
  });
});
