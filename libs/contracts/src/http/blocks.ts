import { z } from 'zod';

/**
 * A stored block as served to the editor and viewer. `settings` are read through the type's schema
 * on the server (defaults filled, unknown fields dropped), so the viewer draws them as they come;
 * when they do not pass it, they are served as stored and `settings_problem` says why (each field
 * and its problem), which the block shows instead of drawing.
 */
export const blockSchema = z.object({
  id: z.string(),
  type: z.string(),
  position: z.number().int(),
  section: z.string().optional(),
  sheet_title: z.string().optional(),
  settings: z.record(z.string(), z.unknown()),
  settings_problem: z.string().optional(),
});
export type BlockDto = z.infer<typeof blockSchema>;

/** POST /api/blocks: add a block to a board or to a page (exactly one of the two). */
export const createBlockRequestSchema = z
  .object({
    boardId: z.string().min(1).optional(),
    pageId: z.string().min(1).optional(),
    type: z.string().min(1),
    settings: z.record(z.string(), z.unknown()),
    /** Where to insert; omitted: at the end on a board, before the footer on a page. */
    position: z.number().int().min(0).optional(),
  })
  .refine((b) => Boolean(b.boardId) !== Boolean(b.pageId), {
    message: 'Give either boardId or pageId.',
  });
export type CreateBlockRequest = z.infer<typeof createBlockRequestSchema>;

/** PUT /api/blocks/{id}: replaces the settings (the edited tempo_block). */
export const updateBlockRequestSchema = z.object({ settings: z.record(z.string(), z.unknown()) });

/** PUT /api/blocks/order */
export const reorderBlocksRequestSchema = z
  .object({
    boardId: z.string().min(1).optional(),
    pageId: z.string().min(1).optional(),
    ids: z.array(z.string()).max(500),
  })
  .refine((b) => Boolean(b.boardId) !== Boolean(b.pageId), {
    message: 'Give either boardId or pageId.',
  });

/** GET /api/blocks: the block catalogue shown in Choose Your Block. */
export const blockCatalogueEntrySchema = z.object({
  type: z.string(),
  label: z.string(),
  description: z.string(),
  available: z.boolean(),
});
export const blockCatalogueResponseSchema = z.object({
  blocks: z.array(blockCatalogueEntrySchema),
});
