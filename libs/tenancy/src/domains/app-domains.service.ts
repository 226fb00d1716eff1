import { Inject, Injectable } from '@nestjs/common';
import type { AppDomainDto } from '@tessera/contracts';
import {
  CONFIG,
  InjectDatabase,
  recordEvent,
  type Database,
  type Executor,
  type Owner,
  type TesseraConfig,
} from '@tessera/platform';
import { TenancyError } from '../tenancy.errors.js';
import { APP_DIRECTORY, type AppDirectory, type DirectoryApp } from '../apps/app-directory.port.js';
import { AppDomainsRepository, type AppDomainRecord } from './app-domains.repository.js';
import { DNS_TXT_RESOLVER, type DnsTxtResolverPort } from './dns-txt-resolver.port.js';
import {
  isTesseraDomain,
  MAX_DOMAINS_PER_APP,
  newVerificationToken,
  recordsHoldToken,
  toAppDomainDto,
  verificationRecordName,
} from './domain-rules.js';

/**
 * An app's custom domains: added unverified with a token, verified once a TXT record at
 * `_tessera.{domain}` holds it, then routed to the app. Each change records domain.changed in its
 * transaction, from which the tenancy service rebuilds the app's routes.
 */
@Injectable()
export class AppDomainsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    @Inject(DNS_TXT_RESOLVER) private readonly dns: DnsTxtResolverPort,
    private readonly domains: AppDomainsRepository,
    @Inject(APP_DIRECTORY) private readonly apps: AppDirectory,
  ) {}

  async list(owner: Owner, appId: string): Promise<AppDomainDto[]> {
    await this.ownedApp(owner, appId);
    const rows = await this.domains.list(owner.workspaceId, appId);
    return rows.map((row) => this.dto(row));
  }

  /** Adds a domain, unverified; it routes nowhere until verified. */
  async add(owner: Owner, appId: string, domain: string): Promise<AppDomainDto> {
    if (isTesseraDomain(domain, this.config.dashboardHost)) throw new TenancyError('tesseraDomain');
    const app = await this.ownedApp(owner, appId);
    const row = await this.db.transaction(async (tx) => {
      await this.domains.lockDomainsOf(tx, app.id);
      const holder = await this.domains.holder(tx, domain);
      if (holder) throw new TenancyError(holder === app.id ? 'domainAdded' : 'domainTaken');
      if ((await this.domains.count(tx, owner.workspaceId, app.id)) >= MAX_DOMAINS_PER_APP) {
        throw new TenancyError('domainLimit');
      }
      const inserted = await this.domains.insert(tx, {
        workspaceId: owner.workspaceId,
        appId: app.id,
        domain,
        verificationToken: newVerificationToken(),
      });
      // Another app added it between our check and our insert.
      if (!inserted) throw new TenancyError('domainTaken');
      await this.changed(tx, app, domain);
      return inserted;
    });
    return this.dto(row);
  }

  /**
   * Looks for the token at `_tessera.{domain}` and marks the domain verified when one record holds
   * it; otherwise says which record to add. The lookup happens outside the transaction.
   */
  async verify(owner: Owner, appId: string, domainId: string): Promise<AppDomainDto> {
    const app = await this.ownedApp(owner, appId);
    const domain = await this.ownedDomain(owner, appId, domainId, this.db);
    if (domain.verifiedAt) return this.dto(domain);
    const recordName = verificationRecordName(domain.domain);
    let records: string[];
    try {
      records = await this.dns.resolveTxt(recordName);
    } catch {
      throw new TenancyError('dnsUnavailable');
    }
    if (!recordsHoldToken(records, domain.verificationToken)) {
      throw new TenancyError(
        'txtRecordMissing',
        `Add a TXT record named ${recordName} with the value ${domain.verificationToken}, then verify again. DNS changes can take a few minutes to appear.`,
      );
    }
    const verified = await this.db.transaction(async (tx) => {
      await this.domains.lockDomainsOf(tx, app.id);
      const current = await this.ownedDomain(owner, appId, domainId, tx);
      // Removed and added again meanwhile: the token we found is not this row's.
      if (current.verificationToken !== domain.verificationToken) {
        throw new TenancyError('domainNotFound');
      }
      const row = await this.domains.markVerified(tx, owner.workspaceId, domainId, new Date());
      if (!row) throw new TenancyError('domainNotFound');
      await this.changed(tx, app, row.domain);
      return row;
    });
    return this.dto(verified);
  }

  async remove(owner: Owner, appId: string, domainId: string): Promise<void> {
    const app = await this.ownedApp(owner, appId);
    await this.db.transaction(async (tx) => {
      await this.domains.lockDomainsOf(tx, app.id);
      const domain = await this.ownedDomain(owner, appId, domainId, tx);
      await this.domains.delete(tx, owner.workspaceId, domainId);
      await this.changed(tx, app, domain.domain);
    });
  }

  /**
   * The app when it is in the caller's workspace and the session may touch it (an app-editor
   * session only its own app); anything else is "not found", revealing nothing.
   */
  private async ownedApp(owner: Owner, appId: string): Promise<DirectoryApp> {
    if (owner.appId && owner.appId !== appId) throw new TenancyError('appNotFound');
    const app = await this.apps.app(owner.workspaceId, appId);
    if (!app) throw new TenancyError('appNotFound');
    return app;
  }

  private async ownedDomain(
    owner: Owner,
    appId: string,
    domainId: string,
    db: Executor,
  ): Promise<AppDomainRecord> {
    const domain = await this.domains.find(db, owner.workspaceId, appId, domainId);
    if (!domain) throw new TenancyError('domainNotFound');
    return domain;
  }

  private changed(tx: Executor, app: DirectoryApp, domain: string) {
    return recordEvent(tx, 'domain.changed', {
      workspaceId: app.workspaceId,
      appId: app.id,
      domain,
    });
  }

  private dto(row: AppDomainRecord): AppDomainDto {
    return toAppDomainDto(row, this.config.dashboardHost);
  }
}
