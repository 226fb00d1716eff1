import { SIGN_IN_IMAGE_POSITIONS } from '../sign-in-settings.js';
import { choices, type SettingsField } from './settings-field.js';

/**
 * Image, headings, colours and button of the sign-in blocks. Of the common settings only those the
 * form uses are offered: it has no block title or toolbar, and sits on app pages, without sections.
 */
const lookFields: readonly SettingsField[] = [
  { key: 'heading', label: 'Heading', kind: 'text' },
  { key: 'subheading', label: 'Subheading', kind: 'text' },
  { key: 'image', label: 'Image URL', kind: 'text', upload: 'image' },
  {
    key: 'image_position',
    label: 'Image position',
    kind: 'select',
    options: choices(SIGN_IN_IMAGE_POSITIONS),
    visibleWhen: (settings) => typeof settings.image === 'string' && settings.image.trim() !== '',
  },
  { key: 'button_text', label: 'Button text', kind: 'text' },
  { key: 'button_color', label: 'Button colour', kind: 'color' },
  { key: 'button_text_color', label: 'Button text colour', kind: 'color' },
  { key: 'background_color', label: 'Background colour', kind: 'color' },
  { key: 'font_color', label: 'Text colour', kind: 'color' },
  { key: 'title_color', label: 'Heading colour', kind: 'color' },
  { key: 'labels_color', label: 'Labels colour', kind: 'color' },
  { key: 'full_width', label: 'Full width', kind: 'boolean' },
];

export const loginForm: readonly SettingsField[] = [
  { key: 'forget_password', label: 'Forgot password link', kind: 'boolean' },
  { key: 'new_user_sign_up', label: 'New user sign-up link', kind: 'boolean' },
  ...lookFields,
];

export const registerForm: readonly SettingsField[] = [
  { key: 'confirm_password', label: 'Confirm password', kind: 'boolean' },
  { key: 'already_sign_in', label: 'Already have an account link', kind: 'boolean' },
  ...lookFields,
];

export const forgotPasswordForm: readonly SettingsField[] = [
  {
    key: 'confirm_password',
    label: 'Confirm email',
    kind: 'boolean',
    help: 'The email address is typed twice.',
  },
  { key: 'remember_password', label: 'Remembered password link', kind: 'boolean' },
  ...lookFields,
];
