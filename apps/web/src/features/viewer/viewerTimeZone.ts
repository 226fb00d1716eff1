/**
 * The visitor's time zone, sent with sheet reads so that "today", "tomorrow" and week filters
 * follow the visitor's calendar; undefined when the browser does not say.
 */
export function viewerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
