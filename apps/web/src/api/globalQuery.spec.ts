import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../testing/memoryStorage.js';
import { globalQueryParams } from './globalQuery.js';

const at = (url: string) => new URL(url) as unknown as Location;

describe('globalQueryParams', () => {
  const global = globalThis as { window?: unknown };
  beforeAll(() => {
    global.window = { localStorage: memoryStorage({ _id: 'session-1' }) };
  });
  afterAll(() => {
    delete global.window;
  });

  it('names the board by the page path, with the full URL and the session', () => {
    expect(globalQueryParams(at('http://localhost/team-board?filters=x'))).toEqual({
      board: '/team-board',
      referer: 'http://localhost/team-board?filters=x',
      _id: 'session-1',
      _filters: 'x',
    });
  });

  it('names the board the Old board layout edits by its query, not by its route', () => {
    const params = globalQueryParams(at('http://localhost/boardWorkspace?board=team-board'));
    expect(params.board).toBe('/team-board');
    expect(params.referer).toBe('http://localhost/boardWorkspace?board=team-board');
    // The route matches as the router matches it; the board's name stays one path segment.
    expect(globalQueryParams(at('http://localhost/boardworkspace/?board=team-board')).board).toBe(
      '/team-board',
    );
    expect(globalQueryParams(at('http://localhost/boardWorkspace?board=a%2Fb%23c')).board).toBe(
      '/a%2Fb%23c',
    );
    expect(globalQueryParams(at('http://localhost/boardWorkspace')).board).toBe('/boardWorkspace');
  });
});
