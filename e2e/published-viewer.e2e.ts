import { expect, test, type PlaywrightWorkerArgs } from '@playwright/test';
import { AppViewerPage } from './pages/app-viewer.page.js';
import {
  addPageBlock,
  appPages,
  createApp,
  firstSheetTitle,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { watchHydrationErrors } from './support/hydration.js';
import { appHostUrl } from './support/urls.js';

// The seeded demo app (demo.localhost) is public: a guest gets the published viewer (viewer.html),
// whose HTML carries the page and its first rows inline, and the page drawn by the server, which
// the browser takes over without update-metadata.
test('a guest sees the demo app painted from the page its HTML carries', async ({ page }) => {
  const metadataCalls: string[] = [];
  const errors = watchHydrationErrors(page);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/page/update-metadata')
      metadataCalls.push(request.url());
  });

  const response = await page.goto(appHostUrl('demo', '/'));
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="tessera-page"');
  // The viewer entry, not the full app with the editor.
  expect(html).toContain('/assets/viewer-');
  // The server drew the page into the root element.
  expect(html).toMatch(/<div id="root"><.*<table[^>]*aria-label="Our products"/s);
  // The tab shows Tessera's icon, served on the app's own host too.
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
  const icon = await page.evaluate(async () => {
    const answer = await fetch('/favicon.svg');
    return `${answer.status} ${answer.headers.get('content-type')}`;
  });
  expect(icon).toMatch(/^200 image\/svg\+xml/);

  const table = page.getByRole('table', { name: 'Our products' });
  await expect(table).toBeVisible();
  const firstName = table.getByRole('row').nth(1).getByRole('cell').first();
  const onFirstPage = await firstName.innerText();
  // Paging works only once the browser has taken the page over (the server's button does nothing).
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(firstName).not.toHaveText(onFirstPage);
  await new AppViewerPage(page).expectNoEditorChrome();
  expect(metadataCalls).toEqual([]);
  expect(errors).toEqual([]);
  // Nothing moved while the browser took the page over (layout shifts not caused by the click).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        // Layout shifts reach observers only (buffered: those since the page started).
        new PerformanceObserver((list) =>
          resolve(
            (list.getEntries() as Shift[])
              .filter((entry) => !entry.hadRecentInput)
              .reduce((sum, entry) => sum + entry.value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shift).toBeLessThan(0.05);
});

// React moves a large part of a page out of its place and puts it back with an inline script,
// which the page's Content-Security-Policy refuses: the server draws every page whole.
test('a page larger than one of React’s chunks is drawn whole by the server and taken over without an error', async ({
  page,
  playwright,
  baseURL,
}) => {
  const rows = Array.from({ length: 150 }, (_, index) => [
    `Product ${index + 1}`,
    `A longer description of product ${index + 1}, so that the page weighs what a real one does.`,
  ]);
  const name = await publishTableApp(playwright, baseURL, {
    rows: [['Name', 'Description'], ...rows],
    table: () => ({ title: 'Everything', rows_per_page: 150 }),
  });
  const errors = watchHydrationErrors(page);
  const response = await page.goto(appHostUrl(name, '/'));
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Product 150');
  expect(html).not.toMatch(/<script>\$R/);
  await expect(page.getByRole('table', { name: 'Everything' }).getByRole('row')).toHaveCount(151);
  expect(errors).toEqual([]);
});

// A link naming a block's filter (?filters=name:value, editor-viewer-shell §5) shows the rows it
// picks: drawn by the server for that link, so they paint at once, with JavaScript off too.
test('a filtered link arrives drawn with its rows, and the browser takes it over without loading the page again', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const name = await publishTableApp(playwright, baseURL, {
    rows: [
      ['Name', 'Category'],
      ['Wool Lamp', 'Lamps'],
      ['Oak Chair', 'Chairs'],
      ['Brass Lamp', 'Lamps'],
      ['Pine Chair', 'Chairs'],
    ],
    table: (sheet) => ({
      title: 'Shop',
      filters: [
        {
          name: 'category',
          active: false,
          condition: '=',
          sheet_column: { sheet, column: 'Category' },
          value: '',
        },
      ],
    }),
  });
  const link = appHostUrl(name, `/?filters=${encodeURIComponent('category:Chairs')}`);
  const errors = watchHydrationErrors(page);
  const metadataCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/page/update-metadata')
      metadataCalls.push(request.url());
  });
  const response = await page.goto(link);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<div id="root"><.*Oak Chair.*Pine Chair/s);
  expect(html).not.toContain('Wool Lamp');
  const table = page.getByRole('table', { name: 'Shop' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Oak Chair');
  await expect(table).not.toContainText('Lamp');
  // The search answers once the browser has taken the page over, within the link's rows.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(async () => {
    await search.fill('');
    await search.fill('Pine');
    await expect(table.getByRole('row')).toHaveCount(2, { timeout: 1_000 });
  }).toPass();
  await expect(table).toContainText('Pine Chair');
  // Searching for what the link's filters leave out finds nothing.
  const lampSearch = page.waitForResponse((answer) => answer.url().includes('search=Lamp'));
  await search.fill('Lamp');
  const answered = await lampSearch;
  expect(new URL(answered.url()).searchParams.get('_filters')).toBe('category:Chairs');
  expect(((await answered.json()) as { rows: unknown[] }).rows).toEqual([]);
  await expect(page.getByText('Wool Lamp')).toHaveCount(0);
  // Painted from the page its HTML carried for this link, not loaded again.
  expect(metadataCalls).toEqual([]);
  expect(errors).toEqual([]);

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await withoutScripts.newPage();
    await reader.goto(link);
    const drawn = reader.getByRole('table', { name: 'Shop' });
    await expect(drawn.getByRole('row')).toHaveCount(3);
    await expect(drawn).not.toContainText('Lamp');
  } finally {
    await withoutScripts.close();
  }
});

/**
 * A public app (its address returned) of a new owner, whose home page holds a table of the
 * uploaded `rows` with the `table` settings (given the sheet's title).
 */
async function publishTableApp(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  content: {
    rows: readonly (readonly string[])[];
    table: (sheetTitle: string) => Record<string, unknown>;
  },
): Promise<string> {
  const owner = await playwright.request.newContext({ baseURL });
  const name = `table-${uniqueId()}`;
  try {
    await signUpOwner(owner, anOwner());
    const spreadsheet = await uploadCsv(owner, `${name}.csv`, content.rows);
    const app = await createApp(owner, { title: 'Table', name, spreadsheetId: spreadsheet.id });
    const [home] = await appPages(owner, app.id);
    const sheetTitle = await firstSheetTitle(owner, spreadsheet.id);
    await addPageBlock(owner, {
      pageId: home!.id,
      type: 'table',
      settings: { sheet_title: sheetTitle, ...content.table(sheetTitle) },
    });
    const published = await owner.put(`/api/apps/${app.id}`, {
      data: { public: true, publishUrl: name, sign_in_method: 'No sign in' },
    });
    expect(published.status()).toBe(200);
  } finally {
    await owner.dispose();
  }
  return name;
}

// A template preview link (?preview=true) gets the same cached page; the banner comes after.
test('a template preview shows its banner over the page the server drew, without a hydration error', async ({
  page,
}) => {
  const errors = watchHydrationErrors(page);
  await page.goto(appHostUrl('demo', '/?preview=true'));
  const banner = page.getByRole('region', { name: 'Preview Mode' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Back to marketplace' })).toHaveAttribute(
    'href',
    /\/marketplace$/,
  );
  await expect(page.getByRole('table', { name: 'Our products' })).toBeVisible();
  expect(errors).toEqual([]);
});

// The viewer has no router: its header links move between pages with the browser's history.
test("a guest moves between the demo app's pages through its header, and back, in one document", async ({
  page,
}) => {
  await page.goto(appHostUrl('demo', '/'));
  await expect(page.getByRole('table', { name: 'Our products' })).toBeVisible();
  // Set on this document: a full page load would lose it.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('button', { name: /submit|place|order/i }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Our products' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('table', { name: 'Our products' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

// Each block type's code is its own chunk: a page loads only its blocks' (issue 13).
test('a page downloads the code of its own blocks only: no chart code without a chart', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto(appHostUrl('demo', '/order'));
  await expect(page.getByRole('button', { name: /submit|place|order/i }).first()).toBeVisible();
  expect(scripts.some((path) => path.includes('/FormBlock-'))).toBe(true);
  expect(scripts.filter((path) => /\/(ChartBlock|TableBlock|MarkdownBlock)-/.test(path))).toEqual(
    [],
  );
});

test('on a phone, a table wider than its block fades at the edge with more columns past it', async ({
  page,
}) => {
  const fades = () =>
    page
      .locator('.ts-table__scroll')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.getPropertyValue('--ts-fade-start'), style.getPropertyValue('--ts-fade-end')];
      });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(appHostUrl('demo', '/'));
  await expect(page.getByRole('table', { name: 'Our products' })).toBeVisible();
  expect(await fades()).toEqual(['0px', '40px']);
  await page
    .locator('.ts-table__scroll')
    .first()
    .evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
  await expect.poll(fades).toEqual(['40px', '0px']);
  // On a computer it fits: no fade.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Our products' })).toBeVisible();
  expect(await fades()).toEqual(['0px', '0px']);
});

test.describe('a failed download', () => {
  // The service worker would fetch the chunk itself, where routes cannot refuse it.
  test.use({ serviceWorkers: 'block' });

  test('a block whose code fails to download offers Retry inside the block; the rest of the page is drawn', async ({
    page,
  }) => {
    let refuse = true;
    await page.route(/\/assets\/TableBlock-[\w-]+\.js$/, (route) =>
      refuse ? route.abort('connectionfailed') : route.continue(),
    );
    await page.goto(appHostUrl('demo', '/'));
    const failed = page.getByRole('region', { name: 'table block' }).first();
    await expect(failed.getByRole('alert')).toHaveText(
      'This block could not be loaded. Check your connection and retry.',
    );
    // The other blocks are drawn.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Demo shop');

    refuse = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table', { name: 'Our products' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The server draws the page with the viewer's own components (issue 13).
  test('a guest reads the demo app’s page and its rows with JavaScript off', async ({ page }) => {
    await page.goto(appHostUrl('demo', '/'));
    const table = page.getByRole('table', { name: 'Our products' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Demo shop');
  });
});
