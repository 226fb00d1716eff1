import { describe, expect, it } from '@jest/globals';
import { isAbsolute } from 'node:path';
import { bundledWebDist, serverEnvironment } from './server-environment.js';

describe('serverEnvironment', () => {
  it('serves the web app built beside the server by default', () => {
    const env = serverEnvironment({});
    expect(env['WEB_DIST_DIR']).toBe(bundledWebDist);
    expect(isAbsolute(bundledWebDist)).toBe(true);
    expect(bundledWebDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('keeps an explicit WEB_DIST_DIR, even an empty one (API only)', () => {
    expect(serverEnvironment({ WEB_DIST_DIR: '/srv/web' })['WEB_DIST_DIR']).toBe('/srv/web');
    expect(serverEnvironment({ WEB_DIST_DIR: '' })['WEB_DIST_DIR']).toBe('');
  });

  it('derives BASE_URL from PORT when BASE_URL is not set', () => {
    expect(serverEnvironment({ PORT: '4100' })['BASE_URL']).toBe('http://localhost:4100');
    expect(serverEnvironment({})['BASE_URL']).toBeUndefined();
  });

  it('keeps an explicit BASE_URL, and leaves a bad PORT for validation to name', () => {
    const env = serverEnvironment({ PORT: '4100', BASE_URL: 'https://tessera.example.com' });
    expect(env['BASE_URL']).toBe('https://tessera.example.com');
    expect(serverEnvironment({ PORT: 'eighty' })['BASE_URL']).toBeUndefined();
  });
});
