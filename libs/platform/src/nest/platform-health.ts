import { sql } from 'drizzle-orm';
import type { CachePort } from '../cache/cache.port.js';
import { ResilientCache } from '../cache/resilient-cache.js';
import type { Database } from '../db/database.js';
import type { EventBusPort } from '../events/event-bus.port.js';

/** Inject the health of the platform's shared dependencies: `@Inject(PLATFORM_HEALTH)`. */
export const PLATFORM_HEALTH = Symbol('PLATFORM_HEALTH');

/** Whether the shared dependencies answer: Redis and the event broker (null when not used). */
export class PlatformHealth {
  constructor(
    private readonly cache: CachePort,
    private readonly bus: Pick<EventBusPort, 'brokerState'>,
  ) {}

  /** Whether the event broker answers and this process's consumers run; null without one. */
  broker(): Promise<'up' | 'down' | null> {
    return this.bus.brokerState();
  }

  async redis(): Promise<'up' | 'down' | null> {
    if (!(this.cache instanceof ResilientCache)) return null;
    return (await this.cache.check()) ? 'up' : 'down';
  }
}

/** A database that has not answered `select 1` by then counts as down (a hung server, say). */
export const HEALTH_DATABASE_TIMEOUT_MS = 3000;

/** Whether the database answers `select 1` within HEALTH_DATABASE_TIMEOUT_MS. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DATABASE_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
