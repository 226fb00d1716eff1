import { describe, expect, it } from '@jest/globals';
import { frameAncestors, normaliseEmbedOrigin, parseEmbedOrigins } from './embed-settings.js';

describe('embed settings', () => {
  it('keeps the origin of an address and refuses what is not one', () => {
    expect(normaliseEmbedOrigin(' https://Site.example/page?x=1 ')).toBe('https://site.example');
    expect(normaliseEmbedOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(normaliseEmbedOrigin('https://site.example:443')).toBe('https://site.example');
    expect(normaliseEmbedOrigin('https://user@site.example')).toBeNull();
    expect(normaliseEmbedOrigin('javascript:alert(1)')).toBeNull();
    expect(normaliseEmbedOrigin("https://a.example; script-src 'unsafe-inline'")).toBeNull();
  });

  it('drops invalid and repeated entries', () => {
    expect(parseEmbedOrigins(['https://a.example', 'nope', 'https://a.example/x', 3])).toEqual([
      'https://a.example',
    ]);
    expect(parseEmbedOrigins('https://a.example')).toEqual([]);
  });

  it('lets only paid plans name other sites', () => {
    expect(frameAncestors(['https://a.example'], false)).toBe("'self'");
    expect(frameAncestors(['https://a.example'], true)).toBe("'self' https://a.example");
    expect(frameAncestors(['*', 'https://a.example'], true)).toBe('*');
    expect(frameAncestors([], true)).toBe("'self'");
  });
});
