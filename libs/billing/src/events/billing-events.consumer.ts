import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import {
  DATABASE,
  EVENT_BUS,
  subscribeIdempotent,
  type Database,
  type EventBusPort,
} from '@tessera/platform';
import { PAYMENTS, type PaymentEvent, type PaymentsPort } from '../payments/payments.port.js';
import { StripeEventsRepository } from '../stripe-events.repository.js';
import { StripeEventIntake } from '../webhooks/stripe-event-intake.js';
import { BillingEventsApplier } from './billing-events.applier.js';

/** How often Stripe's events API is read for events whose webhook never came. */
const RECONCILE_EVERY_MS = 5 * 60_000;
/** Overlap with the newest known event: events created in the same seconds are read again. */
const OVERLAP_S = 60;
/** How far back a first reconciliation (no event known yet) looks. */
const FIRST_WINDOW_S = 3 * 24 * 60 * 60;

/**
 * The billing service's work: each stored Stripe event applied once (`billing.stripe-event-
 * received`), and a reconciliation at start and every five minutes that reads Stripe's events API
 * for any event created since the newest one known, so events whose webhooks were missed while
 * Tessera was down are applied too.
 */
@Injectable()
export class BillingEventsConsumer
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger('Billing');
  private timer: NodeJS.Timeout | undefined;
  /** The reconciliation run at start (not awaited by the boot: Stripe may be slow to answer). */
  private firstReconciliation: Promise<number> = Promise.resolve(0);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    private readonly applier: BillingEventsApplier,
    private readonly intake: StripeEventIntake,
    private readonly events: StripeEventsRepository,
    @Optional() @Inject(PAYMENTS) private readonly payments: PaymentsPort | null,
  ) {}

  onModuleInit() {
    subscribeIdempotent(
      this.bus,
      this.db,
      'billing',
      'billing.stripe-event-received',
      (received, tx) => this.applier.apply(tx, received.eventId),
    );
  }

  onApplicationBootstrap() {
    if (!this.payments) return;
    this.firstReconciliation = this.reconcile();
    this.timer = setInterval(() => void this.reconcile(), RECONCILE_EVERY_MS);
    this.timer.unref();
  }

  /** Resolves once the reconciliation run at start is through. */
  whenStarted(): Promise<number> {
    return this.firstReconciliation;
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  /** Takes in every event Stripe lists after the newest known; returns how many were new. */
  async reconcile(): Promise<number> {
    if (!this.payments) return 0;
    let added = 0;
    try {
      const newest = await this.events.newestCreated();
      const after =
        newest === null ? Math.floor(Date.now() / 1000) - FIRST_WINDOW_S : newest - OVERLAP_S;
      const listed: PaymentEvent[] = [];
      for await (const event of this.payments.eventsAfter(after)) listed.push(event);
      // Stripe lists newest first: taken in oldest first, so they apply in the order they
      // happened, and a pass cut short leaves no older event behind the newest one kept.
      for (const event of listed.reverse()) if (await this.intake.take(event)) added += 1;
      if (added > 0)
        this.logger.log(`Reconciliation took in ${added} Stripe event(s) missed by webhooks`);
    } catch (error) {
      this.logger.warn(
        `Reconciling Stripe events failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return added;
  }
}
