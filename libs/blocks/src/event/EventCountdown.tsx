import { countdownParts } from '@tessera/domain';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * The time left until the event starts, in days, hours, minutes and seconds; "Happening now"
 * while it runs and "This event has ended." after. Nothing until the visitor's clock is known.
 */
export function EventCountdown({
  start,
  end,
  now,
  color,
}: {
  start: number;
  end: number | null;
  now: number | null;
  color: string;
}) {
  if (now === null) return null;
  const parts = countdownParts(start, now);
  if (!parts) {
    const ended = end !== null && now >= end;
    return (
      <p className="ts-event__live" role="status">
        {ended ? 'This event has ended.' : 'Happening now'}
      </p>
    );
  }
  return (
    <div className="ts-event__countdown" role="timer" aria-label="Time until the event starts">
      {UNITS.map((unit) => (
        <div key={unit} className="ts-event__count" style={{ borderColor: color }}>
          <span className="ts-event__count-value">{String(parts[unit]).padStart(2, '0')}</span>
          <span className="ts-event__count-unit">{unit}</span>
        </div>
      ))}
    </div>
  );
}
