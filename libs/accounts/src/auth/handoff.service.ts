import { Inject, Injectable } from '@nestjs/common';
import { CACHE, CONFIG, type CachePort, type Owner, type TesseraConfig } from '@tessera/platform';
import { AccountsError } from '../accounts.errors.js';
import { appNameFromHost } from '@tessera/domain';
import { hashToken, newToken } from '../sessions/session-token.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { SessionsService, type IssuedSession } from '../sessions/sessions.service.js';

const HANDOFF_LIFETIME_MS = 60_000;

type Handoff = { accountId: string; workspaceId: string; appId: string };

/**
 * Lets an owner open a multi-page app on its own subdomain as its editor without the dashboard
 * cookie ever going there: the dashboard issues a one-time token (60 s, in the cache port), the app
 * host exchanges it for an app-editor session valid on that host only.
 */
@Injectable()
export class HandoffService {
  constructor(
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    private readonly sessions: SessionsService,
    private readonly sessionRows: SessionsRepository,
  ) {}

  async issue(owner: Owner, appId: string): Promise<{ token: string; url: string }> {
    // An app-editor session may only reach its own app.
    if (owner.appId !== null && owner.appId !== appId) throw new AccountsError('appNotFound');
    const app = await this.sessionRows.findApp(appId, owner.workspaceId);
    if (!app) throw new AccountsError('appNotFound');
    const token = newToken();
    const handoff: Handoff = { accountId: owner.accountId, workspaceId: owner.workspaceId, appId };
    await this.cache.set(this.key(token), handoff, HANDOFF_LIFETIME_MS);
    // Built from configuration, never from request headers, so a forged Host cannot redirect it.
    const { protocol } = new URL(this.config.BASE_URL);
    const url = `${protocol}//${app.name}.${this.config.dashboardHost}/?token=${encodeURIComponent(token)}`;
    return { token, url };
  }

  /** Exchanges a hand-off token, once, for an app-editor session on the app's own host. */
  async redeem(token: string, host: string): Promise<IssuedSession> {
    const key = this.key(token);
    // The first redemption wins atomically; the token is then gone whatever happens next.
    const uses = await this.cache.increment(`${key}:uses`, HANDOFF_LIFETIME_MS);
    const handoff = uses === 1 ? await this.cache.get<Handoff>(key) : undefined;
    await this.cache.delete(key);
    if (!handoff) throw new AccountsError('handoffInvalid');
    const app = await this.sessionRows.findApp(handoff.appId, handoff.workspaceId);
    if (!app || appNameFromHost(host, this.config.dashboardHost) !== app.name)
      throw new AccountsError('handoffInvalid');
    return this.sessions.create(handoff.accountId, 'app-editor', app.id);
  }

  private key(token: string) {
    return `auth:handoff:${hashToken(token)}`;
  }
}
