import { isSafeUrl } from '../shared/Cell.js';

/** Where the image of a sign-in block sits beside (or above) the form; 'none' hides it. */
export type SignInImagePosition = 'left' | 'right' | 'top' | 'background' | 'none';

/**
 * The settings the login, register and forgot-password blocks read (block-configuration §3: image
 * options, headings, colours and the toggles). Stored settings are read field by field with the
 * block's defaults, so a block saved before a field existed still shows.
 */
export type SignInSettings = {
  heading: string;
  subheading: string;
  image: string;
  image_position: SignInImagePosition;
  background_color: string | undefined;
  font_color: string | undefined;
  title_color: string | undefined;
  labels_color: string | undefined;
  button_color: string | undefined;
  button_text_color: string | undefined;
  button_text: string;
  forget_password: boolean;
  new_user_sign_up: boolean;
  confirm_password: boolean;
  already_sign_in: boolean;
  remember_password: boolean;
};

export type SignInBlockType = 'login' | 'register' | 'forgot password';

const DEFAULTS: { [T in SignInBlockType]: Pick<SignInSettings, 'heading' | 'button_text'> } = {
  login: { heading: 'Sign in', button_text: 'Sign in' },
  register: { heading: 'Create your account', button_text: 'Create account' },
  'forgot password': { heading: 'Forgot your password?', button_text: 'Send reset link' },
};

const IMAGE_POSITIONS: readonly SignInImagePosition[] = [
  'left',
  'right',
  'top',
  'background',
  'none',
];

function text(settings: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = settings[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

function toggle(settings: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = settings[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function signInSettingsOf(
  type: SignInBlockType,
  settings: Record<string, unknown>,
): SignInSettings {
  const image = text(settings, 'image', 'image_url', 'imageUrl') ?? '';
  const position = text(settings, 'image_position', 'imagePosition');
  return {
    heading: text(settings, 'heading', 'title') ?? DEFAULTS[type].heading,
    subheading: text(settings, 'subheading', 'sub_heading', 'description') ?? '',
    image: isSafeUrl(image) ? image : '',
    image_position: IMAGE_POSITIONS.find((candidate) => candidate === position) ?? 'left',
    background_color: text(settings, 'background_color'),
    font_color: text(settings, 'font_color'),
    title_color: text(settings, 'title_color', 'heading_color'),
    labels_color: text(settings, 'labels_color', 'label_color'),
    button_color: text(settings, 'button_color', 'submit_button_color'),
    button_text_color: text(settings, 'button_text_color', 'submit_text_color'),
    button_text: text(settings, 'button_text', 'submit_text') ?? DEFAULTS[type].button_text,
    // The links are on unless the owner turned them off.
    forget_password: toggle(settings, 'forget_password', true),
    new_user_sign_up: toggle(settings, 'new_user_sign_up', true),
    confirm_password: toggle(settings, 'confirm_password', type === 'register'),
    already_sign_in: toggle(settings, 'already_sign_in', true),
    remember_password: toggle(settings, 'remember_password', true),
  };
}

/** The messages the forms show before anything is sent. */
export const SIGN_IN_FORM_MESSAGES = {
  emptyName: 'Please enter your name.',
  emptyEmail: 'Please enter your email.',
  emptyPassword: 'Please enter your password.',
  passwordMismatch: 'Passwords do not match.',
  previewOnly: 'Sign-in works on the published app.',
} as const;

export type SignInFields = { name?: string; email?: string; password?: string; confirm?: string };

/** Empty fields and a confirmation that differs, keyed by field; the server checks the rest. */
export function signInFormErrors(
  values: SignInFields,
  required: readonly (keyof SignInFields)[],
): Partial<Record<keyof SignInFields, string>> {
  const errors: Partial<Record<keyof SignInFields, string>> = {};
  const empty = (key: keyof SignInFields) => !(values[key] ?? '').trim();
  if (required.includes('name') && empty('name')) errors.name = SIGN_IN_FORM_MESSAGES.emptyName;
  if (required.includes('email') && empty('email')) errors.email = SIGN_IN_FORM_MESSAGES.emptyEmail;
  if (required.includes('password') && !values.password)
    errors.password = SIGN_IN_FORM_MESSAGES.emptyPassword;
  if (required.includes('confirm') && (values.confirm ?? '') !== (values.password ?? ''))
    errors.confirm = SIGN_IN_FORM_MESSAGES.passwordMismatch;
  return errors;
}
