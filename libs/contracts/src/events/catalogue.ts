import { z } from 'zod';

/**
 * The event catalogue: every event's name, version and payload schema. Publish and subscribe only
 * through helpers typed from it (libs/platform bus). Payloads carry ids, not whole records.
 */
export const eventCatalogue = {
  'workspace.created': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), accountId: z.string() }),
  },
  'spreadsheet.imported': {
    version: 1,
    payload: z.object({
      workspaceId: z.string(),
      spreadsheetId: z.string(),
      sheets: z.number().int(),
    }),
  },
  /** A row write (add, edit, duplicate, delete) was accepted; it is applied to the spreadsheet. */
  'sheet.row-written': {
    version: 1,
    payload: z.object({
      workspaceId: z.string(),
      spreadsheetId: z.string(),
      sheetTitle: z.string(),
      writeId: z.string(),
      rowId: z.string(),
      kind: z.enum(['add', 'update', 'delete']),
    }),
  },
  'board.changed': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), boardId: z.string() }),
  },
  'app.changed': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), appId: z.string(), name: z.string() }),
  },
  'app.deleted': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), appId: z.string(), name: z.string() }),
  },
} as const;

export type EventName = keyof typeof eventCatalogue;
export type EventPayload<N extends EventName> = z.infer<(typeof eventCatalogue)[N]['payload']>;
/** An event as it travels: a unique id makes consumers idempotent. */
export type EventEnvelope<N extends EventName = EventName> = {
  id: string;
  name: N;
  version: number;
  occurredAt: string;
  payload: EventPayload<N>;
};
