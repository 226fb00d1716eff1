import type { BlockDto } from './blocks.js';
import type { PageDto } from './apps.js';

/** A sheet as the board and page stores hold it. */
export type SheetInfo = { title: string; columns: string[]; rowCount: number };

/**
 * POST /api/board/update-metadata (query `board` = the path): fields merged into the board store.
 * `can_edit` is true only for a member of the board's workspace.
 */
export type BoardMetadataResponse = {
  id: string;
  name: string;
  slug: string;
  workspace_id: string;
  spreadsheetId: string | null;
  spreadsheet_url: string;
  sheets: SheetInfo[];
  blocks: BlockDto[];
  public: boolean;
  can_edit: boolean;
  user_role: 'owner' | 'editor' | 'guest';
  owner_email: string;
  is_free_plan: boolean;
  type: 'board';
} & Record<string, unknown>;

/** POST /api/page/update-metadata (query `board` = the path, Host = the app): merged into the page store. */
export type PageMetadataResponse = {
  name: string;
  title: string;
  app_id: string;
  page_id: string;
  page_name: string;
  page_slug: string;
  spreadsheetId: string | null;
  spreadsheet_url: string;
  sheets: SheetInfo[];
  blocks: BlockDto[];
  pages: PageDto[];
  public: boolean;
  sign_in_method: string;
  can_edit: boolean;
  user_role: 'owner' | 'editor' | 'guest';
  owner_email: string;
  is_free_plan: boolean;
  /** The signed-in app user of a published app; their permission decides what they may change. */
  app_user?: { id: string; name: string; email: string; permissions: 'read' | 'read-write' } | null;
} & Record<string, unknown>;
