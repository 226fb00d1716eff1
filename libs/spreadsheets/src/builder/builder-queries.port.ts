/** A board as a sheet request names it (`?board=/{slug}`): whose it is and what it may read. */
export type BuilderBoard = {
  id: string;
  workspaceId: string;
  spreadsheetId: string | null;
  public: boolean;
};

/** A block as sheet reads and row writes need it: its type and settings (columns, filters). */
export type BuilderBlock = { id: string; type: string; settings: Record<string, unknown> };

/**
 * What the spreadsheets' HTTP side asks of the builder (boards, apps and their blocks, owned by
 * the gateway's features): a query port, so this library never reads their tables. Both sides run
 * in the gateway in either mode, so the gateway wires an in-process adapter. Every lookup but the
 * board's slug (global, like a host) is scoped by the workspace.
 */
export type BuilderQueries = {
  /** The board at `/{slug}` on the dashboard host; null when there is none. */
  boardBySlug(slug: string): Promise<BuilderBoard | null>;
  /** The block when it lives on the workspace's board `boardId`; null otherwise. */
  boardBlock(workspaceId: string, boardId: string, blockId: string): Promise<BuilderBlock | null>;
  /** The block when it lives on a page of the workspace's app `appId`; null otherwise. */
  appBlock(workspaceId: string, appId: string, blockId: string): Promise<BuilderBlock | null>;
  /** The spreadsheet the workspace's app is built on; null when none or no such app. */
  appSpreadsheetId(workspaceId: string, appId: string): Promise<string | null>;
};

export const BUILDER_QUERIES = Symbol('BUILDER_QUERIES');
