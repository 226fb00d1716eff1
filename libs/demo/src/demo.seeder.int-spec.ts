import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { LazyModuleLoader } from '@nestjs/core';
import { signedInOwner } from '@tessera/blocks-api/testing';
import { useTestGateway } from '@tessera/gateway/testing';
import { apps, boards, ownerAccounts, testDatabaseAdapters, workspaces } from '@tessera/platform';
import { DemoModule } from './demo.module.js';
import { DemoSeeder } from './demo.seeder.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(120_000);

type Block = { type: string; section?: string; settings: Record<string, unknown> };

describe.each(testDatabaseAdapters('demo_seed'))('demo seed on %s', (_name, options) => {
  const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });
  let seeder: DemoSeeder;

  beforeAll(async () => {
    // As apps/server does: the demo module is loaded on demand, never by the gateway itself.
    const demo = await gateway.app.get(LazyModuleLoader).load(() => DemoModule);
    seeder = demo.get(DemoSeeder);
  });

  const metadata = (kind: 'board' | 'page', path: string, host?: string) =>
    gateway.app.inject({
      method: 'POST',
      url: `/api/${kind}/update-metadata?board=${encodeURIComponent(path)}`,
      headers: host ? { host } : {},
    });

  it('creates the demo owner, board and app in an empty installation, once', async () => {
    const result = await seeder.seedIfEmpty();
    expect(result).toEqual({
      email: 'demo@tessera.local',
      password: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      boardUrl: 'http://localhost:3000/demo-board',
      appUrl: 'http://demo.localhost:3000',
    });

    const login = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@tessera.local', password: result!.password },
    });
    expect(login.statusCode).toBe(200);
    const [account] = await gateway.db.select().from(ownerAccounts);
    expect(account).toMatchObject({ email: 'demo@tessera.local', isAdmin: true });

    const board = await metadata('board', '/demo-board');
    expect(board.statusCode).toBe(200);
    const boardBody = board.json<{ blocks: Block[]; sheets: { title: string }[] }>();
    expect(boardBody).toMatchObject({ public: true, sections: 'Overview,Inventory' });
    expect(boardBody.blocks.map((block) => [block.type, block.section])).toEqual([
      ['markdown', 'Overview'],
      ['chart', 'Overview'],
      ['table', 'Inventory'],
    ]);
    expect(boardBody.sheets.map((sheet) => sheet.title)).toEqual(
      expect.arrayContaining(['Products', 'Orders']),
    );

    const host = 'demo.localhost:3000';
    const home = await metadata('page', '/', host);
    expect(home.statusCode).toBe(200);
    const homeBody = home.json<{ blocks: Block[]; pages: { page_slug: string }[] }>();
    expect(homeBody.pages.map((page) => page.page_slug)).toEqual(['', 'product', 'order']);
    expect(homeBody.blocks.map((block) => block.type)).toEqual(['header', 'table', 'footer']);
    expect(homeBody.blocks[0]!.settings['navigationItems']).toEqual([
      expect.objectContaining({ name: 'Home', pageSlug: '' }),
      expect.objectContaining({ name: 'Product', pageSlug: 'product' }),
      expect.objectContaining({ name: 'Order', pageSlug: 'order' }),
    ]);

    const product = (await metadata('page', '/product', host)).json<{ blocks: Block[] }>();
    expect(product.blocks.map((block) => block.type)).toEqual(['header', 'markdown', 'footer']);
    const order = (await metadata('page', '/order', host)).json<{ blocks: Block[] }>();
    expect(order.blocks.map((block) => block.type)).toEqual(['header', 'form', 'footer']);
    expect(order.blocks[1]!.settings).toMatchObject({ sheet_title: 'Orders' });

    expect(await seeder.seedIfEmpty()).toBeNull();
    expect(await gateway.db.select().from(workspaces)).toHaveLength(1);
    expect(await gateway.db.select().from(boards)).toHaveLength(1);
    expect(await gateway.db.select().from(apps)).toHaveLength(1);
  });

  it('leaves an installation that is already in use alone', async () => {
    await signedInOwner(gateway.db);
    expect(await seeder.seedIfEmpty()).toBeNull();
    expect(await gateway.db.select().from(ownerAccounts)).toHaveLength(1);
    expect(await gateway.db.select().from(boards)).toHaveLength(0);
  });
});
