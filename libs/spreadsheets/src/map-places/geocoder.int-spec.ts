import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { loadConfig, MemoryCacheAdapter } from '@tessera/platform';
import {
  FAKE_GEOCODER_DOWN,
  FAKE_UNREADABLE_QUERY,
  startFakeMaps,
  type FakeMaps,
} from '@tessera/testing';
import { Geocoder, GeocodingFailed } from './geocoder.js';

describe('Geocoder', () => {
  let maps: FakeMaps;
  let geocoder: Geocoder;
  beforeAll(async () => {
    maps = await startFakeMaps();
  });
  afterAll(() => maps.close());
  beforeEach(() => {
    maps.received.length = 0;
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      MAPS_TOKEN: 'test-maps-token',
      MAPS_GEOCODER_URL: maps.geocoderUrl,
    });
    geocoder = new Geocoder(config, new MemoryCacheAdapter());
  });

  it('looks an address up once for requests that ask at the same time, whatever its case', async () => {
    const answers = await Promise.all([
      geocoder.locate('w1', 'Operagata 1, Oslo'),
      geocoder.locate('w2', 'operagata 1, oslo '),
    ]);
    expect(answers).toEqual([
      { lat: 59.9075, lng: 10.7528 },
      { lat: 59.9075, lng: 10.7528 },
    ]);
    expect(maps.lookedUp()).toEqual(['Operagata 1, Oslo']);
  });

  it('takes a query the geocoder refuses, or one longer than an address, as no place', async () => {
    expect(await geocoder.locate('w1', `${FAKE_UNREADABLE_QUERY} 1`)).toBeNull();
    expect(await geocoder.locate('w1', 'x'.repeat(300))).toBeNull();
    // Neither paused the geocoder for the next address.
    expect(await geocoder.locate('w1', 'Karl Johans gate 1, Oslo')).toEqual({
      lat: 59.9111,
      lng: 10.7499,
    });
    expect(maps.lookedUp()).toEqual([`${FAKE_UNREADABLE_QUERY} 1`, 'Karl Johans gate 1, Oslo']);
  });

  it('leaves a geocoder that is down alone for a while, for every address', async () => {
    await expect(geocoder.locate('w1', `${FAKE_GEOCODER_DOWN} 1`)).rejects.toThrow(GeocodingFailed);
    await expect(geocoder.locate('w2', 'Operagata 1, Oslo')).rejects.toThrow(
      'The geocoder failed moments ago',
    );
    expect(maps.lookedUp()).toEqual([`${FAKE_GEOCODER_DOWN} 1`]);
  });
});
