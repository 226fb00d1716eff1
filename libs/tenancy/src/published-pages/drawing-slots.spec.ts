import { describe, expect, it } from '@jest/globals';
import { DrawingSlots } from './drawing-slots.js';

/** A drawing that ends when told to. */
function heldDrawing() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { draw: () => done, finish, fail };
}

describe('DrawingSlots', () => {
  it('runs drawings up to its limit at once and turns the next away without running it', async () => {
    const slots = new DrawingSlots(2);
    const first = heldDrawing();
    const second = heldDrawing();
    const drawn = [slots.tryDraw(first.draw), slots.tryDraw(second.draw)];
    let ran = false;
    const past = await slots.tryDraw(() => {
      ran = true;
      return Promise.resolve('drawn');
    });
    expect(past).toBeUndefined();
    expect(ran).toBe(false);
    first.finish('one');
    second.finish('two');
    expect(await Promise.all(drawn)).toEqual(['one', 'two']);
    expect(await slots.tryDraw(() => Promise.resolve('again'))).toBe('again');
  });

  it('gives a slot back when its drawing fails', async () => {
    const slots = new DrawingSlots(1);
    const failing = heldDrawing();
    const attempt = slots.tryDraw(failing.draw);
    expect(await slots.tryDraw(() => Promise.resolve('waiting'))).toBeUndefined();
    failing.fail(new Error('the sheet could not be read'));
    await expect(attempt).rejects.toThrow('the sheet could not be read');
    expect(await slots.tryDraw(() => Promise.resolve('drawn'))).toBe('drawn');
  });
});
