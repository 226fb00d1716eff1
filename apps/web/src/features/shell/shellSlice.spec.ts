import { describe, expect, it } from '@jest/globals';
import { shellReducer, wentOffline, wentOnline } from './shellSlice.js';

describe('shell slice', () => {
  it('tracks online and offline status', () => {
    const offline = shellReducer(undefined, wentOffline());
    expect(offline.online).toBe(false);
    expect(shellReducer(offline, wentOnline()).online).toBe(true);
  });
});
