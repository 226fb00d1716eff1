import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Owner, type RequestTenant, type TesseraConfig } from '@tessera/platform';
import { appNameFromHost } from '@tessera/domain';
import { hashToken, newToken } from './session-token.js';
import { SessionsRepository, type SessionKind, type SessionRecord } from './sessions.repository.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long each kind of session lasts from sign-in (no sliding renewal). */
export const SESSION_LIFETIME: Record<SessionKind, number> = {
  dashboard: 30 * DAY,
  // Spec §6: the admin flag expires; two hours bounds what a forgotten admin tab can do.
  admin: 2 * HOUR,
  // An owner re-opens the app's host from the dashboard to get a fresh one.
  'app-editor': 7 * DAY,
};

/** Longer values cannot be tokens we issued; refusing them early avoids hashing junk. */
const MAX_TOKEN_LENGTH = 128;

export type IssuedSession = { token: string; expiresAt: Date };
export type ActiveSession = { owner: Owner; kind: SessionKind; expiresAt: Date };

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {}

  async create(
    accountId: string,
    kind: SessionKind,
    appId: string | null = null,
  ): Promise<IssuedSession> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME[kind]);
    await this.sessions.insert({ tokenHash: hashToken(token), accountId, kind, appId, expiresAt });
    return { token, expiresAt };
  }

  /**
   * The session a token stands for when presented on `host` (whose tenant the gateway resolved),
   * or null. Expired rows are refused (and removed). Dashboard and admin sessions hold only on
   * hosts that serve no app; an app-editor session holds only on its own app's host.
   */
  async resolve(
    token: string | undefined,
    on: { host: string; tenant: RequestTenant | null },
  ): Promise<ActiveSession | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const record = await this.sessions.findByTokenHash(hashToken(token));
    if (!record) return null;
    if (record.expiresAt.getTime() <= Date.now()) {
      await this.sessions.deleteById(record.id);
      return null;
    }
    if (!this.validOn(record, on)) return null;
    if (record.kind === 'admin' && !record.isAdmin) return null;
    return {
      kind: record.kind,
      expiresAt: record.expiresAt,
      owner: {
        accountId: record.accountId,
        email: record.email,
        workspaceId: record.workspaceId,
        isAdmin: record.isAdmin,
        isReviewer: record.isReviewer,
        appId: record.appId,
      },
    };
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return;
    await this.sessions.deleteByTokenHash(hashToken(token));
  }

  /**
   * An app-editor session holds on its app's current name and its verified custom domains, never
   * on an old name (those only redirect). The name is compared with the app's row read with the
   * session (always current); a custom domain by the request's tenant.
   */
  private validOn(
    record: SessionRecord,
    { host, tenant }: { host: string; tenant: RequestTenant | null },
  ): boolean {
    const hostApp = appNameFromHost(host, this.config.dashboardHost);
    switch (record.kind) {
      case 'dashboard':
      case 'admin':
        // Not on an app's subdomain, nor on a custom domain that serves an app.
        return hostApp === null && (tenant === null || tenant.kind === 'unknown');
      case 'app-editor': {
        if (hostApp !== null) return hostApp === record.appName;
        return tenant?.kind === 'app' && tenant.via === 'domain' && tenant.app.id === record.appId;
      }
    }
  }
}
