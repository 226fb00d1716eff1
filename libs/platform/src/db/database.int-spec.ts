import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  missingMigrations,
  MigrationsBehindError,
  openDatabase,
  type DatabaseHandle,
} from './database.js';
import { resetDatabase } from './reset.js';
import { workspaces } from './schema/index.js';
import { testDatabaseAdapters } from './test-database.js';

describe.each(testDatabaseAdapters('db_contract'))('database port on %s', (_name, options) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase(await options());
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => resetDatabase(handle.db));

  it('applies the committed migrations and round-trips a row', async () => {
    const [created] = await handle.db.insert(workspaces).values({ name: 'Acme' }).returning();
    const found = await handle.db.select().from(workspaces).where(eq(workspaces.id, created!.id));
    expect(found[0]).toMatchObject({ name: 'Acme' });
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(workspaces).values({ name: 'Lost' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await handle.db.select().from(workspaces)).toHaveLength(0);
  });
});

describe.each(testDatabaseAdapters('db_migrations_required'))(
  'a service opening a database on %s',
  (_name, options) => {
    it('refuses one whose migrations are behind, naming the first missing one', async () => {
      const target = await options();
      const opened = openDatabase(target, 'require');
      await expect(opened).rejects.toBeInstanceOf(MigrationsBehindError);
      await expect(opened).rejects.toThrow(
        /^The database is behind this build: \d+ migrations, from 0000_init to \d{4}_\w+, not applied\. Start the gateway first/,
      );
    });

    it('opens one the gateway has migrated, and finds nothing missing', async () => {
      const target = await options();
      // PGlite in memory is one database per handle: migrate and check on the same one.
      const migrated = await openDatabase(target);
      try {
        expect(await missingMigrations(migrated.db)).toEqual([]);
        if (target.kind === 'postgres') await (await openDatabase(target, 'require')).close();
      } finally {
        await migrated.close();
      }
    });
  },
);

// Only PostgreSQL is shared by processes: the migrations Job and gateways starting together.
const sharedPostgres = testDatabaseAdapters('db_migrations_together').find(
  ([name]) => name === 'postgres',
);
(sharedPostgres ? describe : describe.skip)('processes migrating one PostgreSQL at once', () => {
  it('apply the migrations one after the other, and all open it', async () => {
    const target = await sharedPostgres![1]();
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase(target)));
    try {
      for (const handle of handles) expect(await missingMigrations(handle.db)).toEqual([]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
