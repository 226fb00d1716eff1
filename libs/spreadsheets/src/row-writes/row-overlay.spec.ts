import { describe, expect, it } from '@jest/globals';
import { overlayWrites, type OverlayWrite } from './row-overlay.js';

const rows = [
  { id: 'r1', values: { Name: 'Tea', Price: '2' } },
  { id: 'r2', values: { Name: 'Coffee', Price: '3' } },
];

describe('overlayWrites', () => {
  it('appends added rows, merges edits and drops deleted rows, in order', () => {
    const writes: OverlayWrite[] = [
      { rowId: 'r3', kind: 'add', values: { Name: 'Cocoa', Price: '4' } },
      { rowId: 'r1', kind: 'update', values: { Price: '2.5' } },
      { rowId: 'r2', kind: 'delete', values: {} },
      { rowId: 'r3', kind: 'update', values: { Name: 'Hot cocoa' } },
    ];
    expect(overlayWrites(rows, writes)).toEqual([
      { id: 'r1', values: { Name: 'Tea', Price: '2.5' } },
      { id: 'r3', values: { Name: 'Hot cocoa', Price: '4' } },
    ]);
  });

  it('is idempotent over a copy that already holds the writes', () => {
    const writes: OverlayWrite[] = [
      { rowId: 'r2', kind: 'add', values: { Name: 'Coffee', Price: '3' } },
      { rowId: 'gone', kind: 'update', values: { Name: 'x' } },
      { rowId: 'gone', kind: 'delete', values: {} },
    ];
    expect(overlayWrites(rows, writes)).toEqual(rows);
  });

  it('never changes the cached rows it was given', () => {
    const cached = structuredClone(rows);
    overlayWrites(cached, [{ rowId: 'r1', kind: 'update', values: { Name: 'Green tea' } }]);
    expect(cached).toEqual(rows);
  });
});
