import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

/** How long one truncate waits for its locks before letting go and trying again. */
const LOCK_TIMEOUT = '1s';
const ATTEMPTS = 30;

/**
 * Empties every table; tests share one database per file and reset between tests. On PostgreSQL
 * the outbox relay may still be delivering the previous test's events: it holds its outbox rows
 * while a consumer writes processed_events, which the truncate may already have locked. Neither
 * side would ever give way (the relay waits in JavaScript, out of PostgreSQL's deadlock check), so
 * the truncate gives up its locks after a second and tries again once the delivery is through.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename not like '%migrations%'`,
  );
  const { rows } = result as { rows: { tablename: string }[] };
  if (rows.length === 0) return;
  const names = rows.map((r) => `"${r.tablename}"`).join(', ');
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
        await tx.execute(sql.raw(`truncate ${names} cascade`));
      });
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isLockTimeout(error)) throw error;
    }
  }
}

/** PostgreSQL's lock_not_available (55P03), possibly wrapped by Drizzle in `cause`. */
function isLockTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '55P03') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
