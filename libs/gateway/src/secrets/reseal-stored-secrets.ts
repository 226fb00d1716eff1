import { resealBlockSecrets } from '@tessera/blocks-api';
import type { Database, SecretBox } from '@tessera/platform';
import { resealGoogleConnections } from '@tessera/spreadsheets';

export type ResealReport = { googleConnections: number; blocks: number };

/**
 * Every stored secret sealed with a previous key, sealed again with SECRETS_KEY: the last step of
 * rotating it (docs/operations.md). Each library re-seals its own table. Run it again after a
 * failure: what is done already is left alone.
 */
export async function resealStoredSecrets(db: Database, box: SecretBox): Promise<ResealReport> {
  return {
    googleConnections: await resealGoogleConnections(db, box),
    blocks: await resealBlockSecrets(db, box),
  };
}
