import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import {
  databaseAnswers,
  DATABASE,
  PLATFORM_HEALTH,
  Public,
  type Database,
  PlatformHealth,
} from '@tessera/platform';

/** Redis's state, present when the installation uses Redis (REDIS_URL). */
type RedisState = { redis?: 'up' | 'down' };
export type HealthReport = ({ status: 'ok' } | { status: 'degraded' }) & RedisState;

@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PLATFORM_HEALTH) private readonly platform: PlatformHealth,
  ) {}

  /**
   * Readiness: 503 when the database does not answer (load balancers stop routing here); 200
   * otherwise, `degraded` while Redis is down: pages, sheet reads, writes and sign-in still work,
   * from this process's memory and the database.
   */
  @Public()
  @Get()
  async health(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([databaseAnswers(this.db), this.platform.redis()]);
    if (!database) throw new ServiceUnavailableException('The database is not answering.');
    if (redis === null) return { status: 'ok' };
    return { status: redis === 'up' ? 'ok' : 'degraded', redis };
  }

  /**
   * Liveness: the process answers, whatever its stores do. An orchestrator restarts a process
   * whose liveness fails; a database or Redis outage must make it unready, never restart it.
   */
  @Public()
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
