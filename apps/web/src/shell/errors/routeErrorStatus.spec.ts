import { describe, expect, it } from '@jest/globals';
import { HttpStatusError } from './HttpStatusError.js';
import { answeredStatus, routeErrorStatus } from './routeErrorStatus.js';

describe('routeErrorStatus', () => {
  it('uses the status of an error that has one', () => {
    expect(routeErrorStatus(new HttpStatusError(403, 'Forbidden'))).toBe(403);
    expect(routeErrorStatus({ status: 404, message: 'Board not found.' })).toBe(404);
    expect(routeErrorStatus({ statusCode: 401, message: 'Please sign in to continue.' })).toBe(401);
  });

  it('uses 500 for anything else', () => {
    expect(routeErrorStatus(new Error('boom'))).toBe(500);
    expect(routeErrorStatus('boom')).toBe(500);
    expect(routeErrorStatus({ status: 0, message: 'Network error occurred' })).toBe(500);
    expect(routeErrorStatus(null)).toBe(500);
  });

  it("reads the router's error responses (a route that matched nothing is 404)", () => {
    expect(
      routeErrorStatus({
        status: 404,
        statusText: 'Not Found',
        internal: true,
        data: 'No route matches URL',
      }),
    ).toBe(404);
    expect(
      routeErrorStatus({ status: 403, statusText: 'Forbidden', internal: false, data: null }),
    ).toBe(403);
  });

  it('tells an answered request (reported as it failed when 5xx) from a crash', () => {
    expect(answeredStatus({ status: 503, data: null })).toBe(503);
    expect(answeredStatus(new HttpStatusError(500, 'Could not load your account.'))).toBe(500);
    // A crash, or a request nobody answered, has no status of its own.
    expect(answeredStatus(new Error('boom'))).toBeNull();
    expect(answeredStatus({ status: 0, message: 'Network error occurred' })).toBeNull();
  });
});
