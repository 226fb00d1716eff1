import { z } from 'zod';

/** Every error answer: the web app shows `message`. */
export const errorResponseSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idParamSchema = z.object({ id: z.string().min(1) });

/**
 * The spec's global query parameters, carried by every request from the web app:
 * board (the path), referer (full URL), _id (session id), _email, _filters.
 */
export const globalQuerySchema = z.object({
  board: z.string().optional(),
  referer: z.string().optional(),
  _id: z.string().optional(),
  _email: z.string().optional(),
  _filters: z.string().optional(),
});
export type GlobalQuery = z.infer<typeof globalQuerySchema>;
