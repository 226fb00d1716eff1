import { describe, expect, it } from '@jest/globals';
import { dashboardUrl } from './dashboardLinks.js';

const here = { protocol: 'http:', host: 'shop.localhost:3000' };

describe('dashboardUrl', () => {
  it('builds the address on the configured dashboard host', () => {
    expect(dashboardUrl('localhost:3000', '/dashboard/accountbilling', here)).toBe(
      'http://localhost:3000/dashboard/accountbilling',
    );
    expect(dashboardUrl('https://tessera.example', '/dashboard', here)).toBe(
      'https://tessera.example/dashboard',
    );
  });
  it('falls back to the current host while the setting is unknown', () => {
    expect(dashboardUrl(undefined, '/dashboard', here)).toBe(
      'http://shop.localhost:3000/dashboard',
    );
  });
});
