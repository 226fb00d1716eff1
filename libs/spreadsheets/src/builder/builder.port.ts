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
 * the gateway's features), and the one thing it tells it: a port, so this library never reads or
 * writes their tables. Both sides run in the gateway in either mode, so the gateway wires an
 * in-process adapter. Every call but the board's slug (global, like a host) is scoped by the
 * workspace. Never called inside a transaction (PGlite has one connection).
 */
export type BuilderPort = {
  /** The board at `/{slug}` on the dashboard host; null when there is none. */
  boardBySlug(slug: string): Promise<BuilderBoard | null>;
  /** The block when it lives on the workspace's board `boardId`; null otherwise. */
  boardBlock(workspaceId: string, boardId: string, blockId: string): Promise<BuilderBlock | null>;
  /** The block when it lives on a page of the workspace's app `appId`; null otherwise. */
  appBlock(workspaceId: string, appId: string, blockId: string): Promise<BuilderBlock | null>;
  /** The spreadsheet the workspace's app is built on; null when none or no such app. */
  appSpreadsheetId(workspaceId: string, appId: string): Promise<string | null>;
  /**
   * The spreadsheet was deleted: the apps and boards built on it are left without one (no foreign
   * key crosses the services). Called after the deletion committed; until it has run, readers
   * find no such spreadsheet, as after it.
   */
  spreadsheetRemoved(workspaceId: string, spreadsheetId: string): Promise<void>;
};

export const BUILDER_PORT = Symbol('BUILDER_PORT');
