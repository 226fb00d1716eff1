import { SetPasswordScreen } from '../features/appAuth/SetPasswordScreen.js';
import { OfflineBanner } from '../features/shell/OfflineBanner.js';
import { ToastArea } from '../features/toasts/ToastArea.js';
import { NotFoundScreen } from '../shell/errors/NotFoundScreen.js';
import { useAppLocation } from '../shell/navigation/navigation.js';
import { PublishedPageRoute } from './PublishedPageRoute.js';
import { ViewerErrorBoundary } from './ViewerErrorBoundary.js';
import { viewerRouteOf, type ViewerRoute } from './viewerRoute.js';

function Screen({ route }: { route: ViewerRoute }) {
  switch (route.kind) {
    case 'page':
      return <PublishedPageRoute pageSlug={route.pageSlug} />;
    case 'set-password':
      return <SetPasswordScreen />;
    case 'not-found':
      return <NotFoundScreen />;
  }
}

/**
 * A published app's host: toasts and the offline notice around the screen of the address (its
 * pages by slug, the set-password screen of its e-mailed links, the 404 screen for deeper paths).
 * What fails to draw shows the error screen until the visitor goes elsewhere.
 */
export function ViewerApp() {
  const { pathname, search, hash } = useAppLocation();
  return (
    <ViewerErrorBoundary resetKey={`${pathname}${search}${hash}`}>
      <ToastArea />
      <OfflineBanner />
      <Screen route={viewerRouteOf(pathname)} />
    </ViewerErrorBoundary>
  );
}
