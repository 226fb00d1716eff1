import 'reflect-metadata';
import { resealStoredSecrets } from '@tessera/gateway';
import { ConfigError, loadConfig, openDatabase, SecretBox } from '@tessera/platform';

/**
 * The last step of rotating SECRETS_KEY (docs/operations.md): with the new key in SECRETS_KEY and
 * the old one in SECRETS_KEY_PREVIOUS on every process, seals every stored secret again with the
 * new key, so the old one can be dropped. Safe to run twice, and while Tessera runs.
 */
async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'postgres' || !config.SECRETS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL, SECRETS_KEY: required to re-seal stored secrets',
    );
  }
  const box = new SecretBox({
    key: config.SECRETS_KEY,
    previousKeys: config.SECRETS_KEY_PREVIOUS ?? [],
  });
  const handle = await openDatabase(config.database, 'require');
  try {
    const report = await resealStoredSecrets(handle.db, box);
    console.log(
      `Tessera secrets re-sealed with SECRETS_KEY: ${report.googleConnections} Google connections, ${report.blocks} blocks. SECRETS_KEY_PREVIOUS may now be removed.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
