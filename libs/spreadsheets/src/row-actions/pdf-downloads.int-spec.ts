import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { crc32, deflateSync } from 'node:zlib';
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

/** A real 2 × 2 red PNG, as a browser's canvas would send it. */
function redSquarePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
        fileName: 'chart.png',
        field,
        contentType: 'image/png',
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
      const res = await sendChart(chart, redSquarePng());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('filename="Sales by month.pdf"');
      const pdf = await pdfContents(res.rawPayload);
      expect(pdf).toEqual({ title: 'Sales by month', pages: ['Sales by month'] });
      expect(res.rawPayload.includes('/Subtype /Image')).toBe(true);
    });

    it('takes a PNG only, and only for a chart offering the download', async () => {
      const chart = await block('chart', { pdf_download: true });
      const bad = await sendChart(chart, Buffer.from('<svg onload="alert(1)"></svg>'));
      expect(bad.statusCode).toBe(415);
      expect(bad.json()).toMatchObject({ message: 'The chart must be sent as a PNG image.' });
      // A header declaring a picture no browser canvas holds (a decompression bomb for readers).
      expect((await sendChart(chart, pngDeclaring(50_000, 50_000))).statusCode).toBe(415);
      expect((await sendChart(chart, redSquarePng(), 'file')).statusCode).toBe(400);
      const without = await block('chart', {});
      expect((await sendChart(without, redSquarePng())).statusCode).toBe(404);
      const table = await block('table', { pdf_download: true });
      expect((await sendChart(table, redSquarePng())).statusCode).toBe(404);
    });
  });
});
