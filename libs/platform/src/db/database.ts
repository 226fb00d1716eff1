import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type business code sees, whichever adapter is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Transaction;

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string | undefined } | { kind: 'postgres'; url: string };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseOptions['kind'];
  close(): Promise<void>;
};

// Both src/db and dist/db sit two levels under the package root, where the migrations live.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database and brings it to the latest committed migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
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
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

export { schema };
