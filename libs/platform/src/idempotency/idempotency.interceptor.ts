import {
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { Database } from '../db/database.js';
import { InjectDatabase } from '../nest/database.module.js';
import { IdempotencyError } from './idempotency.errors.js';
import { IdempotencyRepository, type Reservation } from './idempotency.repository.js';
import {
  IDEMPOTENCY_HEADER,
  WRITE_METHODS,
  callerScope,
  isValidIdempotencyKey,
  requestFingerprint,
} from './idempotent-request.js';
import { SKIP_IDEMPOTENCY } from './skip-idempotency.decorator.js';

/** How long a first answer is kept for retries. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still running after this is taken to have crashed (longer than any request). */
export const IDEMPOTENCY_LOCK_MS = 5 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Answer header telling a client that it got the stored first answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * `Idempotency-Key` on every write route (POST, PUT, PATCH, DELETE) that is not marked
 * `@SkipIdempotency()`: the key is reserved before the handler runs, the answer (status and body)
 * stored after it, and a retry with the same key and request gets that answer without running the
 * handler again (decision 0009). Requests without the header are untouched.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');
  private readonly keys: IdempotencyRepository;
  private lastSweep = 0;

  constructor(
    @InjectDatabase() db: Database,
    private readonly reflector: Reflector,
  ) {
    this.keys = new IdempotencyRepository(db);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !WRITE_METHODS.has(request.method)) return next.handle();
    const skipped = this.reflector.getAllAndOverride<boolean>(SKIP_IDEMPOTENCY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skipped) return next.handle();
    if (!isValidIdempotencyKey(key)) throw new IdempotencyError('invalidKey');
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(
      this.once(request, reply, key, () =>
        lastValueFrom(next.handle(), { defaultValue: undefined }),
      ),
    );
  }

  private async once(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    run: () => Promise<unknown>,
  ): Promise<unknown> {
    const now = new Date();
    await this.sweep(now);
    const reservation: Reservation = {
      scope: callerScope({
        owner: request.owner,
        appUser: request.appUser,
        host: request.headers.host,
        ip: request.ip,
      }),
      key,
      requestHash: requestFingerprint({
        method: request.method,
        url: request.url,
        body: request.body,
        contentLength: request.headers['content-length'],
      }),
      now,
      lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LOCK_MS),
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    };
    if (!(await this.reserve(reservation))) return this.replay(reservation, reply);
    let result: unknown;
    try {
      result = await run();
    } catch (error) {
      // The caller hears of the request's own failure; a key left running ends with its lock.
      await this.keys.release(reservation.scope, key).catch((releaseError: unknown) => {
        this.logger.warn(`Could not release an idempotency key: ${String(releaseError)}`);
      });
      throw error;
    }
    const body = result === undefined ? null : JSON.stringify(result);
    await this.keys.complete(reservation.scope, key, reply.statusCode, body);
    return result;
  }

  private async reserve(reservation: Reservation): Promise<boolean> {
    return (await this.keys.insert(reservation)) || this.keys.takeOver(reservation);
  }

  /** The stored first answer, or why there is none to give. */
  private async replay(reservation: Reservation, reply: FastifyReply): Promise<unknown> {
    const stored = await this.keys.find(reservation.scope, reservation.key);
    // Released between our insert and this read: the first request failed; the client retries.
    if (!stored) throw new IdempotencyError('keyInUse');
    if (stored.requestHash !== reservation.requestHash) throw new IdempotencyError('keyReused');
    if (stored.status === null) throw new IdempotencyError('keyInUse');
    void reply.status(stored.status).header(REPLAYED_HEADER, 'true');
    return stored.responseBody === null ? undefined : (JSON.parse(stored.responseBody) as unknown);
  }

  /** Deletes expired keys, at most once per SWEEP_EVERY_MS per process. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    try {
      await this.keys.deleteExpired(now);
    } catch (error) {
      // Expired keys are ignored by reservations anyway; the next sweep tries again.
      this.logger.warn(`Could not delete expired idempotency keys: ${String(error)}`);
    }
  }
}
