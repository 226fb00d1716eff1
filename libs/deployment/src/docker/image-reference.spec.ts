import { describe, expect, it } from '@jest/globals';
import { isPinnedImage, parseImageReference } from './image-reference.js';

describe('image references', () => {
  it('tells a registry port from a tag', () => {
    expect(parseImageReference('registry.test:5000/tessera/gateway')).toEqual({
      name: 'registry.test:5000/tessera/gateway',
      tag: null,
      digest: null,
    });
  });

  it.each([
    'node:20.20.2-bookworm-slim',
    'postgres:17.6',
    'minio/minio:RELEASE.2025-04-22T22-12-26Z',
    'node@sha256:0123456789abcdef',
  ])('counts %s as pinned', (reference) => {
    expect(isPinnedImage(reference)).toBe(true);
  });

  it.each(['node', 'node:latest', 'node:20', 'node:20-bookworm-slim', 'debian:bookworm'])(
    'counts %s as moving',
    (reference) => {
      expect(isPinnedImage(reference)).toBe(false);
    },
  );
});
