import 'reflect-metadata';
import { createGateway } from '@tessera/gateway';
import { ConfigError, loadConfig } from '@tessera/platform';
import { serverEnvironment } from './server-environment.js';
import { exitIfShutdownHangs } from './shutdown.js';

/** The all-in-one server: the gateway and every service module on the embedded adapters. */
async function main() {
  const config = loadConfig(serverEnvironment(process.env));
  const app = await createGateway(config);
  // createGateway enables Nest's shutdown hooks: SIGINT/SIGTERM close the HTTP server, then the
  // database and the other adapters, then the process ends on the same signal.
  exitIfShutdownHangs();
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`\nTessera is running at ${config.BASE_URL}`);
  console.log(`  Dashboard: ${config.BASE_URL}/dashboard`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
