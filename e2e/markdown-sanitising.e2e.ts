import { expect, test } from '@playwright/test';
import { RenderedMarkdown } from './pages/rendered-markdown.js';
import {
  addBoardBlock,
  createBoard,
  firstSheetTitle,
  publishBoard,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';

/**
 * Sheet cells are not sanitised when stored (they are data): only the browser's sanitiser stands
 * between them and the page, so these reach it unchanged. Each payload names itself in
 * window.__xss or an alert if it runs.
 */
const hostileNotes = [
  ['Img handler', `<img src=x onerror="window.__xss='img onerror'">`],
  [
    'Details toggle',
    `<details open ontoggle="window.__xss='ontoggle'"><summary>s</summary></details>`,
  ],
  [
    'Svg script',
    `<svg><script>window.__xss='svg script'</script><image href=x onerror="window.__xss='svg image'"/></svg>`,
  ],
  ['Mutation', `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mXSS'">`],
  ['Markdown link', `[open](javascript:window.__xss='markdown link')`],
  ['Mixed case link', `<a href="JaVaScRiPt:alert('mixed case')">mixed case</a>`],
  ['Iframe', `<iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>`],
  ['Style', '<style>body{display:none}</style>styled'],
] as const;

test.describe('markdown sanitising', () => {
  test('hostile markdown from a sheet renders inert in a markdown block and in a markdown table cell', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    // The Content-Security-Policy would stop inline handlers on its own: bypass it, so the test
    // tells whether the sanitiser removed them.
    const guestContext = await browser.newContext({ baseURL, bypassCSP: true });
    try {
      await signUpOwner(api, anOwner());
      const spreadsheet = await uploadCsv(api, `Notes ${uniqueId()}.csv`, [
        ['Name', 'Notes'],
        ['Plain', 'Some **bold** [site](https://example.com)'],
        ...hostileNotes,
      ]);
      const board = await createBoard(api, {
        name: `Notes ${uniqueId()}`,
        spreadsheetId: spreadsheet.id,
      });
      const sheetTitle = await firstSheetTitle(api, spreadsheet.id);
      await addBoardBlock(api, {
        boardId: board.id,
        type: 'table',
        settings: {
          sheet_title: sheetTitle,
          title: 'Notes table',
          rows_per_page: 50,
          axis: [{ column: 'Name' }, { column: 'Notes', use_markdown: true }],
        },
      });
      await addBoardBlock(api, {
        boardId: board.id,
        type: 'markdown',
        settings: {
          sheet_title: sheetTitle,
          title: 'Notes cards',
          loop: true,
          body: '**[Name]**: [Notes]',
        },
      });
      await publishBoard(api, board.id);

      const page = await guestContext.newPage();
      const markdown = new RenderedMarkdown(page);
      await page.goto(`/${board.slug}`);
      const rows = hostileNotes.length + 1;
      // One piece per row in the table's Notes column and one card per row in the markdown block.
      await markdown.expectRendered(rows * 2);
      await markdown.expectInert();
      // Harmless markdown still renders: the sanitiser removes only what is hostile.
      await expect(
        page.getByRole('table', { name: 'Notes table' }).getByRole('link', { name: 'site' }),
      ).toHaveAttribute('href', 'https://example.com');
      await expect(markdown.rendered.locator('strong', { hasText: 'bold' })).toHaveCount(2);
    } finally {
      await api.dispose();
      await guestContext.close();
    }
  });
});
