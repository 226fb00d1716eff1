import { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.js';
import { traceEmbeddedQueries, traceQueries } from '../telemetry/database-spans.js';

export type Schema = typeof schema;
/** The one database type business code sees, whichever adapter is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Transaction;

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string | undefined } | { kind: 'postgres'; url: string };

/**
 * What opening does about the committed migrations: `apply` brings the database to the latest
 * (the embedded server, the gateway); `require` refuses a database that is behind (a service of
 * the split mode, which must never race the gateway to migrate).
 */
export type MigrationPolicy = 'apply' | 'require';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseOptions['kind'];
  close(): Promise<void>;
};

// Both src/db and dist/db sit two levels under the package root, where the migrations live.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A service started on a database whose migrations are behind this build's. */
export class MigrationsBehindError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(
      `The database is behind this build: ${missing.length === 1 ? 'migration' : `${missing.length} migrations, from`} ${missing[0]}${missing.length === 1 ? ',' : ` to ${missing.at(-1)},`} not applied. Start the gateway first (it applies them), then this service.`,
    );
    this.name = 'MigrationsBehindError';
  }
}

type JournalEntry = { tag: string; when: number };

/**
 * The committed migrations this database has not applied, by tag (e.g. `0005_idempotency_keys`),
 * the way drizzle's migrator decides: those newer than the last one it recorded.
 */
export async function missingMigrations(db: Database): Promise<string[]> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: JournalEntry[];
  };
  const table = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const present = (table as { rows: { present: boolean }[] }).rows[0]?.present === true;
  const recorded = present
    ? await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)
    : { rows: [] };
  const { rows } = recorded as { rows: { last: string | null }[] };
  const last = Number(rows[0]?.last ?? -1);
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

/** Opens the database and brings it to the latest committed migration (or, `require`, checks it is). */
export async function openDatabase(
  options: DatabaseOptions,
  migrations: MigrationPolicy = 'apply',
): Promise<DatabaseHandle> {
  const handle = connect(options);
  try {
    if (migrations === 'apply') await handle.migrate();
    else {
      const missing = await missingMigrations(handle.db);
      if (missing.length > 0) throw new MigrationsBehindError(missing);
    }
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return { db: handle.db, kind: handle.kind, close: () => handle.close() };
}

function connect(options: DatabaseOptions): DatabaseHandle & { migrate(): Promise<void> } {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    traceEmbeddedQueries(client);
    const db = drizzlePglite(client, { schema });
    return {
      db,
      kind: 'pglite',
      close: () => client.close(),
      migrate: () => migratePglite(db, { migrationsFolder }),
    };
  }
  // A connection that cannot be made (or a pool slot not freed) within 10 s fails the request (503).
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    connectionTimeoutMillis: 10_000,
  });
  // A client whose connection dies (server restart, failover, pg_terminate_backend) is dropped by
  // the pool and replaced on the next query. Its error event, emitted on the pool when it was idle
  // and on the client when it was checked out between two queries (a transaction), would stop the
  // process unhandled; the query that used it fails and answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  traceQueries(pool);
  const db = drizzlePg(pool, { schema });
  return {
    db: db,
    kind: 'postgres',
    close: () => endPool(pool),
    migrate: () => migrateUnderLock(pool, () => migratePg(db, { migrationsFolder })),
  };
}

/**
 * How long closing waits for the connections in use to come back: well inside the processes'
 * shutdown budget (10 s for the gateway and the embedded server), so what closes after the
 * database still closes before the process is made to exit.
 */
const POOL_END_GRACE_MS = 5_000;

/**
 * Ends the pool, waiting at most POOL_END_GRACE_MS: a connection checked out when its server went
 * away (restart, failover) may never be handed back, and `pool.end()` would then wait forever.
 */
function endPool(pool: pg.Pool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      new Logger('Database').warn(
        `Closed with ${pool.totalCount - pool.idleCount} connection(s) still in use after ${POOL_END_GRACE_MS} ms.`,
      );
      resolve();
    }, POOL_END_GRACE_MS);
    timer.unref();
  });
  return Promise.race([pool.end(), graceOver]).finally(() => clearTimeout(timer));
}

/** Any fixed number: the key of the advisory lock every Tessera process migrates under. */
const MIGRATIONS_LOCK_KEY = 7_302_114_551;

/**
 * Runs the migrations while one connection holds a transaction's advisory lock, so the migrations
 * Job and gateways starting at the same moment apply them one after the other (the later ones
 * find nothing left to do) instead of racing to create the same tables. A transaction's lock,
 * not a session's: behind a pooler in transaction mode (PgBouncer) the open transaction keeps its
 * server connection, and the lock ends with it (commit, rollback or a lost connection).
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  let broken: Error | undefined;
  try {
    await lock.query('begin');
    await lock.query('select pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await lock.query('commit');
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-transaction is closed rather than handed out again.
    lock.release(broken);
  }
}

export { schema };
