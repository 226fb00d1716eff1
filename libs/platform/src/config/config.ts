import { isIP } from 'node:net';
import { z } from 'zod';
import { allowedAddressesProblem } from '../outbound/outbound-addresses.js';
import { sessionCookieNames, type SessionCookieNames } from '../http/session-cookie-names.js';

const optionalUrl = z.url().optional();

/** The server's environment, validated once at boot. Adapters are chosen from the parsed object. */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where embedded data lives: PGlite files, media, the generated session secret. */
  DATA_DIR: z.string().min(1).default('./.tessera'),
  /** Public base URL of the dashboard host; links in e-mails are built from it, never from request headers. */
  BASE_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  KAFKA_BROKERS: z.string().optional(),
  /** Prepended to every Kafka topic and consumer group, so several installations can share a Kafka. */
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9._-]{1,100}$/, 'may hold letters, digits, ".", "_" and "-" only')
    .default('tessera'),
  /**
   * MinIO or any S3 (http(s)://host:port) for media: uploads, thumbnails, template snapshots.
   * Unset, media are files under DATA_DIR/media (one machine only). With it, S3_BUCKET,
   * S3_ACCESS_KEY and S3_SECRET_KEY are required.
   */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid S3 bucket name')
    .default('tessera-media'),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /**
   * Stripe (payments: the paid plan, template sales through Connect). Unset, paid features say
   * payments are not set up, and free ones work. STRIPE_WEBHOOK_SECRET signs the webhooks of the
   * endpoint {BASE_URL}/api/billing/webhooks/stripe; STRIPE_API_URL is for tests (the fake).
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** The paid plan's monthly price, in US cents. */
  PAID_PLAN_PRICE_CENTS: z.coerce.number().int().min(50).default(1900),
  /** The platform's share of each template sale, in percent (Stripe's application fee). */
  MARKETPLACE_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),
  /** The media storage each workspace may use, in MB (uploads as stored, thumbnails aside). */
  MEDIA_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
  /** OpenTelemetry: spans go to `{endpoint}/v1/traces` (OTLP over HTTP); unset, nothing is traced. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** The process's name in traces; each process has its own default (`gateway`, `sheets`...). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /** The geocoding service's token (Mapbox's, or the MAPS_GEOCODER_URL service's); unset: no maps. */
  MAPS_TOKEN: z.string().default(''),
  /**
   * Forward geocoding in Mapbox's v6 form: GET `{url}?q={address}&limit=1&access_token={token}`
   * answers a GeoJSON FeatureCollection.
   */
  MAPS_GEOCODER_URL: z.url().default('https://api.mapbox.com/search/geocode/v6/forward'),
  /** The map's tiles, `{z}/{x}/{y}` in the address, drawn by the visitor's browser. */
  MAPS_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+\{z\}.*\{x\}.*\{y\}/, 'A tile address with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAPS_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /**
   * API call actions reach only public addresses. These exceptions (comma-separated: an address,
   * an address with its port, or a CIDR range, e.g. `10.0.0.5:8080,[fd00::5],10.1.0.0/16`) let a
   * self-hosted install call services on its own network.
   */
  API_CALL_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((value, context) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const problem = allowedAddressesProblem(entries);
      if (problem) context.addIssue({ code: 'custom', message: problem });
      return entries;
    }),
  /** How long an API call action may take, redirects included. */
  API_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** API call actions a workspace's apps and boards may send per minute, all visitors together. */
  API_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Seeds the demo workspace on first start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Where the built web app is served from; empty disables static serving (API-only gateway). */
  WEB_DIST_DIR: z.string().default(''),
  /**
   * Which proxies in front of the gateway may name the client's address (X-Forwarded-For): `false`
   * (none: the connection's own address counts), `true` (any), a number of proxy hops, or a
   * comma-separated list of proxy addresses and CIDR ranges. Sign-in limits count by that address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === null)
        context.addIssue({
          code: 'custom',
          message: 'must be true, false, a number of hops or a list of addresses and CIDR ranges',
        });
      return trust ?? false;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How often the outbox relay looks for unpublished events (it also runs as soon as one is recorded). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  /** Deliveries of one event to one consumer before it is parked in the dead-letter topic. */
  EVENT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  /** First retry delay of a failed consumer; each further retry doubles it. */
  EVENT_RETRY_BACKOFF_MS: z.coerce.number().int().min(0).default(200),
  /** Prepended to every Redis key (cache and BullMQ) so several installations can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('tessera'),
  /**
   * 32 bytes, base64: encrypts stored credentials (Google refresh tokens and service-account keys).
   * Embedded, a key is generated under DATA_DIR when unset; distributed, the same key must be set
   * on every process (required in production with DATABASE_URL, see loadConfig).
   */
  SECRETS_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64')
    .optional(),
  /**
   * The keys SECRETS_KEY replaced, comma-separated, while they are rotated out: what they sealed
   * still opens, and `node apps/gateway/dist/reseal-secrets.js` seals it again with SECRETS_KEY
   * (docs/operations.md). New secrets are always sealed with SECRETS_KEY.
   */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine(
      (keys) => keys.every((key) => Buffer.from(key, 'base64').length === 32),
      'must be 32-byte base64 keys, comma-separated',
    )
    .optional(),
  /**
   * SMTP server for e-mail (smtp://user:pass@host:587, or smtps:// for TLS from the start); unset,
   * e-mails are printed on the console.
   */
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  /** The From address of e-mails sent through SMTP. */
  MAIL_FROM: z.string().min(3).default('Tessera <no-reply@tessera.local>'),
  /** OAuth client of "Sign in with Google"; without both, workspaces connect with service-account keys. */
  GOOGLE_OAUTH_CLIENT_ID: z.string().optional(),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().optional(),
  /** Google's endpoints; tests point them at the fake Google Sheets server of libs/testing. */
  GOOGLE_SHEETS_API_URL: z.url().default('https://sheets.googleapis.com/'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_OAUTH_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  /** Google's quota: reads per minute per project and per user (credential). */
  GOOGLE_READS_PER_MINUTE_PER_PROJECT: z.coerce.number().int().min(1).default(300),
  GOOGLE_READS_PER_MINUTE_PER_USER: z.coerce.number().int().min(1).default(60),
  /** How long cached sheet data counts as fresh; older data is served while it is refreshed. */
  SHEET_CACHE_FRESH_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How long stale sheet data may still be served while its spreadsheet fails. */
  SHEET_CACHE_MAX_STALE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(24 * 60 * 60 * 1000),
  /** How long an unapplied row write may wait before its block says "sync delayed". */
  SHEET_SYNC_DELAYED_AFTER_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * How long a sheets service process holds a sheet's row writes while applying them (renewed
   * after each write): a process that died mid-batch frees the sheet for another after this long.
   */
  SHEET_WRITE_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
});

export type Environment = z.infer<typeof environmentSchema>;

export type TesseraConfig = Environment & {
  /** host:port of the dashboard, derived from BASE_URL; app hosts are `{app}.{dashboardHost}`. */
  dashboardHost: string;
  secureCookies: boolean;
  /** What the session cookies are called: `__Host-` prefixed when BASE_URL is https. */
  sessionCookies: SessionCookieNames;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
};

export class ConfigError extends Error {}

/** What Fastify's trustProxy option takes: none, all, a hop count, or addresses and ranges. */
export type TrustProxy = boolean | number | string[];

function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim();
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const ranges = value.split(',').map((range) => range.trim());
  return ranges.every(isAddressOrRange) ? ranges : null;
}

function isAddressOrRange(range: string): boolean {
  const [address = '', bits, ...rest] = range.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TesseraConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  // The sheet cache serves stale data up to MAX_STALE; it must outlive the jittered fresh window.
  if (value.SHEET_CACHE_MAX_STALE_MS < value.SHEET_CACHE_FRESH_MS * 1.1)
    throw new ConfigError(
      'Invalid configuration:\n  SHEET_CACHE_MAX_STALE_MS: must be at least 1.1 × SHEET_CACHE_FRESH_MS',
    );
  // Each replica would generate a key of its own and could not open the others' secrets.
  if (value.NODE_ENV === 'production' && value.DATABASE_URL && !value.SECRETS_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  SECRETS_KEY: required in production with DATABASE_URL (the same 32-byte base64 key on every process; generate one with `openssl rand -base64 32`)',
    );
  if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)',
    );
  if (value.S3_ENDPOINT && !(value.S3_ACCESS_KEY && value.S3_SECRET_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY, S3_SECRET_KEY: required with S3_ENDPOINT',
    );
  const base = new URL(value.BASE_URL);
  const secure = base.protocol === 'https:';
  return {
    ...value,
    dashboardHost: base.host,
    secureCookies: secure,
    sessionCookies: sessionCookieNames(secure),
    database: value.DATABASE_URL
      ? { kind: 'postgres', url: value.DATABASE_URL }
      : { kind: 'pglite', dataDir: `${value.DATA_DIR}/db` },
  };
}

/**
 * A process of the split mode (apps/gateway and the service apps) shares its database, cache,
 * queue, bus and blob store with the others: without DATABASE_URL, REDIS_URL, KAFKA_BROKERS and
 * S3_ENDPOINT it would run alone on the embedded adapters (events nobody consumes, a PGlite
 * another process holds, media on a disk the media service cannot read), so it refuses to start,
 * naming what is missing.
 */
export function requireSplitMode(config: TesseraConfig, process: string): void {
  const missing = (['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT'] as const).filter(
    (name) => !config[name],
  );
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required by the ${process} of the split mode (shared with the other processes; for everything in one process, run apps/server: npm start)`).join('\n')}`,
    );
}
