/** Where the gateway serves a stored object: its id is the capability to read it. */
export const MEDIA_PATH = '/api/media';

/** The address of a stored object (relative: the same on the dashboard host and app hosts). */
export const mediaUrl = (id: string) => `${MEDIA_PATH}/${id}`;

const MEDIA_URL = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The object id of a media address this gateway gave out, or null for any other address. */
export function mediaIdOf(url: string): string | null {
  return MEDIA_URL.exec(url)?.[1] ?? null;
}

export const isMediaId = (id: string) => mediaIdOf(mediaUrl(id)) === id;

/**
 * The object id of a full address this gateway gave out for a sheet file
 * (`{BASE_URL}/api/media/{id}`), or null for any other address.
 */
export function mediaIdOfAddress(address: string, baseUrl: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.origin !== new URL(baseUrl).origin || url.search || url.hash) return null;
  return mediaIdOf(url.pathname);
}
