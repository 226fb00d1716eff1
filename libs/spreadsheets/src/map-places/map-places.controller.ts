import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  errorResponseSchema,
  globalQuerySchema,
  mapPlacesResponseSchema,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentAppUser,
  CurrentHostApp,
  CurrentViewer,
  Public,
  ZodPipe,
  type AppUser,
  type HostApp,
  type Owner,
} from '@tessera/platform';
import { z } from 'zod';
import { BOARD_SHEET, PAGE_SHEET, boardTarget as board } from '../sheet-data/sheet-routes.js';
import { MapPlaces, type MapPlacesQuery } from './map-places.service.js';

const mapPlacesQuerySchema = globalQuerySchema.extend({
  block_id: z.string().min(1),
  record: z.string().max(200).optional(),
  tz: z.string().max(64).optional(),
});
type MapPlacesRequest = z.infer<typeof mapPlacesQuerySchema>;

/** The global parameters as the read takes them (`_filters` and `_id` named for what they are). */
const placesQuery = (query: MapPlacesRequest): MapPlacesQuery => ({
  record: query.record,
  tz: query.tz,
  urlFilters: query._filters,
  sessionId: query._id,
});

const responses = {
  200: mapPlacesResponseSchema,
  400: errorResponseSchema,
  404: errorResponseSchema,
};

/** Where a map block's rows are. Public: each call authorises itself (SheetAccess). */
@Controller()
export class MapPlacesController {
  constructor(private readonly maps: MapPlaces) {}

  @Public()
  @Get(`${BOARD_SHEET}/map-places`)
  @ApiDoc({
    tag: 'Sheet data',
    summary:
      "Where a board's map block's rows are, geocoded by the server (query: board, block_id)",
    responses,
  })
  boardMapPlaces(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(mapPlacesQuerySchema)) query: MapPlacesRequest,
  ) {
    const target = board(spreadsheetId, query.board);
    return this.maps.places(viewer, target, title, query.block_id, placesQuery(query));
  }

  @Public()
  @Get(`${PAGE_SHEET}/map-places`)
  @ApiDoc({
    tag: 'Sheet data',
    summary: "Where a map block's rows are on the app of this host (query: block_id, record)",
    responses,
  })
  pageMapPlaces(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('sheetTitle') title: string,
    @Query(new ZodPipe(mapPlacesQuerySchema)) query: MapPlacesRequest,
  ) {
    const target = { kind: 'app' as const, app, appUser };
    return this.maps.places(viewer, target, title, query.block_id, placesQuery(query));
  }
}
