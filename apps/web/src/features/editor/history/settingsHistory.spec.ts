import { describe, expect, it } from '@jest/globals';
import {
  emptyHistory,
  JOIN_CHANGES_WITHIN_MS,
  MAX_UNDO_STEPS,
  recordChange,
  redo,
  undo,
} from './settingsHistory.js';

const later = JOIN_CHANGES_WITHIN_MS + 1;

describe('settings history', () => {
  it('undoes and redoes each change in turn', () => {
    let history = emptyHistory();
    history = recordChange(history, { title: '' }, 0);
    history = recordChange(history, { title: 'A' }, later);
    const back = undo(history, { title: 'B' })!;
    expect(back.settings).toEqual({ title: 'A' });
    const twice = undo(back.history, back.settings)!;
    expect(twice.settings).toEqual({ title: '' });
    expect(undo(twice.history, twice.settings)).toBeNull();
    const again = redo(twice.history, twice.settings)!;
    expect(again.settings).toEqual({ title: 'A' });
    expect(redo(again.history, again.settings)!.settings).toEqual({ title: 'B' });
  });

  it('joins quick changes into one step, and forgets redo after a new change', () => {
    let history = emptyHistory();
    history = recordChange(history, { title: '' }, 0);
    history = recordChange(history, { title: 'H' }, 100);
    history = recordChange(history, { title: 'He' }, 200);
    expect(history.past).toEqual([{ title: '' }]);
    const back = undo(history, { title: 'Hey' })!;
    expect(back.settings).toEqual({ title: '' });
    const changed = recordChange(back.history, { title: '' }, 5000);
    expect(changed.future).toEqual([]);
    // After an undo the next change is a step of its own, however soon it comes.
    expect(recordChange(back.history, { title: '' }, 1).past).toEqual([{ title: '' }]);
  });

  it(`keeps the last ${MAX_UNDO_STEPS} steps`, () => {
    let history = emptyHistory();
    for (let step = 0; step < MAX_UNDO_STEPS + 5; step += 1)
      history = recordChange(history, { step }, step * later);
    expect(history.past).toHaveLength(MAX_UNDO_STEPS);
    expect(history.past[0]).toEqual({ step: 5 });
  });
});
