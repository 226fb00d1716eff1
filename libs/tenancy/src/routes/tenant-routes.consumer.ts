import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DATABASE,
  EVENT_BUS,
  handleOnce,
  type Database,
  type EventBusPort,
  type Transaction,
} from '@tessera/platform';
import { planRoutes } from './route-plan.js';
import { TenantResolver } from './tenant-resolver.service.js';
import { TenantRoutesRepository } from './tenant-routes.repository.js';

const CONSUMER = 'tenancy';

/**
 * Keeps the routing table from app events: on app.changed and app.deleted it rebuilds the app's
 * rows from the source tables (name, old names, verified domains), so events delivered twice or
 * late still leave the table right. Cached routes of every host that changed are forgotten after
 * the commit, so no request re-caches the old answer in between.
 */
@Injectable()
export class TenantRoutesConsumer implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    private readonly routes: TenantRoutesRepository,
    private readonly resolver: TenantResolver,
  ) {}

  onModuleInit() {
    for (const eventName of ['app.changed', 'app.deleted'] as const) {
      // handleOnce rather than subscribeIdempotent: the cache is cleared once the rows committed.
      this.bus.subscribe(CONSUMER, eventName, async (envelope) => {
        let changed: string[] = [];
        await handleOnce(this.db, CONSUMER, envelope, async (tx) => {
          changed = await this.rebuild(tx, envelope.payload.appId);
        });
        for (const host of changed) await this.resolver.forget(host);
      });
    }
  }

  /** Makes the app's rows match its source tables; returns the hosts whose route changed. */
  async rebuild(tx: Transaction, appId: string): Promise<string[]> {
    const plan = planRoutes(
      await this.routes.routesOf(tx, appId),
      await this.routes.desiredRoutesOf(tx, appId),
    );
    await this.routes.remove(tx, appId, plan.removed);
    await this.routes.upsert(tx, plan.upserts);
    return plan.changed;
  }
}
