/** The choices, defaults and limits of the event block (block-configuration §3, Event). */

export const EVENT_TYPES = ['Single day', 'Multi day'] as const;
export const EVENT_LOCATIONS = ['Physical', 'webinar'] as const;
export const EVENT_LAYOUTS = ['overlay', 'stacked', 'left-image', 'right-image'] as const;
export const EVENT_FONTS = [
  'Arial',
  'Helvetica',
  'Times New Roman',
  'Georgia',
  'Verdana',
  'Roboto',
  'Open Sans',
] as const;
export type EventFont = (typeof EVENT_FONTS)[number];
export const EVENT_BACKGROUND_FITS = ['contain', 'cover', 'fill', 'none', 'scale-down'] as const;
/** Where the registration deadline is shown: above or below the register button. */
export const EVENT_DEADLINE_POSITIONS = ['above button', 'below button'] as const;
/** How the date, place and contact details are laid out: side by side, or one under another. */
export const EVENT_CONTACT_LAYOUTS = ['inline', 'stacked'] as const;
/** A registration field: text typed in, or an image sent through the media service. */
export const EVENT_AXIS_TYPES = ['text', 'image'] as const;

export const DEFAULT_REGISTER_BUTTON_TEXT = 'REGISTER NOW';
export const DEFAULT_REGISTRATION_SUCCESS = 'You are registered. See you there!';
export const DEFAULT_EVENT_LINK_NAME = 'Join online';
/** The most social icons an event shows. */
export const MAX_EVENT_SOCIAL_ICONS = 6;

export const REGISTRATION_CLOSED_MESSAGE = 'Registration for this event has closed.';

/**
 * A font's CSS family with fallbacks: Roboto and Open Sans are used when the visitor has them
 * (the page loads no web fonts from elsewhere), else a close system font.
 */
export const EVENT_FONT_FAMILIES: Record<EventFont, string> = {
  Arial: 'Arial, Helvetica, sans-serif',
  Helvetica: 'Helvetica, Arial, sans-serif',
  'Times New Roman': '"Times New Roman", Times, serif',
  Georgia: 'Georgia, "Times New Roman", serif',
  Verdana: 'Verdana, Geneva, sans-serif',
  Roboto: 'Roboto, "Segoe UI", Arial, sans-serif',
  'Open Sans': '"Open Sans", "Segoe UI", Arial, sans-serif',
};
