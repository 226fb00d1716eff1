import { Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { templatePurchases } from '../db/schema.js';

/** The templates each workspace bought, kept from billing's `billing.payment-received`. */
@Injectable()
export class TemplatePurchasesRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async record(
    tx: Executor,
    purchase: { workspaceId: string; templateId: string; checkoutId: string },
  ): Promise<void> {
    await tx
      .insert(templatePurchases)
      .values({ ...purchase, paidAt: new Date() })
      .onConflictDoNothing();
  }

  async has(workspaceId: string, templateId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ templateId: templatePurchases.templateId })
      .from(templatePurchases)
      .where(
        and(
          eq(templatePurchases.workspaceId, workspaceId),
          eq(templatePurchases.templateId, templateId),
        ),
      );
    return row !== undefined;
  }

  async templatesOf(workspaceId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ templateId: templatePurchases.templateId })
      .from(templatePurchases)
      .where(eq(templatePurchases.workspaceId, workspaceId));
    return new Set(rows.map((row) => row.templateId));
  }
}
