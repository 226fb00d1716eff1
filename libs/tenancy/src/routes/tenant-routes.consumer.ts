import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventPayload } from '@tessera/contracts';
import {
  DATABASE,
  EVENT_BUS,
  handleOnce,
  type Database,
  type EventBusPort,
  type Transaction,
} from '@tessera/platform';
import { TenancyAppsRepository } from '../apps/tenancy-apps.repository.js';
import { AppDomainsRepository } from '../domains/app-domains.repository.js';
import { planRoutes } from './route-plan.js';
import { TenantRouteCache } from './tenant-route-cache.js';
import { TenantRoutesRepository } from './tenant-routes.repository.js';

const CONSUMER = 'tenancy';

/**
 * Keeps the tenancy service's read model of the apps and its routing table from events:
 * `app.saved` records the app's state, `app.deleted` marks it deleted and drops its domains,
 * `domain.changed` follows a custom domain. Each then rebuilds the app's rows from the service's
 * own tables (name, old names, verified domains), so events delivered twice or late still leave
 * the table right. Cached routes of every host that changed are forgotten after the commit, so
 * no request re-caches the old answer in between.
 */
@Injectable()
export class TenantRoutesConsumer implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    private readonly apps: TenancyAppsRepository,
    private readonly domains: AppDomainsRepository,
    private readonly routes: TenantRoutesRepository,
    private readonly cache: TenantRouteCache,
  ) {}

  onModuleInit() {
    this.handle('app.saved', (tx, saved) => this.apps.save(tx, saved));
    this.handle('app.deleted', async (tx, deleted) => {
      await this.apps.markDeleted(tx, deleted);
      await this.domains.deleteAllOf(tx, deleted.workspaceId, deleted.appId);
    });
    // The domain row is already written: the rebuild reads it.
    this.handle('domain.changed', () => Promise.resolve());
  }

  /**
   * Makes the app's rows match the service's tables; returns the hosts whose route changed. A
   * host the app gives up goes back to the live app that claims it, if any (a late save of an app
   * not yet known deleted may have taken it from its holder).
   */
  async rebuild(tx: Transaction, appId: string): Promise<string[]> {
    const removed = await this.rebuildOne(tx, appId);
    const changed = [...removed.changed];
    for (const other of await this.apps.claimantsOf(tx, removed.removed, appId))
      changed.push(...(await this.rebuildOne(tx, other)).changed);
    return changed;
  }

  private async rebuildOne(tx: Transaction, appId: string) {
    const plan = planRoutes(
      await this.routes.routesOf(tx, appId),
      await this.routes.desiredRoutesOf(tx, appId),
    );
    await this.routes.remove(tx, appId, plan.removed);
    await this.routes.upsert(tx, plan.upserts);
    return plan;
  }

  /** Applies the event, rebuilds the app's routes, then forgets the hosts that changed. */
  private handle<N extends 'app.saved' | 'app.deleted' | 'domain.changed'>(
    name: N,
    apply: (tx: Transaction, payload: EventPayload<N>) => Promise<void>,
  ) {
    // handleOnce rather than subscribeIdempotent: the cache is cleared once the rows committed.
    this.bus.subscribe(CONSUMER, name, async ({ id, payload }) => {
      let changed: string[] = [];
      await handleOnce(this.db, CONSUMER, { id }, async (tx) => {
        await apply(tx, payload);
        changed = await this.rebuild(tx, payload.appId);
      });
      for (const host of changed) await this.cache.forget(host);
    });
  }
}
