import { describe, expect, it } from '@jest/globals';
import { clippedText, isSafeUrl } from './Cell.js';
import { mailtoHref } from './mailto.js';

describe('isSafeUrl', () => {
  it.each(['https://example.com/a', 'HTTP://example.com', '/about', ' /pages/1 '])(
    'lets %s become a link',
    (value) => expect(isSafeUrl(value)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    'evil.example',
    '',
  ])('keeps %s as text', (value) => expect(isSafeUrl(value)).toBe(false));
});

describe('mailtoHref', () => {
  it('encodes each address so a cell cannot add headers, and refuses what is not an address', () => {
    expect(mailtoHref('ann@example.com, bob@example.com')).toBe(
      'mailto:ann@example.com,bob@example.com',
    );
    expect(mailtoHref('ann@example.com?cc=all@example.com')).toBeNull();
    expect(mailtoHref('not an address')).toBeNull();
  });
});

describe('clippedText', () => {
  it('cuts text over the limit with an ellipsis, by characters rather than UTF-16 units', () => {
    expect(clippedText('Hello world', 5)).toBe('Hello…');
    expect(clippedText('Hello world', 6)).toBe('Hello…');
    expect(clippedText('👍👍👍', 2)).toBe('👍👍…');
    expect(clippedText('Short', 5)).toBe('Short');
    expect(clippedText('No limit at all', undefined)).toBe('No limit at all');
  });
});
