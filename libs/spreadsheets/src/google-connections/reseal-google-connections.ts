import { eq } from 'drizzle-orm';
import type { Database, SecretBox } from '@tessera/platform';
import { googleConnections } from '../db/schema.js';

/**
 * Seals again with SECRETS_KEY every Google credential a previous key sealed (rotating
 * SECRETS_KEY); returns how many changed. A credential no key opens stops it with SecretBoxError.
 */
export async function resealGoogleConnections(db: Database, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: googleConnections.id, secret: googleConnections.secret })
    .from(googleConnections);
  let changed = 0;
  for (const row of rows) {
    const secret = await box.resealed(row.secret);
    if (secret === null) continue;
    await db.update(googleConnections).set({ secret }).where(eq(googleConnections.id, row.id));
    changed += 1;
  }
  return changed;
}
