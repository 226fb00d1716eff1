import { z } from 'zod';

/**
 * An app as a template keeps it (taken when a reviewer approves it): its title and app-wide
 * settings, and every page with its blocks in order. Block settings are as a visitor would get
 * them (no secret of the seller travels). Page ids are the seller's: a copy gives its pages new
 * ids and points the blocks' links at them.
 */
export const appSnapshotSchema = z.object({
  title: z.string(),
  settings: z.record(z.string(), z.unknown()),
  pages: z.array(
    z.object({
      id: z.string(),
      pageName: z.string(),
      pageSlug: z.string(),
      pageType: z.enum(['home', 'page']),
      position: z.number().int(),
      settings: z.record(z.string(), z.unknown()),
      blocks: z.array(
        z.object({
          type: z.string(),
          position: z.number().int(),
          settings: z.record(z.string(), z.unknown()),
        }),
      ),
    }),
  ),
});
export type AppSnapshot = z.infer<typeof appSnapshotSchema>;
