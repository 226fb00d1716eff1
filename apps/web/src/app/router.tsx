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
import type { AppStore } from './store.js';

/** A route whose code loads on first visit (the navigation progress bar shows meanwhile). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const viewer = lazyPage(
  () => import('../features/viewer/ViewerRoute.js'),
  (m) => m.default,
);

/** Every route of editor-viewer-shell §2.1. */
export function appRoutes(store: AppStore): RouteObject[] {
  return [
    {
      element: <DefaultLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Loading fullScreen />,
      children: [
        { index: true, lazy: viewer },
        { path: ':boardSlug', lazy: viewer },
        {
          element: <MainLayout />,
          children: [
            {
              path: 'dashboard/auth',
              lazy: lazyPage(
                () => import('../features/auth/SignInPage.js'),
                (m) => m.SignInPage,
              ),
            },
            {
              path: 'dashboard/signup',
              lazy: lazyPage(
                () => import('../features/auth/SignUpPage.js'),
                (m) => m.SignUpPage,
              ),
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
              lazy: lazyPage(
                () => import('../features/auth/ForgetPasswordPage.js'),
                (m) => m.ForgetPasswordPage,
              ),
            },
            {
              path: 'dashboard/emailVerify',
              lazy: lazyPage(
                () => import('../features/misc/EmailVerifyPage.js'),
                (m) => m.EmailVerifyPage,
              ),
            },
            {
              path: 'accept-invitation',
              lazy: lazyPage(
                () => import('../features/misc/AcceptInvitationPage.js'),
                (m) => m.AcceptInvitationPage,
              ),
            },
            {
              path: 'admin-login',
              lazy: lazyPage(
                () => import('../features/admin/AdminLoginPage.js'),
                (m) => m.AdminLoginPage,
              ),
            },
            {
              loader: requireAdminSession,
              children: [
                {
                  path: 'admin',
                  lazy: lazyPage(
                    () => import('../features/admin/AdminHomePage.js'),
                    (m) => m.AdminHomePage,
                  ),
                },
                {
                  path: 'admin_old',
                  lazy: lazyPage(
                    () => import('../features/admin/AdminHomePage.js'),
                    (m) => m.AdminHomePage,
                  ),
                },
                {
                  // Any path starting with /dashboard/users is admin-only (§2.1).
                  path: 'dashboard/users/*',
                  lazy: lazyPage(
                    () => import('../features/admin/AdminUsersPage.js'),
                    (m) => m.AdminUsersPage,
                  ),
                },
              ],
            },
            {
              loader: requireOwner(store),
              children: [
                {
                  path: 'dashboard',
                  lazy: lazyPage(
                    () => import('../features/dashboard/DashboardHomePage.js'),
                    (m) => m.DashboardHomePage,
                  ),
                },
                {
                  path: 'dashboard/account',
                  lazy: lazyPage(
                    () => import('../features/dashboard/AccountPage.js'),
                    (m) => m.AccountPage,
                  ),
                },
                {
                  path: 'dashboard/accountbilling',
                  lazy: lazyPage(
                    () => import('../features/dashboard/BillingPage.js'),
                    (m) => m.BillingPage,
                  ),
                },
                {
                  path: 'dashboard/new-multipage',
                  lazy: lazyPage(
                    () => import('../features/dashboard/NewMultipagePage.js'),
                    (m) => m.NewMultipagePage,
                  ),
                },
                {
                  path: 'dashboard/new-workspace',
                  lazy: lazyPage(
                    () => import('../features/dashboard/NewWorkspacePage.js'),
                    (m) => m.NewWorkspacePage,
                  ),
                },
                {
                  path: 'dashboard/redeemappsumocodes',
                  lazy: lazyPage(
                    () => import('../features/dashboard/RedeemCodesPage.js'),
                    (m) => m.RedeemCodesPage,
                  ),
                },
                // The dashboard is where a new owner starts and where workspaces are managed.
                { path: 'dashboard/start', element: <RedirectKeepingQuery to="/dashboard" /> },
                { path: 'boardWorkspace', element: <RedirectKeepingQuery to="/dashboard" /> },
              ],
            },
            {
              path: 'marketplace',
              lazy: lazyPage(
                () => import('../features/marketplace/MarketplacePage.js'),
                (m) => m.MarketplacePage,
              ),
            },
            {
              path: 'templates',
              lazy: lazyPage(
                () => import('../features/marketplace/TemplatesPage.js'),
                (m) => m.TemplatesPage,
              ),
            },
            {
              path: 'templates/:slug',
              lazy: lazyPage(
                () => import('../features/marketplace/TemplateDetailPage.js'),
                (m) => m.TemplateDetailPage,
              ),
            },
            { path: 'template/:slug', element: <TemplateSlugRedirect /> },
            {
              path: 'multipage-templates',
              lazy: lazyPage(
                () => import('../features/marketplace/MultipageTemplatesPage.js'),
                (m) => m.MultipageTemplatesPage,
              ),
            },
            {
              path: 'payment_success',
              lazy: lazyPage(
                () => import('../features/payments/PaymentSuccessPage.js'),
                (m) => m.PaymentSuccessPage,
              ),
            },
            {
              path: 'payment_fail',
              lazy: lazyPage(
                () => import('../features/payments/PaymentFailPage.js'),
                (m) => m.PaymentFailPage,
              ),
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
