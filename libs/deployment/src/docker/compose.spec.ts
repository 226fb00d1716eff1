import { describe, expect, it } from '@jest/globals';
import { dependenciesOf, environmentOf, interpolate, MissingVariableError } from './compose.js';

describe('Compose interpolation', () => {
  it('substitutes variables, fallbacks and escaped dollars', () => {
    const variables = { HOST: 'db', EMPTY: '' };
    expect(interpolate('postgres://$HOST/${NAME:-tessera}', variables)).toBe(
      'postgres://db/tessera',
    );
    expect(interpolate('${EMPTY:-a}|${EMPTY-b}|$$HOST', variables)).toBe('a||$HOST');
  });

  it('fails with the message of a required variable', () => {
    expect(() => interpolate('${KEY:?set KEY first}', {})).toThrow(MissingVariableError);
    expect(() => interpolate('${KEY:?set KEY first}', { KEY: '' })).toThrow('KEY: set KEY first');
    expect(interpolate('${KEY:?set KEY first}', { KEY: 'k' })).toBe('k');
  });
});

describe('Compose service fields', () => {
  it('reads both forms of environment and depends_on', () => {
    expect(environmentOf({ environment: ['A=1', 'B=x=y', 'C'] })).toEqual({
      A: '1',
      B: 'x=y',
      C: '',
    });
    expect(environmentOf({ environment: { A: 1, B: null } })).toEqual({ A: '1', B: '' });
    expect(dependenciesOf({ depends_on: ['db'] })).toEqual({ db: 'service_started' });
    expect(
      dependenciesOf({ depends_on: { migrate: { condition: 'service_completed_successfully' } } }),
    ).toEqual({ migrate: 'service_completed_successfully' });
  });
});
