import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
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
import { copySpreadsheetJob } from './copy-spreadsheet.job.js';
import { SpreadsheetCopier } from './spreadsheet-copier.js';

/** A template used in a workspace (`marketplace.template-cloned`) becomes a copy job. */
@Injectable()
export class SpreadsheetCopiesConsumer implements OnModuleInit {
  private readonly job;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    @Inject(JOB_QUEUE) private readonly queue: JobQueuePort,
    copier: SpreadsheetCopier,
  ) {
    this.job = copySpreadsheetJob(copier);
  }

  onModuleInit() {
    this.queue.register(this.job);
    subscribeIdempotent(this.bus, this.db, 'sheets', 'marketplace.template-cloned', (request) =>
      enqueueJob(this.queue, this.job, request, { jobId: `copy-${request.cloneId}` }),
    );
  }
}
