import { describe, expect, it } from '@jest/globals';
import { appUrl, isReservedAppName } from './app-names.js';

describe('app names', () => {
  it('keeps the product’s own subdomains', () => {
    for (const name of [
      'www',
      'admin',
      'api',
      'dashboard',
      'app',
      'mail',
      'static',
      'assets',
      'docs',
    ]) {
      expect(isReservedAppName(name)).toBe(true);
    }
    for (const name of ['login', 'billing', 'marketplace', 'support', 'status', 'ftp', 'ns1']) {
      expect(isReservedAppName(name)).toBe(true);
    }
    expect(isReservedAppName('WWW')).toBe(true);
    expect(isReservedAppName('shop')).toBe(false);
  });

  it('serves an app on its subdomain of the dashboard host', () => {
    expect(appUrl('demo', 'http://localhost:3000', 'localhost:3000')).toBe(
      'http://demo.localhost:3000',
    );
    expect(appUrl('shop', 'https://tessera.example', 'tessera.example')).toBe(
      'https://shop.tessera.example',
    );
  });
});
