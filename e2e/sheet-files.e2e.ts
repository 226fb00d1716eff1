import { expect, test, type Locator } from '@playwright/test';
import {
  addBoardBlock,
  addPageBlock,
  appPages,
  createApp,
  createBoard,
  firstSheetTitle,
  publishBoard,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { appHostUrl } from './support/urls.js';

/** An 8 × 6 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KZeMFTEMpAQA/XND4YLSq4QAAAAASUVORK5CYII=',
  'base64',
);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Whether the image was fetched and decoded (a broken or refused one has no natural width). */
const decoded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);

test.describe('files in sheets', () => {
  test("a guest sends a form's files, checked by their content; an image column takes an uploaded picture", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const guestContext = await browser.newContext({ baseURL });
    try {
      await signUpOwner(api, anOwner());
      const spreadsheet = await uploadCsv(api, `Applicants ${uniqueId()}.csv`, [
        ['Name', 'Photo', 'CV'],
        ['Ann', '', ''],
      ]);
      const sheetTitle = await firstSheetTitle(api, spreadsheet.id);
      const board = await createBoard(api, {
        name: `Applicants ${uniqueId()}`,
        spreadsheetId: spreadsheet.id,
      });
      await addBoardBlock(api, {
        boardId: board.id,
        type: 'form',
        settings: {
          sheet_title: sheetTitle,
          titleForm: 'Apply',
          axis: [
            { column: 'Name' },
            { column: 'Photo', type: 'file' },
            { column: 'CV', type: 'file', file_mime_type: '.pdf' },
          ],
        },
      });
      await addBoardBlock(api, {
        boardId: board.id,
        type: 'table',
        settings: {
          sheet_title: sheetTitle,
          title: 'Applicants',
          axis: [
            { column: 'Name' },
            { column: 'Photo', type: 'image', image_source: 'Upload Image', editable: 'Everyone' },
            { column: 'CV', type: 'url' },
          ],
        },
      });
      await publishBoard(api, board.id);

      const guest = await guestContext.newPage();
      await guest.goto(`/${board.slug}`);
      const form = guest.getByRole('form', { name: 'Apply' });
      const table = guest.getByRole('table', { name: 'Applicants' });

      await test.step('a file of another kind than the field takes is refused by its content', async () => {
        await expect(form.getByLabel('CV')).toHaveAttribute('accept', '.pdf');
        await form.getByLabel('CV').setInputFiles({
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: png,
        });
        await expect(form.getByRole('alert')).toHaveText(
          'The file chosen is not one this field takes: it takes a PDF document.',
        );
      });

      await test.step('the guest sends a photo and a PDF, and the row records their addresses', async () => {
        await form.getByLabel('Name').fill('Bob');
        await form.getByLabel('Photo').setInputFiles({
          name: 'me.png',
          mimeType: 'image/png',
          buffer: png,
        });
        await expect(form.getByRole('img', { name: 'Photo' })).toBeVisible();
        await expect.poll(() => decoded(form.getByRole('img', { name: 'Photo' }))).toBe(true);
        await form.getByLabel('CV').setInputFiles({
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: pdf,
        });
        await expect(form.getByRole('link', { name: 'View CV' })).toBeVisible();
        await form.getByRole('button', { name: 'Submit' }).click();
        await expect(form.getByText('Data added to the spreadsheet')).toBeVisible();
        // The form starts afresh: no file chosen, nothing left of the refusal.
        await expect(form.getByRole('link', { name: 'View CV' })).toHaveCount(0);
        await expect(form.getByRole('alert')).toHaveCount(0);

        const bob = table.getByRole('row').filter({ hasText: 'Bob' });
        await expect(bob.locator('img')).toBeVisible();
        await expect.poll(() => decoded(bob.locator('img'))).toBe(true);
        const cv = bob.getByRole('link');
        await expect(cv).toHaveAttribute('href', /\/api\/media\/[0-9a-f-]{36}$/);
        const download = await guest.request.get((await cv.getAttribute('href'))!);
        expect(download.headers()['content-type']).toBe('application/pdf');
        expect(download.headers()['content-disposition']).toBe(
          'attachment; filename="form_file.pdf"',
        );
      });

      await test.step('an "Upload Image" cell takes a picture in place', async () => {
        const ann = table.getByRole('row').filter({ hasText: 'Ann' });
        await ann.getByRole('button', { name: 'Edit Photo' }).click();
        await ann.getByLabel('Photo').setInputFiles({
          name: 'ann.png',
          mimeType: 'image/png',
          buffer: png,
        });
        await expect(ann.getByRole('img', { name: 'Photo' })).toBeVisible();
        await expect.poll(() => decoded(ann.locator('img'))).toBe(true);
        // The keyboard is back on the cell's edit button.
        await expect(ann.getByRole('button', { name: 'Edit Photo' })).toBeFocused();
        await guest.reload();
        await expect(
          guest
            .getByRole('table', { name: 'Applicants' })
            .getByRole('row')
            .filter({ hasText: 'Ann' })
            .locator('img'),
        ).toBeVisible();
      });
    } finally {
      await api.dispose();
      await guestContext.close();
    }
  });

  test("on a published app's own host, a guest's uploaded picture shows from the dashboard's address", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const api = await playwright.request.newContext({ baseURL });
    const guestContext = await browser.newContext();
    try {
      await signUpOwner(api, anOwner());
      const id = uniqueId();
      const spreadsheet = await uploadCsv(api, `Team ${id}.csv`, [
        ['Name', 'Photo'],
        ['Ann', ''],
      ]);
      const sheetTitle = await firstSheetTitle(api, spreadsheet.id);
      const app = await createApp(api, {
        title: 'Team',
        name: `team-${id}`,
        spreadsheetId: spreadsheet.id,
      });
      const home = (await appPages(api, app.id)).find((page) => page.page_type === 'home')!;
      await addPageBlock(api, {
        pageId: home.id,
        type: 'table',
        settings: {
          sheet_title: sheetTitle,
          title: 'Team',
          axis: [
            { column: 'Name' },
            { column: 'Photo', type: 'image', image_source: 'Upload Image', editable: 'Everyone' },
          ],
        },
      });
      const published = await api.patch(`/api/apps/${app.id}/settings`, { data: { public: true } });
      expect(published.status(), await published.text()).toBe(200);

      const guest = await guestContext.newPage();
      await guest.goto(appHostUrl(app.name, '/'));
      const ann = guest
        .getByRole('table', { name: 'Team' })
        .getByRole('row')
        .filter({ hasText: 'Ann' });
      await ann.getByRole('button', { name: 'Edit Photo' }).click();
      await ann.getByLabel('Photo').setInputFiles({
        name: 'ann.png',
        mimeType: 'image/png',
        buffer: png,
      });
      const picture = ann.locator('img');
      await expect(picture).toHaveAttribute('src', new RegExp(`^${baseURL}/api/media/`));
      // Shown although it lives on the dashboard's host: the app host's img-src allows it.
      await expect.poll(() => decoded(picture)).toBe(true);
    } finally {
      await api.dispose();
      await guestContext.close();
    }
  });
});
