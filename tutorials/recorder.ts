import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import type { Tutorial } from '../apps/web/src/features/editor/tutorials/tutorials.js';

/** Where the videos go: beside the modal, which imports them (hashed assets of the build). */
const OUT_DIR = new URL('../apps/web/src/features/editor/tutorials/videos/', import.meta.url);
const FRAMES_PER_SECOND = 10;

/**
 * Records a tutorial from the page as it is driven: Chromium's screencast frames, at a steady
 * rate, encoded by ffmpeg (Debian's) into a small VP9 WebM, with a WebVTT caption per step.
 */
export class TutorialRecorder {
  private frame: Buffer | null = null;
  private readonly cues: { start: number; text: string }[] = [];
  private readonly startedAt = Date.now();
  private readonly timer: ReturnType<typeof setInterval>;

  private constructor(
    private readonly page: Page,
    private readonly tutorial: Tutorial,
    private readonly cdp: CDPSession,
    private readonly encoder: ChildProcessWithoutNullStreams,
  ) {
    this.timer = setInterval(() => {
      if (this.frame) this.encoder.stdin.write(this.frame);
    }, 1000 / FRAMES_PER_SECOND);
  }

  static async start(page: Page, tutorial: Tutorial): Promise<TutorialRecorder> {
    const output = new URL(`${tutorial.video}.webm`, OUT_DIR);
    const encoder = spawn('ffmpeg', [
      ...['-loglevel', 'error', '-y', '-f', 'image2pipe', '-framerate', `${FRAMES_PER_SECOND}`],
      ...['-c:v', 'mjpeg', '-i', 'pipe:0', '-vf', 'scale=960:-2'],
      ...['-c:v', 'libvpx-vp9', '-crf', '45', '-b:v', '0', '-row-mt', '1'],
      ...['-deadline', 'good', '-cpu-used', '4', '-pix_fmt', 'yuv420p', '-an'],
      output.pathname,
    ]);
    encoder.stderr.pipe(process.stderr);
    const cdp = await page.context().newCDPSession(page);
    const recorder = new TutorialRecorder(page, tutorial, cdp, encoder);
    cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
      recorder.frame = Buffer.from(data, 'base64');
      void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 80,
      maxWidth: 1200,
      maxHeight: 750,
    });
    await page.waitForTimeout(800);
    return recorder;
  }

  /** Step `index` of the tutorial starts now: its caption shows from here. */
  async step(index: number): Promise<void> {
    const text = this.tutorial.steps[index];
    if (text === undefined) throw new Error(`${this.tutorial.name} has no step ${index + 1}.`);
    this.cues.push({ start: Date.now() - this.startedAt, text });
    await this.page.waitForTimeout(900);
  }

  /** Ends the video after a pause, and writes its captions. */
  async stop(): Promise<void> {
    await this.page.waitForTimeout(2000);
    const end = Date.now() - this.startedAt;
    await this.cdp.send('Page.stopScreencast');
    clearInterval(this.timer);
    this.encoder.stdin.end();
    const [code] = (await once(this.encoder, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`ffmpeg stopped with ${code}.`);
    const cues = this.cues.map((cue, index) => {
      const until = this.cues[index + 1]?.start ?? end;
      return `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(until)}\n${cue.text}\n`;
    });
    await writeFile(new URL(`${this.tutorial.video}.vtt`, OUT_DIR), `WEBVTT\n\n${cues.join('\n')}`);
  }
}

function timestamp(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}`;
}

/**
 * A pointer drawn on the page (headless screenshots have none), which follows the mouse and
 * pulses on a click. Added before the page's own scripts.
 */
export async function showPointer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const draw = () => {
      const pointer = document.createElement('div');
      pointer.setAttribute('aria-hidden', 'true');
      pointer.style.cssText =
        'position:fixed;z-index:2147483647;left:0;top:0;width:18px;height:18px;margin:-9px 0 0 -9px;border-radius:50%;background:rgba(79,70,229,.55);border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.3);pointer-events:none;transition:transform .12s';
      document.documentElement.append(pointer);
      document.addEventListener(
        'mousemove',
        (event) => {
          pointer.style.left = `${event.clientX}px`;
          pointer.style.top = `${event.clientY}px`;
        },
        true,
      );
      document.addEventListener('mousedown', () => (pointer.style.transform = 'scale(.7)'), true);
      document.addEventListener('mouseup', () => (pointer.style.transform = ''), true);
    };
    if (document.documentElement) draw();
    else document.addEventListener('DOMContentLoaded', draw);
  });
}

/** Moves the pointer to the element as a person would, then clicks it. */
export async function clickSlowly(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 18 });
    await page.waitForTimeout(250);
  }
  await target.click();
  await page.waitForTimeout(400);
}

/** Types into a field a key at a time. */
export async function typeSlowly(page: Page, field: Locator, text: string): Promise<void> {
  await clickSlowly(page, field);
  await field.fill('');
  await field.pressSequentially(text, { delay: 60 });
  await page.waitForTimeout(300);
}

/**
 * Steps 1 to 4 of an Add Block tutorial, the same in both editors: New Block in the sidebar, List
 * found in Choose Your Block, its title typed (it starts on the sheet's columns), Add Block.
 */
export async function addListBlock(
  page: Page,
  video: TutorialRecorder,
  sidebar: Locator,
  title: string,
): Promise<void> {
  await video.step(0);
  await clickSlowly(page, sidebar.getByRole('button', { name: 'New Block' }));
  const picker = page.getByRole('dialog', { name: 'Choose Your Block' });
  await video.step(1);
  await typeSlowly(page, picker.getByLabel('Search blocks'), 'List');
  await clickSlowly(page, picker.getByRole('button', { name: 'List', exact: true }));
  const panel = page.getByRole('complementary', { name: 'List block settings' });
  await video.step(2);
  await typeSlowly(page, panel.getByLabel('Title', { exact: true }), title);
  await page.waitForTimeout(800);
  await video.step(3);
  await clickSlowly(page, panel.getByRole('button', { name: 'Add Block', exact: true }));
  await expect(panel).toBeHidden();
}
