import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AccountsService } from '@tessera/accounts';
import type { ClientErrorsResponse } from '@tessera/contracts';
import { clientErrors, testDatabaseAdapters } from '@tessera/platform';
import { useTestGateway } from '@tessera/gateway/testing';
import { CLIENT_ERRORS_PAGE_SIZE, CLIENT_ERRORS_PER_NETWORK } from './client-errors.service.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

const report = {
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at Table (TableBlock.js:1:2)',
  page: 'https://shop.example.com/orders',
  trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
  context: '{"while":"drawing a block"}',
};

describe.each(testDatabaseAdapters('client_errors'))(
  'browser error reports on %s',
  (_name, options) => {
    const gateway = useTestGateway(options);
    let accounts: AccountsService;
    let address = 0;
    const freshIp = () => `10.9.0.${++address}`;

    beforeAll(() => {
      accounts = gateway.app.get(AccountsService);
    });

    const send = (payload: unknown, remoteAddress = freshIp(), host = 'localhost') =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: payload as Record<string, unknown>,
        headers: { 'user-agent': 'Mozilla/5.0 Test', host },
        remoteAddress,
      });

    /** An admin session's cookie, or a plain owner's dashboard session. */
    async function signedIn(email: string, admin: boolean): Promise<string> {
      const created = await accounts.signUp({ name: '', email, password: 'correct horse' });
      if (admin) await accounts.makeAdmin(created.accountId);
      const login = await gateway.app.inject({
        method: 'POST',
        url: admin ? '/api/admin/login' : '/api/auth/login',
        payload: { email, password: 'correct horse' },
        remoteAddress: freshIp(),
      });
      const name = admin ? 'tessera_admin' : 'tessera_session';
      const cookie = (login.cookies as { name: string; value: string }[]).find(
        (c) => c.name === name,
      );
      return `${name}=${cookie?.value}`;
    }
    const list = (cookie: string | null, query = '') =>
      gateway.app.inject({
        method: 'GET',
        url: `/api/admin/client-errors${query}`,
        headers: cookie ? { cookie } : {},
      });

    it('records a report from any visitor, with its trace id and browser, and lists it for admins', async () => {
      const res = await send(report);
      expect(res.statusCode).toBe(204);
      const admin = await signedIn('root@example.com', true);
      const listed = await list(admin);
      expect(listed.statusCode).toBe(200);
      const body = listed.json<ClientErrorsResponse>();
      expect(body.next_before).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({ ...report, user_agent: 'Mozilla/5.0 Test' }),
      ]);
      // Nothing kept names who reported it.
      const [row] = await gateway.db.select().from(clientErrors);
      expect(JSON.stringify(row)).not.toContain('10.9.0.');
    });

    it('refuses what is not a report, naming the field', async () => {
      for (const bad of [
        { ...report, message: '' },
        { ...report, message: 'x'.repeat(2001) },
        { ...report, kind: 'rumour' },
        { ...report, trace_id: 'not-a-trace' },
        { ...report, stack: 's'.repeat(8001) },
      ]) {
        const res = await send(bad);
        expect(res.statusCode).toBe(400);
      }
      const refused = await send({ ...report, trace_id: 'nope' });
      expect(refused.json<{ message: string }>().message).toContain('trace id');
      expect(await gateway.db.select().from(clientErrors)).toHaveLength(0);
    });

    it('takes at most 30 reports from one network about one site in ten minutes', async () => {
      for (let sent = 0; sent < CLIENT_ERRORS_PER_NETWORK; sent += 1)
        expect((await send(report, '10.9.9.9')).statusCode).toBe(204);
      const refused = await send(report, '10.9.9.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json<{ message: string }>().message).toMatch(/^Too many error reports\./);
      // Another network is still heard; a made-up host names no app: the same site, no more.
      expect((await send(report, '10.9.9.10')).statusCode).toBe(204);
      expect((await send(report, '10.9.9.9', 'made-up.example.com')).statusCode).toBe(429);
    });

    it('lists admins only', async () => {
      await send(report);
      expect((await list(null)).statusCode).toBe(401);
      const owner = await signedIn('owner@example.com', false);
      expect((await list(owner)).statusCode).toBe(403);
    });

    it('pages the list newest first, and refuses a page that does not exist', async () => {
      // A page exactly full says there is no next page.
      const admin = await signedIn('root@example.com', true);
      await gateway.db.insert(clientErrors).values(
        Array.from({ length: CLIENT_ERRORS_PAGE_SIZE }, () => ({
          kind: 'error',
          message: 'x',
          page: '/',
        })),
      );
      expect((await list(admin)).json<ClientErrorsResponse>().next_before).toBeNull();
      await gateway.db.delete(clientErrors);
      const total = CLIENT_ERRORS_PAGE_SIZE + 3;
      await gateway.db.insert(clientErrors).values(
        Array.from({ length: total }, (_, index) => ({
          kind: 'error',
          message: `error ${index}`,
          page: '/',
          // Two share each time, so a page's end falls between equal times.
          reportedAt: new Date(Date.UTC(2026, 10, 1, 0, 0, Math.floor(index / 2))),
        })),
      );
      const first = (await list(admin)).json<ClientErrorsResponse>();
      expect(first.errors).toHaveLength(CLIENT_ERRORS_PAGE_SIZE);
      expect(first.errors[0]!.message).toMatch(/^error 5[12]$/);
      expect(first.next_before).not.toBeNull();
      const second = (
        await list(admin, `?before=${encodeURIComponent(first.next_before!)}`)
      ).json<ClientErrorsResponse>();
      expect(second.next_before).toBeNull();
      const seen = [...first.errors, ...second.errors].map((error) => error.message);
      expect(new Set(seen).size).toBe(total);
      expect((await list(admin, '?before=yesterday')).statusCode).toBe(400);
    });
  },
);
