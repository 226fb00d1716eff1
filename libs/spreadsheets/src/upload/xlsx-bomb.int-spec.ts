import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  buildXlsx,
  buildZip,
  createOwnerSession,
  deflatedZeros,
  type OwnerSession,
  uploadSpreadsheet,
} from '@tessera/testing';
import { count } from 'drizzle-orm';
import * as sheetsSchema from '../db/schema.js';

jest.setTimeout(60_000);

const MB = 1024 * 1024;

/** The highest resident memory seen while `run` is under way, sampled every few milliseconds. */
async function peakRss<T>(run: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await run();
    return { result, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(sampler);
  }
}

describe.each(testDatabaseAdapters('xlsx_bomb'))(
  'an XLSX decompression bomb on %s',
  (_kind, options) => {
    const gateway = useTestGateway(options);
    let owner: OwnerSession;

    beforeEach(async () => {
      owner = await createOwnerSession(gateway.db);
    }, HOOK_TIMEOUT);

    const upload = (bytes: Buffer) =>
      uploadSpreadsheet(gateway.app, owner.cookie, { fileName: 'report.xlsx', bytes });

    it('is refused without inflating it in memory when its headers understate its size', async () => {
      // A real workbook with one more part: 200 MB of zeros (about 200 kB deflated) whose local and
      // central headers both claim 1 kB, under every limit the headers could be checked against.
      const workbook = await buildXlsx([{ title: 'Sheet1', rows: [['A'], ['1']] }]);
      const bomb = buildZip([
        { name: 'xl/workbook.xml', bytes: Buffer.from('<workbook/>') },
        {
          name: 'xl/worksheets/sheet1.xml',
          deflated: await deflatedZeros(200 * MB),
          declaredSize: 1024,
        },
      ]);
      expect(bomb.length).toBeLessThan(MB);
      // Warm the upload path so that the measurement sees the bomb, not first-use allocations.
      expect((await upload(workbook)).statusCode).toBe(201);
      const before = process.memoryUsage().rss;

      const { result: res, peak } = await peakRss(() => upload(bomb));

      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        message:
          'The XLSX file is compressed far more than a spreadsheet can be, so it was not opened. Save it again from your spreadsheet program and retry.',
      });
      // Inflating it in full takes 200 MB at the very least; a bounded stream holds a few chunks.
      expect(peak - before).toBeLessThan(64 * MB);
      const [spreadsheets] = await gateway.db
        .select({ n: count() })
        .from(sheetsSchema.spreadsheets);
      expect(spreadsheets!.n).toBe(1);
    });

    it('is refused unopened when its directory hides a part past the count it declares', async () => {
      // The end record declares two parts; a third record follows them in the directory, holding
      // 200 MB of zeros. JSZip (exceljs's reader) would read and inflate all three.
      const hidden = buildZip(
        [
          { name: 'xl/workbook.xml', bytes: Buffer.from('<workbook/>') },
          { name: '[Content_Types].xml', bytes: Buffer.from('<Types/>') },
          { name: 'xl/worksheets/sheet1.xml', deflated: await deflatedZeros(200 * MB) },
        ],
        { declaredCount: 2 },
      );
      const before = process.memoryUsage().rss;
      const { result: res, peak } = await peakRss(() => upload(hidden));

      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message:
          'The XLSX file could not be read. Open it in your spreadsheet program, save it again and retry.',
      });
      expect(peak - before).toBeLessThan(64 * MB);
      const [spreadsheets] = await gateway.db
        .select({ n: count() })
        .from(sheetsSchema.spreadsheets);
      expect(spreadsheets!.n).toBe(0);
    });
  },
);
