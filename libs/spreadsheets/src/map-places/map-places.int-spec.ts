import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  buildXlsx,
  createBlock,
  createBoard,
  createOwnerSession,
  FAKE_GEOCODER_DOWN,
  startFakeMaps,
  type FakeMaps,
  type OwnerSession,
} from '@tessera/testing';
import { SpreadsheetsService } from '../spreadsheets.service.js';
import { GEOCODER_PAUSE_MS } from './geocoder.js';

jest.setTimeout(60_000);

type Places = {
  geocoding: boolean;
  failed: boolean;
  tiles: { url: string; attribution: string };
  points: { row_id: string; lat: number; lng: number }[];
};

let maps: FakeMaps;
beforeAll(async () => {
  maps = await startFakeMaps();
});
afterAll(() => maps.close());

describe.each(testDatabaseAdapters('map_places'))('map places on %s', (_kind, options) => {
  const gateway = useTestGateway(options, {
    env: () => ({
      MAPS_TOKEN: 'test-maps-token',
      MAPS_GEOCODER_URL: maps.geocoderUrl,
      MAPS_TILE_URL: maps.tileUrl,
    }),
  });
  let owner: OwnerSession;
  let spreadsheetId: string;

  beforeEach(async () => {
    owner = await createOwnerSession(gateway.db);
    const bytes = await buildXlsx([
      {
        title: 'Places',
        rows: [
          ['Name', 'About', 'Address', 'Photo', 'Open', 'Backup'],
          [
            'Opera',
            'Opera house',
            'Operagata 1, Oslo',
            'https://img.example/o.jpg',
            'yes',
            'Operagata 1, Oslo',
          ],
          [
            'Street',
            'Main street',
            'Karl Johans gate 1, Oslo',
            '',
            'yes',
            `${FAKE_GEOCODER_DOWN} 5`,
          ],
          ['Nowhere', 'Not a place', 'Atlantis 9', '', 'yes', ''],
          ['Closed', 'Hidden by the filter', '1 Infinite Loop, Cupertino', '', 'no', ''],
          ['Blank', 'No address', '', '', 'yes', ''],
        ],
      },
    ]);
    const imported = await gateway.app
      .get(SpreadsheetsService)
      .importWorkbook(owner.workspaceId, { fileName: 'Places.xlsx', bytes });
    spreadsheetId = imported.id;
    maps.received.length = 0;
  }, HOOK_TIMEOUT);

  /** A public board with a map of the open places (and any other blocks asked for). */
  async function publicBoardWithMap(settings: Record<string, unknown> = {}) {
    const board = await createBoard(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId,
      slug: 'places',
      public: true,
    });
    const blockOf = (type: string, extra: Record<string, unknown>) =>
      createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.id,
        type,
        settings: {
          sheet_title: 'Places',
          title_column: 'Name',
          description_column: 'About',
          address_column: 'Address',
          image_column: 'Photo',
          filters: [
            {
              name: 'open',
              active: true,
              condition: '=',
              sheet_column: { sheet: 'Places', column: 'Open' },
              value: 'yes',
            },
          ],
          ...extra,
        },
      });
    return { mapId: await blockOf('map', settings), blockOf };
  }
  const places = (blockId: string, title = 'Places') =>
    gateway.app.inject({
      method: 'GET',
      url: `/api/board/${spreadsheetId}/sheet/${title}/map-places?board=%2Fplaces&block_id=${blockId}`,
    });

  it('places the rows the block shows a visitor at their addresses, each address looked up once', async () => {
    const { mapId } = await publicBoardWithMap();
    // Two visitors at once: an address under way is not asked for twice.
    const [res, alongside] = await Promise.all([places(mapId), places(mapId)]);
    expect(res.statusCode).toBe(200);
    expect(alongside.json()).toEqual(res.json());
    const answer = res.json<Places>();
    expect(answer).toMatchObject({
      geocoding: true,
      failed: false,
      tiles: { url: maps.tileUrl, attribution: '© OpenStreetMap contributors' },
    });
    expect(answer.points.map(({ lat, lng }) => [lat, lng])).toEqual([
      [59.9075, 10.7528],
      [59.9111, 10.7499],
    ]);
    // The filtered-out row's address was never looked up; the unknown one was, once.
    expect(maps.lookedUp().sort()).toEqual([
      'Atlantis 9',
      'Karl Johans gate 1, Oslo',
      'Operagata 1, Oslo',
    ]);
    expect(
      maps.received.every((request) => request.url.includes('access_token=test-maps-token')),
    ).toBe(true);

    // Answers are cached, found and not found alike.
    expect((await places(mapId)).json<Places>().points).toHaveLength(2);
    expect(maps.lookedUp()).toHaveLength(3);
  });

  it('says when the geocoder failed, places what it could, and asks again a while later', async () => {
    const { mapId } = await publicBoardWithMap({ address_column: 'Backup' });
    const answer = (await places(mapId)).json<Places>();
    expect(answer).toMatchObject({ geocoding: true, failed: true });
    expect(answer.points.map(({ lat }) => lat)).toEqual([59.9075]);
    const askedTheDownOne = () =>
      maps.lookedUp().filter((address) => address.includes(FAKE_GEOCODER_DOWN)).length;
    expect(askedTheDownOne()).toBe(1);
    // Right after a failure the geocoder is left alone: nothing queues behind a geocoder that is down.
    expect((await places(mapId)).json<Places>()).toMatchObject({ failed: true });
    expect(askedTheDownOne()).toBe(1);
    const later = Date.now() + GEOCODER_PAUSE_MS + 1;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await places(mapId);
    } finally {
      clock.mockRestore();
    }
    expect(askedTheDownOne()).toBe(2);
  });

  it('answers only for a map block of this board, on its own sheet', async () => {
    const { mapId, blockOf } = await publicBoardWithMap();
    expect((await places(mapId, 'Other')).statusCode).toBe(404);
    const table = await blockOf('table', {});
    expect((await places(table)).statusCode).toBe(404);
    expect(maps.received).toEqual([]);
  });
});
