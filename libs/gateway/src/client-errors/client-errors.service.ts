import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ClientErrorReport, ClientErrorsResponse } from '@tessera/contracts';
import { CACHE, RateLimiter, signInAddress, tryAgainIn, type CachePort } from '@tessera/platform';
import { ClientErrorsError } from './client-errors.errors.js';
import { ClientErrorsRepository, type ClientErrorsCursor } from './client-errors.repository.js';

const TEN_MINUTES_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * At most this many reports from one network (an IPv4 address, an IPv6 /64) about one app's pages
 * (or the dashboard's) in ten minutes: a visitor of many apps behind one address is heard about
 * each, and a made-up Host header earns no more.
 */
export const CLIENT_ERRORS_PER_NETWORK = 30;
/** At most this many reports from everyone in ten minutes: a flood cannot fill the database. */
export const CLIENT_ERRORS_PER_SERVER = 1_000;
/** Reports are kept this many days. */
export const CLIENT_ERROR_RETENTION_DAYS = 30;
/** The admins' list, a page at a time. */
export const CLIENT_ERRORS_PAGE_SIZE = 50;

/**
 * Every browser error reported to the server (editor-viewer-shell §8): recorded, rate-limited per
 * network and for the whole server, kept 30 days, and listed for admins newest first.
 */
@Injectable()
export class ClientErrorsService {
  private readonly limiter: RateLimiter;
  private readonly logger = new Logger('ClientErrors');
  /** When this process last forgot old reports: at most once an hour. */
  private prunedAt = 0;

  constructor(
    private readonly errors: ClientErrorsRepository,
    @Inject(CACHE) cache: CachePort,
  ) {
    this.limiter = new RateLimiter(cache);
  }

  /**
   * Records a report from this network about this site (an app's id, '' for the dashboard). The
   * network's limit is asked first: one network's flood, refused there, does not use up what the
   * whole server takes from everyone else.
   */
  async record(
    report: ClientErrorReport,
    from: { ip: string; site: string; userAgent: string | undefined },
  ) {
    for (const [key, limit] of [
      [`client-errors:ip:${signInAddress(from.ip)}:${from.site}`, CLIENT_ERRORS_PER_NETWORK],
      ['client-errors:all', CLIENT_ERRORS_PER_SERVER],
    ] as const) {
      const decision = await this.limiter.consume(key, limit, TEN_MINUTES_MS);
      if (!decision.allowed) {
        const refusal = new ClientErrorsError('tooManyReports', tryAgainIn(decision.retryAfterMs));
        refusal.retryAfterMs = decision.retryAfterMs;
        throw refusal;
      }
    }
    await this.errors.insert(report, from.userAgent?.slice(0, 500) ?? null);
    const now = Date.now();
    if (now - this.prunedAt >= HOUR_MS) {
      this.prunedAt = now;
      // Not awaited: the visitor's report is not held up by the clean-up.
      this.errors
        .deleteBefore(new Date(now - CLIENT_ERROR_RETENTION_DAYS * DAY_MS))
        .catch((error: unknown) =>
          this.logger.warn(`Old browser errors not deleted: ${String(error)}`),
        );
    }
  }

  /**
   * A page of errors, newest first: from the newest, or after the page whose `next_before` this
   * is (`{time}_{id}` of its last error).
   */
  async list(before: string | undefined): Promise<ClientErrorsResponse> {
    // One more than a page: whether there is a next page is known without asking for it.
    const read = await this.errors.newest(
      before ? cursorOf(before) : null,
      CLIENT_ERRORS_PAGE_SIZE + 1,
    );
    const errors = read.slice(0, CLIENT_ERRORS_PAGE_SIZE);
    const last = errors.at(-1);
    const more = read.length > CLIENT_ERRORS_PAGE_SIZE;
    return { errors, next_before: more && last ? `${last.reported_at}_${last.id}` : null };
  }
}

function cursorOf(before: string): ClientErrorsCursor {
  const split = before.indexOf('_');
  const reportedAt = new Date(split === -1 ? before : before.slice(0, split));
  if (split === -1 || Number.isNaN(reportedAt.getTime())) throw new ClientErrorsError('badCursor');
  return { reportedAt, id: before.slice(split + 1) };
}
