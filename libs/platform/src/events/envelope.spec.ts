import { describe, expect, it } from '@jest/globals';
import type { EventPayload } from '@tessera/contracts';
import { checkEnvelope, createEnvelope } from './envelope.js';

describe('event envelopes', () => {
  it('are created with the catalogue version and a validated payload', () => {
    const envelope = createEnvelope('app.deleted', {
      workspaceId: 'w1',
      appId: 'a1',
      name: 'shop',
    });
    expect(envelope).toMatchObject({ name: 'app.deleted', version: 1 });
    expect(envelope.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(() =>
      createEnvelope('app.deleted', { workspaceId: 'w1' } as EventPayload<'app.deleted'>),
    ).toThrow();
  });

  it('are checked on receipt against the name, version and payload of the catalogue', () => {
    const good = createEnvelope('board.changed', { workspaceId: 'w1', boardId: 'b1' });
    expect(checkEnvelope(good)).toEqual({ ok: true, envelope: good });
    expect(checkEnvelope({ ...good, name: 'board.renamed' })).toEqual({
      ok: false,
      error: 'Unknown event "board.renamed".',
    });
    expect(checkEnvelope({ ...good, version: 2 })).toMatchObject({ ok: false });
    expect(checkEnvelope({ ...good, payload: { boardId: 'b1' } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/workspaceId/) as unknown,
    });
  });

  it('does not treat inherited object keys as event names', () => {
    const good = createEnvelope('board.changed', { workspaceId: 'w1', boardId: 'b1' });
    expect(checkEnvelope({ ...good, name: 'toString' })).toMatchObject({ ok: false });
  });
});
