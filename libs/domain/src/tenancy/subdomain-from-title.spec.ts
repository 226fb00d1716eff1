import { describe, expect, it } from '@jest/globals';
import { subdomainFromTitle } from './subdomain-from-title.js';

/** An app's name as the server takes it (appNameSchema): a DNS label, not only digits. */
const APP_NAME = /^(?!\d+$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

describe('the subdomain a title suggests', () => {
  it('is the title in lowercase words joined by hyphens', () => {
    expect(subdomainFromTitle('Shop Catalogue!')).toBe('shop-catalogue');
    expect(subdomainFromTitle('  Café  & Crêpes  ')).toBe('cafe-crepes');
    expect(subdomainFromTitle('2026')).toBe('app-2026');
    expect(subdomainFromTitle('!!!')).toBe('');
    // Shorter where a suffix follows (a copy's name).
    expect(subdomainFromTitle(`${'a'.repeat(39)} b`, 40)).toBe('a'.repeat(39));
  });

  it('is always a name the server accepts (or empty)', () => {
    for (const title of [
      'Shop Catalogue!',
      'a'.repeat(80),
      `${'x'.repeat(62)} y`,
      '2026',
      'Ünïcødé',
    ])
      expect(subdomainFromTitle(title)).toMatch(APP_NAME);
  });
});
