/**
 * The first segment of a viewer path (the spec's `board` query: the page's path, or a full URL):
 * `/demo-board` names a board on the dashboard host, `/product` a page on an app host.
 * Lowercased; null for the root or an undecodable segment.
 */
export function firstPathSegment(path: string | undefined): string | null {
  if (!path) return null;
  const pathname = path.replace(/^https?:\/\/[^/?#]*/i, '');
  const [segment] = (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (!segment) return null;
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
}
