import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CACHE,
  CONFIG,
  RateLimiter,
  takingTurns,
  type CachePort,
  type TesseraConfig,
} from '@tessera/platform';

export type Coordinates = { lat: number; lng: number };

/** The geocoder could not answer (unreachable, refused, over its limit): try again later. */
export class GeocodingFailed extends Error {}

/** The geocoder itself failed (not the query): every lookup waits a moment (GEOCODER_PAUSE_MS). */
class GeocoderDown extends GeocodingFailed {}

/** Answers that say the geocoder will not answer anyone now: the token, or a rate limit. */
const GEOCODER_REFUSALS = new Set([401, 403, 429]);

/** Mapbox's v6 forward geocoding takes at most 256 characters. */
const MAX_ADDRESS_LENGTH = 256;

const FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const NOT_FOUND_TTL_MS = 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 5_000;
/** Addresses looked up upstream per workspace per hour (cached answers do not count). */
export const GEOCODES_PER_WORKSPACE_PER_HOUR = 1_000;
const HOUR_MS = 60 * 60 * 1000;
/** After a failure, lookups wait this long before asking the geocoder again. */
export const GEOCODER_PAUSE_MS = 30_000;

type Cached = { found: Coordinates | null };

/** GeoJSON as Mapbox's v6 forward geocoding answers it (what is read of it). */
type FeatureCollection = { features?: { geometry?: { coordinates?: unknown } }[] };

/**
 * Addresses to coordinates through the configured geocoder (MAPS_GEOCODER_URL, Mapbox's v6
 * form) with the server's MAPS_TOKEN. Answers are cached for every workspace (an address is
 * where it is): found for 30 days, not found for a day; failures are not cached. At most four
 * lookups run at once, and each workspace has an hourly allowance of lookups upstream. An address
 * being looked up is not asked for again by another request (it waits for the same answer), and
 * once the geocoder itself fails (unreachable, 5xx, the token refused, rate-limited; not a query
 * it refused, which is no place), lookups fail at once for GEOCODER_PAUSE_MS instead of queueing
 * behind a geocoder that is down (the places are listed meanwhile).
 */
@Injectable()
export class Geocoder {
  private readonly logger = new Logger(Geocoder.name);
  private readonly turn = takingTurns(4);
  private readonly limiter: RateLimiter;
  /** Lookups under way in this process, by their cache key. */
  private readonly pending = new Map<string, Promise<Coordinates | null>>();
  /** Until when the geocoder is left alone after a failure (epoch ms). */
  private pausedUntil = 0;

  constructor(
    @Inject(CONFIG) private readonly config: TesseraConfig,
    @Inject(CACHE) private readonly cache: CachePort,
  ) {
    this.limiter = new RateLimiter(cache);
  }

  /** Whether the server can geocode at all (a maps token is set). */
  get enabled(): boolean {
    return this.config.MAPS_TOKEN !== '';
  }

  /** Where the address is; null when the geocoder knows no such place. */
  async locate(workspaceId: string, address: string): Promise<Coordinates | null> {
    const query = address.trim();
    // Longer than any address (and than Mapbox takes): no place, without asking.
    if (query.length > MAX_ADDRESS_LENGTH) return null;
    const key = `geocode:${createHash('sha256').update(query.toLowerCase()).digest('hex')}`;
    const cached = await this.cache.get<Cached>(key);
    if (cached) return cached.found;
    // Checked and set with no wait in between: a second request for it shares this lookup.
    let lookup = this.pending.get(key);
    if (!lookup) {
      lookup = this.lookUpOnce(workspaceId, query, key).finally(() => this.pending.delete(key));
      this.pending.set(key, lookup);
    }
    return lookup;
  }

  /** One lookup upstream, within the workspace's allowance, its answer cached. */
  private async lookUpOnce(workspaceId: string, address: string, key: string) {
    this.checkNotPaused();
    const allowance = await this.limiter.consume(
      `geocode:${workspaceId}`,
      GEOCODES_PER_WORKSPACE_PER_HOUR,
      HOUR_MS,
    );
    if (!allowance.allowed) throw new GeocodingFailed('Over the hourly geocoding allowance.');
    const found = await this.turn(async () => {
      this.checkNotPaused();
      try {
        return await this.lookUp(address);
      } catch (error) {
        if (error instanceof GeocoderDown) this.pausedUntil = Date.now() + GEOCODER_PAUSE_MS;
        throw error;
      }
    });
    await this.cache.set<Cached>(key, { found }, found ? FOUND_TTL_MS : NOT_FOUND_TTL_MS);
    return found;
  }

  private checkNotPaused(): void {
    if (Date.now() < this.pausedUntil)
      throw new GeocodingFailed('The geocoder failed moments ago: not asking it again yet.');
  }

  private async lookUp(address: string): Promise<Coordinates | null> {
    const url = new URL(this.config.MAPS_GEOCODER_URL);
    url.searchParams.set('q', address);
    url.searchParams.set('limit', '1');
    url.searchParams.set('access_token', this.config.MAPS_TOKEN);
    let answer: Response;
    try {
      answer = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      this.logger.warn(
        `Geocoding failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new GeocoderDown('The geocoder could not be reached.');
    }
    if (!answer.ok) {
      await answer.body?.cancel();
      // A refusal of this query (too long, malformed) means no place for it; the others mean
      // the geocoder is down, over its limit or refusing the token.
      if (answer.status < 500 && !GEOCODER_REFUSALS.has(answer.status)) return null;
      this.logger.warn(`Geocoding failed: the geocoder answered ${answer.status}`);
      throw new GeocoderDown(`The geocoder answered ${answer.status}.`);
    }
    const body = (await answer.json().catch(() => {
      // Not an answer: a proxy's page, a cut-off body. Not cached as "no such place".
      throw new GeocoderDown('The geocoder answered something other than JSON.');
    })) as FeatureCollection;
    const coordinates = body.features?.[0]?.geometry?.coordinates;
    if (!Array.isArray(coordinates) || coordinates.length < 2) return null;
    const [lng, lat] = coordinates.map(Number);
    return Number.isFinite(lat) &&
      Number.isFinite(lng) &&
      Math.abs(lat!) <= 90 &&
      Math.abs(lng!) <= 180
      ? { lat: lat!, lng: lng! }
      : null;
  }
}
