import { Inject, Injectable } from '@nestjs/common';
import type {
  Comment,
  CommentsQuery,
  CommentsResponse,
  PostCommentRequest,
} from '@tessera/contracts';
import {
  commenterName,
  commenterNameProblem,
  commentProblem,
  commentText,
  parseBlockSettings,
  permissionReaches,
  type CommentsSettings,
} from '@tessera/domain';
import {
  CACHE,
  RateLimiter,
  signInAddress,
  type AppUser,
  type CachePort,
  type Owner,
} from '@tessera/platform';
import type { BuilderBlock } from '../builder/builder.port.js';
import { SheetAccess, type SheetContext } from '../sheet-data/sheet-access.js';
import { SheetSnapshots } from '../sheet-data/sheet-snapshots.js';
import type { SheetViewer } from '../sheet-data/block-row-filter.js';
import { viewerOf, type SheetTarget } from '../sheet-data/sheets.service.js';
import { visibleRow } from '../sheet-data/visible-row.js';
import { CommentsError } from './comments.errors.js';
import {
  CommentsRepository,
  type CommentAuthor,
  type CommentThread,
  type StoredComment,
} from './comments.repository.js';

/** Comments a visitor address may post per minute, and a workspace (all its blocks) in all. */
export const COMMENTS_PER_ADDRESS_PER_MINUTE = 10;
export const COMMENTS_PER_WORKSPACE_PER_MINUTE = 120;
const MINUTE_MS = 60_000;

/** Who is asking, as the comments see them. */
type Caller = {
  context: SheetContext;
  viewer: Owner | null;
  appUser: AppUser | null;
  /** Who "current user" is for the block's filters. */
  sheetViewer: SheetViewer;
};

/**
 * The comments of comments blocks on boards and app pages. Everyone who may see the block reads
 * its comments; who may post follows its who_can_comment (Admins are the workspace's members),
 * and a Read app user posts nothing. A comment is about the page's record when the block names
 * the sheet of its items (the row must be one the caller may see), else about the page. Comments
 * are plain text; a guest signs with a name, members and app users with their own.
 */
@Injectable()
export class CommentsService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly access: SheetAccess,
    private readonly snapshots: SheetSnapshots,
    private readonly comments: CommentsRepository,
    @Inject(CACHE) cache: CachePort,
  ) {
    this.limiter = new RateLimiter(cache);
  }

  async list(viewer: Owner | null, target: SheetTarget, query: CommentsQuery) {
    const caller = await this.callerOf(viewer, target, 'read');
    const { block, settings } = await this.commentsBlock(caller.context, query.block_id);
    const thread = await this.threadOf(caller, block, settings, query.record);
    const pageSize = settings.comments_per_page;
    const { comments, total } = await this.comments.page(thread, query.page, pageSize);
    return {
      comments: comments.map((comment) => commentDto(comment, caller)),
      total,
      page: query.page,
      page_size: pageSize,
      can_comment: mayComment(settings, caller),
      needs_name: authorOf(caller) === null,
    } satisfies CommentsResponse;
  }

  async post(
    viewer: Owner | null,
    target: SheetTarget,
    record: string | undefined,
    request: PostCommentRequest,
    ip: string,
  ): Promise<{ comment: Comment }> {
    const caller = await this.callerOf(viewer, target, 'write');
    const { block, settings } = await this.commentsBlock(caller.context, request.block_id);
    if (!mayComment(settings, caller)) throw CommentsError.commentRefused();
    const body = commentText(request.body);
    const problem = commentProblem(body);
    if (problem) throw CommentsError.badComment(problem);
    const author = authorOf(caller) ?? guestAuthor(request.name ?? '');
    const thread = await this.threadOf(caller, block, settings, record);
    await this.takeTurn(caller.context.workspaceId, ip);
    const stored = await this.comments.insert(thread, author, body);
    return { comment: commentDto(stored, caller) };
  }

  async remove(viewer: Owner | null, target: SheetTarget, blockId: string, commentId: string) {
    const caller = await this.callerOf(viewer, target, 'write');
    const { block } = await this.commentsBlock(caller.context, blockId);
    const workspaceId = caller.context.workspaceId;
    const comment = await this.comments.find(workspaceId, block.id, commentId);
    if (!comment) throw CommentsError.commentNotFound();
    if (!mayDelete(comment, caller)) throw CommentsError.deleteRefused();
    await this.comments.delete(workspaceId, block.id, commentId);
    return { deleted: commentId };
  }

  private async callerOf(
    viewer: Owner | null,
    target: SheetTarget,
    mode: 'read' | 'write',
  ): Promise<Caller> {
    const context = await this.access.forTarget(viewer, target, mode);
    const appUser = target.kind === 'app' ? (target.appUser ?? null) : null;
    return { context, viewer, appUser, sheetViewer: viewerOf(viewer, target) };
  }

  private async commentsBlock(context: SheetContext, blockId: string) {
    const block = await this.access.block(context, blockId);
    if (block.type !== 'comments') throw CommentsError.notACommentsBlock();
    const parsed = parseBlockSettings('comments', block.settings);
    if (!parsed.success) throw CommentsError.notACommentsBlock();
    return { block, settings: parsed.settings };
  }

  /**
   * The thread a request is about: the page's record when the block names its items' sheet (a
   * row of it this caller may see, else 'That row is no longer in sheet …'), else the page.
   */
  private async threadOf(
    caller: Caller,
    block: BuilderBlock,
    settings: CommentsSettings,
    record: string | undefined,
  ): Promise<CommentThread> {
    const { workspaceId, spreadsheetId } = caller.context;
    const thread = { workspaceId, blockId: block.id, item: '' };
    if (!settings.sheet_title || !record) return thread;
    const sheet = await this.snapshots.current({
      workspaceId,
      spreadsheetId,
      title: settings.sheet_title,
    });
    const row = visibleRow(sheet, record, block, caller.sheetViewer);
    return { ...thread, item: row.id };
  }

  /** Per visitor address, then per workspace, so one visitor cannot use the workspace's all up. */
  private async takeTurn(workspaceId: string, ip: string): Promise<void> {
    for (const [key, limit] of [
      [`comments:${workspaceId}:${signInAddress(ip)}`, COMMENTS_PER_ADDRESS_PER_MINUTE],
      [`comments:${workspaceId}`, COMMENTS_PER_WORKSPACE_PER_MINUTE],
    ] as const) {
      const decision = await this.limiter.consume(key, limit, MINUTE_MS);
      if (!decision.allowed) throw CommentsError.tooManyComments(decision.retryAfterMs);
    }
  }
}

function mayComment(settings: CommentsSettings, caller: Caller): boolean {
  return (
    caller.context.canWrite &&
    permissionReaches(settings.who_can_comment, { admin: caller.context.member })
  );
}

/** Members may delete any comment of the block; Read-Write app users their own. */
function mayDelete(comment: StoredComment, caller: Caller): boolean {
  if (caller.context.member) return true;
  return (
    caller.context.canWrite &&
    caller.appUser !== null &&
    comment.authorAppUserId === caller.appUser.id
  );
}

/** How a member signs (builder accounts have no display name; an e-mail is never shown). */
export const MEMBER_COMMENTER = 'Team';
/** How an app user without a name signs. */
export const NAMELESS_APP_USER = 'App user';

/** A member or a signed-in app user comments under their own name; a guest has none (null). */
function authorOf(caller: Caller): CommentAuthor | null {
  if (caller.appUser)
    return {
      kind: 'app_user',
      name: commenterName(caller.appUser.name) || NAMELESS_APP_USER,
      appUserId: caller.appUser.id,
    };
  if (caller.context.member && caller.viewer)
    return {
      kind: 'member',
      name: MEMBER_COMMENTER,
      accountId: caller.viewer.accountId,
    };
  return null;
}

function guestAuthor(name: string): CommentAuthor {
  const kept = commenterName(name);
  const problem = commenterNameProblem(kept);
  if (problem) throw CommentsError.badComment(problem);
  return { kind: 'guest', name: kept };
}

function commentDto(comment: StoredComment, caller: Caller): Comment {
  return {
    id: comment.id,
    author_name: comment.authorName,
    author_kind: comment.authorKind,
    body: comment.body,
    created_at: comment.createdAt.toISOString(),
    can_delete: mayDelete(comment, caller),
  };
}
