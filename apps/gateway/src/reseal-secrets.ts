import 'reflect-metadata';
import { resealStoredSecrets } from '@tessera/gateway';
import { ConfigError, loadConfig, openDatabase, SecretBox } from '@tessera/platform';

/**
 * The last step of rotating SECRETS_KEY (docs/operations.md): with the new key in SECRETS_KEY and
 * the old one in SECRETS_KEY_PREVIOUS on every process, seals every stored secret again with the
 * new key, so the old one can be dropped. Safe to run again and while Tessera runs: an edit made
 * meanwhile is never overwritten (the next run takes it).
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
    const tables = Object.values(report);
    const sum = (count: (table: (typeof tables)[number]) => number) =>
      tables.reduce((total, table) => total + count(table), 0);
    const unreadable = tables.flatMap((table) => table.unreadable);
    console.log(
      `Re-sealed with SECRETS_KEY: ${report.googleConnections.resealed} Google connections, ${report.blocks.resealed} blocks.`,
    );
    if (sum((table) => table.changedMeanwhile) > 0)
      console.log(
        `${sum((table) => table.changedMeanwhile)} changed while this ran (left as saved): run it again.`,
      );
    if (unreadable.length > 0) {
      console.error(
        `No key opens these (SECRETS_KEY_PREVIOUS lacks the key that sealed them): ${unreadable.join(', ')}. Keep SECRETS_KEY_PREVIOUS until they are resolved.`,
      );
      process.exitCode = 1;
    } else if (sum((table) => table.changedMeanwhile) === 0) {
      console.log(
        'Every stored secret is sealed with SECRETS_KEY: SECRETS_KEY_PREVIOUS may now be removed.',
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
