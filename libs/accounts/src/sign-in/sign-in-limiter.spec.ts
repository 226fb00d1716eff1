import { describe, expect, it } from '@jest/globals';
import { MemoryCacheAdapter } from '@tessera/platform';
import { ATTEMPTS_PER_EMAIL, ATTEMPTS_PER_IP, SignInLimiter } from './sign-in-limiter.js';

const tooMany = /^Too many sign-in attempts\. Please try again in 15 minutes\.$/;

describe('SignInLimiter', () => {
  it(`allows ${ATTEMPTS_PER_EMAIL} attempts per e-mail, then refuses with the wait`, async () => {
    const limiter = new SignInLimiter(new MemoryCacheAdapter());
    for (let i = 0; i < ATTEMPTS_PER_EMAIL; i++)
      await limiter.consume('ada@example.com', `10.0.0.${i}`);
    await expect(limiter.consume('ADA@example.com ', '10.0.1.1')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(tooMany),
    });
    await expect(limiter.consume('grace@example.com', '10.0.1.1')).resolves.toBeUndefined();
  });

  it(`allows ${ATTEMPTS_PER_IP} attempts per IP address across e-mails, then refuses`, async () => {
    const limiter = new SignInLimiter(new MemoryCacheAdapter());
    for (let i = 0; i < ATTEMPTS_PER_IP; i++)
      await limiter.consume(`user${i}@example.com`, '192.0.2.7');
    await expect(limiter.consume('ada@example.com', '192.0.2.7')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(tooMany),
    });
    await expect(limiter.consume('ada@example.com', '192.0.2.8')).resolves.toBeUndefined();
  });
});
