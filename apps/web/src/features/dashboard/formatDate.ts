const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Dates are shown in a long US format (e.g. "March 4, 2026"). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
