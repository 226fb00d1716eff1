import { describe, expect, it } from '@jest/globals';
import { MemoryCacheAdapter } from './memory-cache.adapter.js';
import {
  DEFAULT_SIGN_IN_POLICY,
  SignInThrottle,
  signInAddress,
  tryAgainIn,
} from './sign-in-throttle.js';

const policy = { ...DEFAULT_SIGN_IN_POLICY, attemptsPerAddress: 10, attemptsPerIp: 30 };

function throttleWithClock() {
  const clock = { now: 1_000_000 };
  const throttle = new SignInThrottle(new MemoryCacheAdapter(), 'test', policy, () => clock.now);
  return { clock, throttle };
}

/** One wrong password, as the services report it. */
async function wrong(throttle: SignInThrottle, account: string, ip: string) {
  const decision = await throttle.attempt(account, ip);
  if (decision.allowed) await throttle.failed(account, ip);
  return decision;
}

/** A wrong password as soon as the address may try again; returns how long it had to wait. */
async function wrongWhenAllowed(
  clock: { now: number },
  throttle: SignInThrottle,
  account: string,
  ip: string,
) {
  const first = await wrong(throttle, account, ip);
  if (first.allowed) return 0;
  clock.now += first.retryAfterMs;
  expect(await wrong(throttle, account, ip)).toEqual({ allowed: true });
  return first.retryAfterMs;
}

/** One right password, as the services report it. */
async function right(throttle: SignInThrottle, account: string, ip: string) {
  const decision = await throttle.attempt(account, ip);
  if (decision.allowed) await throttle.succeeded(account, ip);
  return decision;
}

describe('SignInThrottle', () => {
  it('refuses one address for the window after 10 attempts at one account', async () => {
    const { clock, throttle } = throttleWithClock();
    for (let i = 0; i < 10; i++) {
      clock.now += 60_000; // past any account delay: only the address's count is tested here
      expect(await wrong(throttle, 'ada', '10.0.0.1')).toEqual({ allowed: true });
    }
    clock.now += 60_000;
    const refused = await throttle.attempt('ada', '10.0.0.1');
    expect(refused).toEqual({ allowed: false, retryAfterMs: 5 * 60_000 });
    expect(await throttle.attempt('grace', '10.0.0.1')).toEqual({ allowed: true });
  });

  it('refuses one IP after 30 failed attempts across accounts', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 30; i++)
      expect(await wrong(throttle, `user${i}`, '192.0.2.7')).toEqual({ allowed: true });
    expect(await throttle.attempt('ada', '192.0.2.7')).toMatchObject({ allowed: false });
    expect(await throttle.attempt('ada', '192.0.2.8')).toEqual({ allowed: true });
  });

  it('lets 40 accounts sign in with right passwords from one IP (an office behind one NAT)', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 40; i++)
      expect(await right(throttle, `colleague${i}`, '192.0.2.7')).toEqual({ allowed: true });
    // Failures still count: 30 more wrong passwords and the address is refused.
    for (let i = 0; i < 30; i++)
      expect(await wrong(throttle, `user${i}`, '192.0.2.7')).toEqual({ allowed: true });
    expect(await throttle.attempt('ada', '192.0.2.7')).toMatchObject({ allowed: false });
  });

  it('slows each guessing address with a doubling delay from its own last wrong password, capped at 30 s', async () => {
    const { clock, throttle } = throttleWithClock();
    const waits: number[] = [];
    for (let i = 0; i < 9; i++)
      waits.push(await wrongWhenAllowed(clock, throttle, 'ada', '10.0.0.1'));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000]);
    // Wrong passwords from elsewhere lengthen the delay (capped), not restart it.
    for (let i = 0; i < 5; i++) await wrong(throttle, 'ada', `10.0.1.${i}`);
    clock.now += 10_000;
    expect(await throttle.attempt('ada', '10.0.0.1')).toEqual({
      allowed: false,
      retryAfterMs: 20_000,
    });
  });

  it('never holds back an address without wrong passwords, however the account is hammered', async () => {
    const { clock, throttle } = throttleWithClock();
    const attackers = ['10.0.0.1', '10.0.0.2', '10.0.0.3'];
    // Each attacker fires the moment its wait ends, until its own limit refuses it.
    for (let round = 0; round < 10; round++) {
      for (const ip of attackers) {
        await wrongWhenAllowed(clock, throttle, 'ada', ip);
        // Right after any attacker's wrong password, the owner's new address gets in at once.
        if (round === 7 && ip === '10.0.0.3')
          expect(await throttle.attempt('ada', '10.9.9.9')).toEqual({ allowed: true });
      }
    }
    for (const ip of attackers)
      expect(await throttle.attempt('ada', ip)).toMatchObject({ allowed: false });
    expect(await right(throttle, 'ada', '10.9.9.8')).toEqual({ allowed: true });
  });

  it('does not slow down an address the account signed in from before', async () => {
    const { throttle } = throttleWithClock();
    expect(await throttle.attempt('ada', '10.0.0.1')).toEqual({ allowed: true });
    await throttle.succeeded('ada', '10.0.0.1');
    for (let i = 0; i < 6; i++) await wrong(throttle, 'ada', '10.0.0.1');
    expect(await throttle.attempt('ada', '10.0.0.1')).toEqual({ allowed: true });
  });

  it('does not count right passwords towards the account delay', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 20; i++) {
      expect(await throttle.attempt('ada', '10.0.0.1')).toEqual({ allowed: true });
      await throttle.succeeded('ada', '10.0.0.1');
    }
  });

  it('lets only one of parallel attempts from one address go on while the account is slowed', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 6; i++) await wrong(throttle, 'ada', `10.0.1.${i}`);
    for (const ip of ['10.0.0.1', '10.0.1.0']) {
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => throttle.attempt('ada', ip)),
      );
      expect(burst.filter((decision) => decision.allowed)).toHaveLength(ip === '10.0.0.1' ? 1 : 0);
    }
  });

  it('counts an IPv6 client by its /64 and an IPv4 address written as IPv6 as itself', async () => {
    expect(signInAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(signInAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(signInAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(signInAddress('::1')).toBe('0:0:0:0::/64');
    expect(signInAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(signInAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(signInAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(signInAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(signInAddress('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(signInAddress('::ffff:c000:201')).toBe('192.0.2.1');
    expect(signInAddress('::192.0.2.1')).toBe('192.0.2.1');
    expect(signInAddress('192.0.2.1')).toBe('192.0.2.1');

    const { clock, throttle } = throttleWithClock();
    for (let i = 0; i < 10; i++) {
      clock.now += 60_000;
      await wrong(throttle, 'ada', `2001:db8:1:2::${i + 1}`);
    }
    clock.now += 60_000;
    expect(await throttle.attempt('ada', '2001:db8:1:2:ffff::9')).toMatchObject({ allowed: false });
    expect(await throttle.attempt('ada', '2001:db8:1:3::1')).toEqual({ allowed: true });
  });

  it('says the wait in seconds under a minute and in minutes beyond', () => {
    expect(tryAgainIn(1)).toBe('Please try again in 1 second.');
    expect(tryAgainIn(29_100)).toBe('Please try again in 30 seconds.');
    expect(tryAgainIn(15 * 60_000)).toBe('Please try again in 15 minutes.');
    expect(tryAgainIn(60_000)).toBe('Please try again in 1 minute.');
  });
});
