import { expect, test } from '@playwright/test';
import { addBoardBlock, publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

const REGISTRATION_FIELDS = { add: 'Add registration field', item: 'Registration field' };
const SOCIAL_ICONS = { add: 'Add social icon', item: 'Social icon' };

test.describe('event block', () => {
  test('an owner sets up an event; a visitor counts down, registers, and the owner gets the row', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle, editor } = await boardOpenInItsEditor(
        page,
        `Launch ${uniqueId()}`,
        [
          ['Name', 'Email'],
          ['Grace', 'grace@example.com'],
        ],
      );

      const settings = await editor.blocks.newBlock('Event');
      await settings.fill('Event title', 'Launch party');
      await settings.fill('Description', 'Drinks, demos and <script>window.__ran = true</script>');
      await settings.fill('Start date', '2099-06-10');
      await settings.fill('Start time', '18:00');
      await settings.fill('End time', '21:00');
      await settings.fill('Time zone', 'Europe/Oslo');
      await settings.fill('Address', 'Operagata 1, Oslo');
      await settings.choose('Sheet registrations are added to', sheetTitle);
      await settings.chooseColumns(REGISTRATION_FIELDS, ['Name', 'Email']);
      const email = await settings.listItem(REGISTRATION_FIELDS, 2);
      await email.getByLabel('Regex validation', { exact: true }).fill('^[^@]+@[^@]+$');
      const instagram = await settings.listItem(SOCIAL_ICONS, 1);
      await instagram.getByLabel('Icon type', { exact: true }).selectOption({ label: 'text' });
      await instagram.getByLabel('Icon', { exact: true }).fill('IG');
      await instagram.getByLabel('Link', { exact: true }).fill('https://instagram.com/tessera');
      await settings.addBlock();
      const inEditor = page.getByRole('region', { name: 'Launch party' });
      await expect(inEditor.getByRole('timer')).toBeVisible();

      // A past event, set up through the API: it has ended and takes no registrations.
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'event',
        settings: {
          event_title: 'Last year’s party',
          start_date: '2020-06-10',
          sheet_title: sheetTitle,
          axis: [{ column: 'Name' }],
        },
      });
      await publishBoard(page.request, board.id);

      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const event = visitor.getByRole('region', { name: 'Launch party' });
      await expect(event.getByRole('heading', { name: 'Launch party' })).toBeVisible();
      await expect(event).toContainText('10 Jun 2099');
      await expect(event).toContainText('18:00 – 21:00 (Europe/Oslo)');
      await expect(event).toContainText('Operagata 1, Oslo');
      await expect(event).toContainText('<script>window.__ran = true</script>');
      await expect(event.getByRole('link', { name: 'instagram.com' })).toHaveAttribute(
        'href',
        'https://instagram.com/tessera',
      );
      // The countdown ticks on the visitor's clock.
      const timer = event.getByRole('timer', { name: 'Time until the event starts' });
      const first = await timer.innerText();
      await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first);

      await event.getByRole('button', { name: 'REGISTER NOW' }).click();
      const form = event.getByRole('form', { name: 'Register for Launch party' });
      await form.getByLabel('Name').fill('Ada');
      await form.getByLabel('Email').fill('ada at example');
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(form).toContainText('Please enter a valid Email.');
      await form.getByLabel('Email').fill('ada@example.com');
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(form.getByRole('status')).toHaveText('You are registered. See you there!');
      await expect(form.getByLabel('Name')).toHaveValue('');

      const past = visitor.getByRole('region', { name: 'Last year’s party' });
      await expect(past).toContainText('This event has ended.');
      await expect(past).toContainText('Registration for this event has closed.');
      await expect(past.getByRole('button', { name: 'REGISTER NOW' })).toHaveCount(0);
      expect(await visitor.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();

      // The registrations are the owner's: a table the owner adds shows Ada's.
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'table',
        settings: { title: 'Guests', sheet_title: sheetTitle },
      });
      await page.reload();
      const guests = page.getByRole('region', { name: 'Guests' });
      await expect(guests.getByRole('cell', { name: 'ada@example.com' })).toBeVisible();
    });
  });
});
