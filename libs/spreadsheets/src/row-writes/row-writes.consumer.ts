import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import {
  DATABASE,
  EVENT_BUS,
  JOB_QUEUE,
  enqueueJob,
  subscribeIdempotent,
  type Database,
  type EventBusPort,
  type JobQueuePort,
} from '@tessera/platform';
import { applyRowWritesJob } from './apply-row-writes.job.js';
import { RowWriteApplier } from './row-write-applier.js';
import { RowWritesRepository } from './row-writes.repository.js';

/** How often pending writes are looked for again (their jobs may have run out of retries). */
const SWEEP_EVERY_MS = 60_000;
const APPLIED_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Turns each accepted row write (`sheet.row-written`) into an apply job, and once a minute
 * re-enqueues sheets whose writes are still pending, so nothing accepted waits forever.
 */
@Injectable()
export class RowWritesConsumer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RowWritesConsumer.name);
  private sweeper: NodeJS.Timeout | undefined;
  private readonly job;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    @Inject(JOB_QUEUE) private readonly queue: JobQueuePort,
    private readonly writes: RowWritesRepository,
    applier: RowWriteApplier,
  ) {
    this.job = applyRowWritesJob(applier);
  }

  onModuleInit() {
    this.queue.register(this.job);
    subscribeIdempotent(this.bus, this.db, 'sheets', 'sheet.row-written', async (payload) => {
      const { workspaceId, spreadsheetId, sheetTitle, writeId } = payload;
      await enqueueJob(
        this.queue,
        this.job,
        { workspaceId, spreadsheetId, sheetTitle },
        { jobId: `apply-${writeId}` },
      );
    });
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.sweeper);
  }

  /** Re-enqueues sheets with writes pending for over a minute; one job per sheet per minute. */
  async sweep(now = new Date()): Promise<void> {
    try {
      const window = Math.floor(now.getTime() / SWEEP_EVERY_MS);
      for (const sheet of await this.writes.sheetsWithPendingWrites(
        new Date(now.getTime() - SWEEP_EVERY_MS),
      )) {
        const key = JSON.stringify([sheet.workspaceId, sheet.spreadsheetId, sheet.sheetTitle]);
        await enqueueJob(this.queue, this.job, sheet, { jobId: `sweep-${key}-${window}` });
      }
      await this.writes.purgeSettled(new Date(now.getTime() - APPLIED_KEPT_MS));
    } catch (error) {
      this.logger.error(`Sweeping pending row writes failed: ${String(error)}`);
    }
  }
}
