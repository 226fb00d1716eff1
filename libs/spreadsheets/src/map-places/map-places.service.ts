import { Inject, Injectable } from '@nestjs/common';
import type { MapPlacesResponse } from '@tessera/contracts';
import { MAP_MAX_PLACES, parseBlockSettings } from '@tessera/domain';
import { CONFIG, type Owner, type TesseraConfig } from '@tessera/platform';
import { SheetAccess } from '../sheet-data/sheet-access.js';
import { SheetReader, type SheetReadQuery } from '../sheet-data/sheet-reader.js';
import { viewerOf, type SheetTarget } from '../sheet-data/sheets.service.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { Geocoder, GeocodingFailed, type Coordinates } from './geocoder.js';

/** The page's context of a map read: the global parameters its filters may use. */
export type MapPlacesQuery = Pick<SheetReadQuery, 'record' | 'tz' | 'urlFilters' | 'sessionId'>;

/**
 * Where a map block's rows are: the rows the block shows the caller (its filters, the first
 * MAP_MAX_PLACES, as its rows are read), each placed at its address column's value by the
 * server's geocoder. Only a saved map block of this board or app, on this sheet, is answered: the
 * server never geocodes addresses a visitor sends.
 */
@Injectable()
export class MapPlaces {
  constructor(
    private readonly access: SheetAccess,
    private readonly reader: SheetReader,
    private readonly geocoder: Geocoder,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {}

  async places(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    blockId: string,
    query: MapPlacesQuery,
  ): Promise<MapPlacesResponse> {
    const context = await this.access.forTarget(viewer, target);
    const block = await this.access.block(context, blockId);
    const parsed = block.type === 'map' ? parseBlockSettings('map', block.settings) : null;
    if (!parsed?.success || parsed.settings.sheet_title !== title) throw SheetsError.notFound();
    const answer: MapPlacesResponse = {
      geocoding: this.geocoder.enabled,
      failed: false,
      tiles: { url: this.config.MAPS_TILE_URL, attribution: this.config.MAPS_TILE_ATTRIBUTION },
      points: [],
    };
    const column = parsed.settings.address_column;
    if (!answer.geocoding || !column) return answer;

    const { rows } = await this.reader.readSheet(
      { workspaceId: context.workspaceId, spreadsheetId: context.spreadsheetId, title },
      { ...query, page: 1, page_size: MAP_MAX_PLACES },
      { block, viewer: viewerOf(viewer, target) },
    );
    const places = new Map<string, Promise<Coordinates | null>>();
    const locate = (address: string) => {
      // Addresses differing only in case are one place (as the geocoder's cache has them).
      const key = address.toLowerCase();
      let found = places.get(key);
      if (!found) {
        found = this.geocoder.locate(context.workspaceId, address).catch((error: unknown) => {
          if (!(error instanceof GeocodingFailed)) throw error;
          answer.failed = true;
          return null;
        });
        places.set(key, found);
      }
      return found;
    };
    const located = await Promise.all(
      rows.map(async (row) => {
        const address = (row[column] ?? '').trim();
        const at = address ? await locate(address) : null;
        return at ? { row_id: row._id, lat: at.lat, lng: at.lng } : null;
      }),
    );
    answer.points = located.filter((point) => point !== null);
    return answer;
  }
}
