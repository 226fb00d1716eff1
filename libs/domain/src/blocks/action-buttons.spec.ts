import { describe, expect, it } from '@jest/globals';
import {
  ACTION_BUTTON_TYPES,
  actionButtonSchema,
  conditionalFilterSchema,
  toolbarButtonSchema,
  usesToken,
} from './action-buttons.js';
import { parseBlockSettings } from './block-settings.js';
import { HEADER_NAME_MESSAGE, TOKEN_CHARACTERS_MESSAGE } from './http-headers.js';

describe('action buttons', () => {
  it('offers the 8 action types', () => {
    expect(ACTION_BUTTON_TYPES).toEqual([
      'Duplicate row',
      'Edit row',
      'Delete row',
      'Open link',
      'API call',
      'Compose Email',
      'Copy to clipboard',
      'Download pdf',
    ]);
  });

  it('starts with blank success and error messages and a POST JSON call without auth', () => {
    expect(actionButtonSchema.parse({})).toMatchObject({
      type: 'Edit row',
      button_color: '#4f46E5',
      http_method: 'POST',
      body_type: 'JSON',
      authorization_method: 'No Auth',
      field_mapping: [],
      success_message: '',
      error_message: '',
    });
  });

  it('allows only POST', () => {
    expect(actionButtonSchema.safeParse({ http_method: 'GET' }).success).toBe(false);
  });

  it('requires an http(s) endpoint for an API call only', () => {
    expect(actionButtonSchema.safeParse({ type: 'Delete row' }).success).toBe(true);
    const missing = parseBlockSettings('table', { actions: [{ type: 'API call' }] });
    expect(missing).toEqual({
      success: false,
      message:
        'actions.0.api_endpoint: An API call needs an endpoint starting with http:// or https://',
    });
    const ok = actionButtonSchema.safeParse({
      type: 'API call',
      api_endpoint: 'https://hooks.example.com/x',
      field_mapping: [{ key: 'name', value: 'Name' }],
    });
    expect(ok.success).toBe(true);
  });

  it('needs the header name for a custom header', () => {
    const result = actionButtonSchema.safeParse({
      type: 'API call',
      api_endpoint: 'https://api.example.com',
      authorization_method: 'Custom Header',
      token: 'secret',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['custom_header']);
  });

  it('refuses a header name that is not a token, hop-by-hop, Host or Content-Length', () => {
    const withHeader = (custom_header: string) =>
      parseBlockSettings('table', {
        actions: [
          {
            type: 'API call',
            api_endpoint: 'https://api.example.com',
            authorization_method: 'Custom Header',
            custom_header,
            token: 'secret',
          },
        ],
      });
    expect(withHeader('X-Api-Key').success).toBe(true);
    expect(withHeader('X-Api-Key\r\nX-Evil: 1')).toEqual({
      success: false,
      message: `actions.0.custom_header: ${HEADER_NAME_MESSAGE}`,
    });
    expect(withHeader('X Key').success).toBe(false);
    expect(withHeader('X-Key:').success).toBe(false);
    for (const name of [
      'Connection',
      'keep-alive',
      'Proxy-Authorization',
      'TE',
      'Trailer',
      'Transfer-Encoding',
      'Upgrade',
      'Host',
      'Content-Length',
    ]) {
      expect(withHeader(name)).toEqual({
        success: false,
        message: `actions.0.custom_header: The ${name} header is set by the server and cannot be chosen here.`,
      });
    }
  });

  it('refuses a token holding a line break or another control character', () => {
    const withToken = (token: string) =>
      parseBlockSettings('list', {
        actions: [
          {
            type: 'API call',
            api_endpoint: 'https://api.example.com',
            authorization_method: 'Bearer Token',
            token,
          },
        ],
      });
    expect(withToken('abc.DEF-123_~+/=').success).toBe(true);
    for (const token of ['abc\r\nX-Evil: 1', 'abc\n', 'a\tb', 'a\u0000b', 'a\u007fb', 'é']) {
      expect(withToken(token)).toEqual({
        success: false,
        message: `actions.0.token: ${TOKEN_CHARACTERS_MESSAGE}`,
      });
    }
  });

  it('sends a token only with Bearer Token or Custom Header', () => {
    expect(usesToken('Bearer Token')).toBe(true);
    expect(usesToken('Custom Header')).toBe(true);
    expect(usesToken('No Auth')).toBe(false);
  });

  it('accepts at most 2 action buttons on a block', () => {
    const result = parseBlockSettings('list', { actions: [{}, {}, {}] });
    expect(result).toEqual({ success: false, message: 'actions: At most 2 action buttons.' });
  });

  it('titles toolbar buttons Open and requires the page they open', () => {
    expect(toolbarButtonSchema.safeParse({}).success).toBe(false);
    expect(toolbarButtonSchema.parse({ open_page: 'orders' }).title).toBe('Open');
  });

  it('filters by None with the condition Is by default', () => {
    expect(conditionalFilterSchema.parse({})).toMatchObject({ condition: 'Is', filter_by: 'None' });
  });

  it('keeps toolbar and item buttons to pages of the app, two of each', () => {
    const buttons = (key: string, value: unknown) => parseBlockSettings('list', { [key]: value });
    expect(
      buttons('item_buttons', [{ open_page: 'product', open_detail_page: true }]),
    ).toMatchObject({
      success: true,
      settings: { item_buttons: [{ title: 'Open', open_page: 'product', open_detail_page: true }] },
    });
    expect(buttons('toolbar_buttons', [{ title: 'Go' }])).toEqual({
      success: false,
      message: 'toolbar_buttons.0.open_page: Choose the page to open.',
    });
    expect(buttons('toolbar_buttons', [{ open_page: 'https://evil.example' }])).toEqual({
      success: false,
      message: 'toolbar_buttons.0.open_page: Choose a page of this app.',
    });
    expect(
      buttons(
        'item_buttons',
        Array.from({ length: 3 }, () => ({ open_page: 'product' })),
      ),
    ).toEqual({ success: false, message: 'item_buttons: At most 2 item buttons.' });
  });
});
