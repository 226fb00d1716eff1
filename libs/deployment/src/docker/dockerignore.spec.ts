import { describe, expect, it } from '@jest/globals';
import { isIgnored, parseDockerignore } from './dockerignore.js';

describe('a .dockerignore', () => {
  const ignore = parseDockerignore(
    ['# comment', '**/node_modules', '/dist', '*.log', '.env*', '!.env.example', ''].join('\n'),
  );

  it('matches `**/` at any depth, the root included, and everything under a match', () => {
    expect(isIgnored(ignore, 'node_modules')).toBe(true);
    expect(isIgnored(ignore, 'libs/a/node_modules/pg/index.js')).toBe(true);
    expect(isIgnored(ignore, 'dist/main.js')).toBe(true);
  });

  it('keeps `*` within one path segment', () => {
    expect(isIgnored(ignore, 'server.log')).toBe(true);
    expect(isIgnored(ignore, 'logs/server.log')).toBe(false);
    expect(isIgnored(ignore, 'apps/server/dist/main.js')).toBe(false);
  });

  it('lets the last matching pattern decide, so `!` brings a file back', () => {
    expect(isIgnored(ignore, '.env.local')).toBe(true);
    expect(isIgnored(ignore, '.env.example')).toBe(false);
  });
});
