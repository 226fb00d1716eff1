import type { AppSnapshot } from '@tessera/contracts';

/**
 * What the marketplace needs from other features, asked through ports it declares and the host
 * answers (libs/gateway/src/query-ports): both sides run in the gateway, so the calls never cross
 * a process (decision 0015).
 */

/** An app as a submission needs it: who owns it and whether it may go to the marketplace. */
export type MarketplaceApp = {
  id: string;
  workspaceId: string;
  /** The subdomain label. */
  name: string;
  title: string;
  public: boolean;
  signInMethod: string;
};

/** A new app made from a template in a workspace. */
export type TemplateAppCopy = {
  /** Chosen by the marketplace, so that a retry finds the app it made. */
  appId: string;
  title: string;
  /** The id its spreadsheet will have once copied (null: the template has none). */
  spreadsheetId: string | null;
  snapshot: AppSnapshot;
};

/** The apps feature's answers. */
export type MarketplaceApps = {
  /** The workspace's app, or null when it has no such app. */
  app(workspaceId: string, appId: string): Promise<MarketplaceApp | null>;
  /** The app as a template keeps it, with its spreadsheet; null when the app is gone. */
  snapshotOf(
    workspaceId: string,
    appId: string,
  ): Promise<{ snapshot: AppSnapshot; spreadsheetId: string | null } | null>;
  /** Makes the template's app in the workspace; the same app again for the same `appId`. */
  createFromTemplate(
    workspaceId: string,
    copy: TemplateAppCopy,
  ): Promise<{ id: string; name: string }>;
};
export const MARKETPLACE_APPS = Symbol('MARKETPLACE_APPS');

/** A stored image as the limits count it. */
export type SubmittedImage = { url: string; uploadedBytes: number };

/** The media service's answers. */
export type MarketplaceMedia = {
  /** The workspace's stored images among the addresses, by address (others are absent). */
  imagesOf(workspaceId: string, urls: readonly string[]): Promise<Map<string, SubmittedImage>>;
};
export const MARKETPLACE_MEDIA = Symbol('MARKETPLACE_MEDIA');

/** Whether a workspace may sell templates, and if not, why (shown to the owner). */
export type SellerStatus = { canSubmitPaid: boolean; reason: string | null };

/** The billing service's answers. Throws when the status cannot be known right now. */
export type MarketplacePayments = {
  sellerStatus(workspaceId: string): Promise<SellerStatus>;
};
export const MARKETPLACE_PAYMENTS = Symbol('MARKETPLACE_PAYMENTS');

/** The sheets library's answers: a template's data, frozen at approval. */
export type MarketplaceData = {
  /**
   * A frozen copy of the named sheets of the seller's spreadsheet (null when none of them is
   * there); throws when the spreadsheet cannot be read right now.
   */
  freeze(
    workspaceId: string,
    spreadsheetId: string,
    titles: readonly string[],
    name: string,
  ): Promise<string | null>;
  /** Removes a frozen copy no template came to hold. */
  discard(workspaceId: string, frozenId: string): Promise<void>;
};
export const MARKETPLACE_DATA = Symbol('MARKETPLACE_DATA');
