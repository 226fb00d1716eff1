/**
 * The map block's limits and what the server answers about its places. Zod-free: the published
 * viewer reads it.
 */

/** The most rows a map places: the first of the rows its filters keep. */
export const MAP_MAX_PLACES = 200;

export const MAP_HEIGHTS = ['small', 'medium', 'large'] as const;
export type MapHeight = (typeof MAP_HEIGHTS)[number];

/** Shown when the server has no maps token: the places are listed, not mapped. */
export const MAPS_TOKEN_MISSING =
  'Maps are not set up on this server (MAPS_TOKEN), so the addresses are listed instead.';
/** Shown when the geocoder could not be reached or refused: the list still shows. */
export const GEOCODING_FAILED = 'The addresses could not be placed on the map right now.';
