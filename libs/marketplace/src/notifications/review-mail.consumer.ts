import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CONFIG,
  DATABASE,
  EVENT_BUS,
  JOB_QUEUE,
  MAIL,
  defineJob,
  enqueueJob,
  subscribeIdempotent,
  type Database,
  type EventBusPort,
  type JobQueuePort,
  type MailPort,
  type TesseraConfig,
} from '@tessera/platform';
import { reviewMailMessage, reviewMailSchema, type ReviewMail } from './review-mail.js';

/** The events after which the owner is e-mailed. */
export const REVIEW_MAIL_EVENTS = [
  'marketplace.review-requested',
  'marketplace.review-approved',
  'marketplace.review-rejected',
] as const;

/**
 * The marketplace service e-mails the owner when a submission is received and when a reviewer
 * decides it: each event becomes a `marketplace.send-review-mail` job (retried with backoff; a
 * stable id per event, so a redelivered event sends nothing twice).
 */
@Injectable()
export class ReviewMailConsumer implements OnModuleInit {
  private readonly job;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    @Inject(JOB_QUEUE) private readonly queue: JobQueuePort,
    @Inject(MAIL) mail: MailPort,
    @Inject(CONFIG) config: TesseraConfig,
  ) {
    this.job = defineJob({
      name: 'marketplace.send-review-mail',
      payload: reviewMailSchema,
      retries: 5,
      backoffMs: 2000,
      handler: (payload) => mail.send(reviewMailMessage(payload, config.BASE_URL)),
    });
  }

  onModuleInit() {
    this.queue.register(this.job);
    const send = (eventId: string, mail: ReviewMail) =>
      enqueueJob(this.queue, this.job, mail, { jobId: `review-mail-${eventId}` });
    subscribeIdempotent(
      this.bus,
      this.db,
      'marketplace',
      'marketplace.review-requested',
      (event, _tx, envelope) =>
        send(envelope.id, {
          kind: 'received',
          to: event.submitterEmail,
          appTitle: event.appTitle,
          resubmitted: event.resubmitted,
        }),
    );
    subscribeIdempotent(
      this.bus,
      this.db,
      'marketplace',
      'marketplace.review-approved',
      (event, _tx, envelope) =>
        send(envelope.id, {
          kind: 'approved',
          to: event.submitterEmail,
          appTitle: event.appTitle,
          templateSlug: event.templateSlug,
        }),
    );
    subscribeIdempotent(
      this.bus,
      this.db,
      'marketplace',
      'marketplace.review-rejected',
      (event, _tx, envelope) =>
        send(envelope.id, {
          kind: 'rejected',
          to: event.submitterEmail,
          appTitle: event.appTitle,
          reason: event.reason,
        }),
    );
  }
}
