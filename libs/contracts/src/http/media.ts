import { z } from 'zod';

/**
 * POST /api/upload-file (publishing §7): the stored image's reference. `url` is where it is
 * served (relative, the same on every host); `size` the bytes as uploaded.
 */
export const uploadedFileResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedFileResponse = z.infer<typeof uploadedFileResponseSchema>;

/**
 * POST /api/block-media/{kind}: a file an owner uploaded for a block's settings. `url` is where
 * it is served (relative, the same on every host), `content_type` the type read from its bytes.
 */
export const blockMediaResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type BlockMediaResponse = z.infer<typeof blockMediaResponseSchema>;
