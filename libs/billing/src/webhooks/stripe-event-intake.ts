import { Injectable } from '@nestjs/common';
import { InjectDatabase, recordEvent, type Database } from '@tessera/platform';
import type { PaymentEvent } from '../payments/payments.port.js';
import { StripeEventsRepository } from '../stripe-events.repository.js';

/** The workspace an event concerns, when its object says: its metadata, or the Checkout's reference. */
function workspaceOf(event: PaymentEvent): string | null {
  const metadata = event.object['metadata'];
  const fromMetadata =
    typeof metadata === 'object' && metadata !== null
      ? (metadata as Record<string, unknown>)['workspaceId']
      : undefined;
  const reference = event.object['client_reference_id'];
  if (typeof fromMetadata === 'string') return fromMetadata;
  return typeof reference === 'string' ? reference : null;
}

/**
 * Takes in a Stripe event, from a webhook or the reconciliation: stored once by its id with its
 * `billing.stripe-event-received` in one transaction (the billing service applies it). A second
 * delivery, even at the same moment, stores nothing.
 */
@Injectable()
export class StripeEventIntake {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly events: StripeEventsRepository,
  ) {}

  /** True when the event was new. */
  take(event: PaymentEvent): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.events.addIfNew(tx, event))) return false;
      await recordEvent(tx, 'billing.stripe-event-received', {
        workspaceId: workspaceOf(event),
        eventId: event.id,
        type: event.type,
      });
      return true;
    });
  }
}
