import type { PageMetadataResponse, SheetDataResponse } from '@tessera/contracts';
import type { AppUser, HostApp, RequestTenant } from '@tessera/platform';

/** What the page store answers a visitor (anonymous, or a signed-in app user) for a path of an app. */
export type PageLookup =
  | { kind: 'page'; page: PageMetadataResponse }
  | { kind: 'not-found' }
  /** Private, or sign-in required: the visitor must go through the API, which enforces access. */
  | { kind: 'refused' };

/** What decides who may frame a published app or board: its embed setting and the plan. */
export type EmbedSource = { settings: Record<string, unknown>; paidPlan: boolean };
export type BoardEmbedSource = EmbedSource & { public: boolean };

/** One block's first page, as GET /v3/api/page/sheet/:title?block_id= answers it. */
export type BlockRowsRequest = {
  sheetTitle: string;
  blockId: string;
  pageSize: number;
  /** A scorecard's figures (the `scores` query, blockScoresParameter). */
  scores?: string | undefined;
  /** The link's `filters` (the `_filters` global parameter): name:value pairs. */
  urlFilters?: string | undefined;
};

/**
 * The services a published page is built from (the page store, sheet data, embed settings and
 * owner sessions).
 * A port, so that the tenancy service never imports the modules that may come to import it (apps
 * and sheet data resolve hosts through it); the gateway wires the in-process adapter.
 */
export type PublishedPageSource = {
  /** The page at `path` of the app as the API answers the visitor (null: anonymous). */
  loadPage(app: HostApp, path: string, appUser?: AppUser | null): Promise<PageLookup>;
  /** The block's first page for the visitor, its filters applied as the API applies them. */
  readBlockRows(
    app: HostApp,
    request: BlockRowsRequest,
    appUser?: AppUser | null,
  ): Promise<SheetDataResponse>;
  /** The app user signed in to `app` with this app-user session token, or null. */
  appUser(token: string, app: HostApp): Promise<AppUser | null>;
  /** The app's embed setting and its workspace's plan; null when the app is gone. */
  appEmbed(app: Pick<HostApp, 'id' | 'workspaceId'>): Promise<EmbedSource | null>;
  /** The embed setting, plan and visibility of the board at `/{slug}`; null when there is none. */
  boardEmbed(slug: string): Promise<BoardEmbedSource | null>;
  /** Whether the owner-session cookie's token is a valid session on this host (the editor). */
  isOwnerSession(
    token: string,
    on: { host: string; tenant: RequestTenant | null },
  ): Promise<boolean>;
};

export const PUBLISHED_PAGE_SOURCE = Symbol('PUBLISHED_PAGE_SOURCE');
