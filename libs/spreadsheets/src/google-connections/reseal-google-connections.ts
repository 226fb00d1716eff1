import { and, eq } from 'drizzle-orm';
import {
  emptyResealReport,
  SecretBoxError,
  type Database,
  type ResealReport,
  type SecretBox,
} from '@tessera/platform';
import { googleConnections } from '../db/schema.js';

/**
 * Seals again with SECRETS_KEY every Google credential a previous key sealed (rotating
 * SECRETS_KEY). A credential replaced meanwhile is left as its owner stored it; one no key opens
 * is reported by id, and the others are still done.
 */
export async function resealGoogleConnections(db: Database, box: SecretBox): Promise<ResealReport> {
  const report = emptyResealReport();
  const rows = await db
    .select({ id: googleConnections.id, secret: googleConnections.secret })
    .from(googleConnections);
  for (const row of rows) {
    let secret: string | null;
    try {
      secret = await box.resealed(row.secret);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      report.unreadable.push(`google_connections ${row.id}`);
      continue;
    }
    if (secret === null) continue;
    const updated = await db
      .update(googleConnections)
      .set({ secret })
      .where(and(eq(googleConnections.id, row.id), eq(googleConnections.secret, row.secret)))
      .returning({ id: googleConnections.id });
    if (updated.length === 1) report.resealed += 1;
    else report.changedMeanwhile += 1;
  }
  return report;
}
