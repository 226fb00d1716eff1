import {
  globalQuerySchema,
  rowActionRequestSchema,
  sheetDataQuerySchema,
} from '@tessera/contracts';
import { z } from 'zod';

/** The sheet data query plus the global parameters; other parameters are ignored, not refused. */
export const sheetReadQuerySchema = sheetDataQuerySchema.extend(globalQuerySchema.shape);
export type SheetReadRequestQuery = z.infer<typeof sheetReadQuerySchema>;

/** Row writes only need the board path from the query. */
export const rowWriteQuerySchema = globalQuerySchema;
export type RowWriteQuery = z.infer<typeof rowWriteQuerySchema>;

/** DELETE carries the block in the query (a DELETE body is not reliably sent). */
export const rowDeleteQuerySchema = globalQuerySchema.extend(rowActionRequestSchema.shape);
export type RowDeleteQuery = z.infer<typeof rowDeleteQuerySchema>;

/** A Download pdf button's file: the block, and which of its action buttons (0-based). */
export const rowPdfQuerySchema = rowDeleteQuerySchema.extend({
  action: z
    .string()
    .regex(/^\d{1,2}$/, 'action must be the place of an action button: 0, 1 ...')
    .transform(Number),
});
export type RowPdfQuery = z.infer<typeof rowPdfQuerySchema>;
