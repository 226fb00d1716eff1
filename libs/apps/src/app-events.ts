import { recordEvent, type Executor } from '@tessera/platform';
import type { AppRow } from './app-dto.js';
import type { AppsRepository } from './apps.repository.js';

/**
 * Records `app.saved` in the transaction that saved the app: its state as the tenancy service
 * keeps it (name, old names, spreadsheet) and its version, read inside the transaction, so the
 * event says what was committed.
 */
export async function recordAppSaved(tx: Executor, apps: AppsRepository, app: AppRow) {
  return recordEvent(tx, 'app.saved', {
    workspaceId: app.workspaceId,
    appId: app.id,
    name: app.name,
    previousNames: await apps.aliasNames(tx, app.workspaceId, app.id),
    spreadsheetId: app.spreadsheetId,
    version: app.version,
  });
}
