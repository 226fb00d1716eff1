import type { IncomingMessage, ServerResponse } from 'node:http';
import { startRecordingServer, type RecordingServer } from './recording-server.js';

/** A 1×1 transparent PNG: every tile the fake maps server draws. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** An address containing this answers 503, as a geocoder that is down. */
export const FAKE_GEOCODER_DOWN = 'geocoder-down';

/** An address containing this answers 422, as Mapbox does for a query it cannot read. */
export const FAKE_UNREADABLE_QUERY = 'unreadable-query';

/** Places the fake geocoder knows, by address: [longitude, latitude] (GeoJSON's order). */
export const FAKE_PLACES: Readonly<Record<string, readonly [number, number]>> = {
  'Operagata 1, Oslo': [10.7528, 59.9075],
  'Karl Johans gate 1, Oslo': [10.7499, 59.9111],
  '1 Infinite Loop, Cupertino': [-122.0308, 37.3318],
};

export type FakeMaps = RecordingServer & {
  /** MAPS_GEOCODER_URL for the server under test. */
  geocoderUrl: string;
  /** MAPS_TILE_URL for the server under test. */
  tileUrl: string;
  /** The addresses looked up so far, in order. */
  lookedUp(): string[];
};

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://maps');
  if (url.pathname.startsWith('/tiles/')) {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    response.end(TILE);
    return;
  }
  const address = url.searchParams.get('q') ?? '';
  if (url.pathname !== '/geocode' || !url.searchParams.get('access_token')) {
    response
      .writeHead(401, { 'content-type': 'application/json' })
      .end('{"message":"Not Authorized"}');
    return;
  }
  if (address.includes(FAKE_GEOCODER_DOWN)) {
    response.writeHead(503).end();
    return;
  }
  if (address.includes(FAKE_UNREADABLE_QUERY)) {
    response
      .writeHead(422, { 'content-type': 'application/json' })
      .end('{"message":"Query too long"}');
    return;
  }
  const place = FAKE_PLACES[address];
  const features = place
    ? [{ type: 'Feature', geometry: { type: 'Point', coordinates: place }, properties: {} }]
    : [];
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ type: 'FeatureCollection', features }));
}

/**
 * A local stand-in for the maps services: forward geocoding in Mapbox's v6 form (GET
 * /geocode?q=&access_token=, FAKE_PLACES known) and map tiles (/tiles/{z}/{x}/{y}.png), recording
 * every request.
 */
export async function startFakeMaps(): Promise<FakeMaps> {
  const server = await startRecordingServer(answer);
  return Object.assign(server, {
    geocoderUrl: `${server.origin}/geocode`,
    tileUrl: `${server.origin}/tiles/{z}/{x}/{y}.png`,
    lookedUp: () =>
      server.received
        .filter((request) => request.url.startsWith('/geocode'))
        .map((request) => new URL(request.url, server.origin).searchParams.get('q') ?? ''),
  });
}
