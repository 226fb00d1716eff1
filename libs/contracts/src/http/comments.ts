import { z } from 'zod';
import { globalQuerySchema } from './common.js';

/**
 * The comments of a comments block about one item: the page's record (the global `record`
 * parameter) when the block names the sheet of its items, else the page itself. Newest first,
 * `page` 1-based; the page size is the block's comments_per_page.
 */
export const commentsQuerySchema = globalQuerySchema.extend({
  block_id: z.string().min(1),
  record: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

/** A comment as anyone who sees the block reads it: never its author's e-mail or account. */
export const commentSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  /** Who wrote it: a member of the workspace (shown as the app's team), an app user or a guest. */
  author_kind: z.enum(['member', 'app_user', 'guest']),
  body: z.string(),
  created_at: z.string(),
  /** The caller may delete it: their own (a member may delete any). */
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsResponseSchema = z.object({
  comments: z.array(commentSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Whether the caller may comment here (the block's who_can_comment). */
  can_comment: z.boolean(),
  /** A guest must sign with a name (members and app users comment under their own). */
  needs_name: z.boolean(),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

export const postCommentRequestSchema = z.object({
  block_id: z.string().min(1),
  body: z.string().max(20_000),
  /** A guest's name; ignored for members and app users. */
  name: z.string().max(1_000).optional(),
});
export type PostCommentRequest = z.infer<typeof postCommentRequestSchema>;

export const postCommentResponseSchema = z.object({ comment: commentSchema });
export type PostCommentResponse = z.infer<typeof postCommentResponseSchema>;

export const deleteCommentResponseSchema = z.object({ deleted: z.string() });
