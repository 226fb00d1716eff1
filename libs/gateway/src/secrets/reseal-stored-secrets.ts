import { resealBlockSecrets } from '@tessera/blocks-api';
import type { Database, ResealReport, SecretBox } from '@tessera/platform';
import { resealGoogleConnections } from '@tessera/spreadsheets';

export type StoredSecretsReport = { googleConnections: ResealReport; blocks: ResealReport };

/**
 * Every stored secret sealed with a previous key, sealed again with SECRETS_KEY: the last step of
 * rotating it (docs/operations.md). Each library re-seals its own table. Run it until nothing is
 * left: what is done already is skipped, what changed meanwhile is taken by the next run.
 */
export async function resealStoredSecrets(
  db: Database,
  box: SecretBox,
): Promise<StoredSecretsReport> {
  return {
    googleConnections: await resealGoogleConnections(db, box),
    blocks: await resealBlockSecrets(db, box),
  };
}
