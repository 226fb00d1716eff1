import { MESSAGES, NO_ACCOUNT_MARKER } from '@tessera/domain';

/** The dashboard's and marketplace's texts (SHELL_TEXTS holds those a published page shows too). */
export const DASHBOARD_TEXTS = {
  accountRequiredTitle: MESSAGES.accountRequired,
  accountRequiredMessage: MESSAGES.accountRequiredText,
  /** The server's answer when a request needs an account the caller does not have (§8). */
  accountRequiredTrigger: NO_ACCOUNT_MARKER,
  planVerifyFailed: MESSAGES.planVerifyFailed,
  templateNotFound: MESSAGES.templateNotFound,
  paymentsNotConfigured: 'Payments are not configured on this server.',
  noTemplates: 'No templates published yet',
} as const;
