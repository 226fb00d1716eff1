import { describe, expect, it } from '@jest/globals';
import { actionButtonSchema } from './action-buttons.js';
import { API_CALL_NEEDS_TOKEN, apiCallProblem } from './api-call.js';
import { blockActionFor } from './row-permissions.js';

const button = (extra: Record<string, unknown>) =>
  actionButtonSchema.parse({
    type: 'API call',
    api_endpoint: 'https://hooks.example.com/x',
    ...extra,
  });

describe('apiCallProblem', () => {
  it('has none for an endpoint without authorisation, or with its token stored', () => {
    expect(apiCallProblem(button({}), false)).toBeNull();
    expect(apiCallProblem(button({ authorization_method: 'Bearer Token' }), true)).toBeNull();
  });

  it('names a missing token, endpoint or header name', () => {
    expect(apiCallProblem(button({ authorization_method: 'Bearer Token' }), false)).toBe(
      API_CALL_NEEDS_TOKEN,
    );
    expect(
      apiCallProblem(
        { ...button({}), authorization_method: 'Custom Header', custom_header: '' },
        true,
      ),
    ).toMatch(/no custom header name/);
    expect(
      apiCallProblem(
        { ...button({}), custom_header: 'Bad Name', authorization_method: 'Custom Header' },
        true,
      ),
    ).toMatch(/header name may hold only/);
    expect(apiCallProblem({ ...button({}), api_endpoint: '' }, false)).toMatch(/no endpoint/);
    expect(
      apiCallProblem(
        { ...button({}), authorization_method: 'Custom Header', custom_header: 'Content-Type' },
        true,
      ),
    ).toMatch(/Content-Type header is set by the server/);
  });
});

describe('blockActionFor', () => {
  const table = (settings: Record<string, unknown>) => ({
    type: 'table',
    settings: { sheet_title: 'Orders', ...settings },
  });
  const actions = [{ type: 'Edit row' }, { type: 'API call', api_endpoint: 'https://a.example/' }];

  it('finds the button of that type at that place, for an audience it reaches', () => {
    expect(blockActionFor(table({ actions }), 1, 'API call', { admin: false })).toMatchObject({
      type: 'API call',
    });
    expect(blockActionFor(table({ actions }), 0, 'API call', { admin: true })).toBeNull();
    expect(blockActionFor(table({ actions }), 2, 'API call', { admin: true })).toBeNull();
    expect(blockActionFor(table({ actions }), -1, 'API call', { admin: true })).toBeNull();
  });

  it('follows action_button_visibility, and knows only tables and lists', () => {
    const admins = table({ actions, action_button_visibility: 'Admins' });
    expect(blockActionFor(admins, 1, 'API call', { admin: false })).toBeNull();
    expect(blockActionFor(admins, 1, 'API call', { admin: true })).not.toBeNull();
    expect(
      blockActionFor({ type: 'form', settings: { actions } }, 1, 'API call', { admin: true }),
    ).toBeNull();
  });
});
