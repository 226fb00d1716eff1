import { describe, expect, it, jest } from '@jest/globals';
import { useTestGateway } from '@tessera/gateway/testing';
import { apps, sessions, testDatabaseAdapters } from '@tessera/platform';
import { hashToken } from '../sessions/session-token.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type Cookie = {
  name: string;
  value: string;
  domain?: string;
  httpOnly?: boolean;
  sameSite?: string;
};
type Owner = { cookie: string; workspaceId: string };

const DASHBOARD = 'localhost:3000';

describe.each(testDatabaseAdapters('accounts_handoff'))(
  'app editor hand-off on %s',
  (_name, options) => {
    const gateway = useTestGateway(options);

    const sessionOf = (res: { cookies: unknown[] }) =>
      (res.cookies as Cookie[]).find((c) => c.name === 'tessera_session');

    async function owner(email: string): Promise<Owner> {
      const res = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'correct horse' },
      });
      expect(res.statusCode).toBe(201);
      return {
        cookie: `tessera_session=${sessionOf(res)?.value}`,
        workspaceId: res.json<{ user: { workspaceId: string } }>().user.workspaceId,
      };
    }

    async function appOf(who: Owner, name: string): Promise<string> {
      const [row] = await gateway.db
        .insert(apps)
        .values({ workspaceId: who.workspaceId, name, title: name })
        .returning({ id: apps.id });
      return row?.id ?? '';
    }

    const handoff = (who: Owner, appId: string, headers: Record<string, string> = {}) =>
      gateway.app.inject({
        method: 'GET',
        url: `/api/auth/handoff?appId=${appId}&board=%2F&_id=abc`,
        headers: { cookie: who.cookie, host: DASHBOARD, ...headers },
      });
    const exchange = (token: string, host: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { token },
        headers: { host },
      });
    const me = (token: string, host: string) =>
      gateway.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: { cookie: `tessera_session=${token}`, host },
      });

    it("gives a one-time link to the app's own host, built from BASE_URL and never from headers", async () => {
      const ada = await owner('ada@example.com');
      const acme = await appOf(ada, 'acme');
      const res = await handoff(ada, acme, { 'x-forwarded-host': 'evil.example' });
      expect(res.statusCode).toBe(200);
      const { token, url } = res.json<{ token: string; url: string }>();
      expect(url).toBe(`http://acme.localhost:3000/?token=${token}`);
    });

    it("refuses a link to another workspace's app, and to a missing app id", async () => {
      const ada = await owner('ada@example.com');
      const grace = await owner('grace@example.com');
      const theirs = await appOf(grace, 'graces');
      for (const res of [await handoff(ada, theirs), await handoff(ada, 'no-such-app')]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'App not found.' });
      }
      const missing = await gateway.app.inject({
        method: 'GET',
        url: '/api/auth/handoff',
        headers: { cookie: ada.cookie },
      });
      expect(missing.statusCode).toBe(400);
    });

    it("exchanges the token once for an app-editor session valid on that app's host only", async () => {
      const ada = await owner('ada@example.com');
      const acme = await appOf(ada, 'acme');
      await appOf(ada, 'other');
      const { token } = (await handoff(ada, acme)).json<{ token: string }>();

      const res = await exchange(token, 'acme.localhost:3000');
      expect(res.statusCode).toBe(200);
      const session = res.json<{ token: string }>().token;
      expect(sessionOf(res)).toMatchObject({ value: session, httpOnly: true, sameSite: 'Lax' });
      expect(sessionOf(res)?.domain).toBeUndefined();
      const rows = await gateway.db.select().from(sessions);
      expect(rows.find((r) => r.tokenHash === hashToken(session))).toMatchObject({
        kind: 'app-editor',
        appId: acme,
      });

      expect((await me(session, 'acme.localhost:3000')).statusCode).toBe(200);
      expect((await me(session, 'other.localhost:3000')).statusCode).toBe(401);
      expect((await me(session, DASHBOARD)).statusCode).toBe(401);

      const again = await exchange(token, 'acme.localhost:3000');
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({
        message: 'This editing link is invalid or has expired.',
      });
    });

    it('refuses the token on another host, and burns it there', async () => {
      const ada = await owner('ada@example.com');
      const acme = await appOf(ada, 'acme');
      const { token } = (await handoff(ada, acme)).json<{ token: string }>();
      expect((await exchange(token, 'other.localhost:3000')).statusCode).toBe(401);
      expect((await exchange(token, DASHBOARD)).statusCode).toBe(401);
      expect((await exchange(token, 'acme.localhost:3000')).statusCode).toBe(401);
      expect(await gateway.db.select().from(sessions)).toHaveLength(1);
    });

    it('lets an app-editor session hand off only to its own app', async () => {
      const ada = await owner('ada@example.com');
      const acme = await appOf(ada, 'acme');
      const other = await appOf(ada, 'other');
      const { token } = (await handoff(ada, acme)).json<{ token: string }>();
      const session = (await exchange(token, 'acme.localhost:3000')).json<{ token: string }>()
        .token;
      const editor: Owner = { cookie: `tessera_session=${session}`, workspaceId: ada.workspaceId };
      const host = { host: 'acme.localhost:3000' };
      expect((await handoff(editor, acme, host)).statusCode).toBe(200);
      expect((await handoff(editor, other, host)).statusCode).toBe(404);
    });

    it('ends the app-editor session when its app is deleted', async () => {
      const ada = await owner('ada@example.com');
      const acme = await appOf(ada, 'acme');
      const { token } = (await handoff(ada, acme)).json<{ token: string }>();
      const session = (await exchange(token, 'acme.localhost:3000')).json<{ token: string }>()
        .token;
      await gateway.db.delete(apps);
      expect((await me(session, 'acme.localhost:3000')).statusCode).toBe(401);
    });
  },
);
