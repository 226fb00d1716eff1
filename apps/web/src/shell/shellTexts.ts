import { MESSAGES } from '@tessera/domain';

/**
 * The shell's user-facing texts: the spec's exact wording from `@tessera/domain` (editor-viewer-
 * shell §2.3, §8), plus the shell's own texts for pages the spec does not show. What a published
 * page's viewer never shows is in DASHBOARD_TEXTS, so that the viewer does not carry it.
 */
export const SHELL_TEXTS = {
  productName: 'Tessera',
  notFoundTitle: MESSAGES.pageNotFound,
  notFoundMessage: MESSAGES.pageNotFoundRoute,
  goToHomepage: MESSAGES.goToHomepage,
  accessDeniedTitle: MESSAGES.accessDenied,
  accessDeniedMessage: MESSAGES.privateApp,
  refreshPage: MESSAGES.refreshPage,
  errorPageFailed: MESSAGES.errorPageFailed,
  goBackToHome: MESSAGES.goBackHome,
  genericError: MESSAGES.genericError,
  defaultToastTitle: 'Notification',
  offline: "You're offline. Changes can't be saved until the connection is back.",
  loading: 'Loading...',
} as const;
