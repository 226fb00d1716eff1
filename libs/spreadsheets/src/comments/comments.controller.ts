import { Body, Controller, Delete, Get, Ip, Param, Post, Query } from '@nestjs/common';
import {
  commentsQuerySchema,
  commentsResponseSchema,
  deleteCommentResponseSchema,
  errorResponseSchema,
  globalQuerySchema,
  postCommentRequestSchema,
  postCommentResponseSchema,
  type CommentsQuery,
  type PostCommentRequest,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentAppUser,
  CurrentHostApp,
  CurrentViewer,
  Public,
  ZodPipe,
  type AppUser,
  type HostApp,
  type Owner,
} from '@tessera/platform';
import { z } from 'zod';
import { boardTarget as board } from '../sheet-data/sheet-routes.js';
import type { SheetTarget } from '../sheet-data/sheets.service.js';
import { CommentsService } from './comments.service.js';

/** A board's comments blocks, by the board's spreadsheet and path (the `board` query). */
const BOARD_COMMENTS = 'api/board/:spreadsheetId/comments';
/** The comments blocks of the app on this host. */
const PAGE_COMMENTS = 'v3/api/page/comments';

/** Posting takes the page's record from the global query, as reads do. */
const postCommentQuerySchema = globalQuerySchema.extend({
  record: z.string().max(200).optional(),
});
type PostCommentQuery = z.infer<typeof postCommentQuerySchema>;
const deleteCommentQuerySchema = globalQuerySchema.extend({ block_id: z.string().min(1) });
type DeleteCommentQuery = z.infer<typeof deleteCommentQuerySchema>;

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Comments blocks' comments. Public routes: guests read and write public boards and apps, so each
 * call authorises itself (CommentsService with SheetAccess).
 */
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Public()
  @Get(BOARD_COMMENTS)
  @ApiDoc({
    tag: 'Comments',
    summary: "A page of a board's comments block, newest first (query: board, block_id, page)",
    responses: { 200: commentsResponseSchema, ...errors },
  })
  boardComments(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Query(new ZodPipe(commentsQuerySchema)) query: CommentsQuery,
  ) {
    return this.comments.list(viewer, board(spreadsheetId, query.board), query);
  }

  @Public()
  @Get(PAGE_COMMENTS)
  @ApiDoc({
    tag: 'Comments',
    summary:
      "A page of a comments block of the app on this host, about the page's record or the page (query: block_id, record, page)",
    responses: { 200: commentsResponseSchema, ...errors },
  })
  pageComments(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Query(new ZodPipe(commentsQuerySchema)) query: CommentsQuery,
  ) {
    return this.comments.list(viewer, { kind: 'app', app, appUser }, query);
  }

  @Public()
  @Post(BOARD_COMMENTS)
  @ApiDoc({
    tag: 'Comments',
    summary: "Post a comment on a board's comments block (query: board)",
    body: postCommentRequestSchema,
    responses: { 201: postCommentResponseSchema, ...errors, 429: errorResponseSchema },
  })
  postBoardComment(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Query(new ZodPipe(postCommentQuerySchema)) query: PostCommentQuery,
    @Body(new ZodPipe(postCommentRequestSchema)) body: PostCommentRequest,
    @Ip() ip: string,
  ) {
    const target = board(spreadsheetId, query.board);
    return this.comments.post(viewer, target, query.record, body, ip);
  }

  @Public()
  @Post(PAGE_COMMENTS)
  @ApiDoc({
    tag: 'Comments',
    summary:
      "Post a comment on a comments block of the app on this host, about the page's record or the page (query: record)",
    body: postCommentRequestSchema,
    responses: { 201: postCommentResponseSchema, ...errors, 429: errorResponseSchema },
  })
  postPageComment(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Query(new ZodPipe(postCommentQuerySchema)) query: PostCommentQuery,
    @Body(new ZodPipe(postCommentRequestSchema)) body: PostCommentRequest,
    @Ip() ip: string,
  ) {
    const target: SheetTarget = { kind: 'app', app, appUser };
    return this.comments.post(viewer, target, query.record, body, ip);
  }

  @Public()
  @Delete(`${BOARD_COMMENTS}/:commentId`)
  @ApiDoc({
    tag: 'Comments',
    summary: "Delete a comment of a board's comments block (query: board, block_id)",
    responses: { 200: deleteCommentResponseSchema, ...errors },
  })
  deleteBoardComment(
    @CurrentViewer() viewer: Owner | null,
    @Param('spreadsheetId') spreadsheetId: string,
    @Param('commentId') commentId: string,
    @Query(new ZodPipe(deleteCommentQuerySchema)) query: DeleteCommentQuery,
  ) {
    const target = board(spreadsheetId, query.board);
    return this.comments.remove(viewer, target, query.block_id, commentId);
  }

  @Public()
  @Delete(`${PAGE_COMMENTS}/:commentId`)
  @ApiDoc({
    tag: 'Comments',
    summary: 'Delete a comment of a comments block of the app on this host (query: block_id)',
    responses: { 200: deleteCommentResponseSchema, ...errors },
  })
  deletePageComment(
    @CurrentViewer() viewer: Owner | null,
    @CurrentHostApp() app: HostApp | null,
    @CurrentAppUser() appUser: AppUser | null,
    @Param('commentId') commentId: string,
    @Query(new ZodPipe(deleteCommentQuerySchema)) query: DeleteCommentQuery,
  ) {
    return this.comments.remove(viewer, { kind: 'app', app, appUser }, query.block_id, commentId);
  }
}
