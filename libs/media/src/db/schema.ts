import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The media service's table. It owns it alone (see libs/gateway/src/service-boundaries); no
 * foreign key reaches another service's tables.
 * Only drizzle-orm is imported here: drizzle-kit loads this file on its own.
 */

/**
 * An uploaded file as the media service stored it, under a key it generated
 * (`uploads/{workspace}/{id}.{ext}`, never the uploader's file name) with a content type it chose
 * from the bytes. A row is written `pending` before its object is put and becomes `stored` once
 * the object is there, in the transaction that records `media.upload-stored`; a pending row left
 * by a failure is swept with its object, so no stored row points at a missing object and no object
 * outlives its row.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    /**
     * Who uploaded it: the owner account (marketplace images), or the app user or owner filling a
     * block; null for a guest of a public app or board.
     */
    uploadedBy: text('uploaded_by'),
    /**
     * What it was uploaded as: `thumbnail` or `image` (the marketplace's, POST /api/upload-file),
     * `form_file` (a form's file field), `cell_image` (a table's "Upload Image" cell), or
     * `block_image`, `block_video` and `block_audio` (a block's settings, POST /api/block-media).
     */
    field: text('field', {
      enum: [
        'thumbnail',
        'image',
        'form_file',
        'cell_image',
        'block_image',
        'block_video',
        'block_audio',
      ],
    }).notNull(),
    status: text('status', { enum: ['pending', 'stored'] }).notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    /** The size of the stored object (re-encoded, metadata stripped): what the quota counts. */
    byteSize: integer('byte_size').notNull(),
    /** The size of the file as uploaded: what the marketplace's image limits count. */
    uploadedBytes: integer('uploaded_bytes').notNull(),
    /** An image's size in pixels; null for other files. */
    width: integer('width'),
    height: integer('height'),
    /** The small version made by the thumbnail job, once made. */
    thumbnailKey: text('thumbnail_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    /**
     * When a file sent into a sheet was recorded by a row write (`sheet.files-recorded`); null
     * until then. Unclaimed sheet files are swept after a few hours; marketplace images are
     * claimed by their owner when uploaded.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('media_objects_workspace_idx').on(t.workspaceId),
    index('media_objects_pending_idx').on(t.status, t.createdAt),
    index('media_objects_unclaimed_idx').on(t.claimedAt, t.createdAt),
  ],
);
