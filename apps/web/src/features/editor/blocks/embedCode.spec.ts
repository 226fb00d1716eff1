import { describe, expect, it } from '@jest/globals';
import { embedCode } from './embedCode.js';

describe('embedCode', () => {
  it('is an iframe of the address with a harmless title', () => {
    expect(embedCode('http://localhost:3000/sales', 'Sales "board"')).toBe(
      '<iframe src="http://localhost:3000/sales" title="Sales board" width="100%" height="800" style="border:0" loading="lazy"></iframe>',
    );
  });
});
