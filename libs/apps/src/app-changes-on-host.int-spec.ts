import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HostApps } from '@tessera/app-users';
import { insertSpreadsheet, signedInOwner, type SignedIn } from '@tessera/blocks-api/testing';
import { useTestGateway } from '@tessera/gateway/testing';
import { OUTBOX_RELAY, testDatabaseAdapters, type OutboxRelay } from '@tessera/platform';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

/**
 * The app a host resolves to is cached (no database query per visitor request), yet a change the
 * owner saves is what the very next request sees. The outbox relay is stopped here, so no event is
 * handled: what is checked is the gateway's own invalidation once the change is committed, not the
 * tenancy service's backstop on app.saved.
 */
describe.each(testDatabaseAdapters('app_changes_on_host'))(
  'an app change on its host, before any event is handled, on %s',
  (_name, options) => {
    const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });
    const call = gateway.call;

    beforeAll(async () => {
      await gateway.app.get<OutboxRelay | null>(OUTBOX_RELAY)?.stop();
    });

    let owner: SignedIn;
    let app: { id: string; name: string };
    let host: string;
    beforeEach(async () => {
      owner = await signedInOwner(gateway.db);
      const spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId);
      const created = await call(owner.cookie, 'POST', '/api/apps', {
        title: 'Acme Shop',
        name: 'shop',
        spreadsheetId,
      });
      expect(created.statusCode).toBe(201);
      app = created.json<{ app: { id: string; name: string } }>().app;
      host = `${app.name}.localhost:3000`;
      expect((await savePrivacy({ public: true })).statusCode).toBe(200);
    });

    const savePrivacy = (body: Record<string, unknown>) =>
      call(owner.cookie, 'PUT', `/api/apps/${app.id}`, body);
    const visit = () => call(null, 'POST', '/api/page/update-metadata?board=/', undefined, host);

    it('refuses a visitor on the request after the app is made private', async () => {
      expect((await visit()).statusCode).toBe(200);
      expect((await savePrivacy({ public: false })).statusCode).toBe(200);
      const denied = await visit();
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'private' });
      // And the host's app as the gateway resolves it says so.
      const tenant = await gateway.app.get(HostApps, { strict: false }).tenantOf(host);
      expect(tenant).toMatchObject({ kind: 'app', app: { id: app.id, public: false } });
    });

    it('asks a visitor to sign in on the request after a password sign-in is set', async () => {
      expect((await visit()).statusCode).toBe(200);
      const body = { public: true, sign_in_method: 'Use password set by user' };
      expect((await savePrivacy(body)).statusCode).toBe(200);
      const home = await visit();
      expect(home.statusCode).toBe(401);
    });

    it('serves nothing on the host on the request after the app is deleted', async () => {
      expect((await visit()).statusCode).toBe(200);
      expect((await call(owner.cookie, 'DELETE', `/api/apps/${app.id}`)).statusCode).toBe(204);
      expect(await gateway.app.get(HostApps, { strict: false }).tenantOf(host)).toEqual({
        kind: 'unknown',
      });
    });
  },
);
