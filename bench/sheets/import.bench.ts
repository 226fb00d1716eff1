import { expect, it } from '@jest/globals';
import { testDatabaseAdapters } from '@tessera/platform';
import { SpreadsheetsService, sheetsSchema } from '@tessera/spreadsheets';
import { buildCsv, createOwnerSession } from '@tessera/testing';
import { count } from 'drizzle-orm';
import { openGateway, productRows } from './support/gateway.js';
import { mib, peakRss, seconds } from './support/measure.js';
import { publish, runContext } from './support/report.js';

const ROWS = 100_000;

it(`imports a ${ROWS.toLocaleString('en')}-row CSV through SpreadsheetsService.importWorkbook`, async () => {
  const context = runContext();
  const bytes = buildCsv(productRows(ROWS));
  const lines = [
    `A ${(bytes.length / 2 ** 20).toFixed(1)} MiB CSV of ${ROWS.toLocaleString('en')} rows × 7 columns,`,
    'parsed and stored in one transaction (spreadsheet, sheet, every row, the event). Peak RSS delta:',
    "the process's resident memory at its highest during the import minus just before it (PGlite's",
    'database runs inside the process, so its memory counts too).',
    '',
    '| Database | Wall time | Rows per second | RSS before | Peak RSS delta |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [kind, options] of testDatabaseAdapters('bench_import')) {
    const gateway = await openGateway(await options());
    try {
      const owner = await createOwnerSession(gateway.db);
      const service = gateway.app.get(SpreadsheetsService);
      const started = performance.now();
      const {
        value: imported,
        baseline,
        peak,
      } = await peakRss(() =>
        service.importWorkbook(owner.workspaceId, { fileName: 'Data.csv', bytes }),
      );
      const elapsed = performance.now() - started;

      expect(imported.sheets).toEqual([expect.objectContaining({ title: 'Data', rowCount: ROWS })]);
      const [stored] = await gateway.db.select({ n: count() }).from(sheetsSchema.sheetRows);
      expect(stored?.n).toBe(ROWS);
      const perSecond = Math.round(ROWS / (elapsed / 1000)).toLocaleString('en');
      lines.push(
        `| ${kind} | ${seconds(elapsed)} | ${perSecond} | ${mib(baseline)} | ${mib(peak - baseline)} |`,
      );
    } finally {
      await gateway.close();
    }
  }
  await publish({ id: 'import', order: 1, title: 'Import of a 100,000-row CSV', lines }, context);
});
