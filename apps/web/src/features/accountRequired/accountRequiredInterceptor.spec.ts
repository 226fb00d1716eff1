import { describe, expect, it, jest } from '@jest/globals';
import axios, { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { watchForAccountRequired } from './accountRequiredInterceptor.js';

/** A client whose every request fails with `body` as the server's answer. */
function failingClient(status: number, body: unknown) {
  return axios.create({
    adapter: (config: InternalAxiosRequestConfig) =>
      Promise.reject(
        new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
          status,
          statusText: 'Error',
          headers: {},
          config: { ...config, headers: new AxiosHeaders() },
          data: body,
        }),
      ),
  });
}

describe('watchForAccountRequired', () => {
  it('reports the "no account" answer and still fails the request', async () => {
    const onAccountRequired = jest.fn();
    const client = failingClient(500, {
      statusCode: 500,
      message: 'Called reply with an invalid status code: undefined',
    });
    watchForAccountRequired(client, onAccountRequired);
    await expect(client.get('/api/page/home')).rejects.toBeInstanceOf(AxiosError);
    expect(onAccountRequired).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', async () => {
    const onAccountRequired = jest.fn();
    const client = failingClient(401, { statusCode: 401, message: 'Invalid email or password.' });
    watchForAccountRequired(client, onAccountRequired);
    await expect(client.post('/api/auth/login')).rejects.toBeInstanceOf(AxiosError);
    expect(onAccountRequired).not.toHaveBeenCalled();
  });
});
