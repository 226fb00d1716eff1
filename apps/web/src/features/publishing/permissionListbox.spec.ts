import { describe, expect, it } from '@jest/globals';
import { listboxKey, type ListboxState } from './permissionListbox.js';

const options = { count: 2, selectedIndex: 0 };
const closed: ListboxState = { open: false, activeIndex: 0 };

/** Presses keys one after another, as a user would, and returns the end state and the choices. */
function press(keys: string[], start: ListboxState = closed, selectedIndex = 0) {
  let state = start;
  const chosen: number[] = [];
  for (const key of keys) {
    const result = listboxKey(state, key, { ...options, selectedIndex });
    state = result.state;
    if (result.select !== undefined) chosen.push(result.select);
  }
  return { state, chosen };
}

describe('Permission dropdown keys', () => {
  it('opens on the arrows, Enter and Space at the chosen permission', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
      expect(listboxKey(closed, key, { count: 2, selectedIndex: 1 })).toEqual({
        state: { open: true, activeIndex: 1 },
        handled: true,
      });
    }
  });

  it('chooses Read-Write with ArrowDown then Enter', () => {
    expect(press(['ArrowDown', 'ArrowDown', 'Enter'])).toEqual({
      state: { open: false, activeIndex: 1 },
      chosen: [1],
    });
  });

  it('stops at the ends and jumps with Home and End', () => {
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowDown']).state.activeIndex).toBe(1);
    expect(press(['ArrowDown', 'ArrowUp', 'ArrowUp']).state.activeIndex).toBe(0);
    expect(press(['ArrowDown', 'End']).state.activeIndex).toBe(1);
    expect(press(['End', 'Home']).state).toEqual({ open: true, activeIndex: 0 });
  });

  it('chooses with Space too', () => {
    expect(press(['End', ' ']).chosen).toEqual([1]);
  });

  it('closes on Escape without choosing, back at the chosen permission', () => {
    const result = listboxKey({ open: true, activeIndex: 1 }, 'Escape', options);
    expect(result).toEqual({ state: { open: false, activeIndex: 0 }, handled: true });
  });

  it('leaves other keys to the page, and Tab moves on with the highlighted choice', () => {
    expect(listboxKey(closed, 'a', options).handled).toBe(false);
    expect(listboxKey(closed, 'Escape', options).handled).toBe(false);
    expect(listboxKey({ open: true, activeIndex: 1 }, 'Tab', options)).toEqual({
      state: { open: false, activeIndex: 1 },
      select: 1,
      handled: false,
    });
  });
});
