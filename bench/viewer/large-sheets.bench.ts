import { it } from '@jest/globals';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { startTestServer } from '../../scripts/lib/test-server.mjs';
import { runContext } from '../sheets/support/report.js';
import { publishLargeSheets, type BlockMeasure } from './support/large-sheets-report.js';
import {
  ownerClient,
  signUpBenchOwner,
  uploadPicture,
  uploadProducts,
} from './support/owner-client.js';

const ROWS = 100_000;
const ROWS_PER_PAGE = 100;
/** Pages turned per block; the first turn is a warm-up and not counted. */
const TURNS = 12;
export const TARGET_SHOWN_MS = 300;

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The blocks that page a large sheet, each with settings showing three columns. */
const axis = [{ column: 'Name' }, { column: 'Category' }, { column: 'Price' }];
const BLOCKS: { type: string; label: string; settings: Record<string, unknown> }[] = [
  { type: 'table', label: 'Table', settings: {} },
  { type: 'list', label: 'List', settings: { axis } },
  { type: 'grid', label: 'Grid', settings: { axis } },
  { type: 'datalist', label: 'Data list', settings: { axis } },
  // Every row shows the same uploaded picture (one download), captioned with its name.
  {
    type: 'imageGallery',
    label: 'Image gallery',
    settings: { image_column: 'Picture', caption_column: 'Name' },
  },
];

/**
 * Turns the block's pages with its Next button and measures, for each page, how long after its
 * rows arrived (the sheet response's end, from Resource Timing) the page's first row was in the
 * document, and the next frame was drawn.
 */
async function turnPages(
  page: Page,
  block: string,
): Promise<{ domMs: number[]; frameMs: number[] }> {
  const region = page.getByRole('region', { name: block });
  const domMs: number[] = [];
  const frameMs: number[] = [];
  for (let turn = 1; turn <= TURNS; turn += 1) {
    const firstRow = `Product ${turn * ROWS_PER_PAGE + 1}`;
    await page.evaluate((expected) => {
      performance.clearResourceTimings();
      const marks = window as unknown as { __shown?: number; __drawn?: number };
      delete marks.__shown;
      delete marks.__drawn;
      const observer = new MutationObserver(() => {
        if (marks.__shown !== undefined || !document.body.textContent?.includes(expected)) return;
        marks.__shown = performance.now();
        observer.disconnect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => (marks.__drawn = performance.now())),
        );
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, firstRow);
    await region.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(() => (window as { __drawn?: number }).__drawn !== undefined);
    const timing = await page.evaluate(() => {
      const marks = window as unknown as { __shown: number; __drawn: number };
      const reads = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/sheet/')) as PerformanceResourceTiming[];
      const arrived = reads.at(-1)?.responseEnd ?? Number.NaN;
      return { shown: marks.__shown - arrived, drawn: marks.__drawn - arrived };
    });
    if (turn === 1) continue; // the warm-up: the block's code and the sheet's indexes settle
    domMs.push(timing.shown);
    frameMs.push(timing.drawn);
  }
  return { domMs, frameMs };
}

/** Scrolls through the page for about two seconds and records every frame's interval. */
async function scrollFrames(page: Page): Promise<number[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const recording = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const intervals: number[] = [];
        let last = performance.now();
        const started = last;
        const frame = (now: number) => {
          intervals.push(now - last);
          last = now;
          if (now - started < 2_000) requestAnimationFrame(frame);
          else resolve(intervals);
        };
        requestAnimationFrame(frame);
      }),
  );
  for (let step = 0; step < 40; step += 1) {
    await page.mouse.wheel(0, step < 20 ? 300 : -300);
    await page.waitForTimeout(40);
  }
  return recording;
}

it('shows each page of a block over a 100,000-row sheet soon after its rows arrive', async () => {
  const context = runContext();
  const server = await startTestServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    const call = ownerClient(server.baseUrl);
    await signUpBenchOwner(call);
    const picture = await uploadPicture(
      call,
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3f51b5' } })
        .png()
        .toBuffer(),
    );
    const { spreadsheetId, sheetTitle } = await uploadProducts(call, ROWS, picture);
    const measures: BlockMeasure[] = [];
    for (const block of BLOCKS) {
      const { board } = await call<{ board: { id: string; slug: string } }>('POST', '/api/boards', {
        name: `${block.label} over ${ROWS} rows`,
        spreadsheetId,
      });
      await call('PUT', `/api/boards/${board.id}`, { public: true });
      await call('POST', '/api/blocks', {
        boardId: board.id,
        type: block.type,
        settings: {
          ...block.settings,
          title: block.label,
          sheet_title: sheetTitle,
          paginate: true,
          rows_per_page: ROWS_PER_PAGE,
        },
      });
      const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await visitor.goto(`${server.baseUrl}/${board.slug}`);
      await visitor
        .getByRole('region', { name: block.label })
        .filter({ hasText: `Product ${ROWS_PER_PAGE}` })
        .waitFor();
      const turned = await turnPages(visitor, block.label);
      const frames = await scrollFrames(visitor);
      measures.push({ block: block.label, ...turned, frames });
      await visitor.close();
    }
    await publishLargeSheets({
      context,
      rows: ROWS,
      rowsPerPage: ROWS_PER_PAGE,
      targetMs: TARGET_SHOWN_MS,
      measures,
    });
  } finally {
    await browser.close();
    await server.stop();
  }
});
