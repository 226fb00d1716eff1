import { afterAll, beforeAll, describe } from '@jest/globals';
import {
  openDatabase,
  testDatabaseAdapters,
  type Database,
  type DatabaseHandle,
} from '@tessera/platform';
import { createOwnerSession } from '@tessera/testing';
import { SpreadsheetsRepository } from '../../spreadsheets.repository.js';
import { describeConnectorContract } from '../connector.contract.js';
import { WorkbookConnector } from './workbook.connector.js';

const HOOK_TIMEOUT = 120_000;

describe.each(testDatabaseAdapters('workbook_connector'))(
  'workbook connector on %s',
  (_kind, options) => {
    let handle: DatabaseHandle;
    let db: Database;
    beforeAll(async () => {
      handle = await openDatabase(await options());
      db = handle.db;
    }, HOOK_TIMEOUT);
    afterAll(() => handle.close(), HOOK_TIMEOUT);

    // Every test gets a workspace of its own, so nothing is shared between them.
    describeConnectorContract('uploaded workbook (database)', async (initial) => {
      const { workspaceId } = await createOwnerSession(db);
      const repository = new SpreadsheetsRepository(db);
      const spreadsheetId = await db.transaction(async (tx) => {
        const id = await repository.insertSpreadsheet(tx, workspaceId, 'Contract');
        for (const [position, sheet] of initial.entries()) {
          const rows = sheet.rows.map((cells) =>
            Object.fromEntries(sheet.columns.map((column, i) => [column, cells[i] ?? ''])),
          );
          const sheetId = await repository.insertSheet(tx, workspaceId, id, {
            title: sheet.title,
            position,
            columns: sheet.columns,
            rowCount: rows.length,
          });
          await repository.insertRows(tx, workspaceId, sheetId, rows);
        }
        return id;
      });
      return {
        connector: new WorkbookConnector(db, workspaceId, spreadsheetId),
        close: () => Promise.resolve(),
      };
    });
  },
);
