import type { TrustProxy } from '@tessera/platform';

/** Fastify's trustProxy option: a hop count as a function (its typings leave the number form out). */
export type TrustProxyOption = boolean | string[] | ((address: string, hop: number) => boolean);

/** The Fastify trustProxy option of TRUST_PROXY (sign-in limits and logs read addresses by it). */
export function trustProxyOption(trust: TrustProxy): TrustProxyOption {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
