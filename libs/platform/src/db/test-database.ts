import pg from 'pg';
import type { DatabaseOptions } from './database.js';

/**
 * The database adapters a test file runs against: PGlite always, and PostgreSQL as well when
 * DATABASE_URL is set. Each PostgreSQL test file gets its own fresh database (`<db>_<suffix>`),
 * so files running in parallel never see each other's rows.
 */
export function testDatabaseAdapters(suffix: string): [string, () => Promise<DatabaseOptions>][] {
  const adapters: [string, () => Promise<DatabaseOptions>][] = [
    ['pglite', () => Promise.resolve({ kind: 'pglite' })],
  ];
  const url = process.env['DATABASE_URL'];
  if (url) adapters.push(['postgres', () => freshPostgresDatabase(url, suffix)]);
  return adapters;
}

export async function freshPostgresDatabase(url: string, suffix: string): Promise<DatabaseOptions> {
  const base = new URL(url);
  const name = `${base.pathname.slice(1) || 'postgres'}_${suffix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  base.pathname = `/${name}`;
  return { kind: 'postgres', url: base.toString() };
}
