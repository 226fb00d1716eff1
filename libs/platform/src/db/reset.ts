import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

/** Empties every table; tests share one database per file and reset between tests. */
export async function resetDatabase(db: Database): Promise<void> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename not like '%migrations%'`,
  );
  const { rows } = result as { rows: { tablename: string }[] };
  if (rows.length === 0) return;
  const names = rows.map((r) => `"${r.tablename}"`).join(', ');
  await db.execute(sql.raw(`truncate ${names} cascade`));
}
