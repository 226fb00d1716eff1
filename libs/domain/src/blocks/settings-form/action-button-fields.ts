import {
  ACTION_BUTTON_TYPES,
  ACTIONS_WITH_MESSAGES,
  AUTHORIZATION_METHODS,
  actionButtonSchema,
  BODY_TYPES,
  HTTP_METHODS,
  usesToken,
  type ActionButtonType,
  type AuthorizationMethod,
} from '../action-buttons.js';
import { apiCallProblem } from '../api-call.js';
import { secretRefKey } from '../block-secrets.js';
import { EDITOR_LIST_LIMITS } from '../editor-list-limits.js';
import {
  blankItemFactory,
  choices,
  type SettingsField,
  type SettingsValues,
} from './settings-field.js';

const isType =
  (...types: ActionButtonType[]) =>
  (button: SettingsValues) =>
    types.includes(button.type as ActionButtonType);

/** API fields show only for the API call action type (block-configuration §4). */
const isApiCall = isType('API call');

const actionButtonFields: readonly SettingsField[] = [
  { key: 'title', label: 'Title', kind: 'text' },
  { key: 'type', label: 'Type', kind: 'select', options: choices(ACTION_BUTTON_TYPES) },
  { key: 'button_color', label: 'Button colour', kind: 'color' },
  { key: 'text_color', label: 'Text colour', kind: 'color' },
  {
    key: 'source_column',
    label: 'Source column',
    kind: 'column',
    visibleWhen: isType('Open link', 'Compose Email', 'Copy to clipboard'),
  },
  {
    key: 'pdf_template',
    label: 'PDF template',
    kind: 'textarea',
    visibleWhen: isType('Download pdf'),
    help: 'Write [Column Name] where a value of the row goes; a line starting with # is a heading, ## a subheading. Left empty, the PDF lists each column the block shows.',
  },
  {
    key: 'api_endpoint',
    label: 'API endpoint',
    kind: 'text',
    visibleWhen: isApiCall,
    help: "Tessera's server sends the call, so the endpoint must be reachable on the internet: private and local network addresses are refused. Visitors learn only whether it worked.",
  },
  {
    key: 'http_method',
    label: 'HTTP method',
    kind: 'select',
    options: choices(HTTP_METHODS),
    visibleWhen: isApiCall,
  },
  {
    key: 'body_type',
    label: 'Body type',
    kind: 'select',
    options: choices(BODY_TYPES),
    visibleWhen: isApiCall,
  },
  {
    key: 'authorization_method',
    label: 'Authorization method',
    kind: 'select',
    options: choices(AUTHORIZATION_METHODS),
    visibleWhen: isApiCall,
  },
  {
    key: 'custom_header',
    label: 'Custom header',
    kind: 'text',
    visibleWhen: (button) => isApiCall(button) && button.authorization_method === 'Custom Header',
  },
  {
    key: 'token',
    label: 'Token',
    kind: 'secret',
    // token shows only for Bearer Token or Custom Header (block-configuration §4).
    visibleWhen: (button) =>
      isApiCall(button) && usesToken(button.authorization_method as AuthorizationMethod),
  },
  {
    key: 'field_mapping',
    label: 'Field mapping',
    kind: 'list',
    visibleWhen: isApiCall,
    help: 'Each key is sent with the value of the chosen column of the row.',
    itemFields: [
      { key: 'key', label: 'Key', kind: 'text' },
      { key: 'value', label: 'Column', kind: 'column' },
    ],
    newItem: () => ({ key: '', value: '' }),
  },
  {
    key: 'success_message',
    label: 'Success message',
    kind: 'text',
    visibleWhen: isType(...ACTIONS_WITH_MESSAGES),
  },
  {
    key: 'error_message',
    label: 'Error message',
    kind: 'text',
    visibleWhen: isType(...ACTIONS_WITH_MESSAGES),
  },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Why visitors cannot use an action button as it is set up, or null: an API call the server
 * would refuse to send (no endpoint, header name or token), a link, e-mail or copy button
 * without its column. Shown under the button in the editor.
 */
export function actionButtonNote(button: SettingsValues): string | null {
  switch (button.type as ActionButtonType) {
    case 'API call': {
      // A token typed in is sealed on save; a stored one is named by its reference.
      const tokenStored = text(button.token) !== '' || text(button[secretRefKey('token')]) !== '';
      const problem = apiCallProblem(
        {
          api_endpoint: text(button.api_endpoint),
          authorization_method: text(button.authorization_method) as AuthorizationMethod,
          custom_header: text(button.custom_header),
        },
        tokenStored,
      );
      return problem ? `Visitors who use this button are told: ${problem}` : null;
    }
    case 'Open link':
    case 'Compose Email':
    case 'Copy to clipboard':
      return text(button.source_column)
        ? null
        : 'Choose the source column: until then visitors see this button greyed out.';
    case 'Edit row':
    case 'Duplicate row':
    case 'Delete row':
    case 'Download pdf':
      return null;
  }
}

export const actionsField: SettingsField = {
  key: 'actions',
  label: 'Action buttons',
  kind: 'list',
  itemFields: actionButtonFields,
  itemNote: actionButtonNote,
  maxItems: EDITOR_LIST_LIMITS.actionButtons,
  newItem: blankItemFactory(actionButtonSchema),
};
