/** YYYY-MM-DD of a date in the visitor's own time zone. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A form field's default with its tokens [(today)] and [(user_email)] filled in. */
export function formDefaultValue(
  template: string | null | undefined,
  { today, userEmail }: { today: Date; userEmail?: string | null },
): string {
  return (template ?? '')
    .replaceAll('[(today)]', isoDate(today))
    .replaceAll('[(user_email)]', userEmail ?? '');
}
