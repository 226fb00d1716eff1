import { z } from 'zod';

/** GET /api/auth/handoff?appId=: other (global) query parameters are ignored, never refused. */
export const handoffQuerySchema = z.object({ appId: z.string().min(1, 'appId is required.') });
export type HandoffQuery = z.infer<typeof handoffQuerySchema>;
