import { z } from 'zod';
import { DEFAULT_BUTTON_COLOR, DEFAULT_BUTTON_TEXT_COLOR } from './block-constants.js';
import { cssColor, httpUrl, requiredText } from './common-settings.js';
import { APP_PAGE_LINK_MESSAGE, isAppPageLink } from '../sanitising/safe-link.js';
import { EDITOR_LIST_LIMITS } from './editor-list-limits.js';
import { secretRefSchema } from './block-secrets.js';
import { headerNameProblem, isHeaderValue, TOKEN_CHARACTERS_MESSAGE } from './http-headers.js';

/** Row actions of list and table blocks (block-configuration §3, "Action buttons"). */
export const ACTION_BUTTON_TYPES = [
  'Duplicate row',
  'Edit row',
  'Delete row',
  'Open link',
  'API call',
  'Compose Email',
  'Copy to clipboard',
  'Download pdf',
] as const;
export type ActionButtonType = (typeof ACTION_BUTTON_TYPES)[number];

/** The actions whose owner-defined success and error messages are shown. */
export const ACTIONS_WITH_MESSAGES: readonly ActionButtonType[] = [
  'Edit row',
  'Duplicate row',
  'Delete row',
  'API call',
  'Copy to clipboard',
  'Download pdf',
];

export const HTTP_METHODS = ['POST'] as const;
export const BODY_TYPES = ['JSON', 'Form-data'] as const;
export const AUTHORIZATION_METHODS = ['No Auth', 'Bearer Token', 'Custom Header'] as const;
export type AuthorizationMethod = (typeof AUTHORIZATION_METHODS)[number];

/** Authorisation methods that send a token. */
export function usesToken(method: AuthorizationMethod): boolean {
  return method === 'Bearer Token' || method === 'Custom Header';
}

/** One field of an API call body: `key` is sent with the row's value of the column `value`. */
export const fieldMappingSchema = z.object({
  key: requiredText('Enter a key.'),
  value: z.string().default(''),
});

export const actionButtonSchema = z
  .object({
    title: z.string().max(100).default(''),
    type: z.enum(ACTION_BUTTON_TYPES).default('Edit row'),
    button_color: z.string().max(40).default(DEFAULT_BUTTON_COLOR),
    text_color: z.string().max(40).default(DEFAULT_BUTTON_TEXT_COLOR),
    /** The column holding the link, e-mail address or text the action uses. */
    source_column: z.string().default(''),
    pdf_template: z.string().max(20_000).default(''),
    api_endpoint: z.string().trim().max(2000).default(''),
    http_method: z.enum(HTTP_METHODS).default('POST'),
    body_type: z.enum(BODY_TYPES).default('JSON'),
    authorization_method: z.enum(AUTHORIZATION_METHODS).default('No Auth'),
    /** The name of the header carrying the token (Custom Header). */
    custom_header: z.string().trim().max(200).default(''),
    /** A secret (see block-secrets.ts): '' in every answer, sealed on the server when stored. */
    token: z.string().max(4000).default(''),
    token_ref: secretRefSchema,
    field_mapping: z.array(fieldMappingSchema).max(100).default([]),
    success_message: z.string().max(500).default(''),
    error_message: z.string().max(500).default(''),
  })
  .superRefine((button, ctx) => {
    // A typed token is checked whatever the type (a stored one is always '': it is sealed), so
    // a token kept when the button becomes an API call later was checked too.
    if (!isHeaderValue(button.token))
      ctx.addIssue({ code: 'custom', path: ['token'], message: TOKEN_CHARACTERS_MESSAGE });
    // Only an API call sends the rest (a button made one is checked then): settings stored before
    // these rules existed still parse, so their row permissions keep working.
    if (button.type !== 'API call') return;
    const headerProblem = button.custom_header ? headerNameProblem(button.custom_header) : null;
    if (headerProblem)
      ctx.addIssue({ code: 'custom', path: ['custom_header'], message: headerProblem });
    const endpoint = httpUrl.safeParse(button.api_endpoint);
    if (!endpoint.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['api_endpoint'],
        message: /^https?:\/\//i.test(button.api_endpoint)
          ? 'The endpoint may not hold spaces, quotes, angle brackets, backslashes or hidden characters.'
          : 'An API call needs an endpoint starting with http:// or https://',
      });
    }
    if (button.authorization_method === 'Custom Header' && !button.custom_header.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom_header'],
        message: 'Enter the name of the custom header.',
      });
    }
  });
export type ActionButton = z.infer<typeof actionButtonSchema>;

export const actionButtonsSchema = z
  .array(actionButtonSchema)
  .max(
    EDITOR_LIST_LIMITS.actionButtons,
    `At most ${EDITOR_LIST_LIMITS.actionButtons} action buttons.`,
  )
  .default([]);

/** Toolbar buttons open a page; item buttons may open a detail page instead. */
export const toolbarButtonSchema = z.object({
  title: z.string().max(100).default('Open'),
  button_color: cssColor.default(DEFAULT_BUTTON_COLOR),
  text_color: cssColor.default(DEFAULT_BUTTON_TEXT_COLOR),
  /** The page's slug or path: a page of this app, never another site. */
  open_page: requiredText('Choose the page to open.').refine(isAppPageLink, APP_PAGE_LINK_MESSAGE),
});
export type ToolbarButton = z.infer<typeof toolbarButtonSchema>;

export const itemButtonSchema = toolbarButtonSchema.extend({
  open_detail_page: z.boolean().default(false),
});
export type ItemButton = z.infer<typeof itemButtonSchema>;

/** The toolbar buttons above a block's rows (at most two). */
export const toolbarButtonsSchema = z
  .array(toolbarButtonSchema)
  .max(
    EDITOR_LIST_LIMITS.toolbarButtons,
    `At most ${EDITOR_LIST_LIMITS.toolbarButtons} toolbar buttons.`,
  )
  .default([]);

/** The item buttons on each row of a block (at most two). */
export const itemButtonsSchema = z
  .array(itemButtonSchema)
  .max(EDITOR_LIST_LIMITS.itemButtons, `At most ${EDITOR_LIST_LIMITS.itemButtons} item buttons.`)
  .default([]);

/**
 * The toolbar and item buttons (block-configuration §3) of the blocks showing rows: list, table,
 * grid and datalist. They open a page of the app; an item button with open_detail_page opens it
 * on its row (`?record=`), where item details and "Current record" filters show that row.
 */
export const pageButtonsShape = {
  toolbar_buttons: toolbarButtonsSchema,
  item_buttons: itemButtonsSchema,
};

/** Conditional filter of a block: only the condition "Is" exists. */
export const conditionalFilterSchema = z.object({
  select_column: z.string().default(''),
  condition: z.enum(['Is']).default('Is'),
  filter_by: z.string().default('None'),
  match_with_column: z.string().default(''),
});
export type ConditionalFilter = z.infer<typeof conditionalFilterSchema>;
