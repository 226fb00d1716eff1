import { describe, expect, it } from '@jest/globals';
import { defineErrors } from './app-error.js';
import { DependencyUnavailableError, isDependencyOutage } from './dependency-outage.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it.each([
    ['an adapter saying so', new DependencyUnavailableError('job queue')],
    ['PostgreSQL shutting the backend down', withCode('terminating connection', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a lost socket', new Error('Connection terminated unexpectedly')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['ioredis without its connection', new Error("Stream isn't writeable and enableOfflineQueue")],
    ['ioredis giving up', new Error('Reached the max retries per request limit (which is 3).')],
  ])('recognises %s', (_, error) => {
    expect(isDependencyOutage(error)).toBe(true);
  });

  it('looks through the errors Drizzle wraps around the driver', () => {
    const wrapped = new Error('Failed query: select 1', {
      cause: withCode('terminating connection due to administrator command', '57P01'),
    });
    expect(isDependencyOutage(wrapped)).toBe(true);
  });

  it("leaves a module's own answer alone, whatever socket error it wraps", () => {
    const GoogleError = defineErrors('Google', { unreachable: [502, 'Google did not answer.'] });
    const answer = new GoogleError('unreachable');
    answer.cause = withCode('connect ECONNREFUSED 142.250.0.1:443', 'ECONNREFUSED');
    expect(isDependencyOutage(answer)).toBe(false);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something not an error', 'ECONNREFUSED'],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDependencyOutage(error)).toBe(false);
  });
});
