import { eq, like, sql } from 'drizzle-orm';
import { sealedSecretKey, secretSlots, withHolderAt, type SettingsValues } from '@tessera/domain';
import { schema, type Database, type SecretBox } from '@tessera/platform';

const { blocks } = schema;

/**
 * Seals again with SECRETS_KEY every block secret (an API call's token) a previous key sealed
 * (rotating SECRETS_KEY); returns how many blocks changed. A secret no key opens stops it with
 * SecretBoxError.
 */
export async function resealBlockSecrets(db: Database, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: blocks.id, type: blocks.type, settings: blocks.settings })
    .from(blocks)
    .where(like(sql`${blocks.settings}::text`, '%\\_sealed"%'));
  let changed = 0;
  for (const row of rows) {
    let settings = row.settings as SettingsValues;
    let blockChanged = false;
    for (const { setting, holderPath, holder } of secretSlots(row.type, settings)) {
      const sealed = holder[sealedSecretKey(setting.key)];
      if (typeof sealed !== 'string') continue;
      const resealed = await box.resealed(sealed);
      if (resealed === null) continue;
      settings = withHolderAt(settings, holderPath, (item) => ({
        ...item,
        [sealedSecretKey(setting.key)]: resealed,
      }));
      blockChanged = true;
    }
    if (!blockChanged) continue;
    await db.update(blocks).set({ settings }).where(eq(blocks.id, row.id));
    changed += 1;
  }
  return changed;
}
