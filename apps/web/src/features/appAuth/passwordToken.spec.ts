import { describe, expect, it } from '@jest/globals';
import { takePasswordToken } from './passwordToken.js';

function browserAt(href: string) {
  const where = {
    location: { href },
    history: {
      state: { idx: 0 },
      replaceState(_data: unknown, _unused: string, url: string) {
        where.location.href = new URL(url, where.location.href).href;
      },
    },
  };
  return where;
}

describe('takePasswordToken', () => {
  it('reads the token once and takes it out of the address', () => {
    const browser = browserAt('https://shop.tessera.test/set-password?password_token=abc&x=1#top');
    expect(takePasswordToken(browser)).toBe('abc');
    expect(browser.location.href).toBe('https://shop.tessera.test/set-password?x=1#top');
    // A second render (or StrictMode's second run) still has it.
    expect(takePasswordToken(browser)).toBe('abc');
  });

  it("takes a new link's token", () => {
    const browser = browserAt('https://shop.tessera.test/set-password?password_token=new');
    expect(takePasswordToken(browser)).toBe('new');
    expect(browser.location.href).toBe('https://shop.tessera.test/set-password');
  });
});
