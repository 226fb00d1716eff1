/** Business constants of editor-viewer-shell §9. */
export const LIMITS = {
  maxToasts: 4,
  toastDurationMs: 5000,
  templateErrorToastMs: 3000,
  signupRedirectMs: 2000,
  /** The Account Required card closes by itself after about this long. */
  accountRequiredCardMs: 4000,
  progressBarThrottleMs: 200,
  progressBarDurationMs: 5000,
  imageUploadBytes: 5 * 1024 * 1024,
  galleryScrollIntervalMs: 3000,
} as const;

export const COLORS = {
  highlight: '#f0f0f0',
  highlightStrong: '#e0e0e0',
  navBackground: '#161819',
  boardBackground: '#FAFAFA',
  blockBorder: '#e7ebf3',
  blockShadow: '#ebeff3',
  button: '#4f46E5',
} as const;

/** Sizes in px. */
export const VISUAL_SIZES = {
  topBarHeight: 60,
  sidebarWidth: 70,
  sidebarWidthSmall: 60,
  rightPanelWidth: 400,
  newBlockPopupWidth: 400,
  embedPopupMaxWidth: 565,
  freePlanEmbedPopupMaxWidth: 387,
  publishPopupMaxWidth: 900,
  publishDropdownWidth: 220,
  galleryDialogMaxWidth: 1000,
  mobileMockupMaxWidth: 310,
  mobileMockupMaxHeight: 600,
} as const;

/** Screen widths in px: sm, md, lg, xl, 2xl, 3xl. The sidebar narrows up to md. */
export const BREAKPOINTS = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
  '3xl': 1912,
} as const;

/** The live-chat widget loads only on these paths, never under /embed. */
export const LIVE_CHAT_PATHS = [
  '/',
  '/dashboard',
  '/admin',
  '/marketplace',
  '/dashboard/auth',
  '/dashboard/signup',
] as const;

export function showsLiveChat(path: string): boolean {
  if (path === '/embed' || path.startsWith('/embed/')) return false;
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (LIVE_CHAT_PATHS as readonly string[]).includes(normalized);
}
