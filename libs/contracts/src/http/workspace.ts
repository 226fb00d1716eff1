import { z } from 'zod';

/** GET /api/board/workspace */
export const workspaceResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(['free', 'paid']),
  is_free_plan: z.boolean(),
});
export type WorkspaceResponse = z.infer<typeof workspaceResponseSchema>;

/** GET /api/getENV/{setting}: only these settings are readable by the browser. */
export const publicSettingSchema = z.enum(['DASHBOARD_HOST', 'MAPS_TOKEN', 'BACKEND_URL']);
export type PublicSetting = z.infer<typeof publicSettingSchema>;
export const settingResponseSchema = z.object({ setting: publicSettingSchema, value: z.string() });
