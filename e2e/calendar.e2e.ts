import { expect, test } from '@playwright/test';
import { addBoardBlock, publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

/** Four meetings on 27 November 2026 (one more than a month's day lists), and a trip. */
const EVENTS = [
  ['Title', 'Start', 'End', 'Room'],
  ['Standup', '2026-11-27T09:00', '2026-11-27T09:15', 'A'],
  ['Planning', '2026-11-27T10:00', '2026-11-27T11:30', 'B'],
  ['<img src=x onerror="window.__ran = true">', '2026-11-27T13:00', '', 'C'],
  ['Retro', '2026-11-27T16:00', '2026-11-27T17:00', 'D'],
  ['Trip', '2026-12-02T08:00', '2026-12-03T18:00', 'Lisbon'],
  ['Typo', 'next week', '', ''],
];

test.describe('calendar block', () => {
  test('an owner puts a sheet’s events on a calendar; a visitor moves through it and opens one', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle, editor } = await boardOpenInItsEditor(
        page,
        `Events ${uniqueId()}`,
        EVENTS,
      );
      const settings = await editor.blocks.newBlock('Calendar');
      await settings.choose('Sheet', sheetTitle);
      await settings.choose('Start time column', 'Start');
      await settings.choose('End time column', 'End');
      await settings.choose('Event title column', 'Title');
      await settings.choose('Month', 'Selected month');
      await settings.fill('Year', '2026');
      await settings.choose('Month number', '11');
      await settings.fill('Title', 'Team calendar');
      await settings.addBlock();
      await expect(
        page.getByRole('region', { name: 'Team calendar' }).getByRole('heading', {
          name: 'November 2026',
        }),
      ).toBeVisible();

      // A second calendar opens on the visitor's own month, today marked.
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'calendar',
        settings: { title: 'This month', sheet_title: sheetTitle, start_time_column: 'Start' },
      });
      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const thisMonth = visitor.getByRole('region', { name: 'This month' });
      const [monthName, todayName] = await visitor.evaluate(() => [
        new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric' }),
        new Date().toLocaleDateString('en-GB', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }),
      ]);
      await expect(thisMonth.getByRole('heading', { name: monthName })).toBeVisible();
      await expect(thisMonth.locator('[aria-current="date"]')).toContainText(todayName);

      const calendar = visitor.getByRole('region', { name: 'Team calendar' });
      await expect(calendar.getByRole('heading', { name: 'November 2026' })).toBeVisible();
      await expect(calendar.getByText('1 row is not shown: the start is not a date')).toBeVisible();
      // Three of the day's four events, then "+1 more"; a title holding markup is text.
      const month = calendar.getByRole('table', { name: 'November 2026' });
      const views = calendar.getByRole('group', { name: 'View' });
      await expect(month.getByRole('button', { name: /^09:00 Standup/ })).toBeVisible();
      await expect(month.getByRole('button', { name: /^13:00 <img src=x/ })).toBeVisible();
      expect(await visitor.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
      await expect(month.getByRole('button', { name: /Retro/ })).toHaveCount(0);

      await month.getByRole('button', { name: '10:00 Planning (10:00–11:30)' }).click();
      const details = visitor.getByRole('dialog', { name: 'Planning' });
      await expect(details.getByText('B', { exact: true })).toBeVisible();
      await visitor.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await month.getByRole('button', { name: '+1 more on Friday, 27 November 2026' }).click();
      await expect(
        calendar.getByRole('heading', { name: 'Friday, 27 November 2026' }),
      ).toBeVisible();
      await expect(calendar.getByRole('button', { name: '16:00–17:00 Retro' })).toBeVisible();
      await expect(views.getByRole('button', { name: 'Day' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // A week later, by week: the trip runs from Wednesday morning to Thursday evening.
      await views.getByRole('button', { name: 'Week' }).click();
      await calendar.getByRole('button', { name: 'Next week' }).click();
      await expect(
        calendar.getByRole('heading', { name: 'Mon 30 Nov – Sun 6 Dec 2026' }),
      ).toBeVisible();
      await expect(calendar.getByRole('button', { name: 'from 08:00 Trip' })).toBeVisible();
      await expect(calendar.getByRole('button', { name: 'until 18:00 Trip' })).toBeVisible();

      await views.getByRole('button', { name: 'Month' }).click();
      await expect(calendar.getByRole('heading', { name: 'December 2026' })).toBeVisible();
      await calendar.getByRole('button', { name: 'Previous month' }).click();
      await expect(calendar.getByRole('heading', { name: 'November 2026' })).toBeVisible();

      // On a phone the week's days stack and the month stays within the screen.
      await visitor.setViewportSize({ width: 375, height: 740 });
      const box = (await month.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      // A long title is cut to its day, never drawn across the next days.
      const day27 = month.getByRole('cell', { name: /Friday, 27 November 2026/ });
      const cell = (await day27.boundingBox())!;
      const chip = (await day27.getByRole('button').first().boundingBox())!;
      expect(chip.x + chip.width).toBeLessThanOrEqual(cell.x + cell.width + 1);
    });
  });

  test('a calendar over more rows than one read shows every event of the month it shows', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // 1,200 rows of January come first: November's and December's events are past the first
    // read of 1,000 rows.
    const january = Array.from({ length: 1200 }, (_, i) => [
      `January ${i + 1}`,
      `2026-01-${String((i % 28) + 1).padStart(2, '0')}T09:00`,
      '',
    ]);
    const rows = [
      ['Title', 'Start', 'End'],
      ...january,
      ['Board meeting', '2026-11-18T14:00', '2026-11-18T15:00'],
      ['Winter fair', '2026-12-05T10:00', '2026-12-05T16:00'],
    ];
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle } = await boardOpenInItsEditor(page, `Year ${uniqueId()}`, rows);
      await addBoardBlock(page.request, {
        boardId: board.id,
        type: 'calendar',
        settings: {
          title: 'Year planner',
          sheet_title: sheetTitle,
          start_time_column: 'Start',
          end_time_column: 'End',
          event_title_column: 'Title',
          default_calendar_month: 'Selected month',
          calender_year: 2026,
          calender_month: '11',
        },
      });
      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const calendar = visitor.getByRole('region', { name: 'Year planner' });
      const month = (name: string) => calendar.getByRole('table', { name });
      await expect(
        month('November 2026').getByRole('button', { name: /14:00 Board meeting/ }),
      ).toBeVisible();
      await calendar.getByRole('button', { name: 'Next month' }).click();
      await expect(
        month('December 2026').getByRole('button', { name: /10:00 Winter fair/ }),
      ).toBeVisible();
      // January's 1,200 events are read for January alone, and said to be cut at one read.
      await calendar.getByRole('button', { name: 'Previous month' }).click();
      await calendar.getByRole('button', { name: 'Previous month' }).click();
      for (let step = 0; step < 9; step += 1) {
        await calendar.getByRole('button', { name: 'Previous month' }).click();
      }
      await expect(calendar.getByRole('heading', { name: 'January 2026' })).toBeVisible();
      await expect(
        calendar.getByText(
          'The events of the first 1,000 of 1,200 rows of this month are shown: filter the block to show the others.',
        ),
      ).toBeVisible();
    });
  });
});
