import { RateLimiter, type CachePort } from '@tessera/platform';
import { GoogleError, GoogleRateLimitedError, toGoogleError } from './google-errors.js';

/** Google counts reads and writes apart, each per minute per project and per user. */
export type GoogleRequestKind = 'read' | 'write';

/** Whose budget a call spends: the Google Cloud project and the account (user or service account). */
export type GoogleQuotaScope = { project: string; user: string };

export type GoogleQuotaOptions = {
  /** Google's default Sheets quota: 300 requests per minute per project… */
  perProjectPerMinute?: number;
  /** …and 60 per minute per user per project. */
  perUserPerMinute?: number;
  /** Waits up to this long for the next window; beyond it, refuses with GoogleRateLimitedError. */
  maxWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const WINDOW_MS = 60_000;
/** A window that has just ended is open again; more waits than this mean the budget is contended. */
const MAX_WAITS = 2;
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Tessera's own budget for Google calls, counted through the cache port so that every process
 * (and every replica, with Redis) spends the same budget. Staying under Google's quota avoids
 * 429s, which Google counts against the project too.
 */
export class GoogleQuota {
  private readonly limiter: RateLimiter;
  private readonly perProject: number;
  private readonly perUser: number;
  private readonly maxWaitMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(cache: CachePort, options: GoogleQuotaOptions = {}) {
    this.limiter = new RateLimiter(cache, options.now);
    this.perProject = options.perProjectPerMinute ?? 300;
    this.perUser = options.perUserPerMinute ?? 60;
    this.maxWaitMs = options.maxWaitMs ?? 5_000;
    this.sleep = options.sleep ?? realSleep;
  }

  /** Spends one request of the budget, waiting for the next window when it is near. */
  async acquire(kind: GoogleRequestKind, scope: GoogleQuotaScope): Promise<void> {
    for (let waits = 0; ; waits++) {
      const waitMs = await this.tryAcquire(kind, scope);
      if (waitMs === 0) return;
      if (waitMs > this.maxWaitMs || waits >= MAX_WAITS)
        throw new GoogleRateLimitedError(undefined, waitMs, true);
      await this.sleep(waitMs);
    }
  }

  /** 0 when the request may go; otherwise how long until its window ends. */
  private async tryAcquire(kind: GoogleRequestKind, scope: GoogleQuotaScope): Promise<number> {
    const user = await this.limiter.consume(
      `google-quota:${kind}:user:${scope.project}:${scope.user}`,
      this.perUser,
      WINDOW_MS,
    );
    if (!user.allowed) return user.retryAfterMs;
    const project = await this.limiter.consume(
      `google-quota:${kind}:project:${scope.project}`,
      this.perProject,
      WINDOW_MS,
    );
    return project.allowed ? 0 : project.retryAfterMs;
  }
}

export type GoogleRetryOptions = {
  /** Retries after the first attempt. */
  retries: number;
  baseMs: number;
  maxMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
};

export const DEFAULT_GOOGLE_RETRY: GoogleRetryOptions = {
  retries: 4,
  baseMs: 500,
  maxMs: 20_000,
  sleep: realSleep,
  random: Math.random,
};

/**
 * Runs `call`, retrying with exponential backoff and full jitter (a random wait up to
 * min(maxMs, baseMs·2^attempt)) when Google is rate limiting (429) or unavailable (5xx, no
 * answer). Revoked access, missing sheets and other refusals fail at once. Errors come out
 * mapped by toGoogleError.
 */
export async function withGoogleRetry<T>(
  call: () => Promise<T>,
  /**
   * `onlyRateLimits`: retry a 429 (Google did nothing) but not a 5xx or a timeout, after which
   * Google may have done the work: for calls that are not idempotent, such as appending a row.
   */
  options: Partial<GoogleRetryOptions> & { onlyRateLimits?: boolean } = {},
): Promise<T> {
  const { retries, baseMs, maxMs, sleep, random } = { ...DEFAULT_GOOGLE_RETRY, ...options };
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (raw) {
      const error = toGoogleError(raw);
      if (
        !(error instanceof GoogleError) ||
        !error.retryable ||
        attempt >= retries ||
        (options.onlyRateLimits === true && !(error instanceof GoogleRateLimitedError))
      )
        throw error;
      let waitMs = random() * Math.min(maxMs, baseMs * 2 ** attempt);
      // A Retry-After from Google is a floor: asking sooner is refused again.
      if (error instanceof GoogleRateLimitedError && error.retryAfterMs !== undefined)
        waitMs = Math.max(waitMs, Math.min(error.retryAfterMs, maxMs));
      await sleep(waitMs);
    }
  }
}
