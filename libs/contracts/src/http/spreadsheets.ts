import { z } from 'zod';

export const sheetSummarySchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
});

/** 201 answer of POST /api/spreadsheets (multipart field `file`, CSV or XLSX, at most 20 MB). */
export const spreadsheetResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  sheets: z.array(sheetSummarySchema),
});
export type SpreadsheetResponse = z.infer<typeof spreadsheetResponseSchema>;

export const spreadsheetListResponseSchema = z.object({
  spreadsheets: z.array(spreadsheetResponseSchema.extend({ createdAt: z.string() })),
});

/** One sheet row as served to blocks: `_id` is the row's stable id, then one string per column. */
export type SheetRow = { _id: string } & Record<string, string>;

/** Query of the sheet data endpoints (plus the global query parameters). */
export const sheetDataQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
  search: z.string().optional(),
  sort: z.string().optional(),
  block_id: z.string().optional(),
  _vercel_no_cache: z.string().optional(),
});
export type SheetDataQuery = z.infer<typeof sheetDataQuerySchema>;

/** Answer of GET /api/board/{spreadsheetId}/sheet/{sheet_title} and GET /v3/api/page/sheet/{sheet_title}. */
export const sheetDataResponseSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.string())),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type SheetDataResponse = {
  title: string;
  columns: string[];
  rows: SheetRow[];
  total: number;
  page: number;
  page_size: number;
};

/** A row written by a form block: column name -> value. */
export const addRowRequestSchema = z.object({
  block_id: z.string().min(1),
  values: z.record(z.string(), z.string().max(50_000)),
});
export type AddRowRequest = z.infer<typeof addRowRequestSchema>;
export const addRowResponseSchema = z.object({ row: z.record(z.string(), z.string()) });
