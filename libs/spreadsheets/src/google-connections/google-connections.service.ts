import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { GoogleConnection, GoogleConsentError } from '@tessera/contracts';
import {
  CACHE,
  CONFIG,
  SECRET_BOX,
  type CachePort,
  type Owner,
  type SecretBox,
  type TesseraConfig,
} from '@tessera/platform';
import {
  buildConsentUrl,
  exchangeCode,
  GoogleCredentialsError,
  GoogleScopeNotGrantedError,
  parseServiceAccountKey,
} from '../connectors/google/google-credentials.js';
import { googleEndpoints, googleOAuthClient } from '../connectors/google/google-settings.js';
import { GoogleConnectionsError } from './google-connections.errors.js';
import { SheetCache } from '../sheet-cache/sheet-cache.js';
import {
  GoogleConnectionsRepository,
  type GoogleConnectionRecord,
  type NewGoogleConnection,
} from './google-connections.repository.js';

/** How long a consent screen may stay open before its state is forgotten. */
const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
type OAuthState = { workspaceId: string; accountId: string };

/**
 * A workspace's Google credentials: service-account keys pasted by the owner and OAuth refresh
 * tokens from "Sign in with Google". Secrets are sealed (SecretBox) before they are stored and
 * never leave the server.
 */
@Injectable()
export class GoogleConnectionsService {
  private readonly logger = new Logger(GoogleConnectionsService.name);

  constructor(
    private readonly connections: GoogleConnectionsRepository,
    @Inject(SECRET_BOX) private readonly secrets: SecretBox,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    @Inject(CACHE) private readonly cache: CachePort,
    private readonly sheetCache: SheetCache,
  ) {}

  async list(owner: Owner) {
    const workspaceId = this.workspaceOf(owner);
    const records = await this.connections.list(workspaceId);
    return {
      connections: records.map(toDto),
      oauth_available: googleOAuthClient(this.config) !== null,
    };
  }

  async addServiceAccount(owner: Owner, keyText: string): Promise<GoogleConnection> {
    const workspaceId = this.workspaceOf(owner);
    let key;
    try {
      key = parseServiceAccountKey(keyText);
    } catch (error) {
      if (error instanceof GoogleCredentialsError)
        throw GoogleConnectionsError.badKey(error.message);
      throw error;
    }
    const record = await this.store({
      workspaceId,
      kind: 'service_account',
      label: key.client_email,
      projectId: key.project_id,
      secret: await this.secrets.seal(JSON.stringify({ type: 'service_account', ...key })),
    });
    return toDto(record);
  }

  async remove(owner: Owner, id: string): Promise<void> {
    const workspaceId = this.workspaceOf(owner);
    const spreadsheetIds = await this.connections.spreadsheetsOf(workspaceId, id);
    if (!(await this.connections.delete(workspaceId, id))) throw GoogleConnectionsError.notFound();
    await this.forgetCachedSheets(workspaceId, spreadsheetIds);
  }

  /**
   * Cached copies read with a connection are dropped when it is removed (its data must stop being
   * served) or replaced (so a "revoked" note does not outlive the reconnection).
   */
  private async forgetCachedSheets(workspaceId: string, spreadsheetIds: readonly string[]) {
    for (const spreadsheetId of spreadsheetIds)
      await this.sheetCache.invalidateSpreadsheet(workspaceId, spreadsheetId);
  }

  private async store(connection: NewGoogleConnection): Promise<GoogleConnectionRecord> {
    const record = await this.connections.upsert(connection);
    await this.forgetCachedSheets(
      connection.workspaceId,
      await this.connections.spreadsheetsOf(connection.workspaceId, record.id),
    );
    return record;
  }

  /** The consent screen's address; the state ties its answer to this owner's workspace. */
  async consentUrl(owner: Owner): Promise<string> {
    const workspaceId = this.workspaceOf(owner);
    const client = googleOAuthClient(this.config);
    if (!client) throw GoogleConnectionsError.oauthUnavailable();
    const state = randomBytes(24).toString('base64url');
    await this.cache.set<OAuthState>(
      oauthStateKey(state),
      { workspaceId, accountId: owner.accountId },
      OAUTH_STATE_TTL_MS,
    );
    return buildConsentUrl(client, state, googleEndpoints(this.config));
  }

  /**
   * Google's redirect back: the state must be one this server issued, for the signed-in owner,
   * and unused. Answers where the dashboard should go, with what happened in its query.
   */
  async finishConsent(
    owner: Owner | null,
    answer: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  ): Promise<string> {
    const back = (query: { google: 'connected' } | { google_error: GoogleConsentError }) =>
      `/dashboard?${new URLSearchParams(query).toString()}`;
    const state = answer.state ? await this.claimState(answer.state) : undefined;
    if (answer.error)
      return back({ google_error: answer.error === 'access_denied' ? 'denied' : 'failed' });
    if (!owner || !state || state.accountId !== owner.accountId || !answer.code)
      return back({ google_error: 'expired' });
    const client = googleOAuthClient(this.config);
    if (!client) return back({ google_error: 'unavailable' });
    // The OAuth client's project pays for every account that signs in through it.
    const projectId = client.clientId;
    try {
      const { refreshToken, email } = await exchangeCode(
        client,
        answer.code,
        googleEndpoints(this.config),
      );
      await this.store({
        workspaceId: state.workspaceId,
        kind: 'oauth',
        label: email,
        projectId,
        secret: await this.secrets.seal(refreshToken),
      });
      return back({ google: 'connected' });
    } catch (error) {
      this.logger.warn(`Google consent not completed: ${String(error)}`);
      return back({
        google_error: error instanceof GoogleScopeNotGrantedError ? 'scope' : 'failed',
      });
    }
  }

  /**
   * The state's owner, for the first callback that presents it only: the `increment` is atomic,
   * so a replayed redirect racing the first cannot also read it before it is deleted.
   */
  private async claimState(state: string): Promise<OAuthState | undefined> {
    if ((await this.cache.increment(oauthStateUsedKey(state), OAUTH_STATE_TTL_MS)) !== 1)
      return undefined;
    const claimed = await this.cache.get<OAuthState>(oauthStateKey(state));
    await this.cache.delete(oauthStateKey(state));
    return claimed;
  }

  /** App-editor sessions are bound to one app; credentials belong to the whole workspace. */
  private workspaceOf(owner: Owner): string {
    if (owner.appId !== null) throw GoogleConnectionsError.appSession();
    return owner.workspaceId;
  }
}

const oauthStateKey = (state: string) => `google-oauth-state:${state}`;
const oauthStateUsedKey = (state: string) => `google-oauth-state-used:${state}`;

function toDto(record: GoogleConnectionRecord): GoogleConnection {
  return {
    id: record.id,
    kind: record.kind,
    label: record.label,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
  };
}
