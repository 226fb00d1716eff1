import { z } from 'zod';
import {
  appPageLink,
  appWideShape,
  commonBlockSettingsShape,
  requiredText,
  safeLink,
} from './common-settings.js';
import { EDITOR_LIST_LIMITS, simpleLinksLimit } from './editor-list-limits.js';
import { isSafeLink, SAFE_LINK_MESSAGE } from '../sanitising/safe-link.js';

/** Footer arrangements; the first two show at most 5 simple links. */
export const FOOTER_LAYOUT_TYPES = [
  'Classic Footer Bar',
  'Navigation Hub',
  'Contact Columns',
  'Brand Showcase',
] as const;
export const CONTACT_ITEM_TYPES = ['address', 'email', 'phone'] as const;
export type ContactItemType = (typeof CONTACT_ITEM_TYPES)[number];
/** Social items are offered, and added, in this order. */
export const SOCIAL_ITEM_TYPES = ['instagram', 'facebook', 'linkedin'] as const;
export type SocialItemType = (typeof SOCIAL_ITEM_TYPES)[number];

export const footerSublinkSchema = z.object({
  text: requiredText('Enter the link text.').max(100),
  url: safeLink.default(''),
});
export type FooterSublink = z.infer<typeof footerSublinkSchema>;

export const contactItemSchema = z
  .object({
    type: z.enum(CONTACT_ITEM_TYPES).default('email'),
    value: z.string().trim().max(500).default(''),
    /** Dialling code of a phone number, e.g. "+44". */
    countryCode: z.string().trim().max(8).default(''),
    showIcon: z.boolean().default(true),
    iconColor: z.string().max(40).optional(),
    label: z.string().max(100).default(''),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'email' && item.value && !/^[^\s@]+@[^\s@]+$/.test(item.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter a valid e-mail address.' });
    }
  });
export type ContactItem = z.infer<typeof contactItemSchema>;

export const socialItemSchema = z.object({
  type: z.enum(SOCIAL_ITEM_TYPES, { error: 'Choose instagram, facebook or linkedin.' }),
  link: requiredText('Enter the social link.')
    .max(2000)
    .regex(/^https?:\/\//i, 'The social link must start with http:// or https://')
    .refine(isSafeLink, SAFE_LINK_MESSAGE),
  showIcon: z.boolean().default(true),
  iconColor: z.string().max(40).optional(),
});
export type SocialItem = z.infer<typeof socialItemSchema>;

export const simpleLinkSchema = z.object({
  text: requiredText('Enter the link text.').max(100),
  url: safeLink.default(''),
  /** The page slug the link opens; choosing it clears `url` and the reverse. */
  linkToInsert: appPageLink.default(''),
});
export type SimpleLink = z.infer<typeof simpleLinkSchema>;

export const footerSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    ...appWideShape,
    footerLayoutType: z.enum(FOOTER_LAYOUT_TYPES).default('Classic Footer Bar'),
    FooterTitle: z.string().max(200).default(''),
    FooterSubtitle: z.string().max(300).default(''),
    FooterDescription: z.string().max(2000).default(''),
    copyrightText: z.string().max(300).default(''),
    /** Company logo address. */
    logoImage: safeLink.default(''),
    footerSublinks: z
      .array(footerSublinkSchema)
      .max(
        EDITOR_LIST_LIMITS.footerSublinks,
        `At most ${EDITOR_LIST_LIMITS.footerSublinks} sublinks.`,
      )
      .default([]),
    contactItems: z
      .array(contactItemSchema)
      .max(
        EDITOR_LIST_LIMITS.contactItems,
        `At most ${EDITOR_LIST_LIMITS.contactItems} contact items.`,
      )
      .default([]),
    socialItems: z
      .array(socialItemSchema)
      .max(
        EDITOR_LIST_LIMITS.socialItems,
        `At most ${EDITOR_LIST_LIMITS.socialItems} social items.`,
      )
      .refine(
        (items) => new Set(items.map((item) => item.type)).size === items.length,
        'Each social network can be linked once.',
      )
      .default([]),
    simpleLinks: z.array(simpleLinkSchema).default([]),
  })
  .superRefine((footer, ctx) => {
    const limit = simpleLinksLimit(footer.footerLayoutType);
    if (footer.simpleLinks.length > limit) {
      ctx.addIssue({
        code: 'custom',
        path: ['simpleLinks'],
        message: `At most ${limit} simple links with the ${footer.footerLayoutType} layout.`,
      });
    }
  });
export type FooterSettings = z.infer<typeof footerSettingsSchema>;
