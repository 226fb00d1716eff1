import { randomBytes } from 'node:crypto';
import type { AppDomainDto } from '@tessera/contracts';
import { hostnameOf } from '@tessera/domain';

/** How many custom domains one app may have (all plans). */
export const MAX_DOMAINS_PER_APP = 5;

/** The label under the domain whose TXT record proves the owner controls it. */
export const VERIFICATION_LABEL = '_tessera';
export const VERIFICATION_PREFIX = 'tessera-verify=';

export function verificationRecordName(domain: string): string {
  return `${VERIFICATION_LABEL}.${domain}`;
}

/** A fresh token to publish at `_tessera.{domain}`: 32 random bytes, base64url. */
export function newVerificationToken(): string {
  return `${VERIFICATION_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Whether one of the TXT records found holds the token (resolvers may add spaces or quotes). */
export function recordsHoldToken(records: readonly string[], token: string): boolean {
  return records.some((record) => record.trim().replace(/^"(.*)"$/, '$1') === token);
}

/**
 * Whether a domain is Tessera's own: the dashboard host, one of its subdomains (where apps live by
 * name), or a parent of it (an app there could set cookies the dashboard reads).
 */
export function isTesseraDomain(domain: string, dashboardHost: string): boolean {
  const own = hostnameOf(dashboardHost);
  const name = hostnameOf(domain);
  return name === own || name.endsWith(`.${own}`) || own.endsWith(`.${name}`);
}

export type AppDomainRow = {
  id: string;
  domain: string;
  verificationToken: string;
  verifiedAt: Date | null;
};

/** The domain as the owner sees it: its state, the TXT record to add and the CNAME target. */
export function toAppDomainDto(row: AppDomainRow, dashboardHost: string): AppDomainDto {
  return {
    id: row.id,
    domain: row.domain,
    verified: row.verifiedAt !== null,
    verification: {
      type: 'TXT',
      name: verificationRecordName(row.domain),
      value: row.verificationToken,
    },
    // A CNAME names a host, never a port.
    target: hostnameOf(dashboardHost),
  };
}
