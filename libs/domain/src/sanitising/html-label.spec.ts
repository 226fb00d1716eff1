import { describe, expect, it } from '@jest/globals';
import { htmlLabel } from './html-label.js';

describe('htmlLabel', () => {
  it('drops tags and reads entities', () => {
    expect(htmlLabel('Sell <em>more</em> &amp; <b>faster</b>&#33;')).toBe('Sell more & faster!');
    expect(htmlLabel('Plain & simple')).toBe('Plain & simple');
    expect(htmlLabel('<img src=x onerror=alert(1)>Hi &unknown; &#x1F600;')).toBe('Hi &unknown; 😀');
  });
});
