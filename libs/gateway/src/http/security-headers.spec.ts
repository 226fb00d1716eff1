import { describe, expect, it } from '@jest/globals';
import { securityPolicies } from './security-headers.js';

const frameSrc = (policy: string) => /frame-src ([^;]*)/.exec(policy)?.[1];
const imgSrc = (policy: string) => /img-src ([^;]*)/.exec(policy)?.[1];

describe('securityPolicies', () => {
  it("lets pages frame the server's own app hosts, which https: covers on an https server", () => {
    expect(frameSrc(securityPolicies('https://tessera.example').default)).toBe('https:');
    expect(frameSrc(securityPolicies('http://localhost:3000').default)).toBe(
      'https: http://*.localhost:3000',
    );
  });

  it("shows the map's tiles: https ones as any https image, a plain-http server by name", () => {
    const https = securityPolicies('https://t.example', 'https://tile.osm.example/{z}/{x}/{y}.png');
    expect(imgSrc(https.default)).toBe("'self' data: blob: https:");
    const local = securityPolicies(
      'https://t.example',
      'http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png',
    );
    expect(imgSrc(local.default)).toBe("'self' data: blob: https: http://127.0.0.1:9000");
    // Tiles spread over subdomains ({s}: a, b, c) are all allowed.
    const spread = securityPolicies(
      'https://t.example',
      'http://{s}.tiles.local:8080/{z}/{x}/{y}.png',
    );
    expect(imgSrc(spread.default)).toBe("'self' data: blob: https: http://*.tiles.local:8080");
  });

  it('builds one policy per frame-ancestors value', () => {
    const policies = securityPolicies('https://tessera.example');
    const framed = policies.forFrameAncestors("'self' https://site.example");
    expect(framed).toContain("frame-ancestors 'self' https://site.example");
    expect(policies.forFrameAncestors("'self' https://site.example")).toBe(framed);
    expect(policies.default).toContain("frame-ancestors 'self'");
  });
});
