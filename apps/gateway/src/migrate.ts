import 'reflect-metadata';
import { ConfigError, loadConfig, openDatabase } from '@tessera/platform';

/**
 * Brings the PostgreSQL database to this build's migrations, then exits: the Helm chart's
 * pre-install/pre-upgrade hook and the compose stack's `migrate` step run it before any gateway or
 * service of the new version starts (services refuse a database that is behind). The gateway also
 * applies them at start; both take the same advisory lock, so they never race.
 */
async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: required to apply migrations');
  }
  const handle = await openDatabase(config.database, 'apply');
  await handle.close();
  console.log('Tessera migrations: the database is up to date.');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
