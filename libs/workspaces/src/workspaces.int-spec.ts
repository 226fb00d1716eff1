import { describe, expect, it, jest } from '@jest/globals';
import { useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import { setWorkspacePlan } from '@tessera/testing';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

describe.each(testDatabaseAdapters('workspaces'))(
  'workspace and settings on %s',
  (_name, options) => {
    const gateway = useTestGateway(options, {
      env: {
        BASE_URL: 'https://tessera.example:8443',
        MAPS_TOKEN: 'pk.maps-token',
        DATABASE_URL: 'postgres://secret@db.internal:5432/tessera',
      },
    });

    async function signedIn(name: string) {
      const res = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name, email: `${name.toLowerCase()}@example.com`, password: 'correct horse' },
      });
      // Over https the session cookie carries the __Host- prefix.
      const cookieName = gateway.config.sessionCookies.owner;
      const cookie = (res.cookies as { name: string; value: string }[]).find(
        (c) => c.name === cookieName,
      );
      return {
        cookie: `${cookieName}=${cookie?.value}`,
        workspaceId: res.json<{ user: { workspaceId: string } }>().user.workspaceId,
      };
    }
    const workspace = (cookie?: string) =>
      gateway.app.inject({
        method: 'GET',
        url: '/api/board/workspace?board=%2Fdashboard&referer=x&_id=1&_email=a&_filters=',
        headers: cookie ? { cookie } : {},
      });

    describe('GET /api/board/workspace', () => {
      it("answers the signed-in owner's workspace on the free plan", async () => {
        const ada = await signedIn('Ada');
        await signedIn('Grace');
        const res = await workspace(ada.cookie);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          id: ada.workspaceId,
          name: "Ada's workspace",
          plan: 'free',
          is_free_plan: true,
        });
      });

      it('says is_free_plan false once the workspace is on the paid plan', async () => {
        const ada = await signedIn('Ada');
        // As the billing service records it from Stripe's verified events.
        await setWorkspacePlan(gateway.db, ada.workspaceId, 'paid');
        expect((await workspace(ada.cookie)).json()).toMatchObject({
          plan: 'paid',
          is_free_plan: false,
        });
      });

      it('answers 401 without a session', async () => {
        const res = await workspace();
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: 'Please sign in to continue.' });
      });
    });

    describe('GET /api/getENV/{setting}', () => {
      it.each([
        ['DASHBOARD_HOST', 'tessera.example:8443'],
        ['MAPS_TOKEN', 'pk.maps-token'],
        ['BACKEND_URL', 'https://tessera.example:8443'],
      ])('answers %s without a session', async (setting, value) => {
        const res = await gateway.app.inject({
          method: 'GET',
          url: `/api/getENV/${setting}?board=%2F&_id=1`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ setting, value });
      });

      it.each(['DATABASE_URL', 'PATH', 'dashboard_host', 'constructor', '__proto__'])(
        'never reveals %s',
        async (setting) => {
          const res = await gateway.app.inject({ method: 'GET', url: `/api/getENV/${setting}` });
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({ message: 'Unknown setting.' });
          expect(res.body).not.toContain('secret@db.internal');
        },
      );
    });
  },
);
