import { and, eq, like, sql } from 'drizzle-orm';
import { sealedSecretKey, secretSlots, withHolderAt, type SettingsValues } from '@tessera/domain';
import {
  emptyResealReport,
  schema,
  SecretBoxError,
  type Database,
  type ResealReport,
  type SecretBox,
} from '@tessera/platform';

const { blocks } = schema;

/**
 * Seals again with SECRETS_KEY every block secret (an API call's token) a previous key sealed
 * (rotating SECRETS_KEY). A block edited meanwhile is left as its owner saved it (the next run
 * takes it); a block whose secret no key opens is reported by id, and the others are still done.
 */
export async function resealBlockSecrets(db: Database, box: SecretBox): Promise<ResealReport> {
  const report = emptyResealReport();
  const rows = await db
    .select({ id: blocks.id, type: blocks.type, settings: blocks.settings })
    .from(blocks)
    .where(like(sql`${blocks.settings}::text`, '%\\_sealed"%'));
  for (const row of rows) {
    let settings = row.settings as SettingsValues;
    let changed = false;
    try {
      for (const { setting, holderPath, holder } of secretSlots(row.type, settings)) {
        const sealed = holder[sealedSecretKey(setting.key)];
        if (typeof sealed !== 'string') continue;
        const resealed = await box.resealed(sealed);
        if (resealed === null) continue;
        settings = withHolderAt(settings, holderPath, (item) => ({
          ...item,
          [sealedSecretKey(setting.key)]: resealed,
        }));
        changed = true;
      }
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      report.unreadable.push(`blocks ${row.id}`);
      continue;
    }
    if (!changed) continue;
    // Only if nobody saved the block since it was read: an edit meanwhile is never overwritten.
    const updated = await db
      .update(blocks)
      .set({ settings })
      .where(and(eq(blocks.id, row.id), eq(blocks.settings, row.settings)))
      .returning({ id: blocks.id });
    if (updated.length === 1) report.resealed += 1;
    else report.changedMeanwhile += 1;
  }
  return report;
}
