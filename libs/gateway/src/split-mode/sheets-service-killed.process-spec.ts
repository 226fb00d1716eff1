import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { freshPostgresDatabase, openDatabase, type DatabaseHandle } from '@tessera/platform';
import { sheetsSchema } from '@tessera/spreadsheets';
import {
  createBlock,
  createBoard,
  createOwnerSession,
  freePort,
  eventually,
  fakeGoogleEnvironment,
  startFakeGoogleSheets,
  type FakeGoogleSheets,
  type OwnerSession,
} from '@tessera/testing';
import { ne } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The same launcher as `npm run start:split`: the built apps, each its own node process.
import {
  SERVICES,
  startSplitStack,
  type SplitStack,
} from '../../../../scripts/lib/split-stack.mjs';

jest.setTimeout(300_000);

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const { DATABASE_URL: postgresUrl, REDIS_URL: redisUrl } = process.env;
const WRITES = 24;

/**
 * Item 7 of issue 10 with real processes: the sheets service is killed with SIGKILL while it
 * applies a batch of accepted row writes to a Google spreadsheet. Started again, it applies every
 * write, each exactly once: nothing accepted is lost and nothing is written twice. Needs the built
 * apps and PostgreSQL and Redis (DATABASE_URL, REDIS_URL); `npm test` runs it after the end-to-end
 * tiers have built everything.
 */
(postgresUrl && redisUrl ? describe : describe.skip)('the sheets service killed mid-batch', () => {
  let fake: FakeGoogleSheets;
  let stack: SplitStack;
  let handle: DatabaseHandle;
  let owner: OwnerSession;
  let baseUrl = '';
  let dataDir = '';

  beforeAll(async () => {
    for (const app of ['gateway', ...SERVICES])
      if (!existsSync(join(root, 'apps', app, 'dist', 'main.js')))
        throw new Error(`apps/${app} is not built: run \`npm run build\` first.`);
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-process-spec-'));
    fake = await startFakeGoogleSheets({ consentEmail: 'owner@gmail.example' });
    const database = await freshPostgresDatabase(postgresUrl!, 'process_sheets_killed');
    if (database.kind !== 'postgres') throw new Error('A PostgreSQL database was expected.');
    const ports: Record<string, number> = { gateway: await freePort() };
    for (const name of SERVICES) ports[name] = await freePort();
    baseUrl = `http://localhost:${ports.gateway}`;
    const namespace = `tessera-process-${Date.now().toString(36)}`;
    const logDir = join(root, 'test-results');
    mkdirSync(logDir, { recursive: true });
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: namespace,
      KAFKA_TOPIC_PREFIX: namespace,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      // A killed process's lease on the sheet ends soon, so the restarted one takes over.
      SHEET_WRITE_LEASE_MS: '2000',
      ...fakeGoogleEnvironment(fake),
    };
    delete env['WEB_DIST_DIR'];
    delete env['OTEL_EXPORTER_OTLP_ENDPOINT'];
    stack = startSplitStack({
      env,
      ports,
      dataDir,
      output: (name, child) => {
        const log = createWriteStream(join(logDir, `process-spec-${name}.log`), { flags: 'w' });
        child.stdout?.pipe(log);
        child.stderr?.pipe(log);
      },
    });
    await stack.ready;
    handle = await openDatabase(database, 'require');
    owner = await createOwnerSession(handle.db);
  });

  afterAll(async () => {
    await stack?.stop();
    await handle?.close();
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, path: string, body?: object, cookie = owner.cookie) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  /** The rows of the fake Google sheet named "Row n", with how often each appears. */
  const appliedRows = (googleId: string) => {
    const counts = new Map<string, number>();
    for (const line of fake.values(googleId, 'Tasks').slice(1)) {
      const task = line.find((cell) => cell.startsWith('Row '));
      if (task) counts.set(task, (counts.get(task) ?? 0) + 1);
    }
    return counts;
  };

  it('applies every accepted write exactly once after a SIGKILL mid-batch', async () => {
    const key = fake.createServiceAccountKey({ name: 'writer', projectId: 'tasks-project' });
    const googleId = fake.addSpreadsheet({
      title: 'Tasks',
      sheets: [{ title: 'Tasks', values: [['Task'], ['Write the spec']] }],
      sharedWith: [key.client_email],
    });
    const connection = await call('POST', '/api/google/connections/service-account', {
      key: JSON.stringify(key),
    });
    expect(connection.status).toBe(201);
    const added = await call('POST', '/api/spreadsheets/google', {
      connection_id: connection.body['id'],
      spreadsheet: `https://docs.google.com/spreadsheets/d/${googleId}/edit#gid=0`,
    });
    expect(added.status).toBe(201);
    const spreadsheetId = added.body['id'] as string;
    const board = await createBoard(handle.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId,
      public: true,
    });
    const form = await createBlock(handle.db, {
      workspaceId: owner.workspaceId,
      boardId: board.id,
      type: 'form',
      settings: { sheet_title: 'Tasks', axis: [{ column: 'Task' }] },
    });

    // Killed at the third append, after Google added the row and before the service hears of it
    // (so before it marks the write applied): the worst moment for "exactly once".
    let appends = 0;
    const kills: Promise<void>[] = [];
    fake.afterWork = (operation) => {
      if (operation !== 'values.append') return;
      appends += 1;
      if (appends !== 3) return;
      const kill = stack.kill('sheets', 'SIGKILL');
      kills.push(kill);
      // The answer waits until the service is dead: it never hears that the row was added.
      return kill;
    };
    const rowsUrl = `/api/board/${spreadsheetId}/sheet/Tasks/rows?board=${encodeURIComponent(`/${board.slug}`)}`;
    for (let n = 1; n <= WRITES; n += 1) {
      const accepted = await call(
        'POST',
        rowsUrl,
        { block_id: form, values: { Task: `Row ${n}` } },
        '',
      );
      // Accepted by the gateway whether or not the sheets service is alive.
      expect(accepted.status).toBe(201);
    }
    await eventually(() => expect(kills).toHaveLength(1), { timeoutMs: 60_000 });
    await Promise.all(kills);
    fake.afterWork = null;
    expect(appliedRows(googleId).size).toBeLessThan(WRITES);

    await stack.restart('sheets');
    await eventually(
      async () => {
        const unapplied = await handle.db
          .select({ id: sheetsSchema.sheetRowWrites.id })
          .from(sheetsSchema.sheetRowWrites)
          .where(ne(sheetsSchema.sheetRowWrites.status, 'applied'));
        expect(unapplied).toEqual([]);
        expect(appliedRows(googleId).size).toBe(WRITES);
      },
      { timeoutMs: 150_000 },
    );
    const counts = appliedRows(googleId);
    for (let n = 1; n <= WRITES; n += 1)
      expect([`Row ${n}`, counts.get(`Row ${n}`)]).toEqual([`Row ${n}`, 1]);
    // The row that was there before is still there, once.
    expect(
      fake.values(googleId, 'Tasks').filter((line) => line.includes('Write the spec')),
    ).toHaveLength(1);
  });
});
