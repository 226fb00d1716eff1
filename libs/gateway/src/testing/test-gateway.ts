/**
 * The set-up of the HTTP integration tests: the whole gateway on a test database. Used by
 * *.int-spec.ts only (imported as `@tessera/gateway/testing`, never from the library's index).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  CACHE,
  loadConfig,
  openDatabase,
  resetDatabase,
  type CachePort,
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  type TesseraConfig,
} from '@tessera/platform';
import { createGateway } from '../create-gateway.js';

/**
 * Jest reads testTimeout only from the root config, so hooks that open a database and boot Nest
 * on a busy machine set their own.
 */
export const HOOK_TIMEOUT = 120_000;

/** Environment variables for `loadConfig`, on top of LOG_LEVEL=silent. */
export type GatewayEnvironment = Record<string, string>;

export type TestGatewayOptions = {
  /** A function when a value is only known in an earlier beforeAll (a fake server's URL). */
  env?: GatewayEnvironment | (() => GatewayEnvironment);
  /**
   * Empty every table and the cache before each test (default); tests of one file share the
   * database.
   */
  reset?: boolean;
};

/** What the tests use; each getter throws until the gateway has started (in beforeAll). */
export type TestGateway = {
  readonly app: NestFastifyApplication;
  readonly handle: DatabaseHandle;
  readonly db: Database;
  readonly config: TesseraConfig;
  /**
   * One request through the gateway (no socket), as `cookie` (null: anonymous) and, when given,
   * to `host` (an app's host); a standalone function, so `const call = gateway.call` works.
   */
  readonly call: (
    cookie: string | null,
    method: HTTPMethods,
    url: string,
    payload?: unknown,
    host?: string,
  ) => Promise<LightMyRequestResponse>;
};

/**
 * Boots the whole gateway on a database for the tests of the enclosing `describe`: registers the
 * beforeAll that opens the database and starts the app, the afterAll that closes both, and a
 * beforeEach that resets the database. Hooks the file declares later run after these.
 */
export function useTestGateway(
  database: DatabaseOptions | (() => Promise<DatabaseOptions>),
  { env = {}, reset = true }: TestGatewayOptions = {},
): TestGateway {
  let handle: DatabaseHandle | undefined;
  let app: NestFastifyApplication | undefined;
  let config: TesseraConfig | undefined;

  beforeAll(async () => {
    handle = await openDatabase(typeof database === 'function' ? await database() : database);
    config = loadConfig({
      LOG_LEVEL: 'silent',
      // Each gateway its own keys in a shared Redis: the cache outlives the tables a test resets,
      // and another file's gateway (or this file's run on the other database) must not see them.
      REDIS_KEY_PREFIX: `tessera-test-${randomUUID()}`,
      ...(typeof env === 'function' ? env() : env),
    });
    app = await createGateway(config, handle);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  }, HOOK_TIMEOUT);
  if (reset)
    beforeEach(async () => {
      await resetDatabase(started(handle).db);
      // What was cached from the emptied tables goes with them (the apps a host resolved to,
      // their routes): an app of the previous test must not answer for this one's.
      await started(app).get<CachePort>(CACHE).deletePrefix('');
    }, HOOK_TIMEOUT);

  return {
    get app() {
      return started(app);
    },
    get handle() {
      return started(handle);
    },
    get db() {
      return started(handle).db;
    },
    get config() {
      return started(config);
    },
    call: (cookie, method, url, payload, host) =>
      started(app).inject({
        method,
        url,
        headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) },
        ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
      }),
  };
}

function started<T>(value: T | undefined): T {
  if (value === undefined)
    throw new Error('The test gateway starts in beforeAll: use it in hooks and tests only.');
  return value;
}
