/**
 * How a calendar block shows its events (block-configuration §3): by month, week or day. Kept apart
 * from the settings' schema so the viewer, which offers these views, loads no zod.
 */
export const CALENDAR_VIEWS = ['Month', 'Week', 'Day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
