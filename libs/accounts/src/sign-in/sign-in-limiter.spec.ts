import { describe, expect, it, jest } from '@jest/globals';
import { MemoryCacheAdapter } from '@tessera/platform';
import { AccountsError } from '../accounts.errors.js';
import { SIGN_IN_POLICY, SignInLimiter } from './sign-in-limiter.js';

const wrongPassword = () => Promise.reject(new AccountsError('invalidCredentials'));
const notAdmin = () => Promise.reject(new AccountsError('adminRequired'));

describe('SignInLimiter', () => {
  it(`refuses one address after ${SIGN_IN_POLICY.attemptsPerAddress} wrong passwords for one e-mail, for the window`, async () => {
    const limiter = new SignInLimiter(new MemoryCacheAdapter());
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      for (let i = 0; i < SIGN_IN_POLICY.attemptsPerAddress; i++) {
        await expect(
          limiter.attempt('ada@example.com', '10.0.0.1', wrongPassword),
        ).rejects.toMatchObject({
          code: 'invalidCredentials',
        });
        now += SIGN_IN_POLICY.maxDelayMs; // past the account's delay: only the address counts here
      }
      await expect(
        limiter.attempt('ADA@example.com ', '10.0.0.1', () => Promise.resolve('ok')),
      ).rejects.toMatchObject({
        status: 429,
        message: 'Too many sign-in attempts. Please try again in 10 minutes.',
      });
      await expect(
        limiter.attempt('ada@example.com', '10.0.0.2', () => Promise.resolve('ok')),
      ).resolves.toBe('ok');
    } finally {
      clock.mockRestore();
    }
  });

  it('slows an address that guessed wrong by a delay of seconds, never the owner elsewhere', async () => {
    const limiter = new SignInLimiter(new MemoryCacheAdapter());
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      for (let i = 0; i < SIGN_IN_POLICY.freeFailuresPerAccount; i++)
        await expect(
          limiter.attempt('ada@example.com', `10.0.1.${i}`, wrongPassword),
        ).rejects.toMatchObject({ code: 'invalidCredentials' });
      await expect(
        limiter.attempt('ada@example.com', '10.0.1.0', wrongPassword),
      ).rejects.toMatchObject({
        status: 429,
        message: 'Too many sign-in attempts. Please try again in 1 second.',
      });
      await expect(
        limiter.attempt('ada@example.com', '10.0.2.1', () => Promise.resolve('ok')),
      ).resolves.toBe('ok');
    } finally {
      clock.mockRestore();
    }
  });

  it('does not count other refusals (a right password without the admin role) as wrong passwords', async () => {
    const limiter = new SignInLimiter(new MemoryCacheAdapter());
    for (let i = 0; i < SIGN_IN_POLICY.freeFailuresPerAccount + 1; i++)
      await expect(
        limiter.attempt('ada@example.com', `10.0.1.${i}`, notAdmin),
      ).rejects.toMatchObject({
        code: 'adminRequired',
      });
    await expect(
      limiter.attempt('ada@example.com', '10.0.2.1', () => Promise.resolve('ok')),
    ).resolves.toBe('ok');
  });
});
