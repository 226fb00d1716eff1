import 'reflect-metadata';
import { LazyModuleLoader } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DemoModule, DemoSeeder } from '@tessera/demo';
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
  await app.init();
  // Seeded before listening, so that the first visitor already finds the demo. The seeder prints
  // the demo owner's e-mail and password, the board and the app addresses.
  if (config.SEED_DEMO) await seedDemo(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`\nTessera is running at ${config.BASE_URL}`);
  console.log(`  Dashboard: ${new URL('/dashboard', config.BASE_URL).toString()}`);
}

/**
 * The demo seeder lives in its own module, loaded only here: the distributed gateway (apps/gateway)
 * never seeds. Its dependencies (accounts, boards, apps...) are the instances the gateway already uses.
 */
async function seedDemo(app: NestFastifyApplication) {
  const demo = await app.get(LazyModuleLoader).load(() => DemoModule);
  await demo.get(DemoSeeder).seedIfEmpty();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
