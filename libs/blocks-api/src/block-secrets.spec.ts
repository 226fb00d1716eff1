import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { SecretBox } from '@tessera/platform';
import { BlockSecrets, blockSettingsFor } from './block-secrets.js';

const box = new SecretBox({ key: randomBytes(32).toString('base64') });
const secrets = new BlockSecrets(box);

const button = (extra: Record<string, unknown>) => ({
  type: 'API call',
  api_endpoint: 'https://api.example.com/hook',
  authorization_method: 'Bearer Token',
  token: '',
  ...extra,
});
const actionsOf = (settings: Record<string, unknown>) =>
  settings['actions'] as Record<string, unknown>[];

describe('block secrets on the server', () => {
  it('seals a typed token beside the field and keeps the field empty', async () => {
    const stored = await secrets.sealed('table', { actions: [button({ token: 'tok' })] }, {}, null);
    const [action] = actionsOf(stored);
    expect(action!['token']).toBe('');
    expect(await box.open(action!['token_sealed'] as string)).toBe('tok');
  });

  it('answers a visitor no trace of it, and the editor only a reference', async () => {
    const stored = await secrets.sealed('list', { actions: [button({ token: 'tok' })] }, {}, null);
    const visitor = actionsOf(blockSettingsFor('list', stored, 'visitor'))[0]!;
    expect(Object.keys(visitor).filter((key) => key.startsWith('token'))).toEqual([]);
    const editor = actionsOf(blockSettingsFor('list', stored, 'editor'))[0]!;
    expect(editor['token']).toBe('');
    expect(editor['token_sealed']).toBeUndefined();
    expect(editor['token_ref']).toEqual(expect.any(String));
    expect(JSON.stringify(editor)).not.toContain(actionsOf(stored)[0]!['token_sealed']);
    // A type without secret settings is answered as stored.
    expect(blockSettingsFor('markdown', { body: 'x' }, 'visitor')).toEqual({ body: 'x' });
  });

  it('keeps the stored token its reference names, in any position, while the endpoint is the same', async () => {
    const stored = await secrets.sealed(
      'table',
      { actions: [button({ token: 'one' }), button({ token: 'two' })] },
      {},
      null,
    );
    const [first, second] = actionsOf(blockSettingsFor('table', stored, 'editor'));
    // The editor swapped the two buttons and typed neither token again.
    const edited = { actions: [second, first] };
    const kept = actionsOf(await secrets.sealed('table', edited, edited, stored));
    expect(await box.open(kept[0]!['token_sealed'] as string)).toBe('two');
    expect(await box.open(kept[1]!['token_sealed'] as string)).toBe('one');
    expect(kept[0]!['token_ref']).toBeUndefined();

    const moved = { actions: [{ ...first, api_endpoint: 'https://elsewhere.example.com' }] };
    const cleared = actionsOf(await secrets.sealed('table', moved, moved, stored));
    expect(cleared[0]!['token_sealed']).toBeUndefined();
  });

  it('drops a ciphertext or reference a client makes up', async () => {
    const forged = {
      actions: [button({ token_sealed: await box.seal('planted'), token_ref: 'made-up' })],
    };
    const valid = { actions: [button({})] };
    const stored = await secrets.sealed('table', valid, forged, null);
    expect(actionsOf(stored)[0]!['token_sealed']).toBeUndefined();
  });
});
