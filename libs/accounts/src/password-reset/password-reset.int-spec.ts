import { describe, expect, it, jest } from '@jest/globals';
import { useTestGateway } from '@tessera/gateway/testing';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ConsoleMailAdapter, MAIL, sessions, testDatabaseAdapters } from '@tessera/platform';
import {
  RESET_LINKS_PER_ADDRESS,
  RESET_REQUESTED_MESSAGE,
  RESET_REQUESTS_PER_NETWORK,
} from './password-reset.service.js';

jest.setTimeout(60_000);

describe.each(testDatabaseAdapters('owner_password_reset'))(
  'owner password reset on %s',
  (_name, options) => {
    const gateway = useTestGateway(options);
    // Counts live in the cache (Redis in CI, shared with other files): each run takes its own
    // addresses rather than clearing anyone's counts.
    const run = randomInt(1, 250);
    let hosts = 0;
    const address = () => `10.${run}.${Math.floor(++hosts / 250)}.${(hosts % 250) + 1}`;

    const post = (url: string, payload: Record<string, unknown>, remoteAddress = address()) =>
      gateway.app.inject({ method: 'POST', url, payload, remoteAddress });
    const mails = () => gateway.app.get<ConsoleMailAdapter>(MAIL).sentMessages();
    const linkTo = (email: string) => {
      const mail = mails().findLast((message) => message.to === email);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link ? new URL(link) : undefined;
    };
    const signUp = (email: string) =>
      post('/api/auth/signup', { name: 'Ada', email, password: 'correct horse' });
    const signIn = (email: string, password: string) =>
      post('/api/auth/login', { email, password });

    it('e-mails a link from BASE_URL, and the new password replaces the old one and every session', async () => {
      const email = `ada-${Date.now()}@example.com`;
      const signedUp = await signUp(email);
      expect(signedUp.statusCode).toBe(201);
      const accountId = signedUp.json<{ user: { id: string } }>().user.id;
      const asked = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: email.toUpperCase() },
        // A forged Host never makes the link point elsewhere.
        headers: { host: 'evil.example' },
        remoteAddress: address(),
      });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
      const link = linkTo(email)!;
      expect(`${link.origin}${link.pathname}`).toBe(
        new URL('/dashboard/reset-password', gateway.config.BASE_URL).toString(),
      );
      const token = link.searchParams.get('reset_token')!;

      const reset = await post('/api/auth/reset-password', { token, password: 'new horse staple' });
      expect(reset.statusCode).toBe(200);
      expect((await signIn(email, 'correct horse')).statusCode).toBe(401);
      expect((await signIn(email, 'new horse staple')).statusCode).toBe(200);
      // The sign-up's session is gone: only the sign-in just made is left.
      expect(
        await gateway.db.select().from(sessions).where(eq(sessions.accountId, accountId)),
      ).toHaveLength(1);

      const again = await post('/api/auth/reset-password', { token, password: 'third horse' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        message:
          'This link to choose a new password has expired or was already used. Ask for a new one.',
      });
    });

    it('answers the same for an address without an account, and sends nothing', async () => {
      const before = mails().length;
      const res = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(mails()).toHaveLength(before);
    });

    it('refuses a short password and a made-up link', async () => {
      const short = await post('/api/auth/reset-password', { token: 'x', password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json<{ message: string }>().message).toMatch(/at least 8 characters/);
      const madeUp = await post('/api/auth/reset-password', {
        token: 'made-up',
        password: 'long enough',
      });
      expect(madeUp.statusCode).toBe(400);
    });

    it('limits requests per network, and links per address', async () => {
      const email = `bob-${Date.now()}@example.com`;
      await signUp(email);
      const before = mails().filter((message) => message.to === email).length;
      for (let index = 0; index < RESET_LINKS_PER_ADDRESS + 1; index += 1)
        await post('/api/auth/forgot-password', { email });
      expect(mails().filter((message) => message.to === email).length - before).toBe(
        RESET_LINKS_PER_ADDRESS,
      );
      const network = address();
      for (let index = 0; index < RESET_REQUESTS_PER_NETWORK; index += 1)
        expect(
          (await post('/api/auth/forgot-password', { email: `x${index}@example.com` }, network))
            .statusCode,
        ).toBe(202);
      const flood = await post('/api/auth/forgot-password', { email }, network);
      expect(flood.statusCode).toBe(429);
      expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
);
