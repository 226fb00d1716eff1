import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { callerScope, requestFingerprint, schema, testDatabaseAdapters } from '@tessera/platform';
import { SpreadsheetsService, sheetsSchema } from '@tessera/spreadsheets';
import {
  buildCsv,
  createBlock,
  createBoardOnCsv,
  createOwnerSession,
  type OwnerSession,
} from '@tessera/testing';
import { eq } from 'drizzle-orm';
import { HOOK_TIMEOUT, useTestGateway } from '../testing/test-gateway.js';

jest.setTimeout(60_000);

const KEY_REUSED =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';
const KEY_IN_USE =
  'A request with this Idempotency-Key is still being processed. Please try again later.';

describe.each(testDatabaseAdapters('idempotency'))('Idempotency-Key on %s', (_kind, options) => {
  const gateway = useTestGateway(options);
  let owner: OwnerSession;
  let spreadsheetId: string;
  let block: string;

  beforeEach(async () => {
    owner = await createOwnerSession(gateway.db);
    const board = await createBoardOnCsv(gateway.db, gateway.app.get(SpreadsheetsService), {
      workspaceId: owner.workspaceId,
      title: 'Tasks',
      rows: [
        ['Task', 'Status'],
        ['Write spec', 'Done'],
      ],
      slug: 'tasks',
    });
    spreadsheetId = board.spreadsheetId;
    block = await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      boardId: board.boardId,
      type: 'table',
      settings: { sheet_title: 'Tasks', add_new_row: 'Everyone' },
    });
  }, HOOK_TIMEOUT);

  const rowsUrl = () => `/api/board/${spreadsheetId}/sheet/Tasks/rows?board=%2Ftasks`;
  const addRow = (
    key: string | undefined,
    task: string,
    { cookie, ip = '198.51.100.1' }: { cookie?: string; ip?: string } = {},
  ) =>
    gateway.app.inject({
      method: 'POST',
      url: rowsUrl(),
      headers: {
        ...(key === undefined ? {} : { 'idempotency-key': key }),
        ...(cookie ? { cookie } : {}),
      },
      payload: { block_id: block, values: { Task: task } },
      remoteAddress: ip,
    });
  const writes = () => gateway.db.select().from(sheetsSchema.sheetRowWrites);

  it('applies a row add once for two requests with one key, answering the first answer again', async () => {
    const first = await addRow('add-review-1', 'Review');
    const retry = await addRow('add-review-1', 'Review');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await writes()).toHaveLength(1);
    // Without a key, every request is a new write, as before.
    await addRow(undefined, 'Review');
    await addRow(undefined, 'Review');
    expect(await writes()).toHaveLength(3);
  });

  it('refuses the key with another body, path or method, and applies nothing', async () => {
    expect((await addRow('add-1', 'Review')).statusCode).toBe(201);
    const other = await addRow('add-1', 'Deploy');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: KEY_REUSED });
    const elsewhere = await gateway.app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: { cookie: owner.cookie, 'idempotency-key': 'board-1' },
      payload: { name: 'Tasks', spreadsheetId },
    });
    expect(elsewhere.statusCode).toBe(201);
    const sameKeyOtherRoute = await gateway.app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: { cookie: owner.cookie, 'idempotency-key': 'board-1' },
      payload: { name: 'Tasks', spreadsheetId, slug: 'other' },
    });
    expect(sameKeyOtherRoute.statusCode).toBe(422);
    expect(await writes()).toHaveLength(1);
    expect(await gateway.db.select().from(schema.boards)).toHaveLength(2); // tasks + the first
  });

  it('keeps keys apart per caller: owner, anonymous visitors from two addresses', async () => {
    const asOwner = await addRow('same-key', 'Review', { cookie: owner.cookie });
    const asVisitor = await addRow('same-key', 'Review', { ip: '203.0.113.1' });
    const asOtherVisitor = await addRow('same-key', 'Review', { ip: '203.0.113.2' });
    expect([asOwner, asVisitor, asOtherVisitor].map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(asVisitor.headers['idempotent-replayed']).toBeUndefined();
    expect(asOtherVisitor.headers['idempotent-replayed']).toBeUndefined();
    expect(await writes()).toHaveLength(3);
    // Two workspaces' owners: the second one's create is not refused as the first one's key.
    const other = await createOwnerSession(gateway.db);
    const otherSheet = await gateway.app
      .get(SpreadsheetsService)
      .importWorkbook(other.workspaceId, {
        fileName: 'Stock.csv',
        bytes: buildCsv([['Item'], ['Pen']]),
      });
    for (const [session, sheet] of [
      [owner, spreadsheetId],
      [other, otherSheet.id],
    ] as const) {
      const created = await gateway.app.inject({
        method: 'POST',
        url: '/api/boards',
        headers: { cookie: session.cookie, 'idempotency-key': 'board-key' },
        payload: { name: 'Board', spreadsheetId: sheet },
      });
      expect(created.statusCode).toBe(201);
    }
  });

  it('creates one board for two creates with one key', async () => {
    const create = () =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/boards',
        headers: { cookie: owner.cookie, 'idempotency-key': 'new-board' },
        payload: { name: 'Stock', spreadsheetId },
      });
    const first = await create();
    const retry = await create();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const stock = await gateway.db
      .select()
      .from(schema.boards)
      .where(eq(schema.boards.name, 'Stock'));
    expect(stock).toHaveLength(1);
  });

  it('does not store a refused request: the retry runs again', async () => {
    const refused = await gateway.app.inject({
      method: 'POST',
      url: rowsUrl(),
      headers: { 'idempotency-key': 'bad-then-good' },
      payload: { block_id: block, values: { Nope: 'x' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await gateway.db.select().from(schema.idempotencyKeys)).toHaveLength(0);
  });

  it('answers 409 while the first request runs, and lets a crashed one be taken over', async () => {
    const scope = callerScope({
      owner: null,
      appUser: null,
      host: 'localhost:80',
      ip: '198.51.100.1',
    });
    const running = {
      scope,
      key: 'in-flight',
      requestHash: requestFingerprint({
        method: 'POST',
        url: rowsUrl(),
        body: { block_id: block, values: { Task: 'Review' } },
        contentLength: undefined,
      }),
      lockedUntil: new Date(Date.now() + 60_000),
      expiresAt: new Date(Date.now() + 60_000),
    };
    await gateway.db.insert(schema.idempotencyKeys).values(running);
    const busy = await addRow('in-flight', 'Review');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: KEY_IN_USE });
    expect(await writes()).toHaveLength(0);
    await gateway.db.update(schema.idempotencyKeys).set({ lockedUntil: new Date(Date.now() - 1) });
    expect((await addRow('in-flight', 'Review')).statusCode).toBe(201);
    expect(await writes()).toHaveLength(1);
  });

  it('applies one of several parallel requests with one key; the others get 409 or its answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => addRow('parallel', 'Review')),
    );
    expect(await writes()).toHaveLength(1);
    const fresh = answers.filter(
      (r) => r.statusCode === 201 && r.headers['idempotent-replayed'] === undefined,
    );
    expect(fresh).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode === 409) expect(answer.json()).toMatchObject({ message: KEY_IN_USE });
      else expect(answer.body).toBe(fresh[0]?.body);
    }
  });

  it('keeps an answer for 24 hours, then forgets the key', async () => {
    const before = Date.now();
    await addRow('daily', 'Review');
    const [stored] = await gateway.db.select().from(schema.idempotencyKeys);
    expect(stored?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 24 * 60 * 60 * 1000);
    await gateway.db.update(schema.idempotencyKeys).set({ expiresAt: new Date(Date.now() - 1) });
    const later = await addRow('daily', 'Review');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await writes()).toHaveLength(2);
  });

  it('refuses a key that is too long or not printable ASCII', async () => {
    for (const key of ['x'.repeat(256), 'clé']) {
      const res = await addRow(key, 'Review');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
      });
    }
    expect((await addRow('x'.repeat(255), 'Review')).statusCode).toBe(201);
    expect(await writes()).toHaveLength(1);
  });
});
