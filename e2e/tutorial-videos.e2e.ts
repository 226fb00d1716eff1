import { expect, test, type Locator, type Page } from '@playwright/test';
import { AppEditorPage } from './pages/app-editor.page.js';
import { appEditorUrl, createApp, signUpOwner, uploadCsv } from './support/api-setup.js';
import { boardOpenInItsEditor } from './support/board-scenes.js';
import { anOwner, uniqueId } from './support/factories.js';

/** The video plays: its metadata loads (a real WebM of some seconds) and time moves on. */
async function expectPlayable(page: Page, video: Locator) {
  const source = await video.getAttribute('src');
  expect(source).toMatch(/\/assets\/.+\.webm$/);
  const answer = await page.request.get(source!);
  expect(answer.headers()['content-type']).toBe('video/webm');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(5);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  // Its captions are the steps written below it.
  const cues = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<string[]>((resolve) => {
        const track = element.textTracks[0]!;
        track.mode = 'hidden';
        const read = () => resolve([...(track.cues ?? [])].map((cue) => (cue as VTTCue).text));
        if (track.cues?.length) read();
        else element.querySelector('track')!.addEventListener('load', read, { once: true });
      }),
  );
  const steps = await page.getByRole('tabpanel').getByRole('listitem').allTextContents();
  expect(cues).toEqual(steps);
}

test.describe('Tutorial Videos', () => {
  test('the board editor’s tutorials play short videos of the product, Add Block first', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await boardOpenInItsEditor(page, `Shop ${uniqueId()}`);
    await page.getByRole('button', { name: 'Tutorials' }).click();
    const modal = page.getByRole('dialog', { name: 'Tutorial Videos' });
    await expect(modal.getByRole('tab', { selected: true })).toHaveText('Add Block');
    await expect(modal.getByRole('tab')).toHaveText([
      'Board Settings',
      'Add Block',
      'Publish to MarketPlace',
    ]);
    await expectPlayable(page, modal.getByLabel('Add Block: walk-through video'));
    await modal.getByRole('tab', { name: 'Publish to MarketPlace' }).click();
    await expectPlayable(page, modal.getByLabel('Publish to MarketPlace: walk-through video'));
  });

  test('the app editor has its own tutorials', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpOwner(page.request, anOwner());
    const id = uniqueId();
    const spreadsheet = await uploadCsv(page.request, `Team ${id}.csv`, [['Name'], ['Ann']]);
    const app = await createApp(page.request, {
      title: 'Team',
      name: `team-${id}`,
      spreadsheetId: spreadsheet.id,
    });
    await page.goto(await appEditorUrl(page.request, app.id));
    await new AppEditorPage(page).expectEditing('Team');
    await page.getByRole('button', { name: 'Tutorials' }).click();
    const modal = page.getByRole('dialog', { name: 'Tutorial Videos' });
    await expect(modal.getByRole('tab')).toHaveText(['Pages', 'Add Block', 'Publish']);
    await modal.getByRole('tab', { name: 'Pages' }).click();
    await expectPlayable(page, modal.getByLabel('Pages: walk-through video'));
  });
});
