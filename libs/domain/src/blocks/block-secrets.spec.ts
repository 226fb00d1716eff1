import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from './block-settings.js';
import { secretSettings, secretSlots, settingAt, withHolderAt } from './block-secrets.js';
import { applyFieldChange } from './field-changes.js';

const apiCall = (extra: Record<string, unknown> = {}) => ({
  type: 'API call',
  api_endpoint: 'https://api.example.com/hook',
  authorization_method: 'Bearer Token',
  ...extra,
});

describe('block secrets', () => {
  it("declares the action buttons' token of tables and lists, and nothing elsewhere", () => {
    expect(secretSettings('table').map((s) => s.key)).toEqual(['token']);
    expect(secretSettings('list').map((s) => s.key)).toEqual(['token']);
    expect(secretSettings('markdown')).toEqual([]);
    expect(secretSettings('chart')).toEqual([]);
  });

  it('finds every action button holding a token, by its path', () => {
    const settings = { actions: [apiCall({ token: 'a' }), { type: 'Edit row' }] };
    const slots = secretSlots('table', settings);
    expect(slots.map((slot) => slot.holderPath)).toEqual([
      ['actions', 0],
      ['actions', 1],
    ]);
    expect(settingAt(settings, ['actions', 0, 'token'])).toBe('a');
    expect(secretSlots('table', { actions: 'not a list' })).toEqual([]);
  });

  it('replaces one holder and leaves the given settings untouched', () => {
    const settings = { actions: [apiCall({ token: 'a' }), apiCall({ token: 'b' })] };
    const changed = withHolderAt(settings, ['actions', 1], (holder) => ({ ...holder, token: '' }));
    expect(settingAt(changed, ['actions', 1, 'token'])).toBe('');
    expect(settingAt(changed, ['actions', 0, 'token'])).toBe('a');
    expect(settingAt(settings, ['actions', 1, 'token'])).toBe('b');
  });

  it("keeps the editor's token_ref through the schema, so the form can send it back", () => {
    const parsed = parseBlockSettings('table', { actions: [apiCall({ token_ref: 'r1' })] });
    expect(parsed.success && parsed.settings.actions[0]!.token_ref).toBe('r1');
  });

  it('forgets the stored token in the form when the endpoint changes', () => {
    const settings = { actions: [apiCall({ token: '', token_ref: 'r1' })] };
    const sameEndpoint = applyFieldChange(settings, ['actions', 0, 'title'], 'Send');
    expect(settingAt(sameEndpoint, ['actions', 0, 'token_ref'])).toBe('r1');
    const moved = applyFieldChange(settings, ['actions', 0, 'api_endpoint'], 'https://other.test');
    expect(settingAt(moved, ['actions', 0, 'token_ref'])).toBeUndefined();
    // Only the form holds the parked reference: the schema drops it, so saving clears the token.
    const parsed = parseBlockSettings('table', moved);
    expect(parsed.success && Object.keys(parsed.settings.actions[0]!)).not.toContain(
      'token_ref_parked',
    );
  });

  it('brings the stored token back when the endpoint is changed back before saving', () => {
    const settings = { actions: [apiCall({ token: '', token_ref: 'r1' })] };
    const path = ['actions', 0, 'api_endpoint'] as const;
    const original = settingAt(settings, path);
    let edited = applyFieldChange(settings, path, `${String(original)}x`);
    edited = applyFieldChange(edited, path, `${String(original)}xy`);
    expect(settingAt(edited, ['actions', 0, 'token_ref'])).toBeUndefined();
    edited = applyFieldChange(edited, path, original);
    expect(settingAt(edited, ['actions', 0, 'token_ref'])).toBe('r1');
    expect(settingAt(edited, ['actions', 0, 'token_ref_parked'])).toBeUndefined();
  });
});
