import { expect, test, type Page } from '@playwright/test';
import { addBoardBlock, publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

/** A video file's address on a host that does not answer here: the player reports it. */
const VIDEO_FILE = 'https://videos.example.com/tour.mp4';

test.describe('video and audio blocks', () => {
  test('an owner adds a video (autoplay only when muted); a visitor gets the players', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ownerContext = await browser.newContext({ baseURL });
    const guestContext = await browser.newContext({ baseURL });
    try {
      const page = await ownerContext.newPage();
      const { board, editor } = await boardOpenInItsEditor(page, `Media ${uniqueId()}`);

      // A YouTube link, with autoplay but not muted: refused with the reason, nothing stored.
      const youtube = await editor.blocks.newBlock('Video');
      await youtube.fill('Title', 'Our tour');
      await youtube.fill('Video URL', 'https://youtu.be/dQw4w9WgXcQ');
      await youtube.panel.getByLabel('Autoplay', { exact: true }).check();
      await youtube.panel.getByRole('button', { name: 'Add Block', exact: true }).click();
      await expect(youtube.panel.getByRole('alert')).toContainText('Turn on Muted to autoplay');
      await youtube.panel.getByLabel('Muted', { exact: true }).check();
      await youtube.addBlock();
      const ownerPlayer = page.getByRole('region', { name: 'Our tour' }).locator('iframe');
      await expect(ownerPlayer).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1&mute=1&/,
      );

      const file = await editor.blocks.newBlock('Video');
      await file.fill('Title', 'Walkthrough');
      await file.fill('Video URL', VIDEO_FILE);
      await file.fill('Thumbnail URL', 'https://videos.example.com/tour.jpg');
      await file.choose('Aspect ratio', '4:3');
      await file.choose('Hover effect', 'lift');
      await file.choose('Play button style', 'square');
      await file.addBlock();
      // The owner's play button over the file until it plays (here: until it fails to load).
      const ownerFile = page.getByRole('region', { name: 'Walkthrough' });
      await expect(ownerFile.locator('.ts-video-frame')).toHaveClass(/ts-video-frame--lift/);

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      // Every directive the page's policy blocks, kept in the page (read once the player failed).
      await visitor.addInitScript(() => {
        const blocked: string[] = [];
        (window as unknown as { __blocked: string[] }).__blocked = blocked;
        document.addEventListener('securitypolicyviolation', (event) =>
          blocked.push(event.effectiveDirective),
        );
      });
      await visitor.goto(`/${board.slug}`);
      const frame = visitor.getByRole('region', { name: 'Our tour' }).locator('iframe');
      await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
      await expect(frame).toHaveAttribute('sandbox', /^allow-scripts allow-same-origin /);
      const video = visitor.getByRole('region', { name: 'Walkthrough' }).locator('video');
      await expect(video).toHaveAttribute('src', VIDEO_FILE);
      await expect(video).toHaveAttribute('poster', 'https://videos.example.com/tour.jpg');
      await expect(video).toHaveJSProperty('controls', true);
      // The file's host does not answer here: the block says so and keeps the player.
      await expect(
        visitor.getByRole('region', { name: 'Walkthrough' }).getByRole('alert'),
      ).toHaveText(/^The video at videos\.example\.com could not be played\./);
      await expect(
        visitor.getByRole('region', { name: 'Walkthrough' }).getByRole('alert'),
      ).toBeVisible();
      // A video that cannot be played offers no play button.
      await expect(
        visitor.getByRole('region', { name: 'Walkthrough' }).getByRole('button', { name: /^Play/ }),
      ).toHaveCount(0);
      const box = await video.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(4 / 3, 1);
      // The player failed on the network, not on the page's policy: the browser was let load the
      // file (a blocked load fails too, after reporting the violation that this reads).
      const blocked = await visitor.evaluate(
        () => (window as unknown as { __blocked: string[] }).__blocked,
      );
      expect(blocked.filter((directive) => /media|img|frame/.test(directive))).toEqual([]);
    } finally {
      await ownerContext.close();
      await guestContext.close();
    }
  });

  test('an owner adds an audio file with a thumbnail; a visitor gets the player', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ownerContext = await browser.newContext({ baseURL });
    const guestContext = await browser.newContext({ baseURL });
    try {
      const page = await ownerContext.newPage();
      const { board, editor } = await boardOpenInItsEditor(page, `Shows ${uniqueId()}`);

      const settings = await editor.blocks.newBlock('Audio');
      await settings.fill('Title', 'Episode 1');
      await settings.fill('Audio URL', 'http://shows.example.com/ep1.mp3');
      await settings.panel.getByRole('button', { name: 'Add Block', exact: true }).click();
      await expect(settings.panel.getByRole('alert')).toContainText(
        'https:// address of an audio file',
      );
      await settings.fill('Audio URL', 'https://shows.example.com/ep1.mp3');
      await settings.fill('Thumbnail URL', 'https://shows.example.com/ep1.jpg');
      await settings.addBlock();

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const block = visitor.getByRole('region', { name: 'Episode 1' });
      const player = block.locator('audio');
      await expect(player).toHaveAttribute('src', 'https://shows.example.com/ep1.mp3');
      await expect(player).toHaveJSProperty('controls', true);
      await expect(block.locator('img')).toHaveAttribute(
        'src',
        'https://shows.example.com/ep1.jpg',
      );
      await expect(block.getByRole('alert')).toHaveText(
        /^The audio at shows\.example\.com could not be played\./,
      );
      await expect(block.getByRole('alert')).toBeVisible();
    } finally {
      await ownerContext.close();
      await guestContext.close();
    }
  });

  test('a visitor starts a video file with the owner’s play button', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board } = await boardOpenInItsEditor(page, `Clips ${uniqueId()}`);
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'video',
        settings: {
          title: 'Teaser',
          video_url: 'https://videos.example.com/teaser.webm',
          controls: false,
          play_button_style: 'circle',
        },
      });
      await publishBoard(page.request, board.id);
      // The file's host keeps the player waiting (never failing), as a slow network would.
      await guestContext.route('https://videos.example.com/**', () => undefined);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const teaser = visitor.getByRole('region', { name: 'Teaser' });
      const video = teaser.locator('video');
      const play = teaser.getByRole('button', { name: 'Play Teaser' });
      await expect(play).toBeVisible();
      await expect(video).toHaveJSProperty('paused', true);
      // Without the player's controls, the button stays as its play and pause toggle.
      await expect(async () => {
        await play.click({ timeout: 1000 });
        await expect(video).toHaveJSProperty('paused', false, { timeout: 1000 });
      }).toPass();
      const pause = teaser.getByRole('button', { name: 'Pause Teaser' });
      await expect(pause).toBeFocused();
      await visitor.keyboard.press('Enter');
      await expect(video).toHaveJSProperty('paused', true);
      await expect(play).toBeFocused();
    });
  });

  test('an owner uploads a video, an audio file and a thumbnail; a visitor plays them from Tessera', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, editor } = await boardOpenInItsEditor(page, `Uploads ${uniqueId()}`);
      const clip = await recordedWebm(page);
      const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 40, height: 30 } });

      const video = await editor.blocks.newBlock('Video');
      await video.fill('Title', 'Launch clip');
      await video.choose('Video source', 'Upload');
      // A picture is not a video: the media service says what the field takes, nothing is kept.
      await video.upload('Video file', {
        name: 'launch.webm',
        mimeType: 'video/webm',
        buffer: picture,
      });
      await expect(video.panel.getByRole('alert')).toHaveText(
        'The file chosen is not one this field takes: it takes a video browsers play (MP4, WebM, Ogg or MOV).',
      );
      await expect(video.panel.getByText('No file uploaded yet.')).toBeVisible();
      await video.upload('Video file', {
        name: 'launch.webm',
        mimeType: 'video/webm',
        buffer: clip,
      });
      await expect(video.panel.getByText('A file is uploaded')).toBeVisible();
      await video.upload('Thumbnail URL', {
        name: 'poster.png',
        mimeType: 'image/png',
        buffer: picture,
      });
      await expect(video.panel.getByLabel('Thumbnail URL', { exact: true })).toHaveValue(
        /^\/api\/media\/[0-9a-f-]{36}$/,
      );
      await video.addBlock();

      const audio = await editor.blocks.newBlock('Audio');
      await audio.fill('Title', 'Jingle');
      await audio.choose('Audio source', 'Upload');
      await audio.upload('Audio file', {
        name: 'jingle.wav',
        mimeType: 'audio/wav',
        buffer: silentWav(),
      });
      await expect(audio.panel.getByText('A file is uploaded')).toBeVisible();
      await audio.addBlock();

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const clipBlock = visitor.getByRole('region', { name: 'Launch clip' });
      const player = clipBlock.locator('video');
      await expect(player).toHaveAttribute('src', /^\/api\/media\/[0-9a-f-]{36}$/);
      await expect(player).toHaveAttribute('poster', /^\/api\/media\/[0-9a-f-]{36}$/);
      // The browser reads the uploaded file (its metadata at least) and can play it.
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThan(0);
      await expect(clipBlock.getByRole('alert')).toHaveCount(0);
      await clipBlock.getByRole('button', { name: 'Play Launch clip' }).click();
      await expect(player).toHaveJSProperty('paused', false);

      const jingle = visitor.getByRole('region', { name: 'Jingle' });
      const source = jingle.locator('audio source');
      await expect(source).toHaveAttribute('type', 'audio/wav');
      await expect(source).toHaveAttribute('src', /^\/api\/media\/[0-9a-f-]{36}$/);
      await expect
        .poll(() =>
          jingle.locator('audio').evaluate((element: HTMLAudioElement) => element.duration),
        )
        .toBeCloseTo(1, 1);
      await expect(jingle.getByRole('alert')).toHaveCount(0);
    });
  });
});

/** A second of silence as 8 kHz, 8-bit mono WAV. */
function silentWav(rate = 8000): Buffer {
  const wav = Buffer.alloc(44 + rate, 128);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + rate, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes a second
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(rate, 40);
  return wav;
}

/** A real WebM video of a few frames, recorded by the browser from a canvas. */
async function recordedWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let frame = 0;
    const paint = setInterval(() => {
      context.fillStyle = frame++ % 2 ? '#e91e63' : '#3f51b5';
      context.fillRect(0, 0, 64, 48);
    }, 50);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 800));
    recorder.stop();
    await stopped;
    clearInterval(paint);
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
}
