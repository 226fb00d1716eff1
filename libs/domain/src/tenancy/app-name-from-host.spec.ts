import { describe, expect, it } from '@jest/globals';
import { appNameFromHost } from './app-name-from-host.js';

describe('appNameFromHost', () => {
  it.each([
    ['demo.localhost:3000', 'localhost:3000', 'demo'],
    ['x.example.com', 'example.com', 'x'],
    ['Shop.Example.com:443', 'example.com', 'shop'],
    ['my-app.localhost', 'localhost:3000', 'my-app'],
    ['a.b.example.com', 'example.com', 'a'],
    ['demo.localhost:3000', 'http://localhost:3000', 'demo'],
  ])('%s under %s is the app %s', (host, dashboardHost, app) => {
    expect(appNameFromHost(host, dashboardHost)).toBe(app);
  });

  it.each([
    ['localhost:3000', 'localhost:3000'],
    ['www.localhost:3000', 'localhost:3000'],
    ['123.localhost:3000', 'localhost:3000'],
    ['example.com', 'example.com'],
    ['x.other.com', 'example.com'],
    ['notexample.com', 'example.com'],
    ['', 'localhost:3000'],
    ['demo.localhost:3000', ''],
    ['.localhost:3000', 'localhost:3000'],
  ])('%s under %s resolves no app', (host, dashboardHost) => {
    expect(appNameFromHost(host, dashboardHost)).toBeNull();
  });

  it('keeps labels that only contain digits among letters', () => {
    expect(appNameFromHost('app2024.localhost:3000', 'localhost:3000')).toBe('app2024');
  });
});
