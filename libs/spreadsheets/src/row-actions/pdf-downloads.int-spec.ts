import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  createBlock,
  createBoardOnCsv,
  buildMultipartUpload,
  createOwnerSession,
  pdfContents,
  pngDeclaring,
  type OwnerSession,
} from '@tessera/testing';
import { SpreadsheetsService } from '../spreadsheets.service.js';

jest.setTimeout(60_000);

/** A real JPEG, as a browser's canvas would send it. */
const redSquareJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } })
    .jpeg()
    .toBuffer();

/** A JPEG whose frame header declares 60,000 × 60,000 pixels: a bomb for PDF readers. */
async function hugeDeclaredJpeg(): Promise<Buffer> {
  const jpeg = Buffer.from(await redSquareJpeg());
  for (let at = 2; at < jpeg.length - 9;) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(60_000, at + 5);
      jpeg.writeUInt16BE(60_000, at + 7);
      return jpeg;
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('no frame header');
}

const ORDERS = [
  ['Order', 'Customer', 'Total', 'Status'],
  ['A-1', 'Zoë Жуков', '12.50', 'Open'],
  ['A-2', 'Grace <b>Hopper</b>', '7', 'Shipped'],
  ['A-3', '[Total]', '3', 'Open'],
];

describe.each(testDatabaseAdapters('pdf_downloads'))('PDF downloads on %s', (_kind, options) => {
  const gateway = useTestGateway(options);
  let owner: OwnerSession;
  let spreadsheetId: string;
  let boardId: string;

  beforeEach(async () => {
    owner = await createOwnerSession(gateway.db);
    ({ spreadsheetId, boardId } = await createBoardOnCsv(
      gateway.db,
      gateway.app.get(SpreadsheetsService),
      { workspaceId: owner.workspaceId, title: 'Orders', rows: ORDERS, slug: 'orders' },
    ));
  }, HOOK_TIMEOUT);

  const block = (type: 'table' | 'list' | 'chart', settings: Record<string, unknown>) =>
    createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      boardId,
      type,
      settings: { sheet_title: 'Orders', ...settings },
    });
  const sheetUrl = (suffix: string, query = '') =>
    `/api/board/${spreadsheetId}/sheet/Orders${suffix}?board=%2Forders${query}`;
  const get = (url: string, cookie?: string) =>
    gateway.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  async function rowId(order: string): Promise<string> {
    const res = await get(sheetUrl(''), owner.cookie);
    return res.json<{ rows: Record<string, string>[] }>().rows.find((r) => r['Order'] === order)!
      ._id!;
  }

  describe('Download pdf buttons', () => {
    it("fills the button's template with the row, values kept as text", async () => {
      const id = await block('table', {
        actions: [
          { type: 'Edit row' },
          {
            type: 'Download pdf',
            title: 'Invoice',
            pdf_template: '# Invoice [Order]\n\nFor [Customer]\nTotal: [Total] EUR\n[Not a column]',
          },
        ],
      });
      const res = await get(
        sheetUrl(`/rows/${await rowId('A-3')}/pdf`, `&block_id=${id}&action=1`),
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toContain('filename="Orders A-3.pdf"');
      const pdf = await pdfContents(res.rawPayload);
      // A value that looks like a placeholder is not filled again.
      expect(pdf.pages).toEqual(['Invoice A-3 For [Total] Total: 3 EUR [Not a column]']);
      expect(pdf.title).toBe('Orders A-3');
    });

    it('lists the columns the block shows when the template is empty', async () => {
      const id = await block('list', {
        axis: [{ column: 'Order' }, { column: 'Customer' }],
        actions: [{ type: 'Download pdf' }],
      });
      const res = await get(
        sheetUrl(`/rows/${await rowId('A-1')}/pdf`, `&block_id=${id}&action=0`),
      );
      expect(res.statusCode).toBe(200);
      expect((await pdfContents(res.rawPayload)).pages).toEqual([
        'Orders A-1 Order: A-1 Customer: Zoë Жуков',
      ]);
    });

    it('serves only a Download pdf button the caller may use, on a row the block shows them', async () => {
      const id = await block('table', {
        actions: [{ type: 'Edit row' }, { type: 'Download pdf' }],
        filters: [
          { condition: '=', sheet_column: { sheet: 'Orders', column: 'Status' }, value: 'Open' },
        ],
      });
      const shipped = await rowId('A-2');
      const open = await rowId('A-1');
      expect(
        (await get(sheetUrl(`/rows/${open}/pdf`, `&block_id=${id}&action=0`))).statusCode,
      ).toBe(403);
      expect(
        (await get(sheetUrl(`/rows/${open}/pdf`, `&block_id=${id}&action=5`))).statusCode,
      ).toBe(403);
      expect(
        (await get(sheetUrl(`/rows/${shipped}/pdf`, `&block_id=${id}&action=1`))).statusCode,
      ).toBe(404);
      expect(
        (await get(sheetUrl(`/rows/${open}/pdf`, `&block_id=${id}&action=1`))).statusCode,
      ).toBe(200);
      const admins = await block('table', {
        actions: [{ type: 'Download pdf' }],
        action_button_visibility: 'Admins',
      });
      expect(
        (await get(sheetUrl(`/rows/${open}/pdf`, `&block_id=${admins}&action=0`))).statusCode,
      ).toBe(403);
      expect(
        (await get(sheetUrl(`/rows/${open}/pdf`, `&block_id=${admins}&action=0`), owner.cookie))
          .statusCode,
      ).toBe(200);
    });
  });

  describe("a table's and a list's PDF download", () => {
    it('holds the rows the visitor reads through the block, its columns, searched', async () => {
      const id = await block('table', {
        title: 'Open orders',
        pdf_download: true,
        axis: [{ column: 'Order' }, { column: 'Customer' }, { column: 'Total', hidden: true }],
      });
      const res = await get(sheetUrl('/pdf', `&block_id=${id}&search=a-2`));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Open orders.pdf"');
      const pdf = await pdfContents(res.rawPayload);
      expect(pdf.pages).toEqual(['Open orders Order Customer A-2 Grace <b>Hopper</b>']);
    });

    it('limits the PDFs one address has made in a minute', async () => {
      const id = await block('list', { pdf_download: true, axis: [{ column: 'Order' }] });
      for (let made = 0; made < 30; made += 1)
        expect((await get(sheetUrl('/pdf', `&block_id=${id}`))).statusCode).toBe(200);
      const refused = await get(sheetUrl('/pdf', `&block_id=${id}`));
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toMatch(
        /^Too many PDFs made\. Please try again in \d+ seconds?\.$/,
      );
    });

    it('is refused for a block without pdf_download, as a sheet the caller may not see', async () => {
      const id = await block('list', { csv_download: true });
      const res = await get(sheetUrl('/pdf', `&block_id=${id}`));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Sheet not found.' });
      expect((await get(sheetUrl('/csv', `&block_id=${id}`))).statusCode).toBe(200);
    });
  });

  describe("a chart's PDF download", () => {
    const sendChart = (blockId: string, bytes: Buffer, field = 'image') => {
      const upload = buildMultipartUpload({
        bytes,
        fileName: 'chart.jpg',
        field,
        contentType: 'image/jpeg',
      });
      return gateway.app.inject({
        method: 'POST',
        url: sheetUrl('/chart-pdf', `&block_id=${blockId}`),
        payload: upload.payload,
        headers: upload.headers,
      });
    };

    it('puts the picture the browser drew on a page under the chart title', async () => {
      const chart = await block('chart', {
        title: 'Sales by month',
        pdf_download: true,
        x_axis: 'Order',
        axis: [{ column: 'Total' }],
      });
      const res = await sendChart(chart, await redSquareJpeg());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('filename="Sales by month.pdf"');
      const pdf = await pdfContents(res.rawPayload);
      expect(pdf).toEqual({ title: 'Sales by month', pages: ['Sales by month'] });
      expect(res.rawPayload.includes('/Subtype /Image')).toBe(true);
    });

    it('takes a JPEG of a canvas size only, and only for a chart offering the download', async () => {
      const chart = await block('chart', { pdf_download: true });
      const bad = await sendChart(chart, Buffer.from('<svg onload="alert(1)"></svg>'));
      expect(bad.statusCode).toBe(415);
      expect(bad.json()).toMatchObject({ message: 'The chart must be sent as a JPEG image.' });
      // A PNG is decoded pixel by pixel by PDFKit: refused before that.
      expect((await sendChart(chart, pngDeclaring(100, 100))).statusCode).toBe(415);
      // A header declaring a picture no browser canvas holds (a decompression bomb for readers).
      expect((await sendChart(chart, await hugeDeclaredJpeg())).statusCode).toBe(415);
      expect((await sendChart(chart, await redSquareJpeg(), 'file')).statusCode).toBe(400);
      const without = await block('chart', {});
      expect((await sendChart(without, await redSquareJpeg())).statusCode).toBe(404);
      const table = await block('table', { pdf_download: true });
      expect((await sendChart(table, await redSquareJpeg())).statusCode).toBe(404);
    });
  });
});
