import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { addErrorReporter, reportError } from './reportError.js';

describe('reportError', () => {
  const consoleError = jest.spyOn(console, 'error');
  beforeEach(() => {
    consoleError.mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockReset();
  });

  it('logs the error and hands it to every reporter, once per error', () => {
    const reporter = jest.fn();
    const remove = addErrorReporter(reporter);
    const error = new Error('boom');
    reportError(error, { status: 500 });
    reportError(error, { status: 500 });
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith(error, { status: 500 });
    expect(consoleError).toHaveBeenCalled();
    remove();
    reportError(new Error('later'));
    expect(reporter).toHaveBeenCalledTimes(1);
  });

  it('keeps reporting when one reporter fails', () => {
    const broken = addErrorReporter(() => {
      throw new Error('reporter down');
    });
    const working = jest.fn();
    const removeWorking = addErrorReporter(working);
    reportError(new Error('boom'));
    expect(working).toHaveBeenCalledTimes(1);
    broken();
    removeWorking();
  });

  describe('to the server', () => {
    const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const page = globalThis as unknown as Record<string, unknown>;
    beforeEach(() => {
      page['window'] = {};
      page['location'] = { origin: 'https://shop.example.com', pathname: '/orders' };
      page['fetch'] = fetchMock;
      fetchMock.mockClear();
    });
    // What earlier tests sent counts towards the page's cap (module state): this one knows how much.
    let sentEarlier = 0;
    afterEach(() => {
      sentEarlier += fetchMock.mock.calls.length;
      delete page['window'];
      delete page['location'];
      delete page['fetch'];
    });
    const sentBodies = () =>
      fetchMock.mock.calls.map((call) => {
        const [url, init] = call as unknown as [string, RequestInit];
        expect(url).toBe('/api/client-errors');
        return JSON.parse(init.body as string) as Record<string, unknown>;
      });

    it('sends the message, stack, page without its query, context and the failed request’s trace', () => {
      const failed = (trace: string, url: string) =>
        Object.assign(new Error('Request failed with status code 502'), {
          config: { method: 'get', url },
          response: { headers: { traceresponse: `00-${trace}-00f067aa0ba902b7-01` } },
        });
      reportError(
        failed('4bf92f3577b34da6a3ce929d0e0e4736', '/api/orders?token=secret'),
        { status: 502 },
        'request',
      );
      // Another request failing the same way is another report; the same request again is not.
      reportError(failed('11111111111111111111111111111111', '/api/stock'), undefined, 'request');
      reportError(failed('22222222222222222222222222222222', '/api/stock'), undefined, 'request');
      const [body, other, ...rest] = sentBodies();
      expect(body).toMatchObject({
        kind: 'request',
        message: 'Error: Request failed with status code 502',
        page: 'https://shop.example.com/orders',
        trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
        context: '{"request":"GET /api/orders","status":502}',
      });
      expect(String(body?.['stack'])).toContain('Request failed');
      expect(other).toMatchObject({ trace_id: '11111111111111111111111111111111' });
      expect(rest).toEqual([]);
    });

    it('sends each message once, at most twenty a page, and things that are not errors in words', () => {
      reportError('plain words');
      reportError('plain words');
      const cyclic: Record<string, unknown> = {};
      cyclic['self'] = cyclic;
      reportError({ message: 'an object' }, cyclic, 'unhandled-rejection');
      for (let index = 0; index < 30; index += 1) reportError(new Error(`number ${index}`));
      const bodies = sentBodies();
      expect(bodies.slice(0, 2)).toEqual([
        expect.objectContaining({ kind: 'error', message: 'plain words' }),
        expect.objectContaining({ kind: 'unhandled-rejection', message: 'an object' }),
      ]);
      expect(bodies[1]).not.toHaveProperty('context');
      expect(bodies).toHaveLength(20 - sentEarlier);
    });
  });
});
