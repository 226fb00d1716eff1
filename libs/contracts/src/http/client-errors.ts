import { z } from 'zod';

/** What went wrong in a browser, as the web app reports it (editor-viewer-shell §8). */
export const CLIENT_ERROR_KINDS = ['error', 'unhandled-rejection', 'render', 'request'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/**
 * POST /api/client-errors: one error a browser met. Long texts are cut by the browser before it
 * sends them; the server refuses longer ones. `trace_id` is the W3C trace id of the failed
 * request, when the server answered one (`traceresponse`).
 */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  page: z.string().max(2000),
  trace_id: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'A trace id is 32 lowercase hexadecimal digits.')
    .optional(),
  /** What the page was doing ("loading a code chunk", a status): short JSON text. */
  context: z.string().max(2000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorSchema = clientErrorReportSchema.extend({
  id: z.string(),
  user_agent: z.string().nullable(),
  reported_at: z.string(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

/** GET /api/admin/client-errors: the newest first, a page at a time (`before` the next page's). */
export const clientErrorsResponseSchema = z.object({
  errors: z.array(clientErrorSchema),
  next_before: z.string().nullable(),
});
export type ClientErrorsResponse = z.infer<typeof clientErrorsResponseSchema>;
