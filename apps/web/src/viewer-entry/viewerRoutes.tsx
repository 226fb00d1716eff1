import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { SetPasswordScreen } from '../features/appAuth/SetPasswordScreen.js';
import { OfflineBanner } from '../features/shell/OfflineBanner.js';
import { ToastArea } from '../features/toasts/ToastArea.js';
import { NotFoundScreen } from '../shell/errors/NotFoundScreen.js';
import { RouteErrorScreen } from '../shell/errors/RouteErrorScreen.js';
import { PublishedPageRoute } from './PublishedPageRoute.js';

/** The viewer's chrome: toasts and the offline notice around the page. */
function ViewerLayout() {
  return (
    <>
      <ToastArea />
      <OfflineBanner />
      <Outlet />
    </>
  );
}

/**
 * The routes of a published app's host: its pages by slug, the set-password screen of its e-mailed
 * links, and the 404 screen for deeper paths.
 */
export function viewerRoutes(): RouteObject[] {
  const page = <PublishedPageRoute />;
  return [
    {
      element: <ViewerLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, element: page },
        { path: 'set-password', element: <SetPasswordScreen /> },
        { path: ':pageSlug', element: page },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}
