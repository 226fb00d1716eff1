import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HostApps } from '@tessera/app-users';
import { DependencyUnavailableError, testDatabaseAdapters } from '@tessera/platform';
import { TenancyModule, TenantResolver } from '@tessera/tenancy';
import {
  buildXlsx,
  createApp,
  createBlock,
  createOwnerSession,
  createPage,
  uploadSpreadsheet,
} from '@tessera/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOOK_TIMEOUT, useTestGateway } from '../testing/test-gateway.js';

jest.setTimeout(60_000);

function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-tenant-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>editor</title>');
  writeFileSync(join(dir, 'viewer.html'), '<!doctype html><title>viewer</title>');
  writeFileSync(join(dir, 'assets', 'viewer-abc.js'), 'console.log(1)');
  return dir;
}

let sequence = 0;
const uniqueName = () => `tenant-${Date.now().toString(36)}${(sequence += 1)}`;

describe.each(testDatabaseAdapters('request_tenant'))(
  'the tenant of a request on %s',
  (_kind, options) => {
    const distDir = writeWebDist();
    const gateway = useTestGateway(options, {
      env: { BASE_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir },
    });
    afterAll(() => rmSync(distDir, { recursive: true, force: true }));

    let host: string;
    let blockId: string;
    let ownerCookie: string;

    beforeEach(async () => {
      const owner = await createOwnerSession(gateway.db);
      ownerCookie = owner.cookie;
      const bytes = await buildXlsx([{ title: 'Products', rows: [['Name'], ['Lamp']] }]);
      const imported = await uploadSpreadsheet(gateway.app, owner.cookie, {
        bytes,
        fileName: 'Shop.xlsx',
      });
      const spreadsheetId = imported.json<{ id: string }>().id;
      const app = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: uniqueName(),
        public: true,
      });
      const pageId = await createPage(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: app.id,
      });
      blockId = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId,
        type: 'table',
        settings: { sheet_title: 'Products' },
      });
      host = `${app.name}.localhost:3000`;
    }, HOOK_TIMEOUT);

    /** How often the host was resolved, and its route looked up, while `request` ran. */
    async function lookupsDuring(request: () => Promise<{ statusCode: number }>) {
      const tenants = jest.spyOn(gateway.app.get(HostApps), 'tenantOf');
      // The gateway's resolver (the tenancy service module has its own, to forget changed routes).
      const resolver = gateway.app.select(TenancyModule).get(TenantResolver, { strict: true });
      const routes = jest.spyOn(resolver, 'resolveKey');
      try {
        const res = await request();
        const [resolved, routed] = [tenants.mock.calls.length, routes.mock.calls.length];
        return { status: res.statusCode, resolved, routed };
      } finally {
        tenants.mockRestore();
        routes.mockRestore();
      }
    }

    it.each([
      ['the published page (rendered with its blocks’ rows inline)', 'GET', '/'],
      ['the page store', 'POST', '/api/page/update-metadata?board=/'],
      ['a block’s sheet data', 'GET', '/v3/api/page/sheet/Products?page=1&page_size=5&block_id='],
      ['the app user’s session', 'GET', '/api/app-auth/session'],
    ] as const)('resolves the host once for %s', async (_what, method, url) => {
      const target = url.endsWith('block_id=') ? `${url}${blockId}` : url;
      const seen = await lookupsDuring(() =>
        gateway.app.inject({ method, url: target, headers: { host } }),
      );
      expect(seen).toEqual({ status: 200, resolved: 1, routed: 1 });
    });

    it('resolves once for a request holding an owner cookie (the session guard reads the tenant)', async () => {
      const seen = await lookupsDuring(() =>
        gateway.app.inject({
          method: 'POST',
          url: '/api/page/update-metadata?board=/',
          headers: { host, cookie: ownerCookie },
        }),
      );
      expect(seen).toEqual({ status: 200, resolved: 1, routed: 1 });
    });

    it('answers 503 on an app host, page or API, while the tenant cannot be resolved', async () => {
      const tenants = jest
        .spyOn(gateway.app.get(HostApps), 'tenantOf')
        .mockRejectedValue(new DependencyUnavailableError('redis'));
      try {
        for (const url of ['/', '/api/app-auth/session', '/api/page/update-metadata?board=/']) {
          const res = await gateway.app.inject({
            method: url.includes('update-metadata') ? 'POST' : 'GET',
            url,
            headers: { host, cookie: ownerCookie },
          });
          expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
          expect(res.headers['retry-after']).toBe('5');
        }
      } finally {
        tenants.mockRestore();
      }
    });

    it('never looks the dashboard host or an address up, nor resolves the web bundle or a health probe', async () => {
      const dashboard = await lookupsDuring(() =>
        gateway.app.inject({
          method: 'GET',
          url: '/api/apps',
          headers: { host: 'localhost:3000', cookie: ownerCookie },
        }),
      );
      // Resolved (no tenant) without a look-up: the host has no app label.
      expect(dashboard).toEqual({ status: 200, resolved: 1, routed: 0 });
      const asset = await lookupsDuring(() =>
        gateway.app.inject({ method: 'GET', url: '/assets/viewer-abc.js', headers: { host } }),
      );
      expect(asset).toEqual({ status: 200, resolved: 0, routed: 0 });
      // Also with the cookies of a signed-in owner and app user: the session guards still run.
      const probe = await lookupsDuring(() =>
        gateway.app.inject({
          method: 'GET',
          url: '/health',
          headers: { host, cookie: `${ownerCookie}; tessera_app_user=x` },
        }),
      );
      expect(probe).toEqual({ status: 200, resolved: 0, routed: 0 });
      // An address (a load balancer's probe, a visitor typing the IP) names no app.
      for (const address of ['10.0.0.5:3000', '[::ffff:10.0.0.5]:3000']) {
        const byAddress = await lookupsDuring(() =>
          gateway.app.inject({
            method: 'GET',
            url: '/api/app-auth/session',
            headers: { host: address },
          }),
        );
        expect(byAddress).toEqual({ status: 404, resolved: 1, routed: 0 });
      }
    });
  },
);
