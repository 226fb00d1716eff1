import { MESSAGES, NO_ACCOUNT_MARKER } from '@tessera/domain';

/**
 * The shell's user-facing texts: the spec's exact wording from `@tessera/domain` (editor-viewer-
 * shell §2.3, §8), plus the shell's own texts for pages the spec does not show.
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
  accountRequiredTitle: MESSAGES.accountRequired,
  accountRequiredMessage: MESSAGES.accountRequiredText,
  /** The server's answer when a request needs an account the caller does not have (§8). */
  accountRequiredTrigger: NO_ACCOUNT_MARKER,
  genericError: MESSAGES.genericError,
  networkError: MESSAGES.networkError,
  planVerifyFailed: MESSAGES.planVerifyFailed,
  templateNotFound: MESSAGES.templateNotFound,
  defaultToastTitle: 'Notification',
  offline: "You're offline. Changes can't be saved until the connection is back.",
  loading: 'Loading...',
  paymentsNotConfigured: 'Payments are not configured on this server.',
  noTemplates: 'No templates published yet',
} as const;
