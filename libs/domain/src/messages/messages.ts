/**
 * Fixed user-facing texts of editor-viewer-shell §2.3 and §8. The spec's wording is the contract:
 * change it only with the spec. Block defaults shown to visitors (Submit, Type here..) are their
 * settings' defaults, beside their schemas (form-settings.ts, event-options.ts).
 */
export const MESSAGES = {
  // Error screens (editor-viewer-shell §2.3).
  pageNotFound: 'Page not found',
  pageNotFoundRoute: 'This page could not be found',
  goToHomepage: 'Go to Homepage',
  accessDenied: 'Access Denied',
  privateApp: 'This application is private and you do not have permission to access it.',
  refreshPage: 'Refresh Page',
  errorPageFailed: 'An error occurred while showing the error page',
  goBackHome: 'Go back to home',
  upgradeToUnlock: 'Upgrade to unlock premium features',
  upgradeNow: 'Upgrade Now',

  // Editor panels (editor-viewer-shell §4).
  embedRequiresPaidPlan: 'Embed feature requires a paid plan.',
  spreadsheetUrlNotConfigured: 'Spreadsheet URL not configured.',
  fetchingApp: 'Fetching App...',
  home: 'Home',

  // Template preview and the Use Template flow.
  previewMode: 'Preview Mode',
  useTemplate: 'Use Template',
  backToMarketplace: 'Back to marketplace',
  unableToIdentifyTemplate: 'Unable to identify template',
  templateNotFound: 'Template not found in marketplace',
  templateLoadFailed: 'Failed to load template information',

  // Calls and errors (editor-viewer-shell §8).
  planVerifyFailed: 'Failed to verify plan status',
  networkError: 'Network error occurred',
  genericError: 'There was an error. Please try again or reach out via chat',
  dataError: 'Data Error',
  unknownMiddleware: 'Unknown middleware',
  accountRequired: 'Account Required',
  accountRequiredText: 'There is no account for you yet. Redirecting you to sign up…',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The server text that means the visitor has no account (editor-viewer-shell §8). */
export const NO_ACCOUNT_MARKER = 'Called reply with an invalid status code: undefined';

/** 500 "Unknown middleware" with the name of the missing middleware. */
export function unknownMiddlewareMessage(name: string): string {
  return `${MESSAGES.unknownMiddleware}: ${name}`;
}
