import { expect, test } from '@playwright/test';
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
});
