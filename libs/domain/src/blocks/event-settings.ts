import { z } from 'zod';
import {
  DEFAULT_BUTTON_COLOR,
  DEFAULT_BUTTON_TEXT_COLOR,
  TEXT_ALIGNMENTS,
} from './block-constants.js';
import {
  commonBlockSettingsShape,
  cssColor,
  httpUrl,
  optionalImageAddress,
  requiredColumn,
  sheetTitleShape,
} from './common-settings.js';
import {
  EVENT_DATE_FORMATS,
  EVENT_DATE_MESSAGE,
  EVENT_DATE_TIME_MESSAGE,
  EVENT_TIME_MESSAGE,
  isEventDateTime,
  canonicalTimeZone,
  isEventTime,
  parseEventDate,
} from './event-dates.js';
import { FEATURE_ICON_TYPES, iconProblem } from './feature-icons.js';
import { DEFAULT_PLACEHOLDER, fieldMaxLengthSetting, regexProblem } from './form-settings.js';
import {
  DEFAULT_EVENT_LINK_NAME,
  DEFAULT_REGISTER_BUTTON_TEXT,
  DEFAULT_REGISTRATION_SUCCESS,
  EVENT_AXIS_TYPES,
  EVENT_BACKGROUND_FITS,
  EVENT_CONTACT_LAYOUTS,
  EVENT_DEADLINE_POSITIONS,
  EVENT_FONTS,
  EVENT_LAYOUTS,
  EVENT_LOCATIONS,
  EVENT_TYPES,
  MAX_EVENT_SOCIAL_ICONS,
} from './event-options.js';
import { eventEnd, eventStart } from './event-schedule.js';

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || parseEventDate(value) !== null, EVENT_DATE_MESSAGE)
  .default('');
const optionalTime = z
  .string()
  .trim()
  .refine((value) => value === '' || isEventTime(value), EVENT_TIME_MESSAGE)
  .default('');

/**
 * A registration field (block-configuration §3, Event axis): the column it fills, text typed in or
 * an image the visitor sends, with a label, description, placeholder, default ([(today)] and
 * [(user_email)] filled in) and, for text, an optional regex.
 */
export const eventAxisSchema = z
  .object({
    column: requiredColumn,
    type: z.enum(EVENT_AXIS_TYPES).default('text'),
    label: z.string().max(200).default(''),
    description: z.string().max(1000).default(''),
    /** The visitor must fill it in (send an image, for an image field). */
    required: z.boolean().default(false),
    max_length: fieldMaxLengthSetting,
    regex_validation: z.string().max(500).default(''),
    placeholder: z.string().max(200).default(DEFAULT_PLACEHOLDER),
    default: z.string().max(1000).default(''),
  })
  .superRefine((axis, ctx) => {
    if (!axis.regex_validation) return;
    const invalid = axis.type === 'text' ? regexProblem(axis.regex_validation) : null;
    const problem =
      axis.type === 'image'
        ? 'Image fields cannot have a regex validation.'
        : invalid && `Not a valid regular expression (${invalid}).`;
    if (problem) ctx.addIssue({ code: 'custom', path: ['regex_validation'], message: problem });
  });
export type EventAxis = z.infer<typeof eventAxisSchema>;

const SOCIAL_URL_MESSAGE = 'Enter the http:// or https:// address the icon opens.';
const WEBINAR_LINK_MESSAGE = 'Enter the http:// or https:// address of the webinar.';
const MAIL_ADDRESS_MESSAGE = 'Enter a valid e-mail address.';

/** A social link under the event: an icon (as `iconType` says) and the page it opens. */
export const eventSocialIconSchema = z
  .object({
    iconType: z.enum(FEATURE_ICON_TYPES).default('fontawesome'),
    icon: z.string().trim().max(2000).default(''),
    url: z
      .string({ error: SOCIAL_URL_MESSAGE })
      .trim()
      .max(2000)
      .refine((value) => httpUrl.safeParse(value).success, SOCIAL_URL_MESSAGE),
  })
  .superRefine((item, ctx) => {
    const problem = iconProblem(item.iconType, item.icon);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['icon'] });
  });
export type EventSocialIcon = z.infer<typeof eventSocialIconSchema>;

/**
 * The event block (block-configuration §3, Event): an event's title, description, dates and times
 * (on the clock of `time_zone`), place (an address, or a webinar link), contact e-mail and social
 * links, over a background image, with a countdown to the start and a registration form whose
 * answers are added as rows of `sheet_title` until the registration deadline (or the event's end).
 */
export const eventSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    ...sheetTitleShape,
    event_title: z.string().trim().max(200).default(''),
    description: z.string().max(5000).default(''),
    Event_Type: z.enum(EVENT_TYPES).default('Single day'),
    start_date: optionalDate,
    /** Multi-day events only. */
    end_date: optionalDate,
    start_time: optionalTime,
    end_time: optionalTime,
    /** The clock the dates and times are on (an IANA time zone such as Europe/Oslo). */
    time_zone: z
      .string()
      .trim()
      .max(100)
      .transform((zone, ctx) => {
        const known = canonicalTimeZone(zone);
        if (known) return known;
        ctx.addIssue({
          code: 'custom',
          message: 'Enter a time zone such as Europe/Oslo, America/New_York or UTC.',
        });
        return z.NEVER;
      })
      .default('UTC'),
    date_format: z.enum(EVENT_DATE_FORMATS).default('DD MMM YYYY'),
    Countdown: z.boolean().default(true),
    Location: z.enum(EVENT_LOCATIONS).default('Physical'),
    Address: z.string().trim().max(500).default(''),
    /** Checked only for a webinar (a hidden, stale link must not keep the owner from saving). */
    Link: z.string().trim().max(2000).default(''),
    Link_Name: z.string().trim().max(100).default(DEFAULT_EVENT_LINK_NAME),
    Mail_Contact: z.boolean().default(false),
    /** Checked only when shown (Mail_Contact), like Link. */
    Mail_address: z.string().trim().max(254).default(''),
    contact_layout: z.enum(EVENT_CONTACT_LAYOUTS).default('inline'),
    socialIcons: z
      .array(eventSocialIconSchema)
      .max(MAX_EVENT_SOCIAL_ICONS, `At most ${MAX_EVENT_SOCIAL_ICONS} social icons.`)
      .default([]),
    registration_button: z.boolean().default(true),
    register_button_text: z
      .string()
      .trim()
      .min(1, 'Enter the register button’s text.')
      .max(100)
      .default(DEFAULT_REGISTER_BUTTON_TEXT),
    /** When registration closes, `YYYY-MM-DDTHH:MM` on the event's clock; '' for the event's end. */
    registration_deadline: z
      .string()
      .trim()
      .refine((value) => value === '' || isEventDateTime(value), EVENT_DATE_TIME_MESSAGE)
      .default(''),
    deadline_position: z.enum(EVENT_DEADLINE_POSITIONS).default('below button'),
    registration_success: z
      .string()
      .trim()
      .min(1, 'Enter the message shown once a visitor is registered.')
      .max(500)
      .default(DEFAULT_REGISTRATION_SUCCESS),
    axis: z.array(eventAxisSchema).max(50).default([]),
    layout_type: z.enum(EVENT_LAYOUTS).default('overlay'),
    font: z.enum(EVENT_FONTS).default('Arial'),
    background_image: optionalImageAddress(
      'Enter the https:// address of the background image, or upload one.',
    ),
    background_fit: z.enum(EVENT_BACKGROUND_FITS).default('cover'),
    /** How much an overlay layout darkens the picture behind the text, 0 (not) to 1 (black). */
    overlay_opacity: z.number().min(0).max(1).default(0.5),
    text_alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
    title_font_size: z.number().int().min(16).max(72).default(36),
    accent_color: cssColor.default(DEFAULT_BUTTON_COLOR),
    button_text_color: cssColor.default(DEFAULT_BUTTON_TEXT_COLOR),
  })
  .superRefine((settings, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (settings.Mail_Contact) {
      if (settings.Mail_address === '')
        problem('Mail_address', 'Enter the e-mail address visitors can write to.');
      else if (!z.email().safeParse(settings.Mail_address).success)
        problem('Mail_address', MAIL_ADDRESS_MESSAGE);
    }
    if (
      settings.Location === 'webinar' &&
      settings.Link !== '' &&
      !httpUrl.safeParse(settings.Link).success
    )
      problem('Link', WEBINAR_LINK_MESSAGE);
    const datesRead =
      parseEventDate(settings.start_date) !== null && parseEventDate(settings.end_date) !== null;
    if (settings.Event_Type === 'Multi day') {
      if (settings.start_date !== '' && settings.end_date === '')
        problem('end_date', 'Enter the day the event ends.');
      else if (settings.end_date !== '' && settings.start_date === '')
        problem('start_date', 'Enter the day the event starts.');
      else if (datesRead && settings.end_date < settings.start_date)
        problem('end_date', 'The event cannot end before it starts.');
    }
    if (settings.start_time === '' && settings.end_time !== '')
      problem('start_time', 'Enter the time the event starts.');
    const start = eventStart(settings);
    const end = eventEnd(settings);
    const endsBeforeStart = start !== null && end !== null && end < start;
    if (
      endsBeforeStart &&
      settings.end_time !== '' &&
      !ctx.issues.some((i) => i.path?.[0] === 'end_date')
    )
      problem('end_time', 'The event cannot end before it starts.');
  });
export type EventSettings = z.infer<typeof eventSettingsSchema>;
