import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DATABASE,
  EVENT_BUS,
  subscribeIdempotent,
  type Database,
  type EventBusPort,
} from '@tessera/platform';
import { TemplatePurchasesRepository } from './template-purchases.repository.js';

/** A workspace paid for a template (`billing.payment-received`): it may use it from now on. */
@Injectable()
export class TemplatePurchasesConsumer implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    private readonly purchases: TemplatePurchasesRepository,
  ) {}

  onModuleInit() {
    subscribeIdempotent(this.bus, this.db, 'marketplace', 'billing.payment-received', (paid, tx) =>
      this.purchases.record(tx, {
        workspaceId: paid.workspaceId,
        templateId: paid.templateId,
        checkoutId: paid.checkoutId,
      }),
    );
  }
}
