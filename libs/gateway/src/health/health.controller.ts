import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE, Public, type Database } from '@tessera/platform';

@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Readiness: 200 only when the database answers, 503 otherwise (load balancers stop routing here). */
  @Public()
  @Get()
  async health() {
    try {
      await this.db.execute(sql`select 1`);
    } catch {
      throw new ServiceUnavailableException('The database is not answering.');
    }
    return { status: 'ok' };
  }
}
