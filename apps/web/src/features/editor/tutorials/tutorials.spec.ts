import { describe, expect, it } from '@jest/globals';
import { readFileSync, statSync } from 'node:fs';
import { SHELL_LABELS } from '@tessera/domain';
import { APP_TUTORIALS, BOARD_TUTORIALS } from './tutorials.js';

const videos = new URL('./videos/', import.meta.url);

describe('the tutorials', () => {
  it('are the spec’s tabs in the board editor', () => {
    expect(BOARD_TUTORIALS.map((tutorial) => tutorial.name)).toEqual([
      SHELL_LABELS.boardSettings,
      SHELL_LABELS.addBlock,
      SHELL_LABELS.publishToMarketPlaceTab,
    ]);
    expect(APP_TUTORIALS.map((tutorial) => tutorial.name)).toContain(SHELL_LABELS.addBlock);
  });

  it.each(
    [...BOARD_TUTORIALS, ...APP_TUTORIALS].map((tutorial) => [tutorial.video, tutorial] as const),
  )('has its recorded video, small, and captions that are its steps (%s)', (_video, tutorial) => {
    const video = statSync(new URL(`${tutorial.video}.webm`, videos));
    expect(video.size).toBeGreaterThan(10_000);
    expect(video.size).toBeLessThan(400_000);
    // A WebM file starts with the EBML header.
    expect(readFileSync(new URL(`${tutorial.video}.webm`, videos)).subarray(0, 4)).toEqual(
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
    );
    const captions = readFileSync(new URL(`${tutorial.video}.vtt`, videos), 'utf8');
    expect(captions.startsWith('WEBVTT')).toBe(true);
    const cues = captions
      .split('\n\n')
      .slice(1)
      .map((cue) => cue.trim().split('\n').slice(2).join('\n'));
    expect(cues).toEqual(tutorial.steps);
  });
});
