import { PGlite } from '@electric-sql/pglite';
import { Logger, type LoggerService } from '@nestjs/common';
import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import type { EventEnvelope } from '@tessera/contracts';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';
import { outbox } from '../db/schema/messaging.js';
import { contextFromCarrier } from '../telemetry/trace-context.js';
import { exponentialBackoffMs } from './backoff.js';
import { EventBusClosedError, type EventBusPort } from './event-bus.port.js';
import { onEventRecorded } from './outbox-signal.js';

export type OutboxRelayOptions = {
  pollMs: number;
  batchSize: number;
  /** Delay before re-publishing an event whose publish failed; doubles on each failure. */
  retryBackoffMs: number;
  maxRetryBackoffMs?: number;
  logger?: Pick<LoggerService, 'error' | 'warn'>;
};

export type RelayRun = { published: number; failed: number };

/** After a nudge, look again this soon: on PostgreSQL the nudge can arrive before the commit. */
const FOLLOW_UP_AFTER_NUDGE_MS = 50;

/**
 * Publishes the outbox: unpublished rows in the order they occurred, a batch at a time. A row is
 * marked `published_at` once the bus accepted it; a failed publish increments `attempts`, records
 * `last_error` and is retried with exponential backoff, forever (nothing accepted is lost). A failing
 * row does not hold back the rows behind it.
 *
 * Runs every `pollMs`, and at once when `recordEvent` is called in this process.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RelayRun> | undefined;
  private runAgain = false;
  private started = false;
  private stopped = false;
  private stopListening: (() => void) | undefined;
  /** When each failed row may be retried. In memory: after a restart, failed rows are retried at once. */
  private readonly retryAt = new Map<string, number>();
  private readonly logger: Pick<LoggerService, 'error' | 'warn'>;
  /** PGlite has one connection and one writer process: no other relay to race, and a transaction
   * held while the in-process bus runs handlers would block their own transactions forever. */
  private readonly claimsRows: boolean;

  constructor(
    private readonly db: Database,
    private readonly bus: EventBusPort,
    private readonly options: OutboxRelayOptions,
  ) {
    this.logger = options.logger ?? new Logger('OutboxRelay');
    this.claimsRows = !((db as { $client?: unknown }).$client instanceof PGlite);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopListening = onEventRecorded(() => this.nudge());
    this.schedule(0);
  }

  /** Publishes as soon as possible (coalesced with a run in progress). */
  nudge(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.schedule(0, true);
  }

  /**
   * Stops polling at once and resolves when the run in progress has ended. That run may be waiting
   * on the in-process bus's retries: close the bus after calling this, then await the result.
   */
  stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearTimeout(this.timer);
    return (this.running ?? Promise.resolve()).then(
      () => undefined,
      () => undefined,
    );
  }

  /** One pass over the due rows; exposed so tests and tools can drive the relay step by step. */
  async runOnce(): Promise<RelayRun> {
    if (!this.claimsRows) return this.publishBatch(this.db);
    return this.db.transaction((tx) => this.publishBatch(tx));
  }

  private schedule(delayMs: number, nudged = false): void {
    clearTimeout(this.timer);
    // A nudge comes from a request: the relay's own work is not part of that request's trace.
    this.timer = setTimeout(
      () => context.with(ROOT_CONTEXT, () => void this.tick(nudged)),
      delayMs,
    );
    this.timer.unref();
  }

  private async tick(nudged: boolean): Promise<void> {
    if (this.stopped || this.running) return;
    this.runAgain = false;
    this.running = this.runOnce();
    let run: RelayRun = { published: 0, failed: 0 };
    try {
      run = await this.running;
    } catch (error) {
      // The database itself failed (e.g. a restart): keep polling, the rows are still there.
      this.logger.error(`Outbox relay run failed: ${String(error)}`);
    } finally {
      this.running = undefined;
    }
    if (this.stopped) return;
    const more = run.published + run.failed >= this.options.batchSize;
    if (this.runAgain || more) this.schedule(0);
    else if (nudged) this.schedule(Math.min(FOLLOW_UP_AFTER_NUDGE_MS, this.options.pollMs));
    else this.schedule(this.options.pollMs);
  }

  private async publishBatch(executor: Executor): Promise<RelayRun> {
    const now = Date.now();
    for (const [id, at] of this.retryAt) if (at <= now) this.retryAt.delete(id);
    const waiting = [...this.retryAt.keys()];
    let query = executor
      .select()
      .from(outbox)
      .where(
        and(
          isNull(outbox.publishedAt),
          waiting.length ? notInArray(outbox.id, waiting) : undefined,
        ),
      )
      .orderBy(asc(outbox.seq))
      .limit(this.options.batchSize)
      .$dynamic();
    // Several relays (one per service process) share PostgreSQL: each claims different rows.
    if (this.claimsRows) query = query.for('update', { skipLocked: true });
    const rows = await query;

    const run: RelayRun = { published: 0, failed: 0 };
    for (const row of rows) {
      const envelope = {
        id: row.id,
        name: row.name,
        version: row.version,
        occurredAt: row.occurredAt.toISOString(),
        payload: row.payload,
      } as EventEnvelope;
      try {
        // In the recording request's trace: the broker's message and its consumers carry it on.
        await context.with(contextFromCarrier(row.traceContext), () => this.bus.publish(envelope));
        await executor
          .update(outbox)
          .set({ publishedAt: sql`now()`, lastError: null })
          .where(eq(outbox.id, row.id));
        this.retryAt.delete(row.id);
        run.published += 1;
      } catch (error) {
        // The bus closed under us (shutdown): leave the row as it is for the next start.
        if (error instanceof EventBusClosedError) break;
        const message = error instanceof Error ? error.message : String(error);
        const attempts = row.attempts + 1;
        await executor
          .update(outbox)
          .set({ attempts, lastError: message.slice(0, 2000) })
          .where(eq(outbox.id, row.id));
        const delay = exponentialBackoffMs(
          attempts,
          this.options.retryBackoffMs,
          this.options.maxRetryBackoffMs,
        );
        this.retryAt.set(row.id, Date.now() + delay);
        this.logger.warn(
          `Publishing ${row.name} ${row.id} failed (attempt ${attempts}), retrying in ${delay} ms: ${message}`,
        );
        run.failed += 1;
      }
    }
    return run;
  }
}
