import { Injectable } from '@nestjs/common';
import { and, eq, lte, sql } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { billingAccounts, checkouts, sellerAccounts } from './db/schema.js';

export type Plan = 'free' | 'paid';
export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type SellerAccountRow = typeof sellerAccounts.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;

/** The billing service's rows about workspaces: plans, seller accounts and Checkout sessions. */
@Injectable()
export class BillingAccountsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async account(
    workspaceId: string,
    db: Executor = this.db,
  ): Promise<BillingAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.workspaceId, workspaceId));
    return row;
  }

  async accountBySubscription(tx: Executor, subscriptionId: string) {
    const [row] = await tx
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.subscriptionId, subscriptionId))
      .for('update');
    return row;
  }

  /**
   * Sets the workspace's plan and subscription from an event Stripe created at `eventCreated`,
   * unless a newer event set it already. Returns the plan before and after.
   */
  async setPlan(
    tx: Executor,
    workspaceId: string,
    eventCreated: number,
    change: Pick<BillingAccountRow, 'plan'> &
      Partial<
        Pick<BillingAccountRow, 'stripeCustomerId' | 'subscriptionId' | 'subscriptionStatus'>
      >,
  ): Promise<{ before: Plan; after: Plan }> {
    const before = (await this.account(workspaceId, tx))?.plan ?? 'free';
    await tx
      .insert(billingAccounts)
      .values({ workspaceId, ...change, planEventCreated: eventCreated })
      .onConflictDoUpdate({
        target: billingAccounts.workspaceId,
        set: { ...change, planEventCreated: eventCreated, updatedAt: sql`now()` },
        setWhere: lte(billingAccounts.planEventCreated, eventCreated),
      });
    const after = (await this.account(workspaceId, tx))?.plan ?? 'free';
    return { before, after };
  }

  async checkoutById(tx: Executor, id: string): Promise<CheckoutRow | undefined> {
    const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
    return row;
  }

  async seller(workspaceId: string): Promise<SellerAccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sellerAccounts)
      .where(eq(sellerAccounts.workspaceId, workspaceId));
    return row;
  }

  /** Records the workspace's new Connect account (the first one made wins a race). */
  async addSeller(workspaceId: string, stripeAccountId: string): Promise<SellerAccountRow> {
    await this.db
      .insert(sellerAccounts)
      .values({ workspaceId, stripeAccountId })
      .onConflictDoNothing();
    return (await this.seller(workspaceId))!;
  }

  async updateSeller(
    stripeAccountId: string,
    state: Pick<SellerAccountRow, 'chargesEnabled' | 'detailsSubmitted'>,
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .update(sellerAccounts)
      .set({ ...state, updatedAt: sql`now()` })
      .where(eq(sellerAccounts.stripeAccountId, stripeAccountId));
  }

  async addCheckout(checkout: typeof checkouts.$inferInsert): Promise<void> {
    await this.db.insert(checkouts).values(checkout);
  }

  async checkout(workspaceId: string, id: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.workspaceId, workspaceId), eq(checkouts.id, id)));
    return row;
  }

  /** Marks an open Checkout paid; undefined when it is unknown or was paid already. */
  async markPaid(tx: Executor, id: string): Promise<CheckoutRow | undefined> {
    const [row] = await tx
      .update(checkouts)
      .set({ status: 'paid', paidAt: sql`now()` })
      .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
      .returning();
    return row;
  }
}
