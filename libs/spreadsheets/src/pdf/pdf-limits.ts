import { Inject, Injectable } from '@nestjs/common';
import { CACHE, RateLimiter, signInAddress, takingTurns, type CachePort } from '@tessera/platform';
import { SheetsError } from '../sheet-data/sheets.errors.js';

/** PDFs one address may have made per minute, in one workspace's boards and apps. */
const PDFS_PER_MINUTE = 30;
/** PDFs made at once in this process: laying text out is CPU work. */
const PDFS_AT_ONCE = 2;

/**
 * What making PDFs may cost: a per-address limit (on the shared cache, so it holds across
 * gateway processes) and a few at a time in this process, the others waiting their turn.
 */
@Injectable()
export class PdfLimits {
  private readonly limiter: RateLimiter;
  private readonly turns = takingTurns(PDFS_AT_ONCE);

  constructor(@Inject(CACHE) cache: CachePort) {
    this.limiter = new RateLimiter(cache);
  }

  async make<T>(workspaceId: string, ip: string, work: () => Promise<T>): Promise<T> {
    const decision = await this.limiter.consume(
      `pdfs:${workspaceId}:${signInAddress(ip)}`,
      PDFS_PER_MINUTE,
      60_000,
    );
    if (!decision.allowed) throw SheetsError.tooManyPdfs(decision.retryAfterMs);
    return this.turns(work);
  }
}
