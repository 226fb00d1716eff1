import { describe, expect, it } from '@jest/globals';
import { appNameSchema } from '@tessera/contracts';
import { subdomainFromTitle } from './subdomainFromTitle.js';

describe('the subdomain a title suggests', () => {
  it('is the title in lowercase words joined by hyphens', () => {
    expect(subdomainFromTitle('Shop Catalogue!')).toBe('shop-catalogue');
    expect(subdomainFromTitle('  Café  & Crêpes  ')).toBe('cafe-crepes');
    expect(subdomainFromTitle('2026')).toBe('app-2026');
    expect(subdomainFromTitle('!!!')).toBe('');
  });

  it('is always a name the server accepts (or empty)', () => {
    for (const title of [
      'Shop Catalogue!',
      'a'.repeat(80),
      `${'x'.repeat(62)} y`,
      '2026',
      'Ünïcødé',
    ])
      expect(appNameSchema.safeParse(subdomainFromTitle(title)).success).toBe(true);
  });
});
