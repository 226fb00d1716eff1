import { z } from 'zod';
import {
  DEFAULT_BUTTON_COLOR,
  DEFAULT_BUTTON_TEXT_COLOR,
  TEXT_ALIGNMENTS,
} from './block-constants.js';
import {
  commonBlockSettingsShape,
  cssColor,
  optionalHttpsAddress,
  requiredColumn,
  sheetTitleShape,
} from './common-settings.js';
import {
  EVENT_DATE_FORMATS,
  EVENT_DATE_MESSAGE,
  EVENT_DATE_TIME_MESSAGE,
  EVENT_TIME_MESSAGE,
  isEventDateTime,
  isEventTime,
  isTimeZone,
  parseEventDate,
} from './event-dates.js';
import {
  FEATURE_ICON_TEXT_MAX,
  FEATURE_ICON_TYPES,
  FONT_AWESOME_CLASS_MESSAGE,
  isFontAwesomeClass,
} from './feature-icons.js';
import { DEFAULT_PLACEHOLDER, regexProblem } from './form-settings.js';
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
import { httpsAddress } from './https-address.js';
import { isSafeLink } from '../sanitising/safe-link.js';

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

/** An http(s) address, or '' for none. */
function optionalWebAddress(message: string) {
  return z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || (/^https?:\/\//i.test(value) && isSafeLink(value)), message)
    .default('');
}

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
    regex_validation: z.string().max(500).default(''),
    placeholder: z.string().max(200).default(DEFAULT_PLACEHOLDER),
    default: z.string().max(1000).default(''),
  })
  .superRefine((axis, ctx) => {
    if (!axis.regex_validation) return;
    const problem =
      axis.type === 'image'
        ? 'Image fields cannot have a regex validation.'
        : regexProblem(axis.regex_validation) &&
          `Not a valid regular expression (${regexProblem(axis.regex_validation)}).`;
    if (problem) ctx.addIssue({ code: 'custom', path: ['regex_validation'], message: problem });
  });
export type EventAxis = z.infer<typeof eventAxisSchema>;

/** A social link under the event: an icon (as `iconType` says) and the page it opens. */
export const eventSocialIconSchema = z
  .object({
    iconType: z.enum(FEATURE_ICON_TYPES).default('fontawesome'),
    icon: z.string().trim().max(2000).default(''),
    url: z
      .string()
      .trim()
      .max(2000)
      .refine(
        (value) => /^https?:\/\//i.test(value) && isSafeLink(value),
        'Enter the http:// or https:// address the icon opens.',
      ),
  })
  .superRefine((item, ctx) => {
    if (item.icon === '') return;
    const problem =
      item.iconType === 'image' && httpsAddress(item.icon) === null
        ? 'Enter the https:// address of the icon image.'
        : item.iconType === 'fontawesome' && !isFontAwesomeClass(item.icon)
          ? FONT_AWESOME_CLASS_MESSAGE
          : item.iconType === 'text' && Array.from(item.icon).length > FEATURE_ICON_TEXT_MAX
            ? `An icon's text has at most ${FEATURE_ICON_TEXT_MAX} characters.`
            : null;
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
      .refine(isTimeZone, 'Enter a time zone such as Europe/Oslo, America/New_York or UTC.')
      .default('UTC'),
    date_format: z.enum(EVENT_DATE_FORMATS).default('DD MMM YYYY'),
    Countdown: z.boolean().default(true),
    Location: z.enum(EVENT_LOCATIONS).default('Physical'),
    Address: z.string().trim().max(500).default(''),
    Link: optionalWebAddress('Enter the http:// or https:// address of the webinar.'),
    Link_Name: z.string().trim().max(100).default(DEFAULT_EVENT_LINK_NAME),
    Mail_Contact: z.boolean().default(false),
    Mail_address: z
      .string()
      .trim()
      .max(254)
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'Enter a valid e-mail address.',
      )
      .default(''),
    contact_layout: z.enum(EVENT_CONTACT_LAYOUTS).default('inline'),
    socialIcons: z
      .array(eventSocialIconSchema)
      .max(MAX_EVENT_SOCIAL_ICONS, `At most ${MAX_EVENT_SOCIAL_ICONS} social icons.`)
      .default([]),
    registration_button: z.boolean().default(true),
    register_button_text: z.string().trim().max(100).default(DEFAULT_REGISTER_BUTTON_TEXT),
    /** When registration closes, `YYYY-MM-DDTHH:MM` on the event's clock; '' for the event's end. */
    registration_deadline: z
      .string()
      .trim()
      .refine((value) => value === '' || isEventDateTime(value), EVENT_DATE_TIME_MESSAGE)
      .default(''),
    deadline_position: z.enum(EVENT_DEADLINE_POSITIONS).default('below button'),
    registration_success: z.string().trim().max(500).default(DEFAULT_REGISTRATION_SUCCESS),
    axis: z.array(eventAxisSchema).max(50).default([]),
    layout_type: z.enum(EVENT_LAYOUTS).default('overlay'),
    font: z.enum(EVENT_FONTS).default('Arial'),
    background_image: optionalHttpsAddress('Enter the https:// address of the background image.'),
    background_fit: z.enum(EVENT_BACKGROUND_FITS).default('cover'),
    /** How much an overlay layout darkens the picture behind the text, 0 (not) to 1 (black). */
    overlay_opacity: z.number().min(0).max(1).default(0.5),
    text_alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
    title_font_size: z.number().int().min(16).max(72).default(36),
    accent_color: cssColor.default(DEFAULT_BUTTON_COLOR),
    button_text_color: cssColor.default(DEFAULT_BUTTON_TEXT_COLOR),
  })
  .superRefine((settings, ctx) => {
    if (settings.Mail_Contact && settings.Mail_address === '')
      ctx.addIssue({
        code: 'custom',
        path: ['Mail_address'],
        message: 'Enter the e-mail address visitors can write to.',
      });
    if (settings.Event_Type === 'Multi day' && settings.end_date !== '') {
      if (settings.start_date === '')
        ctx.addIssue({
          code: 'custom',
          path: ['start_date'],
          message: 'Enter the day the event starts.',
        });
      else if (settings.end_date < settings.start_date)
        ctx.addIssue({
          code: 'custom',
          path: ['end_date'],
          message: 'The event cannot end before it starts.',
        });
    }
    const start = eventStart(settings);
    const end = eventEnd(settings);
    if (start !== null && end !== null && end < start && settings.end_time !== '')
      ctx.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: 'The event cannot end before it starts.',
      });
  });
export type EventSettings = z.infer<typeof eventSettingsSchema>;
