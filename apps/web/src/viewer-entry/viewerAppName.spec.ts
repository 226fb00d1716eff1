import { describe, expect, it } from '@jest/globals';
import { viewerAppName } from './viewerAppName.js';

describe('viewerAppName', () => {
  it("is the host's label under the dashboard host", () => {
    expect(viewerAppName('shop.tessera.test', 'tessera.test')).toBe('shop');
    expect(viewerAppName('shop.localhost:3000', 'localhost:3000')).toBe('shop');
  });

  it('is none on a custom domain, www, or before the dashboard host is known', () => {
    expect(viewerAppName('www.shop-example.com', 'tessera.test')).toBeNull();
    expect(viewerAppName('app.example.org', 'tessera.test')).toBeNull();
    expect(viewerAppName('www.tessera.test', 'tessera.test')).toBeNull();
    expect(viewerAppName('shop.tessera.test', undefined)).toBeNull();
    expect(viewerAppName('shop.tessera.test', '')).toBeNull();
  });
});
