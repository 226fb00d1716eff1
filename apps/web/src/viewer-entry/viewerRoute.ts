/** What a published app's host shows at a path (see ViewerApp). */
export type ViewerRoute =
  { kind: 'page'; pageSlug: string } | { kind: 'set-password' } | { kind: 'not-found' };

const SET_PASSWORD = 'set-password';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The screen of a path on an app's host: `/` (the home page), `/{page_slug}`, `/set-password`
 * (the e-mailed links of app users), and the 404 screen for deeper paths. Empty segments and a
 * trailing slash do not count; the slug is decoded.
 */
export function viewerRouteOf(pathname: string): ViewerRoute {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return { kind: 'page', pageSlug: '' };
  if (segments.length > 1) return { kind: 'not-found' };
  const slug = decoded(segments[0]!);
  if (slug.toLowerCase() === SET_PASSWORD) return { kind: 'set-password' };
  return { kind: 'page', pageSlug: slug };
}
