import { Inject, Injectable } from '@nestjs/common';
import { accessCanRead, accessCanWrite, firstPathSegment } from '@tessera/domain';
import { visitorAccess, type AppUser, type HostApp, type Owner } from '@tessera/platform';
import { BUILDER_PORT, type BuilderBlock, type BuilderPort } from '../builder/builder.port.js';
import { SheetAccessRepository } from './sheet-access.repository.js';
import { SheetsError } from './sheets.errors.js';
import type { SheetTarget } from './sheets.service.js';

/** Where blocks that may add rows live for a request: the named board, or the host's app. */
export type BlockHost = { kind: 'board'; boardId: string } | { kind: 'app'; appId: string };

/** What a sheet request may reach once authorised. */
export type SheetContext = {
  workspaceId: string;
  spreadsheetId: string;
  /** The caller is a member of the workspace: the spec's "Admins". */
  member: boolean;
  /**
   * The caller may change data here: members, guests of a public board or app, Read-Write app
   * users; not Read app users.
   */
  canWrite: boolean;
  blockHost: BlockHost | null;
};

/**
 * Authorises sheet reads and writes of boards and multi-page apps. A refusal is always
 * 'Sheet not found.', whether or not the spreadsheet exists, so nothing leaks across workspaces.
 */
@Injectable()
export class SheetAccess {
  constructor(
    private readonly access: SheetAccessRepository,
    @Inject(BUILDER_PORT) private readonly builder: BuilderPort,
  ) {}

  /**
   * A board route: members of the spreadsheet's workspace may read it; anyone may when the board
   * named by the `board` query (its path, e.g. `/demo-board`) is public and uses the spreadsheet.
   */
  async forBoard(
    viewer: Owner | null,
    spreadsheetId: string,
    boardPath: string | undefined,
  ): Promise<SheetContext> {
    const slug = firstPathSegment(boardPath);
    const board = slug ? await this.builder.boardBySlug(slug) : null;
    const boardOfSheet = board?.spreadsheetId === spreadsheetId ? board : null;

    // App-editor sessions are bound to their app; a board is never theirs.
    if (viewer && viewer.appId === null) {
      if (await this.access.spreadsheetExists(viewer.workspaceId, spreadsheetId)) {
        const ownBoard =
          boardOfSheet?.workspaceId === viewer.workspaceId ? boardOfSheet : undefined;
        return {
          workspaceId: viewer.workspaceId,
          spreadsheetId,
          member: true,
          canWrite: true,
          blockHost: ownBoard ? { kind: 'board', boardId: ownBoard.id } : null,
        };
      }
    }
    // The spreadsheet must belong to the board's workspace: a board cannot open another's data.
    if (
      boardOfSheet?.public &&
      (await this.access.spreadsheetExists(boardOfSheet.workspaceId, spreadsheetId))
    )
      return {
        workspaceId: boardOfSheet.workspaceId,
        spreadsheetId,
        member: false,
        canWrite: true,
        blockHost: { kind: 'board', boardId: boardOfSheet.id },
      };
    throw SheetsError.notFound();
  }

  /**
   * A multi-page app route: the app is the one the Host serves (the request's tenant), its spreadsheet the one it is
   * built on. What the visitor may do follows the app's access rules (appAccess): its owners
   * (an app-editor session only for its own app), its signed-in app users by permission, guests
   * of a public app. A read refused is 'Sheet not found.'; a write by a Read user is refused with
   * 'You do not have permission to change this data.'.
   */
  forApp(
    viewer: Owner | null,
    app: HostApp | null,
    appUser: AppUser | null = null,
    mode: 'read' | 'write' = 'read',
  ): SheetContext {
    if (!app?.spreadsheetId) throw SheetsError.notFound();
    const member =
      viewer !== null &&
      viewer.workspaceId === app.workspaceId &&
      (viewer.appId === null || viewer.appId === app.id);
    const access = visitorAccess(app, member, appUser);
    if (!accessCanRead(access)) throw SheetsError.notFound();
    if (mode === 'write' && !accessCanWrite(access)) throw SheetsError.readOnly();
    return {
      workspaceId: app.workspaceId,
      spreadsheetId: app.spreadsheetId,
      // Workspace members are the blocks' "Admins"; app users and guests are their guests.
      member,
      canWrite: accessCanWrite(access),
      blockHost: { kind: 'app', appId: app.id },
    };
  }

  /** A board route (its spreadsheet and path) or an app route (the host's app), as above. */
  forTarget(
    viewer: Owner | null,
    target: SheetTarget,
    mode: 'read' | 'write' = 'read',
  ): Promise<SheetContext> | SheetContext {
    if (target.kind === 'board')
      return this.forBoard(viewer, target.spreadsheetId, target.boardPath);
    return this.forApp(viewer, target.app, target.appUser ?? null, mode);
  }

  /** A block of the board or app the request is about; 'Block not found.' otherwise. */
  async block(context: SheetContext, blockId: string): Promise<BuilderBlock> {
    const host = context.blockHost;
    const block =
      host === null
        ? null
        : host.kind === 'board'
          ? await this.builder.boardBlock(context.workspaceId, host.boardId, blockId)
          : await this.builder.appBlock(context.workspaceId, host.appId, blockId);
    if (!block) throw SheetsError.blockNotFound();
    return block;
  }
}
