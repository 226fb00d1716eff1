import { Inject, Injectable } from '@nestjs/common';
import type { ClientError, ClientErrorReport } from '@tessera/contracts';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { clientErrors, DATABASE, type Database } from '@tessera/platform';

/** Where a page of the list ends: its last error's time and id. */
export type ClientErrorsCursor = { reportedAt: Date; id: string };

/** The errors browsers reported (a gateway table; nothing in it names who reported one). */
@Injectable()
export class ClientErrorsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(report: ClientErrorReport, userAgent: string | null): Promise<void> {
    await this.db.insert(clientErrors).values({
      kind: report.kind,
      message: report.message,
      stack: report.stack ?? null,
      page: report.page,
      traceId: report.trace_id ?? null,
      context: report.context ?? null,
      userAgent,
    });
  }

  /** The newest `limit` errors listed after `after` (from the first when null), newest first. */
  async newest(after: ClientErrorsCursor | null, limit: number): Promise<ClientError[]> {
    const rows = await this.db
      .select()
      .from(clientErrors)
      .where(
        after
          ? or(
              lt(clientErrors.reportedAt, after.reportedAt),
              and(eq(clientErrors.reportedAt, after.reportedAt), lt(clientErrors.id, after.id)),
            )
          : undefined,
      )
      .orderBy(desc(clientErrors.reportedAt), desc(clientErrors.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind as ClientError['kind'],
      message: row.message,
      ...(row.stack !== null ? { stack: row.stack } : {}),
      page: row.page,
      ...(row.traceId !== null ? { trace_id: row.traceId } : {}),
      ...(row.context !== null ? { context: row.context } : {}),
      user_agent: row.userAgent,
      reported_at: row.reportedAt.toISOString(),
    }));
  }

  /** Forgets the errors reported before `cutoff`. */
  async deleteBefore(cutoff: Date): Promise<void> {
    await this.db.delete(clientErrors).where(lt(clientErrors.reportedAt, cutoff));
  }
}
