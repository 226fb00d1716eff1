import { z } from 'zod';
import { DEFAULT_BUTTON_COLOR, DEFAULT_BUTTON_TEXT_COLOR } from './block-constants.js';
import { commonBlockSettingsShape, requiredText, safeLink } from './common-settings.js';
import type { SignInBlockType } from './block-types.js';

/** Where the image sits beside, above or behind the form; 'none' hides it. */
export const SIGN_IN_IMAGE_POSITIONS = ['left', 'right', 'top', 'background', 'none'] as const;
export type SignInImagePosition = (typeof SIGN_IN_IMAGE_POSITIONS)[number];

export const SIGN_IN_DEFAULTS = {
  login: { heading: 'Sign in', button_text: 'Sign in' },
  register: { heading: 'Create your account', button_text: 'Create account' },
  'forgot password': { heading: 'Reset your password', button_text: 'Send reset link' },
} as const satisfies Record<SignInBlockType, { heading: string; button_text: string }>;

/**
 * Image, headings, colours and button of every sign-in block. Background, text and heading colours
 * are the common background_color, font_color and title_color.
 */
function signInLookShape(type: SignInBlockType) {
  return {
    ...commonBlockSettingsShape,
    /** Image address; the renderer shows only http(s) and same-site addresses. */
    image: safeLink.default(''),
    image_position: z.enum(SIGN_IN_IMAGE_POSITIONS).default('left'),
    /** Blank shows no heading. */
    heading: z.string().max(200).default(SIGN_IN_DEFAULTS[type].heading),
    subheading: z.string().max(500).default(''),
    labels_color: z.string().max(40).optional(),
    button_color: z.string().max(40).default(DEFAULT_BUTTON_COLOR),
    button_text_color: z.string().max(40).default(DEFAULT_BUTTON_TEXT_COLOR),
    button_text: requiredText('Enter the button text.')
      .max(100)
      .default(SIGN_IN_DEFAULTS[type].button_text),
  };
}

export const loginSettingsSchema = z.object({
  ...signInLookShape('login'),
  /** The "Forgot password?" link to the app's forgot-password page. */
  forget_password: z.boolean().default(true),
  /** The "Create an account" link to the app's register page. */
  new_user_sign_up: z.boolean().default(true),
});
export type LoginSettings = z.infer<typeof loginSettingsSchema>;

export const registerSettingsSchema = z.object({
  ...signInLookShape('register'),
  /** The password is typed twice. */
  confirm_password: z.boolean().default(true),
  /** The "Already have an account? Sign in" link to the app's login page. */
  already_sign_in: z.boolean().default(true),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const forgotPasswordSettingsSchema = z.object({
  ...signInLookShape('forgot password'),
  /** The e-mail address is typed twice. */
  confirm_password: z.boolean().default(false),
  /** The "Remembered it? Sign in" link back to the app's login page. */
  remember_password: z.boolean().default(true),
});
export type ForgotPasswordSettings = z.infer<typeof forgotPasswordSettingsSchema>;

/** What the three blocks share: the frame of the form. */
export type SignInLook = z.infer<z.ZodObject<ReturnType<typeof signInLookShape>>>;
