import { TEXT_ALIGNMENTS } from '../block-constants.js';
import { EVENT_DATE_FORMATS } from '../event-dates.js';
import {
  EVENT_AXIS_TYPES,
  EVENT_BACKGROUND_FITS,
  EVENT_CONTACT_LAYOUTS,
  EVENT_DEADLINE_POSITIONS,
  EVENT_FONTS,
  EVENT_LAYOUTS,
  EVENT_LOCATIONS,
  EVENT_TYPES,
  MAX_EVENT_SOCIAL_ICONS,
} from '../event-options.js';
import { eventAxisSchema, eventSocialIconSchema } from '../event-settings.js';
import { FEATURE_ICON_TYPES } from '../feature-icons.js';
import { commonFields, sheetField } from './common-fields.js';
import {
  blankItemFactory,
  choices,
  type SettingsField,
  type SettingsValues,
} from './settings-field.js';
import { fieldCheckFields } from './field-check-fields.js';

const registers = (settings: SettingsValues) => settings.registration_button !== false;

/** The registration form's fields: each fills a column of the sheet registrations go to. */
const registrationFields: SettingsField = {
  key: 'axis',
  label: 'Registration fields',
  kind: 'list',
  visibleWhen: registers,
  itemFields: [
    { key: 'column', label: 'Column', kind: 'column' },
    { key: 'type', label: 'Type', kind: 'select', options: choices(EVENT_AXIS_TYPES) },
    { key: 'label', label: 'Label', kind: 'text' },
    { key: 'description', label: 'Description', kind: 'textarea' },
    ...fieldCheckFields,
    {
      key: 'regex_validation',
      label: 'Regex validation',
      kind: 'text',
      help: 'Leave empty for no validation.',
      visibleWhen: (axis) => axis.type !== 'image',
    },
    {
      key: 'placeholder',
      label: 'Placeholder',
      kind: 'text',
      visibleWhen: (axis) => axis.type !== 'image',
    },
    {
      key: 'default',
      label: 'Default value',
      kind: 'text',
      help: '[(today)] is replaced by the date, [(user_email)] by the signed-in e-mail.',
      visibleWhen: (axis) => axis.type !== 'image',
    },
  ],
  newItem: blankItemFactory(eventAxisSchema),
};

const socialIconsField: SettingsField = {
  key: 'socialIcons',
  label: 'Social icons',
  kind: 'list',
  maxItems: MAX_EVENT_SOCIAL_ICONS,
  itemFields: [
    { key: 'iconType', label: 'Icon type', kind: 'select', options: choices(FEATURE_ICON_TYPES) },
    {
      key: 'icon',
      label: 'Icon',
      kind: 'text',
      help: 'An https:// image address, Font Awesome classes (fa-brands fa-instagram) or up to 8 characters, as the icon type says.',
    },
    { key: 'url', label: 'Link', kind: 'text', help: 'The http:// or https:// page it opens.' },
  ],
  newItem: blankItemFactory(eventSocialIconSchema),
};

export const eventForm: readonly SettingsField[] = [
  { key: 'event_title', label: 'Event title', kind: 'text' },
  { key: 'description', label: 'Description', kind: 'textarea' },
  { key: 'Event_Type', label: 'Event type', kind: 'select', options: choices(EVENT_TYPES) },
  { key: 'start_date', label: 'Start date', kind: 'date' },
  {
    key: 'end_date',
    label: 'End date',
    kind: 'date',
    visibleWhen: (settings) => settings.Event_Type === 'Multi day',
  },
  { key: 'start_time', label: 'Start time', kind: 'time' },
  { key: 'end_time', label: 'End time', kind: 'time' },
  {
    key: 'time_zone',
    label: 'Time zone',
    kind: 'text',
    help: 'The clock the dates and times are on, such as Europe/Oslo or America/New_York.',
  },
  {
    key: 'date_format',
    label: 'Date format',
    kind: 'select',
    options: choices(EVENT_DATE_FORMATS),
  },
  { key: 'Countdown', label: 'Countdown to the start', kind: 'boolean' },
  { key: 'Location', label: 'Location', kind: 'select', options: choices(EVENT_LOCATIONS) },
  {
    key: 'Address',
    label: 'Address',
    kind: 'textarea',
    visibleWhen: (settings) => settings.Location !== 'webinar',
  },
  {
    key: 'Link',
    label: 'Webinar link',
    kind: 'text',
    visibleWhen: (settings) => settings.Location === 'webinar',
  },
  {
    key: 'Link_Name',
    label: 'Webinar link text',
    kind: 'text',
    visibleWhen: (settings) => settings.Location === 'webinar',
  },
  { key: 'Mail_Contact', label: 'Show a contact e-mail', kind: 'boolean' },
  {
    key: 'Mail_address',
    label: 'Contact e-mail',
    kind: 'text',
    visibleWhen: (settings) => settings.Mail_Contact === true,
  },
  {
    key: 'contact_layout',
    label: 'Details layout',
    kind: 'select',
    options: choices(EVENT_CONTACT_LAYOUTS),
  },
  socialIconsField,
  { key: 'registration_button', label: 'Registration', kind: 'boolean' },
  {
    ...sheetField,
    label: 'Sheet registrations are added to',
    visibleWhen: registers,
  },
  registrationFields,
  {
    key: 'register_button_text',
    label: 'Register button text',
    kind: 'text',
    visibleWhen: registers,
  },
  {
    key: 'registration_deadline',
    label: 'Registration deadline',
    kind: 'datetime',
    help: 'Leave empty to take registrations until the event ends.',
    visibleWhen: registers,
  },
  {
    key: 'deadline_position',
    label: 'Deadline position',
    kind: 'select',
    options: choices(EVENT_DEADLINE_POSITIONS),
    visibleWhen: (settings) => registers(settings) && Boolean(settings.registration_deadline),
  },
  {
    key: 'registration_success',
    label: 'Registration success message',
    kind: 'text',
    visibleWhen: registers,
  },
  { key: 'layout_type', label: 'Layout', kind: 'select', options: choices(EVENT_LAYOUTS) },
  { key: 'background_image', label: 'Background image URL', kind: 'text', upload: 'image' },
  {
    key: 'background_fit',
    label: 'Background fit',
    kind: 'select',
    options: choices(EVENT_BACKGROUND_FITS),
    visibleWhen: (settings) => Boolean(settings.background_image),
  },
  {
    key: 'overlay_opacity',
    label: 'Background darkening',
    kind: 'number',
    min: 0,
    max: 1,
    step: 0.1,
    visibleWhen: (settings) =>
      Boolean(settings.background_image) && (settings.layout_type ?? 'overlay') === 'overlay',
  },
  { key: 'font', label: 'Font', kind: 'select', options: choices(EVENT_FONTS) },
  { key: 'title_font_size', label: 'Title size (px)', kind: 'number', min: 16, max: 72, step: 1 },
  {
    key: 'text_alignment',
    label: 'Text alignment',
    kind: 'select',
    options: choices(TEXT_ALIGNMENTS),
  },
  { key: 'accent_color', label: 'Accent colour', kind: 'color' },
  { key: 'button_text_color', label: 'Button text colour', kind: 'color' },
  // The event's title is its heading; the common title is not drawn.
  ...commonFields.filter((field) => field.key !== 'title'),
];
