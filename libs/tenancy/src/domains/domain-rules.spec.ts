import { describe, expect, it } from '@jest/globals';
import {
  isTesseraDomain,
  newVerificationToken,
  recordsHoldToken,
  toAppDomainDto,
  verificationRecordName,
} from './domain-rules.js';

describe('custom domain rules', () => {
  it('publishes the token under _tessera', () => {
    expect(verificationRecordName('shop.example.com')).toBe('_tessera.shop.example.com');
  });

  it('makes a fresh, URL-safe token each time', () => {
    const token = newVerificationToken();
    expect(token).toMatch(/^tessera-verify=[A-Za-z0-9_-]{43}$/);
    expect(newVerificationToken()).not.toBe(token);
  });

  it('finds the token among the records, ignoring quotes and spaces', () => {
    expect(recordsHoldToken(['v=spf1 -all', ' "tessera-verify=abc" '], 'tessera-verify=abc')).toBe(
      true,
    );
    expect(recordsHoldToken(['tessera-verify=abcd'], 'tessera-verify=abc')).toBe(false);
    expect(recordsHoldToken([], 'tessera-verify=abc')).toBe(false);
  });

  it('refuses the dashboard host, its subdomains and its parents', () => {
    const dashboard = 'app.tessera.example:443';
    expect(isTesseraDomain('app.tessera.example', dashboard)).toBe(true);
    expect(isTesseraDomain('shop.app.tessera.example', dashboard)).toBe(true);
    expect(isTesseraDomain('tessera.example', dashboard)).toBe(true);
    expect(isTesseraDomain('shop.example.com', dashboard)).toBe(false);
    expect(isTesseraDomain('myapp.tessera.example.com', dashboard)).toBe(false);
  });

  it('shows the record to add and the CNAME target without a port', () => {
    expect(
      toAppDomainDto(
        { id: 'd1', domain: 'shop.example.com', verificationToken: 't', verifiedAt: null },
        'localhost:3000',
      ),
    ).toEqual({
      id: 'd1',
      domain: 'shop.example.com',
      verified: false,
      verification: { type: 'TXT', name: '_tessera.shop.example.com', value: 't' },
      target: 'localhost',
    });
  });
});
