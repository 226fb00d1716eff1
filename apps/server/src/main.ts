import 'reflect-metadata';
import { createGateway } from '@tessera/gateway';
import { ConfigError, loadConfig } from '@tessera/platform';

/** The all-in-one server: the gateway and every service module on the embedded adapters. */
async function main() {
  const config = loadConfig();
  const app = await createGateway(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Tessera is running at ${config.BASE_URL}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
