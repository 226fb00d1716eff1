import { describe, expect, it } from '@jest/globals';
import { securityPolicies } from './security-headers.js';

const frameSrc = (policy: string) => /frame-src ([^;]*)/.exec(policy)?.[1];

describe('securityPolicies', () => {
  it("lets pages frame the server's own app hosts, which https: covers on an https server", () => {
    expect(frameSrc(securityPolicies('https://tessera.example').default)).toBe('https:');
    expect(frameSrc(securityPolicies('http://localhost:3000').default)).toBe(
      'https: http://*.localhost:3000',
    );
  });

  it('builds one policy per frame-ancestors value', () => {
    const policies = securityPolicies('https://tessera.example');
    const framed = policies.forFrameAncestors("'self' https://site.example");
    expect(framed).toContain("frame-ancestors 'self' https://site.example");
    expect(policies.forFrameAncestors("'self' https://site.example")).toBe(framed);
    expect(policies.default).toContain("frame-ancestors 'self'");
  });
});
