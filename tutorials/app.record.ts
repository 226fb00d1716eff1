import { expect, test, type Page } from '@playwright/test';
import { APP_TUTORIALS } from '../apps/web/src/features/editor/tutorials/tutorials.js';
import { AppEditorPage } from '../e2e/pages/app-editor.page.js';
import {
  addPageBlock,
  appEditorUrl,
  appPages,
  createApp,
  firstSheetTitle,
  signUpOwner,
  uploadCsv,
} from '../e2e/support/api-setup.js';
import { anOwner, uniqueId } from '../e2e/support/factories.js';
import {
  TutorialRecorder,
  addListBlock,
  clickSlowly,
  showPointer,
  typeSlowly,
} from './recorder.js';

const tutorial = (name: string) => APP_TUTORIALS.find((candidate) => candidate.name === name)!;

/** A new owner's app on a sheet of people, with a table on its home page, open in its editor. */
async function teamApp(page: Page) {
  await showPointer(page);
  await signUpOwner(page.request, anOwner());
  const id = uniqueId();
  const spreadsheet = await uploadCsv(page.request, `Team ${id}.csv`, [
    ['Name', 'Role', 'Email'],
    ['Ann Lee', 'Designer', 'ann@example.com'],
    ['Ben Ode', 'Engineer', 'ben@example.com'],
    ['Cy Park', 'Manager', 'cy@example.com'],
  ]);
  const app = await createApp(page.request, {
    title: 'Team',
    name: `team-${id}`,
    spreadsheetId: spreadsheet.id,
  });
  const [home] = await appPages(page.request, app.id);
  await addPageBlock(page.request, {
    pageId: home!.id,
    type: 'table',
    settings: { title: 'People', sheet_title: await firstSheetTitle(page.request, spreadsheet.id) },
  });
  await page.goto(await appEditorUrl(page.request, app.id));
  await new AppEditorPage(page).expectEditing('Team');
  await expect(page.getByRole('table', { name: 'People' })).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'App editor' });

test('Pages', async ({ page }) => {
  await teamApp(page);
  const video = await TutorialRecorder.start(page, tutorial('Pages'));
  await video.step(0);
  await clickSlowly(page, sidebar(page).getByRole('button', { name: 'Pages' }));
  const pages = page.getByRole('dialog', { name: 'Pages' });
  const newPage = pages.getByRole('form', { name: 'New page' });
  await video.step(1);
  await typeSlowly(page, newPage.getByLabel('Page name'), 'Contact');
  await typeSlowly(page, newPage.getByLabel('Page slug'), 'contact');
  await clickSlowly(page, newPage.getByRole('button', { name: 'Add Page' }));
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Contact',
  ]);
  await video.step(2);
  await clickSlowly(
    page,
    pages
      .getByRole('listitem')
      .filter({ hasText: 'Contact' })
      .getByRole('button', { name: 'Open' }),
  );
  await new AppEditorPage(page).expectEditing('Team', 'Contact');
  await video.stop();
});

test('Add Block', async ({ page }) => {
  await teamApp(page);
  const video = await TutorialRecorder.start(page, tutorial('Add Block'));
  await addListBlock(page, video, sidebar(page), 'Our people');
  await page.getByRole('heading', { name: 'Our people' }).scrollIntoViewIfNeeded();
  await video.stop();
});

test('Publish', async ({ page }) => {
  await teamApp(page);
  const video = await TutorialRecorder.start(page, tutorial('Publish'));
  await video.step(0);
  await clickSlowly(page, page.getByRole('button', { name: 'Publish', exact: true }));
  await clickSlowly(page, page.getByRole('menuitem', { name: 'Privacy Settings' }));
  const dialog = page.getByRole('dialog', { name: 'Privacy Settings' });
  await video.step(1);
  const choosePublic = dialog
    .getByRole('group', { name: 'App privacy' })
    .getByRole('radio', { name: 'Public', exact: true });
  await expect(choosePublic).toBeEnabled();
  if (!(await choosePublic.isChecked())) await clickSlowly(page, choosePublic);
  await clickSlowly(page, dialog.getByLabel('Sign In Method'));
  await dialog.getByLabel('Sign In Method').selectOption('No sign in');
  await video.step(2);
  await clickSlowly(page, dialog.getByRole('button', { name: 'Save' }));
  await expect(dialog.getByRole('status')).toHaveText('Privacy settings saved.');
  await video.stop();
});
