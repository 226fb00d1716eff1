import { describe, expect, it } from '@jest/globals';
import { toBlockDto, type BlockRow } from './block-dto.js';

const row = (type: string, settings: Record<string, unknown>): BlockRow => ({
  id: 'b1',
  workspaceId: 'w1',
  boardId: null,
  pageId: 'p1',
  type,
  position: 2,
  settings,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('a block as served to the editor and the viewer', () => {
  it('comes with its settings read through its schema: defaults of fields stored before them filled in', () => {
    const dto = toBlockDto(row('header', { HeaderTitle: 'Acme', retired_field: 1 }), 'visitor');
    expect(dto).toMatchObject({ id: 'b1', type: 'header', position: 2 });
    expect(dto.settings).toMatchObject({ HeaderTitle: 'Acme', LayoutType: 'Classic', title: '' });
    expect(dto.settings).not.toHaveProperty('retired_field');
    expect(dto).not.toHaveProperty('settings_problem');
  });

  it('serves settings its schema refuses as stored, with the problem the block shows', () => {
    const dto = toBlockDto(
      row('header', { HeaderTitle: 'Acme', LayoutType: 'Sideways' }),
      'editor',
    );
    expect(dto.settings).toEqual({ HeaderTitle: 'Acme', LayoutType: 'Sideways' });
    expect(dto.settings_problem).toMatch(/^LayoutType: /);
  });

  it('reads the settings after their secrets are taken out: a visitor gets no trace of a token', () => {
    const button = {
      type: 'API call',
      api_endpoint: 'https://api.example.com/hook/T0KEN-IN-PATH?key=secret',
      authorization_method: 'Bearer Token',
      token: '',
      token_sealed: 'sealed-value',
    };
    const dto = toBlockDto(row('table', { sheet_title: 'People', actions: [button] }), 'visitor');
    const [served] = dto.settings['actions'] as Record<string, unknown>[];
    // The server sends the call: the visitor gets the endpoint's origin only.
    expect(served).toMatchObject({ type: 'API call', api_endpoint: 'https://api.example.com/' });
    expect(JSON.stringify(dto)).not.toContain('T0KEN-IN-PATH');
    expect(Object.keys(served!).filter((key) => key.startsWith('token'))).toEqual([]);
    expect(JSON.stringify(dto)).not.toContain('sealed-value');
    // The owner's editor learns that one is stored, and nothing more.
    const [edited] = toBlockDto(
      row('table', { sheet_title: 'People', actions: [button] }),
      'editor',
    ).settings['actions'] as Record<string, unknown>[];
    expect(edited).toMatchObject({
      token: '',
      token_ref: expect.any(String),
      api_endpoint: 'https://api.example.com/hook/T0KEN-IN-PATH?key=secret',
    });
    expect(JSON.stringify(edited)).not.toContain('sealed-value');
    expect(dto.settings_problem).toBeUndefined();
  });
});
