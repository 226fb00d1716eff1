import { describe, expect, it } from '@jest/globals';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import { blockFileField } from './block-file-columns.js';
import {
  countdownParts,
  eventDateTimeInstant,
  eventInstant,
  formatEventDate,
  parseEventDate,
} from './event-dates.js';
import {
  eventEnd,
  eventStart,
  eventTakesRegistrations,
  registrationClosesAt,
} from './event-schedule.js';
import type { EventSettings } from './event-settings.js';
import { blockAllowsRowWrite } from './row-permissions.js';
import { applyFieldChange } from './field-changes.js';

/** An event taking registrations into Guests, with these settings. */
const event = (settings: Record<string, unknown>): EventSettings => {
  const parsed = parseBlockSettings('event', {
    sheet_title: 'Guests',
    axis: [{ column: 'Name' }],
    ...settings,
  });
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.settings;
};
const problem = (settings: Record<string, unknown>) => {
  const parsed = parseBlockSettings('event', settings);
  return parsed.success ? null : parsed.message;
};

describe('event dates', () => {
  it.each([
    ['DD/MM/YYYY', '05/03/2027'],
    ['MM/DD/YYYY', '03/05/2027'],
    ['YYYY-MM-DD', '2027-03-05'],
    ['DD MMM YYYY', '05 Mar 2027'],
    ['MMM DD, YYYY', 'Mar 05, 2027'],
  ] as const)('writes 2027-03-05 as %s', (format, written) => {
    expect(formatEventDate('2027-03-05', format)).toBe(written);
  });

  it('knows real dates only', () => {
    expect(parseEventDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseEventDate('2027-02-29')).toBeNull();
    expect(parseEventDate('2027-3-5')).toBeNull();
    expect(formatEventDate('soon', 'YYYY-MM-DD')).toBe('soon');
  });

  it('reads wall-clock times on the event’s own clock, across clock changes', () => {
    expect(eventInstant('2027-01-15', '09:30', 'UTC')).toBe(Date.UTC(2027, 0, 15, 9, 30));
    // Oslo is UTC+1 in winter and UTC+2 in summer.
    expect(eventInstant('2027-01-15', '09:30', 'Europe/Oslo')).toBe(Date.UTC(2027, 0, 15, 8, 30));
    expect(eventInstant('2027-07-15', '09:30', 'Europe/Oslo')).toBe(Date.UTC(2027, 6, 15, 7, 30));
    expect(eventInstant('2027-07-15', '', 'America/New_York')).toBe(Date.UTC(2027, 6, 15, 4, 0));
    expect(eventDateTimeInstant('2027-07-15T18:00', 'Asia/Kolkata')).toBe(
      Date.UTC(2027, 6, 15, 12, 30),
    );
    expect(eventInstant('2027-07-15', '25:00', 'UTC')).toBeNull();
  });

  it('reads a time skipped by a clock change as the same time after it, east or west of UTC', () => {
    // New York skips 02:00-03:00 on 14 March 2027: 02:30 is 03:30 EDT (07:30 UTC).
    expect(eventInstant('2027-03-14', '02:30', 'America/New_York')).toBe(
      Date.UTC(2027, 2, 14, 7, 30),
    );
    // Oslo skips 02:00-03:00 on 28 March 2027: 02:30 is 03:30 CEST (01:30 UTC).
    expect(eventInstant('2027-03-28', '02:30', 'Europe/Oslo')).toBe(Date.UTC(2027, 2, 28, 1, 30));
    // Santiago skips midnight on 5 September 2027: the day starts at 01:00 (-03, 04:00 UTC).
    expect(eventInstant('2027-09-05', '', 'America/Santiago')).toBe(Date.UTC(2027, 8, 5, 4, 0));
    // A time that happens twice (New York, 7 November 2027, 01:30) is its first occurrence (EDT).
    expect(eventInstant('2027-11-07', '01:30', 'America/New_York')).toBe(
      Date.UTC(2027, 10, 7, 5, 30),
    );
    expect(eventInstant('2027-07-15', '10:00', 'Mars/Olympus')).toBeNull();
  });

  it('counts down in days, hours, minutes and seconds, and stops at the start', () => {
    const start = Date.UTC(2027, 0, 2, 12, 0, 0);
    const now = start - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(start, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(start, start)).toBeNull();
  });
});

describe('event settings', () => {
  it('start with the spec’s defaults', () => {
    expect(defaultBlockSettings('event')).toMatchObject({
      register_button_text: 'REGISTER NOW',
      registration_button: true,
      Countdown: true,
      Event_Type: 'Single day',
      Location: 'Physical',
      date_format: 'DD MMM YYYY',
      layout_type: 'overlay',
      font: 'Arial',
      background_fit: 'cover',
      time_zone: 'UTC',
      socialIcons: [],
      axis: [],
    });
  });

  it('refuse dates, times, deadlines and zones that are not', () => {
    expect(problem({ start_date: '2027-02-30' })).toBe('start_date: Enter a date as YYYY-MM-DD.');
    expect(problem({ start_time: '9am' })).toBe('start_time: Enter a time as HH:MM (24-hour).');
    expect(problem({ registration_deadline: '2027-02-01 10:00' })).toBe(
      'registration_deadline: Enter a date and time as YYYY-MM-DDTHH:MM.',
    );
    expect(problem({ time_zone: 'Oslo' })).toMatch(/^time_zone: Enter a time zone/);
    expect(event({ time_zone: 'europe/oslo' }).time_zone).toBe('Europe/Oslo');
    expect(problem({ Event_Type: 'Multi day', start_date: '2027-03-05' })).toBe(
      'end_date: Enter the day the event ends.',
    );
    expect(problem({ end_time: '10:00' })).toBe('start_time: Enter the time the event starts.');
    expect(problem({ Event_Type: 'Multi day', start_date: 'soon', end_date: '2020-01-01' })).toBe(
      'start_date: Enter a date as YYYY-MM-DD.',
    );
    expect(
      problem({ Event_Type: 'Multi day', start_date: '2027-03-05', end_date: '2027-03-04' }),
    ).toBe('end_date: The event cannot end before it starts.');
    expect(problem({ start_date: '2027-03-05', start_time: '18:00', end_time: '17:00' })).toBe(
      'end_time: The event cannot end before it starts.',
    );
  });

  it('need an e-mail address to show one, links of the web, and at most 6 social icons', () => {
    expect(problem({ Mail_Contact: true })).toBe(
      'Mail_address: Enter the e-mail address visitors can write to.',
    );
    expect(problem({ Mail_Contact: true, Mail_address: 'not an address' })).toBe(
      'Mail_address: Enter a valid e-mail address.',
    );
    expect(problem({ Location: 'webinar', Link: 'javascript:alert(1)' })).toBe(
      'Link: Enter the http:// or https:// address of the webinar.',
    );
    // Hidden settings are not checked: a stale value cannot keep the owner from saving.
    expect(problem({ Location: 'Physical', Link: 'javascript:alert(1)' })).toBeNull();
    expect(problem({ Mail_Contact: false, Mail_address: 'not an address' })).toBeNull();
    expect(problem({ socialIcons: [{ url: 'javascript:alert(1)' }] })).toBe(
      'socialIcons.0.url: Enter the http:// or https:// address the icon opens.',
    );
    expect(
      problem({
        socialIcons: [{ iconType: 'fontawesome', icon: 'x" onclick="y', url: 'https://a.example' }],
      }),
    ).toMatch(/^socialIcons\.0\.icon: Enter Font Awesome classes/);
    const icon = { iconType: 'text', icon: 'IG', url: 'https://instagram.com/tessera' };
    expect(problem({ socialIcons: Array.from({ length: 7 }, () => icon) })).toBe(
      'socialIcons: At most 6 social icons.',
    );
    expect(problem({ background_image: 'http://plain.example/a.jpg' })).toMatch(
      /^background_image: Enter the https:\/\/ address/,
    );
  });

  it('take registration fields of text or images, a regex only for text', () => {
    expect(problem({ axis: [{ column: '' }] })).toBe('axis.0.column: Choose a column.');
    expect(problem({ axis: [{ column: 'Photo', type: 'image', regex_validation: '.+' }] })).toBe(
      'axis.0.regex_validation: Image fields cannot have a regex validation.',
    );
    expect(problem({ axis: [{ column: 'Name', regex_validation: '(' }] })).toMatch(
      /^axis\.0\.regex_validation: Not a valid regular expression/,
    );
  });

  it("clear a field's regex when it turns into an image field", () => {
    const settings = { axis: [{ column: 'Photo', type: 'text', regex_validation: '.+' }] };
    const changed = applyFieldChange(settings, ['axis', 0, 'type'], 'image');
    expect(changed.axis).toEqual([{ column: 'Photo', type: 'image', regex_validation: '' }]);
  });

  it("clear a social icon's icon when its type changes", () => {
    const settings = { socialIcons: [{ iconType: 'text', icon: 'IG', url: 'https://a.example' }] };
    const changed = applyFieldChange(settings, ['socialIcons', 0, 'iconType'], 'fontawesome');
    expect(changed.socialIcons).toEqual([
      { iconType: 'fontawesome', icon: '', url: 'https://a.example' },
    ]);
  });
});

describe('event registration', () => {
  const oslo = {
    start_date: '2027-06-10',
    start_time: '18:00',
    end_time: '21:00',
    time_zone: 'Europe/Oslo',
  };

  it('starts and ends on the event’s clock; a day without an end time ends at midnight', () => {
    expect(eventStart(event(oslo))).toBe(Date.UTC(2027, 5, 10, 16, 0));
    expect(eventEnd(event(oslo))).toBe(Date.UTC(2027, 5, 10, 19, 0));
    const allDay = event({ ...oslo, start_time: '', end_time: '' });
    expect(eventEnd(allDay)).toBe(Date.UTC(2027, 5, 10, 22, 0));
    const days = event({ ...oslo, Event_Type: 'Multi day', end_date: '2027-06-12' });
    expect(eventEnd(days)).toBe(Date.UTC(2027, 5, 12, 19, 0));
  });

  it('closes at the deadline when there is one, else at the end, else never', () => {
    const withDeadline = event({ ...oslo, registration_deadline: '2027-06-01T12:00' });
    expect(registrationClosesAt(withDeadline)).toBe(Date.UTC(2027, 5, 1, 10, 0));
    expect(eventTakesRegistrations(withDeadline, Date.UTC(2027, 5, 1, 9, 59))).toBe(true);
    expect(eventTakesRegistrations(withDeadline, Date.UTC(2027, 5, 1, 10, 0))).toBe(false);
    expect(eventTakesRegistrations(event(oslo), Date.UTC(2027, 5, 10, 18, 59))).toBe(true);
    expect(eventTakesRegistrations(event(oslo), Date.UTC(2027, 5, 10, 19, 0))).toBe(false);
    expect(eventTakesRegistrations(event({}), Date.UTC(2099, 0, 1))).toBe(true);
    expect(eventTakesRegistrations(event({ registration_button: false }), 0)).toBe(false);
    expect(eventTakesRegistrations(event({ axis: [] }), 0)).toBe(false);
  });

  it('lets every visitor add a registration, and nothing else, while it takes them', () => {
    const block = {
      type: 'event',
      settings: { sheet_title: 'Guests', axis: [{ column: 'Photo', type: 'image' }] },
    };
    const guest = { admin: false };
    expect(blockAllowsRowWrite(block, { kind: 'add' }, guest)).toBe(true);
    expect(blockAllowsRowWrite(block, { kind: 'delete' }, guest)).toBe(false);
    expect(blockAllowsRowWrite(block, { kind: 'edit', columns: ['Photo'] }, guest)).toBe(false);
    expect(blockFileField(block, 'Photo', guest)).toEqual({
      purpose: 'form_file',
      accept: 'image/*',
    });
    const off = { type: 'event', settings: { ...block.settings, registration_button: false } };
    const noFields = { type: 'event', settings: { ...block.settings, axis: [] } };
    const closed = { type: 'event', settings: { ...block.settings, start_date: '2020-01-01' } };
    for (const refused of [off, noFields, closed]) {
      expect(blockAllowsRowWrite(refused, { kind: 'add' }, guest)).toBe(false);
      expect(blockFileField(refused, 'Photo', guest)).toBeNull();
    }
  });
});
