/**
 * An app's header and footer are shared by its pages (issue 15, app-wide navigation): each page
 * holds a copy, and saving one that is app-wide saves every app-wide copy of the app the same way.
 * A page whose copy is not app-wide keeps its own. Boards have no pages: there it means nothing.
 * No zod here: the published viewer reads these (the schema's `appWideShape` is in common-settings).
 */
export const APP_WIDE_FRAME_TYPES = ['header', 'footer'] as const;
export type AppWideFrameType = (typeof APP_WIDE_FRAME_TYPES)[number];

export function isAppWideFrameType(type: string): type is AppWideFrameType {
  return APP_WIDE_FRAME_TYPES.some((candidate) => candidate === type);
}

/** Whether stored header or footer settings follow the app's shared copy. */
export function isAppWide(settings: Readonly<Record<string, unknown>>): boolean {
  return settings['app_wide'] !== false;
}
