import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  insertSpreadsheet,
  outboxEvents,
  sessionCookie,
  signedInOwner,
  type SignedIn,
} from '@tessera/blocks-api/testing';
import { useTestGateway } from '@tessera/gateway/testing';
import type { EventPayload } from '@tessera/contracts';
import {
  createEnvelope,
  EVENT_BUS,
  schema,
  testDatabaseAdapters,
  type EventBusPort,
} from '@tessera/platform';
import { eq } from 'drizzle-orm';
import { eventually } from '@tessera/testing';
import { FakeDnsTxtResolver } from './domains/fake-dns-txt-resolver.js';
import { DNS_TXT_RESOLVER, type DnsTxtResolverPort } from './domains/dns-txt-resolver.port.js';
import { TenantResolver } from './routes/tenant-resolver.service.js';
import * as tenancySchema from './db/schema.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type App = { id: string; name: string };
type Domain = {
  id: string;
  domain: string;
  verified: boolean;
  verification: { type: 'TXT'; name: string; value: string };
  target: string;
};

/**
 * Names and domains differ from test to test: the routes cache lives as long as the gateway, while
 * the database is emptied between tests without the events that would clear it.
 */
let run = 0;

describe.each(testDatabaseAdapters('tenancy'))('tenancy on %s', (_name, options) => {
  const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });
  const dns = new FakeDnsTxtResolver();

  let owner: SignedIn;
  let shop: string;
  let resolver: TenantResolver;
  beforeEach(async () => {
    run += 1;
    shop = `shop${run}`;
    owner = await signedInOwner(gateway.db);
    resolver = gateway.app.get(TenantResolver);
    dns.clear();
    const port = gateway.app.get<symbol, DnsTxtResolverPort>(DNS_TXT_RESOLVER);
    jest.spyOn(port, 'resolveTxt').mockImplementation(dns.resolveTxt);
  });

  const call = gateway.call;

  const createApp = async (name: string, who: SignedIn = owner) => {
    const res = await call(who.cookie, 'POST', '/api/apps', {
      title: 'Acme Shop',
      name,
      spreadsheetId: await insertSpreadsheet(gateway.db, who.workspaceId),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ app: App }>().app;
  };

  const routesOf = async (appId: string) =>
    (await gateway.db.select().from(tenancySchema.tenantRoutes))
      .filter((row) => row.appId === appId)
      .map(({ host, kind, appName }) => ({ host, kind, appName }))
      .sort((a, b) => a.host.localeCompare(b.host));

  describe('the routing table', () => {
    it('keeps an old name leading to the renamed app', async () => {
      const app = await createApp(shop);
      await eventually(async () =>
        expect(await routesOf(app.id)).toEqual([{ host: shop, kind: 'name', appName: shop }]),
      );
      // Cached before the rename: the consumer must forget it.
      expect(await resolver.resolve(`${shop}.localhost:3000`)).toMatchObject({ kind: 'name' });

      const renamed = `${shop}-new`;
      const res = await call(owner.cookie, 'PUT', `/api/apps/${app.id}`, {
        public: true,
        publishUrl: renamed,
      });
      expect(res.statusCode).toBe(200);

      await eventually(async () =>
        expect(await resolver.resolve(`${shop}.localhost`)).toEqual({
          appId: app.id,
          workspaceId: owner.workspaceId,
          appName: renamed,
          kind: 'alias',
        }),
      );
      expect(await resolver.resolve(`${renamed}.localhost:3000`)).toMatchObject({
        appId: app.id,
        kind: 'name',
      });
      expect(await routesOf(app.id)).toEqual([
        { host: shop, kind: 'alias', appName: renamed },
        { host: renamed, kind: 'name', appName: renamed },
      ]);
    });

    it('removes the routes of a deleted app', async () => {
      const app = await createApp(shop);
      await call(owner.cookie, 'PUT', `/api/apps/${app.id}`, {
        public: true,
        publishUrl: `${shop}-new`,
      });
      await eventually(async () => expect(await routesOf(app.id)).toHaveLength(2));
      expect(await resolver.resolve(`${shop}.localhost`)).toMatchObject({ kind: 'alias' });

      expect((await call(owner.cookie, 'DELETE', `/api/apps/${app.id}`)).statusCode).toBe(204);
      await eventually(async () => expect(await routesOf(app.id)).toEqual([]));
      expect(await resolver.resolve(`${shop}.localhost`)).toBeNull();
      expect(await resolver.resolve(`${shop}-new.localhost`)).toBeNull();
    });

    /** Delivers an event as the broker would, and waits until the tenancy service handled it. */
    const deliver = async <N extends 'app.saved' | 'app.deleted'>(
      name: N,
      payload: EventPayload<N>,
    ) => {
      const envelope = createEnvelope(name, payload);
      await gateway.app.get<symbol, EventBusPort>(EVENT_BUS).publish(envelope);
      await eventually(async () => {
        const handled = await gateway.db
          .select()
          .from(schema.processedEvents)
          .where(eq(schema.processedEvents.eventId, envelope.id));
        expect(handled.map((row) => row.consumer)).toContain('tenancy');
      });
    };

    it('routes from the state the events carry, the newest save winning', async () => {
      const app = await createApp(shop);
      await eventually(async () => expect(await routesOf(app.id)).toHaveLength(1));
      const saved = { workspaceId: owner.workspaceId, appId: app.id, spreadsheetId: null };
      await deliver('app.saved', {
        ...saved,
        version: 5,
        name: `${shop}-b`,
        previousNames: [shop],
      });
      expect(await routesOf(app.id)).toEqual([
        { host: shop, kind: 'alias', appName: `${shop}-b` },
        { host: `${shop}-b`, kind: 'name', appName: `${shop}-b` },
      ]);
      // An older save delivered late (another partition, a redelivery) changes nothing.
      await deliver('app.saved', { ...saved, version: 4, name: `${shop}-a`, previousNames: [] });
      expect(await routesOf(app.id)).toHaveLength(2);

      // Once deleted, a save delivered late does not bring the app back.
      await deliver('app.deleted', { workspaceId: owner.workspaceId, appId: app.id, name: shop });
      expect(await routesOf(app.id)).toEqual([]);
      await deliver('app.saved', { ...saved, version: 9, name: shop, previousNames: [] });
      expect(await routesOf(app.id)).toEqual([]);
    });

    it('gives a host back to the app that holds it when a late save of another took it', async () => {
      const gone = await createApp(shop);
      await eventually(async () => expect(await routesOf(gone.id)).toHaveLength(1));
      expect((await call(owner.cookie, 'DELETE', `/api/apps/${gone.id}`)).statusCode).toBe(204);
      await eventually(async () => expect(await routesOf(gone.id)).toEqual([]));
      // The name is free and another app takes it...
      const next = await createApp(shop);
      await eventually(async () =>
        expect(await routesOf(next.id)).toEqual([{ host: shop, kind: 'name', appName: shop }]),
      );
      // ...then a save of the deleted app, sent before its deletion, arrives (a tombstone stops
      // it here); an app never seen deleted yet takes the host until its deletion arrives.
      const stale = { workspaceId: owner.workspaceId, name: shop, previousNames: [] };
      const late = '00000000-0000-4000-8000-000000000001';
      await deliver('app.saved', { ...stale, appId: late, spreadsheetId: null, version: 1 });
      expect(await routesOf(late)).toHaveLength(1);
      await deliver('app.deleted', { workspaceId: owner.workspaceId, appId: late, name: shop });
      expect(await routesOf(next.id)).toEqual([{ host: shop, kind: 'name', appName: shop }]);
    });
  });

  describe('custom domains', () => {
    const domainsUrl = (appId: string) => `/api/apps/${appId}/domains`;
    const addDomain = async (app: App, domain: string, who: SignedIn = owner) =>
      call(who.cookie, 'POST', domainsUrl(app.id), { domain });

    it('adds a domain unverified, verifies it through its TXT record, then routes it', async () => {
      const app = await createApp(shop);
      const domain = `${shop}.example.com`;
      const added = await addDomain(app, ` ${domain.toUpperCase()} `);
      expect(added.statusCode).toBe(201);
      const created = added.json<{ domain: Domain }>().domain;
      expect(created).toEqual({
        id: expect.any(String),
        domain,
        verified: false,
        verification: {
          type: 'TXT',
          name: `_tessera.${domain}`,
          value: expect.stringMatching(/^tessera-verify=[A-Za-z0-9_-]{43}$/),
        },
        target: 'localhost',
      });
      expect((await call(owner.cookie, 'GET', domainsUrl(app.id))).json()).toEqual({
        domains: [created],
      });
      expect(await resolver.resolve(domain)).toBeNull();
      // The TLS edge asks before it obtains a certificate: not for an unverified domain.
      const certificateAllowed = (host: string) =>
        call(
          null,
          'GET',
          `/api/custom-domains/certificate-allowed?domain=${encodeURIComponent(host)}`,
        );
      expect((await certificateAllowed(domain)).statusCode).toBe(404);

      const verify = () => call(owner.cookie, 'POST', `${domainsUrl(app.id)}/${created.id}/verify`);
      // No record yet, then a wrong one: refused, naming the record to add.
      for (const records of [[], ['tessera-verify=wrong', 'v=spf1 -all']]) {
        dns.set(`_tessera.${domain}`, records);
        const refused = await verify();
        expect(refused.statusCode).toBe(409);
        expect(refused.json<{ message: string }>().message).toBe(
          `The domain is not verified yet. Add a TXT record named _tessera.${domain} with the value ${created.verification.value}, then verify again. DNS changes can take a few minutes to appear.`,
        );
      }
      dns.failing = true;
      expect((await verify()).statusCode).toBe(503);
      dns.failing = false;

      dns.set(`_tessera.${domain}`, ['v=spf1 -all', created.verification.value]);
      const verified = await verify();
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ domain: { ...created, verified: true } });

      await eventually(async () =>
        expect(await resolver.resolve(`${domain}:443`)).toEqual({
          appId: app.id,
          workspaceId: owner.workspaceId,
          appName: shop,
          kind: 'domain',
        }),
      );
      // Verified: the edge may obtain its certificate; never for an app's subdomain (the
      // wildcard covers it), an address, a host with a port or a name nobody verified.
      const allowed = await certificateAllowed(domain.toUpperCase());
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ domain });
      for (const host of [`${shop}.localhost`, '127.0.0.1', `${domain}:443`, `x.${domain}`, '']) {
        const refused = await certificateAllowed(host);
        expect([host, refused.statusCode]).toEqual([host, host === '' ? 400 : 404]);
      }
      const changes = (await outboxEvents(gateway.db)).filter((e) => e.name === 'domain.changed');
      expect(changes).toEqual([
        {
          name: 'domain.changed',
          payload: { workspaceId: owner.workspaceId, appId: app.id, domain },
        },
        {
          name: 'domain.changed',
          payload: { workspaceId: owner.workspaceId, appId: app.id, domain },
        },
      ]);

      // An app-editor session of the app holds on its domain (not on another app's).
      const editor = await sessionCookie(gateway.db, owner.accountId, app.id);
      expect((await call(editor, 'GET', domainsUrl(app.id), undefined, domain)).statusCode).toBe(
        200,
      );
      const other = await createApp(`${shop}-other`);
      const otherEditor = await sessionCookie(gateway.db, owner.accountId, other.id);
      expect(
        (await call(otherEditor, 'GET', domainsUrl(other.id), undefined, domain)).statusCode,
      ).toBe(401);

      // Removed: it stops routing.
      const removed = await call(owner.cookie, 'DELETE', `${domainsUrl(app.id)}/${created.id}`);
      expect(removed.statusCode).toBe(204);
      await eventually(async () => expect(await resolver.resolve(domain)).toBeNull());
      expect((await call(owner.cookie, 'GET', domainsUrl(app.id))).json()).toEqual({
        domains: [],
      });
      expect((await certificateAllowed(domain)).statusCode).toBe(404);
    });

    it("drops a deleted app's domains, so another app may take them", async () => {
      const app = await createApp(shop);
      const domain = `${shop}.example.com`;
      expect((await addDomain(app, domain)).statusCode).toBe(201);
      expect((await call(owner.cookie, 'DELETE', `/api/apps/${app.id}`)).statusCode).toBe(204);
      // No foreign key across services: the tenancy service deletes them on app.deleted.
      await eventually(async () => {
        const rows = await gateway.db.select().from(tenancySchema.appDomains);
        expect(rows.filter((row) => row.appId === app.id)).toEqual([]);
      });
      const next = await createApp(`${shop}-next`);
      expect((await addDomain(next, domain)).statusCode).toBe(201);
    });

    it('keeps a domain to one app, at most five per app, and never Tessera’s own', async () => {
      const app = await createApp(shop);
      const other = await signedInOwner(gateway.db);
      const theirs = await createApp(`${shop}-theirs`, other);
      expect((await addDomain(theirs, `taken${run}.example.com`, other)).statusCode).toBe(201);

      const taken = await addDomain(app, `taken${run}.example.com`);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        message: 'This domain is already used by another app.',
      });

      for (const domain of ['shop.localhost', 'a.shop.localhost']) {
        const res = await addDomain(app, domain);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'This domain is Tessera’s own address and cannot be used for an app.',
        });
      }
      expect((await addDomain(app, `localhost${run}.example`)).statusCode).toBe(201);
      expect((await addDomain(app, 'not a domain')).statusCode).toBe(400);
      expect((await addDomain(app, '127.0.0.1')).statusCode).toBe(400);

      for (let i = 2; i <= 5; i += 1) {
        expect((await addDomain(app, `d${i}.${shop}.example.com`)).statusCode).toBe(201);
      }
      const sixth = await addDomain(app, `d6.${shop}.example.com`);
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json()).toMatchObject({
        message: 'An app can have at most 5 custom domains. Remove one to add another.',
      });
    });

    it("answers 404 for another workspace's app on every route", async () => {
      const app = await createApp(shop);
      const created = (await addDomain(app, `${shop}.example.com`)).json<{ domain: Domain }>()
        .domain;
      dns.set(`_tessera.${shop}.example.com`, [created.verification.value]);
      const other = await signedInOwner(gateway.db);
      const mine = await createApp(`${shop}-mine`, other);
      const requests = [
        ['GET', domainsUrl(app.id), undefined],
        ['POST', domainsUrl(app.id), { domain: `x${run}.example.com` }],
        ['POST', `${domainsUrl(app.id)}/${created.id}/verify`, undefined],
        ['DELETE', `${domainsUrl(app.id)}/${created.id}`, undefined],
        // Their own app, with a domain of someone else's app.
        ['POST', `${domainsUrl(mine.id)}/${created.id}/verify`, undefined],
        ['DELETE', `${domainsUrl(mine.id)}/${created.id}`, undefined],
        ['PUT', `/api/apps/${app.id}`, { public: true, publishUrl: `${shop}-stolen` }],
      ] as const;
      for (const [method, url, payload] of requests) {
        const res = await call(other.cookie, method, url, payload);
        expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
      }
      // An app-editor session of another app of the same workspace is refused the same way.
      const sibling = await createApp(`${shop}-sibling`);
      const editor = await sessionCookie(gateway.db, owner.accountId, sibling.id);
      const res = await call(
        editor,
        'GET',
        domainsUrl(app.id),
        undefined,
        `${shop}-sibling.localhost`,
      );
      expect(res.statusCode).toBe(404);

      const [row] = await gateway.db.select().from(tenancySchema.appDomains);
      expect(row).toMatchObject({ id: created.id, verifiedAt: null });
    });
  });
});
