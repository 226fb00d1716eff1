import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { TemplateSlugRedirect } from '../features/marketplace/TemplateSlugRedirect.js';
import { NotFoundScreen } from '../shell/errors/NotFoundScreen.js';
import { RouteErrorScreen } from '../shell/errors/RouteErrorScreen.js';
import { DefaultLayout } from '../shell/layouts/DefaultLayout.js';
import { MainLayout } from '../shell/layouts/MainLayout.js';
import { RedirectKeepingQuery } from '../shell/RedirectKeepingQuery.js';
import { Loading } from '../shell/ui/Loading.js';
import { requireAdminSession, requireOwner } from './guards.js';
import { DASHBOARD_PAGES } from './dashboardPages.js';
import type { AppStore } from './store.js';

/** A route whose code loads on first visit (the navigation progress bar shows meanwhile). */
function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}

// Not among DASHBOARD_PAGES: the dashboard's prefetch leaves the (large) viewer for when it is opened.
const viewerPage = lazyPage(() =>
  import('../features/viewer/ViewerRoute.js').then((m) => m.default),
);
// In the viewer's chunk: a chunk of its own would split the board's code out of it.
const boardWorkspacePage = lazyPage(() =>
  import('../features/viewer/ViewerRoute.js').then((m) => m.BoardWorkspaceRoute),
);

/** Every route of editor-viewer-shell §2.1. */
export function appRoutes(store: AppStore): RouteObject[] {
  return [
    {
      element: <DefaultLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Loading fullScreen />,
      children: [
        { index: true, lazy: viewerPage },
        { path: ':boardSlug', lazy: viewerPage },
        // The Old board layout has its own chrome, outside the Main layout's header.
        { path: 'boardWorkspace', loader: requireOwner(store), lazy: boardWorkspacePage },
        {
          element: <MainLayout />,
          children: [
            {
              path: 'dashboard/auth',
              lazy: lazyPage(DASHBOARD_PAGES.signInPage),
            },
            {
              path: 'dashboard/signup',
              lazy: lazyPage(DASHBOARD_PAGES.signUpPage),
            },
            {
              path: 'dashboard/signupbackup',
              element: <RedirectKeepingQuery to="/dashboard/signup" />,
            },
            {
              path: 'dashboard/developerlogin',
              element: <RedirectKeepingQuery to="/dashboard/auth" />,
            },
            {
              path: 'dashboard/forgetPassword',
              lazy: lazyPage(DASHBOARD_PAGES.forgetPasswordPage),
            },
            {
              path: 'dashboard/help/:topic?',
              lazy: lazyPage(DASHBOARD_PAGES.helpPage),
            },
            {
              path: 'dashboard/reset-password',
              lazy: lazyPage(DASHBOARD_PAGES.resetPasswordPage),
            },
            {
              path: 'dashboard/emailVerify',
              lazy: lazyPage(DASHBOARD_PAGES.emailVerifyPage),
            },
            {
              path: 'accept-invitation',
              lazy: lazyPage(DASHBOARD_PAGES.acceptInvitationPage),
            },
            {
              path: 'admin-login',
              lazy: lazyPage(DASHBOARD_PAGES.adminLoginPage),
            },
            {
              loader: requireAdminSession(store),
              children: [
                {
                  path: 'admin',
                  lazy: lazyPage(DASHBOARD_PAGES.adminHomePage),
                },
                {
                  path: 'admin_old',
                  lazy: lazyPage(DASHBOARD_PAGES.adminHomePage),
                },
                {
                  // What browsers reported (editor-viewer-shell §8).
                  path: 'admin/errors',
                  lazy: lazyPage(DASHBOARD_PAGES.clientErrorsPage),
                },
                {
                  // Any path starting with /dashboard/users is admin-only (§2.1).
                  path: 'dashboard/users/*',
                  lazy: lazyPage(DASHBOARD_PAGES.adminUsersPage),
                },
              ],
            },
            {
              loader: requireOwner(store),
              children: [
                {
                  path: 'dashboard',
                  lazy: lazyPage(DASHBOARD_PAGES.dashboardHomePage),
                },
                {
                  path: 'dashboard/spreadsheets/:spreadsheetId',
                  lazy: lazyPage(DASHBOARD_PAGES.spreadsheetPage),
                },
                {
                  path: 'dashboard/account',
                  lazy: lazyPage(DASHBOARD_PAGES.accountPage),
                },
                {
                  // The marketplace's moderation queue: reviewers, signed in on the dashboard.
                  path: 'admin/reviews',
                  lazy: lazyPage(DASHBOARD_PAGES.reviewsPage),
                },
                {
                  path: 'dashboard/accountbilling',
                  lazy: lazyPage(DASHBOARD_PAGES.billingPage),
                },
                {
                  path: 'dashboard/new-multipage',
                  lazy: lazyPage(DASHBOARD_PAGES.newMultipagePage),
                },
                {
                  path: 'dashboard/new-workspace',
                  lazy: lazyPage(DASHBOARD_PAGES.newWorkspacePage),
                },
                {
                  path: 'dashboard/redeemappsumocodes',
                  lazy: lazyPage(DASHBOARD_PAGES.redeemCodesPage),
                },
                // The dashboard is where a new owner starts and where workspaces are managed.
                { path: 'dashboard/start', element: <RedirectKeepingQuery to="/dashboard" /> },
              ],
            },
            {
              path: 'marketplace',
              lazy: lazyPage(DASHBOARD_PAGES.marketplacePage),
            },
            {
              path: 'templates',
              lazy: lazyPage(DASHBOARD_PAGES.templatesPage),
            },
            {
              path: 'templates/:slug',
              lazy: lazyPage(DASHBOARD_PAGES.templateDetailPage),
            },
            { path: 'template/:slug', element: <TemplateSlugRedirect /> },
            {
              path: 'multipage-templates',
              lazy: lazyPage(DASHBOARD_PAGES.multipageTemplatesPage),
            },
            {
              path: 'payment_success',
              lazy: lazyPage(DASHBOARD_PAGES.paymentSuccessPage),
            },
            {
              path: 'payment_fail',
              lazy: lazyPage(DASHBOARD_PAGES.paymentFailPage),
            },
          ],
        },
        // Anything else, and paths of more than one segment outside the table, is a 404.
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store));
}
