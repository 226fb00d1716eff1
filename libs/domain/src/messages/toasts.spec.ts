import { describe, expect, it } from '@jest/globals';
import { dismissToast, enqueueToast, expireToasts, nextToastExpiry, type Toast } from './toasts.js';

const add = (queue: Toast[], id: string, now = 0) =>
  enqueueToast(queue, { id, kind: 'info', text: `toast ${id}` }, now);

describe('toast queue', () => {
  it('shows a toast for 5000 ms by default and success as info', () => {
    const queue = enqueueToast([], { id: 'a', kind: 'success', text: 'Saved' }, 1000);
    expect(queue).toEqual([
      { id: 'a', kind: 'info', text: 'Saved', durationMs: 5000, createdAt: 1000 },
    ]);
    expect(expireToasts(queue, 5999)).toHaveLength(1);
    expect(expireToasts(queue, 6000)).toEqual([]);
  });

  it('keeps at most 4 toasts, dropping the oldest', () => {
    let queue: Toast[] = [];
    for (const id of ['1', '2', '3', '4', '5']) queue = add(queue, id);
    expect(queue.map((toast) => toast.id)).toEqual(['2', '3', '4', '5']);
  });

  it('honours a shorter duration, e.g. the 3 s template errors', () => {
    const queue = enqueueToast(
      [],
      { id: 't', kind: 'error', text: 'Template not found in marketplace', durationMs: 3000 },
      0,
    );
    expect(expireToasts(queue, 2999)).toHaveLength(1);
    expect(expireToasts(queue, 3000)).toHaveLength(0);
  });

  it('replaces a toast shown again under the same id', () => {
    const queue = add(add([], 'x', 0), 'x', 100);
    expect(queue).toHaveLength(1);
    expect(queue[0]?.createdAt).toBe(100);
  });

  it('tells when the next toast leaves and removes dismissed ones', () => {
    const queue = enqueueToast(
      add([], 'a', 0),
      { id: 'b', kind: 'warning', text: 'w', durationMs: 1000 },
      0,
    );
    expect(nextToastExpiry(queue)).toBe(1000);
    expect(nextToastExpiry([])).toBeNull();
    expect(dismissToast(queue, 'a').map((toast) => toast.id)).toEqual(['b']);
  });
});
