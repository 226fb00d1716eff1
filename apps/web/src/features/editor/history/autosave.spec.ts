import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Autosaver, autosaveText, type AutosaveStatus, type Validation } from './autosave.js';
import type { Settings } from './settingsHistory.js';

const validate = (settings: Settings): Validation =>
  settings.title === 'bad' ? { ok: false, message: 'title: Too bad.' } : { ok: true, settings };

function autosaver(save: (settings: Settings) => Promise<void>) {
  const statuses: AutosaveStatus['kind'][] = [];
  const saver = new Autosaver({
    stored: { title: 'Start' },
    delayMs: 1000,
    validate,
    save,
    onStatus: (status) => statuses.push(status.kind),
  });
  return { saver, statuses };
}

describe('Autosaver', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('saves a moment after the last change, once', async () => {
    const saved: Settings[] = [];
    const { saver, statuses } = autosaver((settings) => {
      saved.push(settings);
      return Promise.resolve();
    });
    saver.changed({ title: 'S' });
    jest.advanceTimersByTime(500);
    saver.changed({ title: 'Sa' });
    jest.advanceTimersByTime(999);
    expect(saved).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([{ title: 'Sa' }]);
    expect(statuses.at(-1)).toBe('saved');
    expect(saver.isSaved).toBe(true);
    // Back to what is stored: nothing to save.
    saver.changed({ title: 'Sa' });
    await jest.advanceTimersByTimeAsync(2000);
    expect(saved).toHaveLength(1);
  });

  it('does not send settings the schema refuses, and says why', async () => {
    const save = jest.fn(() => Promise.resolve());
    const { saver, statuses } = autosaver(save);
    saver.changed({ title: 'bad' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    expect(statuses.at(-1)).toBe('invalid');
    expect(await saver.flush()).toBe(false);
    expect(saver.isSaved).toBe(false);
  });

  it('saves changes made while saving in their turn, the latest last', async () => {
    const saved: Settings[] = [];
    let finish: () => void = () => undefined;
    const { saver } = autosaver(
      (settings) =>
        new Promise<void>((resolve) => {
          saved.push(settings);
          finish = resolve;
        }),
    );
    saver.changed({ title: 'One' });
    await jest.advanceTimersByTimeAsync(1000);
    saver.changed({ title: 'Two' });
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([{ title: 'One' }, { title: 'Two' }]);
    expect(saver.isSaved).toBe(true);
  });

  it('keeps a failed save as unsaved, and stores the first settings again on revert', async () => {
    const saved: Settings[] = [];
    let fail = true;
    const { saver, statuses } = autosaver((settings) => {
      if (fail) return Promise.reject(new Error('Network down'));
      saved.push(settings);
      return Promise.resolve();
    });
    saver.changed({ title: 'Later' });
    expect(await saver.flush()).toBe(false);
    expect(statuses.at(-1)).toBe('failed');
    fail = false;
    expect(await saver.flush()).toBe(true);
    expect(await saver.revert()).toBe(true);
    expect(saved).toEqual([{ title: 'Later' }, { title: 'Start' }]);
  });

  it('says where the changes are in words', () => {
    expect(autosaveText({ kind: 'saved' })).toBe('All changes saved');
    expect(autosaveText({ kind: 'failed', message: 'Network down' })).toBe(
      'Not saved: Network down',
    );
  });
});
