import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, requireSplitMode } from './config.js';

describe('loadConfig', () => {
  it('defaults to the embedded adapters on port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './.tessera/db' });
    expect(config.dashboardHost).toBe('localhost:3000');
  });

  it('chooses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/test' });
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses a secrets key that is not 32 bytes and a stale limit shorter than the fresh time', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'c2hvcnQ=' })).toThrow(/SECRETS_KEY/);
    expect(() =>
      loadConfig({ SHEET_CACHE_FRESH_MS: '60000', SHEET_CACHE_MAX_STALE_MS: '60000' }),
    ).toThrow(/SHEET_CACHE_MAX_STALE_MS/);
  });

  it('keeps a split-mode process from starting without the shared database, Redis, Kafka and S3', () => {
    const alone = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/t' });
    expect(() => requireSplitMode(alone, 'media service')).toThrow(
      /REDIS_URL: required by the media service[\s\S]*KAFKA_BROKERS[\s\S]*S3_ENDPOINT/,
    );
    const shared = loadConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/t',
      REDIS_URL: 'redis://127.0.0.1:6379',
      KAFKA_BROKERS: '127.0.0.1:9092',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
    });
    expect(() => requireSplitMode(shared, 'gateway')).not.toThrow();
  });

  it('takes Stripe only with its webhook signing secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(config).toMatchObject({ PAID_PLAN_PRICE_CENTS: 1900, MARKETPLACE_FEE_PERCENT: 10 });
  });

  it('takes S3 only with its credentials, and a bucket name S3 accepts', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
    });
    expect(config.S3_BUCKET).toBe('tessera-media');
  });

  it('refuses to start in production on PostgreSQL without SECRETS_KEY', () => {
    const distributed = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@127.0.0.1:5432/t' };
    expect(() => loadConfig(distributed)).toThrow(ConfigError);
    expect(() => loadConfig(distributed)).toThrow(/SECRETS_KEY/);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ...distributed, SECRETS_KEY: key }).SECRETS_KEY).toBe(key);
    // Embedded, or outside production, a key is generated under DATA_DIR instead.
    expect(loadConfig({ NODE_ENV: 'production' }).SECRETS_KEY).toBeUndefined();
    expect(loadConfig({ ...distributed, NODE_ENV: 'test' }).SECRETS_KEY).toBeUndefined();
  });

  it('trusts no proxy by default, and takes true, a hop count or addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('reads the addresses API calls may reach besides public ones, naming a bad one', () => {
    expect(loadConfig({}).API_CALL_ALLOWED_ADDRESSES).toEqual([]);
    expect(
      loadConfig({ API_CALL_ALLOWED_ADDRESSES: ' 10.0.0.5:8080, [fd00::5] ,10.1.0.0/16' })
        .API_CALL_ALLOWED_ADDRESSES,
    ).toEqual(['10.0.0.5:8080', '[fd00::5]', '10.1.0.0/16']);
    expect(() => loadConfig({ API_CALL_ALLOWED_ADDRESSES: 'intranet.local' })).toThrow(
      /API_CALL_ALLOWED_ADDRESSES: "intranet.local" is not an address/,
    );
  });
});
