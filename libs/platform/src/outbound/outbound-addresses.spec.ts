import { describe, expect, it } from '@jest/globals';
import { allowedAddressesProblem, OutboundAddressPolicy } from './outbound-addresses.js';

const policy = new OutboundAddressPolicy();
/** The address a URL names, as the WHATWG parser reads it (every IPv4 notation becomes dotted). */
const hostOf = (url: string) => new URL(url).hostname;

describe('OutboundAddressPolicy', () => {
  it('allows public addresses', () => {
    for (const address of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '[2a00:1450::1]'])
      expect(policy.allows(address, 443)).toBe(true);
  });

  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254', // cloud metadata
      '100.64.0.1',
      '100.100.100.200', // Alibaba metadata (CGNAT)
      '0.0.0.0',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.0.170',
      '198.18.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254', // AWS metadata over IPv6
      'ff02::1',
      'fec0::1',
    ])
      expect({ address, allowed: policy.allows(address, 80) }).toEqual({ address, allowed: false });
  });

  it('refuses IPv4 hidden in IPv6: mapped, compatible, NAT64, 6to4 and Teredo', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '[::ffff:10.0.0.1]',
    ])
      expect({ address, allowed: policy.allows(address, 80) }).toEqual({ address, allowed: false });
  });

  it('refuses loopback in every notation a URL can spell it', () => {
    for (const url of [
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://017700000001/',
      'http://127.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:0:0:1]/',
      'http://0/',
    ])
      expect({ url, allowed: policy.allows(hostOf(url), 80) }).toEqual({ url, allowed: false });
  });

  it('refuses what is not an address', () => {
    expect(policy.allows('localhost', 80)).toBe(false);
    expect(policy.allows('', 80)).toBe(false);
  });

  it("allows the operator's exceptions: an address, one of its ports, or a range", () => {
    const intranet = new OutboundAddressPolicy(['127.0.0.1:8080', '10.1.0.0/16', '[fd00::5]']);
    expect(intranet.allows('127.0.0.1', 8080)).toBe(true);
    expect(intranet.allows('::ffff:127.0.0.1', 8080)).toBe(true);
    expect(intranet.allows('127.0.0.1', 3000)).toBe(false);
    expect(intranet.allows('10.1.200.3', 443)).toBe(true);
    expect(intranet.allows('10.2.0.1', 443)).toBe(false);
    expect(intranet.allows('fd00::5', 80)).toBe(true);
    expect(intranet.allows('169.254.169.254', 80)).toBe(false);
  });

  it('names a bad exception', () => {
    expect(allowedAddressesProblem(['10.0.0.1', '10.0.0.0/8', '[::1]:99'])).toBeNull();
    expect(allowedAddressesProblem(['intranet.local'])).toMatch(/"intranet.local"/);
    expect(allowedAddressesProblem(['10.0.0.0/33'])).toMatch(/10.0.0.0\/33/);
    expect(allowedAddressesProblem(['10.0.0.1:70000'])).toMatch(/70000/);
    expect(() => new OutboundAddressPolicy(['nope'])).toThrow(/"nope"/);
  });
});
