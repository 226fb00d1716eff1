import { expect, test } from '@playwright/test';
import { AppViewerPage } from './pages/app-viewer.page.js';
import { appHostUrl } from './support/urls.js';

// The seeded demo app (demo.localhost) is public: a guest gets the published viewer (viewer.html),
// whose HTML carries the page and its first rows inline, so it paints without update-metadata.
test('a guest sees the demo app painted from the page its HTML carries', async ({ page }) => {
  const metadataCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/page/update-metadata')
      metadataCalls.push(request.url());
  });

  const response = await page.goto(appHostUrl('demo', '/'));
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="tessera-page"');
  // The viewer entry, not the full app with the editor.
  expect(html).toContain('/assets/viewer-');

  const table = page.getByRole('table', { name: 'Our products' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await new AppViewerPage(page).expectNoEditorChrome();
  expect(metadataCalls).toEqual([]);
});
