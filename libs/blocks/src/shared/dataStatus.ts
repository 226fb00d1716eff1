import type { SheetFreshness, SheetSync } from '@tessera/contracts';

/** A line the block frame shows about its rows: late writes or old data. */
export type DataStatusNote = { text: string; detail?: string };

const UNITS = [
  { seconds: 86_400, name: 'day' },
  { seconds: 3_600, name: 'hour' },
  { seconds: 60, name: 'minute' },
] as const;

/** "45 seconds", "1 minute", "3 hours", "2 days": the largest whole unit. */
export function formatAge(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  for (const unit of UNITS) {
    if (whole >= unit.seconds) {
      const count = Math.floor(whole / unit.seconds);
      return `${count} ${unit.name}${count === 1 ? '' : 's'}`;
    }
  }
  return `${whole} second${whole === 1 ? '' : 's'}`;
}

/**
 * What the viewer is told about the rows: writes not yet in the spreadsheet ("Sync delayed" when
 * late, else how many wait) and old rows shown because the spreadsheet could not be read.
 */
export function dataStatusNotes(status: {
  freshness?: SheetFreshness | undefined;
  sync?: SheetSync | undefined;
}): DataStatusNote[] {
  const notes: DataStatusNote[] = [];
  const { sync, freshness } = status;
  if (sync?.delayed) {
    notes.push({ text: 'Sync delayed', ...(sync.message ? { detail: sync.message } : {}) });
  }
  if (sync && sync.pending > 0) {
    notes.push({
      text: `${sync.pending} change${sync.pending === 1 ? '' : 's'} waiting to sync`,
    });
  }
  if (sync?.failed) {
    const { count, message } = sync.failed;
    notes.push({
      text: `${count} change${count === 1 ? '' : 's'} could not be saved to the spreadsheet`,
      detail: message,
    });
  }
  if (freshness?.stale && freshness.refresh_error) {
    notes.push({
      text: `Showing data from ${formatAge(freshness.age_seconds)} ago`,
      detail: freshness.refresh_error,
    });
  }
  return notes;
}
