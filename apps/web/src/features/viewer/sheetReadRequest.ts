import type { SheetRequest } from './blockData.js';
import { sheetPath, type SheetTarget } from './sheetRowRequests.js';

/** A sheet read as axios takes it (the http client adds the global query parameters). */
export type SheetReadRequest = {
  url: string;
  params: Record<string, string | number>;
};

/**
 * The GET of a block's rows. `noCache` becomes `_vercel_no_cache=1` (editor-viewer-shell §7), which
 * the server honours for editors only; ordinary reads leave it out so they are served from cache.
 */
export function sheetReadOf(
  target: SheetTarget,
  { sheetTitle, noCache, ...query }: SheetRequest,
  timeZone: string | undefined,
): SheetReadRequest {
  const params: Record<string, string | number> = { ...query };
  if (timeZone) params.tz = timeZone;
  if (noCache) params._vercel_no_cache = '1';
  return { url: sheetPath(target, sheetTitle), params };
}
