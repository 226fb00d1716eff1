import 'reflect-metadata';
import { createGateway } from '@tessera/gateway';
import { ConfigError, loadConfig, requireSplitMode } from '@tessera/platform';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The gateway on its own, for the split mode: the same HTTP API as apps/server, without the demo
 * seeder and without the services (apps/sheets and apps/tenancy consume its events). It applies
 * the database migrations at start and relays its outbox to the bus. Adapters come from
 * configuration (DATABASE_URL, REDIS_URL, KAFKA_BROKERS); the web app is served only when
 * WEB_DIST_DIR points at a build.
 */
async function main() {
  const config = loadConfig();
  requireSplitMode(config, 'gateway');
  const app = await createGateway(config, undefined, { withServices: false });
  // Nest's shutdown hooks (enabled by createGateway) close the server and the adapters on
  // SIGINT/SIGTERM; this only makes sure a hung close cannot keep the pod from stopping.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref());
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Tessera gateway listening on ${config.HOST}:${config.PORT} (${config.BASE_URL})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
