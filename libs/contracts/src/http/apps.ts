import { z } from 'zod';

/** The subdomain label naming an app (a DNS label). */
export const appNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'Use lowercase letters, digits and hyphens (a valid subdomain).',
  )
  .refine((v) => !/^\d+$/.test(v), 'The app name cannot be only digits.');

/** POST /api/apps (from /dashboard/new-multipage). */
export const createAppRequestSchema = z.object({
  title: z.string().trim().min(1, 'Please enter an app name.').max(120),
  name: appNameSchema,
  spreadsheetId: z.string().min(1, 'Please choose a spreadsheet.'),
});
export type CreateAppRequest = z.infer<typeof createAppRequestSchema>;

export const appSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  spreadsheetId: z.string().nullable(),
  public: z.boolean(),
  sign_in_method: z.string(),
  /** The Privacy Settings dialog's Publish URL: the app's name (its subdomain label). */
  publishUrl: z.string(),
  settings: z.record(z.string(), z.unknown()),
  url: z.string(),
});
export type AppDto = z.infer<typeof appSchema>;
export const appResponseSchema = z.object({ app: appSchema });
export const appListResponseSchema = z.object({ apps: z.array(appSchema) });

/** A theme colour: a hex code, a colour name or a CSS colour function, nothing else. */
const themeColourSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[#\w\s(),.%-]*$/, 'Enter a colour such as #161819, white or rgb(22, 24, 25).');

/**
 * The app-wide settings App Settings and Embed Content save (`apps.settings`): the theme colours
 * and the sites allowed to embed the app (checked one by one by the service, which keeps the valid
 * ones). Any other key is refused: everything here reaches every visitor's page store.
 */
export const appSettingsSchema = z.strictObject({
  palette: themeColourSchema.optional(),
  nav_background: themeColourSchema.optional(),
  hero_background: themeColourSchema.optional(),
  page_background: themeColourSchema.optional(),
  block_border: themeColourSchema.optional(),
  block_shadow: themeColourSchema.optional(),
  embed_origins: z.unknown().optional(),
});

/** PATCH /api/apps/{id}/settings: app settings (colours, title, spreadsheet, public). */
export const updateAppSettingsRequestSchema = z.object({
  title: z.string().trim().min(1).max(120).optional(),
  spreadsheetId: z.string().min(1).optional(),
  public: z.boolean().optional(),
  settings: appSettingsSchema.optional(),
});

/** POST /api/app/app-info {appName} -> {app: {id, name}} */
export const appInfoRequestSchema = z.object({ appName: z.string().trim().min(1) });
export const appInfoResponseSchema = z.object({
  app: z.object({ id: z.string(), name: z.string() }),
});

export const pageSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .max(63);

export const pageSchema = z.object({
  id: z.string(),
  app_id: z.string(),
  page_name: z.string(),
  page_slug: z.string(),
  page_type: z.enum(['home', 'page']),
  position: z.number().int(),
});
export type PageDto = z.infer<typeof pageSchema>;
export const pagesResponseSchema = z.object({ pages: z.array(pageSchema) });
export const pageResponseSchema = z.object({ page: pageSchema.nullable() });

export const createPageRequestSchema = z.object({
  appId: z.string().min(1),
  page_name: z.string().trim().min(1, 'Please enter a page name.').max(120),
  page_slug: pageSlugSchema,
});
export const updatePageRequestSchema = z.object({
  page_name: z.string().trim().min(1, 'Please enter a page name.').max(120).optional(),
  page_slug: pageSlugSchema.optional(),
});
export const reorderPagesRequestSchema = z.object({
  appId: z.string().min(1),
  ids: z.array(z.string()).max(200),
});
