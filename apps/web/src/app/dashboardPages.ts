import type { ComponentType } from 'react';

/**
 * The code of each page on the dashboard host, loaded on first visit. The router uses these, and
 * the Main layout prefetches them when the connection allows (publishing §1).
 */
export const DASHBOARD_PAGES = {
  signInPage: (): Promise<ComponentType> =>
    import('../features/auth/SignInPage.js').then((m) => m.SignInPage),
  signUpPage: (): Promise<ComponentType> =>
    import('../features/auth/SignUpPage.js').then((m) => m.SignUpPage),
  forgetPasswordPage: (): Promise<ComponentType> =>
    import('../features/auth/ForgetPasswordPage.js').then((m) => m.ForgetPasswordPage),
  resetPasswordPage: (): Promise<ComponentType> =>
    import('../features/auth/ResetPasswordPage.js').then((m) => m.ResetPasswordPage),
  helpPage: (): Promise<ComponentType> =>
    import('../features/help/HelpPage.js').then((m) => m.HelpPage),
  emailVerifyPage: (): Promise<ComponentType> =>
    import('../features/misc/EmailVerifyPage.js').then((m) => m.EmailVerifyPage),
  acceptInvitationPage: (): Promise<ComponentType> =>
    import('../features/misc/AcceptInvitationPage.js').then((m) => m.AcceptInvitationPage),
  adminLoginPage: (): Promise<ComponentType> =>
    import('../features/admin/AdminLoginPage.js').then((m) => m.AdminLoginPage),
  adminHomePage: (): Promise<ComponentType> =>
    import('../features/admin/AdminHomePage.js').then((m) => m.AdminHomePage),
  reviewsPage: (): Promise<ComponentType> =>
    import('../features/reviews/ReviewsPage.js').then((m) => m.ReviewsPage),
  clientErrorsPage: (): Promise<ComponentType> =>
    import('../features/admin/ClientErrorsPage.js').then((m) => m.ClientErrorsPage),
  adminUsersPage: (): Promise<ComponentType> =>
    import('../features/admin/AdminUsersPage.js').then((m) => m.AdminUsersPage),
  dashboardHomePage: (): Promise<ComponentType> =>
    import('../features/dashboard/DashboardHomePage.js').then((m) => m.DashboardHomePage),
  spreadsheetPage: (): Promise<ComponentType> =>
    import('../features/spreadsheetData/SpreadsheetPage.js').then((m) => m.SpreadsheetPage),
  accountPage: (): Promise<ComponentType> =>
    import('../features/dashboard/AccountPage.js').then((m) => m.AccountPage),
  billingPage: (): Promise<ComponentType> =>
    import('../features/dashboard/BillingPage.js').then((m) => m.BillingPage),
  newMultipagePage: (): Promise<ComponentType> =>
    import('../features/dashboard/NewMultipagePage.js').then((m) => m.NewMultipagePage),
  newWorkspacePage: (): Promise<ComponentType> =>
    import('../features/dashboard/NewWorkspacePage.js').then((m) => m.NewWorkspacePage),
  redeemCodesPage: (): Promise<ComponentType> =>
    import('../features/dashboard/RedeemCodesPage.js').then((m) => m.RedeemCodesPage),
  marketplacePage: (): Promise<ComponentType> =>
    import('../features/marketplace/MarketplacePage.js').then((m) => m.MarketplacePage),
  templatesPage: (): Promise<ComponentType> =>
    import('../features/marketplace/TemplatesPage.js').then((m) => m.TemplatesPage),
  templateDetailPage: (): Promise<ComponentType> =>
    import('../features/marketplace/TemplateDetailPage.js').then((m) => m.TemplateDetailPage),
  multipageTemplatesPage: (): Promise<ComponentType> =>
    import('../features/marketplace/MultipageTemplatesPage.js').then(
      (m) => m.MultipageTemplatesPage,
    ),
  paymentSuccessPage: (): Promise<ComponentType> =>
    import('../features/payments/PaymentSuccessPage.js').then((m) => m.PaymentSuccessPage),
  paymentFailPage: (): Promise<ComponentType> =>
    import('../features/payments/PaymentFailPage.js').then((m) => m.PaymentFailPage),
};
