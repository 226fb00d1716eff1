import { expect, test } from '@playwright/test';
import { addBoardBlock, publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

const PEOPLE = [
  ['Name', 'Role', 'Email', 'Salary'],
  ['Ann <b>Lee</b>', 'Founder', 'ann@example.com', '120000'],
  ['Bo Chen', 'Engineer', 'bo@example.com', '90000'],
];

test.describe('show details on click', () => {
  test('a visitor opens a table row’s and a list card’s details, by pointer and by keyboard', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle } = await boardOpenInItsEditor(
        page,
        `People ${uniqueId()}`,
        PEOPLE,
      );
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'table',
        settings: {
          title: 'Staff',
          sheet_title: sheetTitle,
          show_details_on_click: true,
          // The table shows names and roles; the details add the email, never the hidden salary.
          axis: [{ column: 'Name' }, { column: 'Role' }, { column: 'Salary', hidden: true }],
        },
      });
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'list',
        settings: {
          title: 'Directory',
          sheet_title: sheetTitle,
          show_details_on_click: true,
          axis: [{ column: 'Name' }],
        },
      });
      await publishBoard(page.request, board.id);

      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const staff = visitor.getByRole('region', { name: 'Staff' });
      await staff.getByRole('cell', { name: 'Engineer' }).click();
      const details = visitor.getByRole('dialog', { name: 'Bo Chen' });
      await expect(details).toBeVisible();
      await expect(details.getByRole('definition')).toHaveText([
        'Bo Chen',
        'Engineer',
        'bo@example.com',
      ]);
      await expect(details.getByText('90000')).toHaveCount(0);
      await visitor.keyboard.press('Escape');
      await expect(details).toBeHidden();

      // The list's first card, opened from the keyboard with its Details button; markup is text.
      const directory = visitor.getByRole('region', { name: 'Directory' });
      const detailsButton = directory.getByRole('button', { name: 'Details of Ann <b>Lee</b>' });
      await detailsButton.focus();
      await visitor.keyboard.press('Enter');
      const ann = visitor.getByRole('dialog', { name: 'Ann <b>Lee</b>' });
      await expect(ann).toBeVisible();
      await expect(ann.getByText('ann@example.com')).toBeVisible();
      await ann.getByRole('button', { name: 'Close' }).click();
      await expect(ann).toBeHidden();
      await expect(detailsButton).toBeFocused();
      // A click anywhere on the card opens it too.
      await directory.getByRole('listitem').nth(1).click();
      await expect(visitor.getByRole('dialog', { name: 'Bo Chen' })).toBeVisible();
      await visitor.keyboard.press('Escape');
    });
  });
});
