import { expect, test } from '@playwright/test';
import { BoardEditorPage } from './pages/board-editor.page.js';
import { createBoard, publishBoard, signUpOwner, uploadCsv } from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';

/** Embed code as a site gives it, with what an attacker might paste around and inside it. */
const PASTED_CODE = [
  `<script>window.__xss='pasted script'</script>`,
  `<iframe src="https://maps.example.com/embed?pb=1&amp;z=3" height="320" title="Our office"`,
  ` onload="window.__xss='onload'" sandbox="allow-same-origin allow-scripts" allowfullscreen></iframe>`,
  `<img src=x onerror="window.__xss='img'">`,
].join('');

test.describe('iframe block', () => {
  test('an owner pastes iframe code; owner and visitor see only the https page, sandboxed', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ownerContext = await browser.newContext({ baseURL });
    // The Content-Security-Policy would stop inline handlers on its own: bypass it, so the test
    // tells whether anything pasted reached the page.
    const guestContext = await browser.newContext({ baseURL, bypassCSP: true });
    try {
      const page = await ownerContext.newPage();
      await signUpOwner(page.request, anOwner());
      const spreadsheet = await uploadCsv(page.request, `Sites ${uniqueId()}.csv`, [
        ['Name'],
        ['Head office'],
      ]);
      const board = await createBoard(page.request, {
        name: `Sites ${uniqueId()}`,
        spreadsheetId: spreadsheet.id,
      });

      await page.goto(`/${board.slug}`);
      const editor = new BoardEditorPage(page);
      await editor.expectLoaded();
      const settings = await editor.blocks.newBlock('Iframe');
      await settings.fill('Title', 'Find us');
      await settings.fill('Iframe code', PASTED_CODE);
      await settings.addBlock();
      const ownerFrame = page
        .getByRole('region', { name: 'Find us' })
        .locator('iframe[title="Our office"]');
      await expect(ownerFrame).toHaveAttribute('src', 'https://maps.example.com/embed?pb=1&z=3');

      await publishBoard(page.request, board.id);
      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const block = visitor.getByRole('region', { name: 'Find us' });
      const frame = block.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('src', 'https://maps.example.com/embed?pb=1&z=3');
      await expect(frame).toHaveAttribute('title', 'Our office');
      await expect(frame).toHaveAttribute(
        'sandbox',
        'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation',
      );
      await expect(frame).not.toHaveAttribute('onload', /.*/);
      expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(320);
      await expect(block.locator('script, img')).toHaveCount(0);
      expect(await visitor.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    } finally {
      await ownerContext.close();
      await guestContext.close();
    }
  });
});
