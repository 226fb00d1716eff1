import { createSign, verify, type KeyObject } from 'node:crypto';

/** The claims of a service account's token request (RFC 7523), as far as the fake checks them. */
export type JwtClaims = { iss?: string; aud?: string; exp?: number; iat?: number; scope?: string };

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWT signed RS256. */
export function signJwt(claims: Record<string, unknown>, key: KeyObject | string): string {
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url');
  return `${unsigned}.${signature}`;
}

/** The claims and the key that signed the JWT, or null when it is malformed or none of them did. */
export function verifyJwt<K extends { key: KeyObject }>(
  assertion: string,
  candidates: (claims: JwtClaims) => K[],
): { claims: JwtClaims; signer: K } | null {
  const [header, payload, signature] = assertion.split('.');
  if (!header || !payload || !signature) return null;
  let claims: JwtClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JwtClaims;
  } catch {
    return null;
  }
  const signed = Buffer.from(`${header}.${payload}`);
  const signer = candidates(claims).find((candidate) =>
    verify('RSA-SHA256', signed, candidate.key, Buffer.from(signature, 'base64url')),
  );
  return signer ? { claims, signer } : null;
}

/** Google's refusal of a signed token request with these claims, or null when they are fine. */
export function claimsProblem(
  claims: JwtClaims,
  audiences: readonly string[],
): { error: string; error_description: string } | null {
  const now = Date.now() / 1000;
  if (!claims.aud || !audiences.includes(claims.aud))
    return { error: 'invalid_grant', error_description: 'Invalid JWT: audience' };
  if (!claims.exp || !claims.iat || claims.exp < now || claims.iat > now + 300)
    return {
      error: 'invalid_grant',
      error_description:
        'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
    };
  if (!claims.scope)
    return {
      error: 'invalid_scope',
      error_description: 'Invalid OAuth scope or ID token audience provided.',
    };
  return null;
}
