import { z } from 'zod';

/**
 * The event catalogue: every event's name, version and payload schema. Publish and subscribe only
 * through helpers typed from it (libs/platform bus). An event another service keeps a read model
 * from carries the state that service needs (`app.saved`); the others carry ids. A payload that
 * changes shape gets a new version: consumers park a version they do not know (see envelope.ts).
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
  /**
   * A row write (add or edit) recorded files blocks sent into the sheet (their media ids): the
   * media service keeps them, where it would sweep files sent and never saved.
   */
  'sheet.files-recorded': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), mediaIds: z.array(z.string()).min(1) }),
  },
  'board.changed': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), boardId: z.string() }),
  },
  /** An app's pages or blocks changed: its published pages render anew. */
  'app.changed': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), appId: z.string(), name: z.string() }),
  },
  /**
   * The app record was created or saved (title, spreadsheet, privacy, name): its state as the
   * tenancy service keeps it (routing by name and old names, pages by spreadsheet). `version`
   * (the app's save count) orders saves of one app, so a late delivery of an older state changes
   * nothing.
   */
  'app.saved': {
    // 2: `version` (the app's save count) replaced `savedAt` (a gateway clock time).
    version: 2,
    payload: z.object({
      workspaceId: z.string(),
      appId: z.string(),
      name: z.string(),
      previousNames: z.array(z.string()),
      spreadsheetId: z.string().nullable(),
      version: z.number().int().positive(),
    }),
  },
  'app.deleted': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), appId: z.string(), name: z.string() }),
  },
  /** A custom domain of the app was added, verified or removed: its routes are rebuilt. */
  'domain.changed': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), appId: z.string(), domain: z.string() }),
  },
  /**
   * An upload was checked and stored by the media service (its object is in the blob store): its
   * thumbnail is made from it.
   */
  'media.upload-stored': {
    version: 1,
    payload: z.object({
      workspaceId: z.string(),
      mediaId: z.string(),
      key: z.string(),
      contentType: z.string(),
    }),
  },
  /**
   * An owner submitted (or resubmitted) an app as a template: the marketplace service tells them
   * it was received. Carries what the e-mail needs.
   */
  'marketplace.review-requested': {
    version: 1,
    payload: z.object({
      workspaceId: z.string(),
      requestId: z.string(),
      appId: z.string(),
      appTitle: z.string(),
      submitterEmail: z.string(),
      resubmitted: z.boolean(),
    }),
  },
  /** A reviewer approved a request: the template is published; the owner is told. */
  'marketplace.review-approved': {
    version: 1,
    payload: z.object({
      workspaceId: z.string(),
      requestId: z.string(),
      appId: z.string(),
      appTitle: z.string(),
      submitterEmail: z.string(),
      templateId: z.string(),
      templateSlug: z.string(),
    }),
  },
  /** A reviewer rejected a request with a reason the owner sees; the owner is told. */
  'marketplace.review-rejected': {
    version: 1,
    payload: z.object({
      workspaceId: z.string(),
      requestId: z.string(),
      appId: z.string(),
      appTitle: z.string(),
      submitterEmail: z.string(),
      reason: z.string(),
    }),
  },
  /**
   * A workspace used a template: its app is created; the sheets service copies the template's
   * spreadsheet into the workspace under `spreadsheetId` (the id the new app already points at).
   */
  'marketplace.template-cloned': {
    version: 1,
    payload: z.object({
      workspaceId: z.string(),
      cloneId: z.string(),
      templateId: z.string(),
      templateName: z.string(),
      appId: z.string(),
      sourceWorkspaceId: z.string(),
      sourceSpreadsheetId: z.string(),
      spreadsheetId: z.string(),
    }),
  },
  /**
   * The sheets service copied a spreadsheet for a template's clone, or gave up (`error`, the reason
   * the owner is shown). The marketplace service marks the clone ready or failed.
   */
  'spreadsheet.copied': {
    version: 1,
    payload: z.object({
      workspaceId: z.string(),
      spreadsheetId: z.string(),
      cloneId: z.string(),
      error: z.string().nullable(),
    }),
  },
  /**
   * A Stripe event was received (a verified webhook, or found by the reconciliation), stored once
   * by its id: the billing service applies it.
   */
  'billing.stripe-event-received': {
    version: 1,
    payload: z.object({
      /** The workspace it concerns when its metadata says (Kafka's ordering key), else null. */
      workspaceId: z.string().nullable(),
      eventId: z.string(),
      type: z.string(),
    }),
  },
  /** A workspace's plan changed (from verified Stripe events): its published pages render anew. */
  'billing.plan-changed': {
    version: 1,
    payload: z.object({ workspaceId: z.string(), plan: z.enum(['free', 'paid']) }),
  },
  /** A workspace paid for a template (Checkout completed and paid): the marketplace records it. */
  'billing.payment-received': {
    version: 1,
    payload: z.object({
      workspaceId: z.string(),
      templateId: z.string(),
      checkoutId: z.string(),
      amountCents: z.number().int(),
    }),
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
