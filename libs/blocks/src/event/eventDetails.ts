import { formatEventDate, type EventAxis, type EventSettings } from '@tessera/domain';
import type { FormField } from '../form/formFields.js';

/** The event's day, or its first and last days: "10 Jun 2027 – 12 Jun 2027". Empty without. */
export function eventDateText(settings: EventSettings): string {
  if (!settings.start_date) return '';
  const format = settings.date_format;
  const start = formatEventDate(settings.start_date, format);
  const multiDay =
    settings.Event_Type === 'Multi day' &&
    settings.end_date !== '' &&
    settings.end_date !== settings.start_date;
  return multiDay ? `${start} – ${formatEventDate(settings.end_date, format)}` : start;
}

/** "18:00 – 21:00 (Europe/Oslo)", "18:00 (UTC)"; empty without a start time. */
export function eventTimeText(settings: EventSettings): string {
  if (!settings.start_time) return '';
  const times = settings.end_time
    ? `${settings.start_time} – ${settings.end_time}`
    : settings.start_time;
  return `${times} (${settings.time_zone})`;
}

/** "Registration closes 01 Jun 2027 at 12:00 (Europe/Oslo)." */
export function deadlineText(settings: EventSettings): string {
  const [date, time] = settings.registration_deadline.split('T');
  return `Registration closes ${formatEventDate(date ?? '', settings.date_format)} at ${time ?? ''} (${settings.time_zone}).`;
}

/**
 * The registration form's fields: text typed in, or an image the visitor sends (as a form's file
 * field of images). Defaults have their tokens filled in by `fillDefault`.
 */
export function registrationFields(
  axis: readonly EventAxis[],
  fillDefault: (template: string) => string,
): FormField[] {
  return axis.map((field) => ({
    column: field.column,
    label: field.label || field.column,
    description: field.description,
    type: field.type === 'image' ? 'file' : 'text',
    placeholder: field.placeholder,
    required: field.required,
    maxLength: field.max_length,
    regex: field.type === 'image' ? '' : field.regex_validation,
    hidden: false,
    choiceSource: { options: '', from_google_sheet: false, source: '', column: field.column },
    accept: 'image/*',
    initial: field.type === 'image' ? '' : fillDefault(field.default),
  }));
}
