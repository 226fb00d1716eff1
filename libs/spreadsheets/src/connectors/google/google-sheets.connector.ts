import { randomUUID } from 'node:crypto';
import type { StoredRow } from '../../sheet-data/sheet-query.js';
import type {
  SheetContent,
  SheetOutline,
  SheetReadResult,
  SpreadsheetConnector,
} from '../spreadsheet-connector.port.js';
import {
  cellRange,
  columnLetter,
  columnRange,
  columnSpan,
  quoteTitle,
  rangeStart,
  rowRange,
  sheetRange,
  tableRange,
} from './a1-notation.js';
import type { GoogleCredential, GoogleEndpoints } from './google-credentials.js';
import {
  GoogleColumnNotFoundError,
  GoogleRowNotFoundError,
  GoogleSheetNotFoundError,
} from './google-errors.js';
import type { GoogleQuota } from './google-quota.js';
import { GoogleSheetsApi, type GoogleSheetsApiOptions, type Grid } from './google-sheets.api.js';
import {
  idRuns,
  parseSheet,
  sheetLayout,
  type ParsedGoogleSheet,
  type SheetLayout,
} from './sheet-layout.js';

export type GoogleSheetsConnectorOptions = GoogleSheetsApiOptions & { newId?: () => string };

/**
 * A Google spreadsheet through the Sheets v4 API. Rows are named by the `_id` column (added on
 * first read when missing, see sheet-layout.ts); a write first finds the row's current line from
 * that column, so sorting or inserting rows in Google Sheets never sends a write to the wrong row
 * (a sort in the instant between that read and the write still can: the API has no locking).
 */
export class GoogleSheetsConnector implements SpreadsheetConnector {
  private readonly api: GoogleSheetsApi;
  private readonly newId: () => string;
  /** Where each sheet's `_id` column was last seen, so a write reads it with the header in one call. */
  private readonly idColumns = new Map<string, number>();

  constructor(
    googleSpreadsheetId: string,
    credential: GoogleCredential,
    endpoints: GoogleEndpoints,
    quota: GoogleQuota,
    options: GoogleSheetsConnectorOptions = {},
  ) {
    this.api = new GoogleSheetsApi(googleSpreadsheetId, credential, endpoints, quota, options);
    this.newId = options.newId ?? randomUUID;
  }

  /** The spreadsheet's own name in Google Drive. */
  spreadsheetTitle(): Promise<string> {
    return this.api.spreadsheetTitle();
  }

  async listSheets(): Promise<SheetOutline[]> {
    const titles = (await this.api.sheetProperties()).map((sheet) => sheet.title);
    if (titles.length === 0) return [];
    const headers = await this.api.readRanges(titles.map((title) => rowRange(title, 1)));
    return titles.map((title, i) => {
      const layout = this.remember(title, sheetLayout(headers[i]![0] ?? []));
      return { title, columns: layout.columns.map((column) => column.name) };
    });
  }

  async readSheets(titles: readonly string[]): Promise<Map<string, SheetReadResult>> {
    const unique = [...new Set(titles)];
    const results = new Map<string, SheetReadResult>();
    if (unique.length === 0) return results;
    let grids: (Grid | GoogleSheetNotFoundError)[];
    try {
      grids = await this.api.readRanges(unique.map(sheetRange));
    } catch (error) {
      if (!(error instanceof GoogleSheetNotFoundError)) throw error;
      // One unknown title fails Google's whole batch: read each on its own so the others load.
      grids = await Promise.all(unique.map((title) => this.readAlone(title)));
    }
    for (const [i, title] of unique.entries()) {
      const grid = grids[i]!;
      results.set(
        title,
        grid instanceof GoogleSheetNotFoundError
          ? { ok: false, error: grid.message }
          : { ok: true, sheet: await this.identify(title, grid) },
      );
    }
    return results;
  }

  /**
   * Appends the row, unless a row with its id is already there (an earlier attempt that Google
   * carried out but did not confirm): then that row gets the values, so a retried add never
   * leaves two rows.
   */
  async appendRow(title: string, row: StoredRow): Promise<void> {
    const found = await this.locate(title, row.id);
    if (found.line !== null) {
      await this.writeLine(title, found.layout, found.line, row.values);
      return;
    }
    let layout = found.layout;
    if (layout.idColumn === null) {
      const [grid] = await this.api.readRanges([sheetRange(title)]);
      const parsed = parseSheet(grid!, this.newId, true);
      await this.writeIds(title, parsed);
      layout = parsed.layout;
    }
    const idColumn = this.remember(title, layout).idColumn!;
    const width = Math.max(idColumn, ...layout.columns.map((column) => column.index)) + 1;
    const line = Array<string>(width).fill('');
    for (const [index, value] of this.cellsOf(title, layout, row.values)) line[index] = value;
    line[idColumn] = row.id;
    const written = await this.api.appendRow(tableRange(title, width - 1), line);
    // Google appends from the first column of the table it detects; when column A is empty that
    // is B or later, so the row is written again from A (and the shifted cells emptied).
    const start = rangeStart(written ?? '');
    if (start && start.column > 0) {
      const last = start.column + width - 1;
      const range = `${quoteTitle(title)}!A${start.line}:${columnLetter(last)}${start.line}`;
      await this.api.writeCells([
        { range, values: [[...line, ...Array<string>(last + 1 - width).fill('')]] },
      ]);
    }
  }

  async updateRow(title: string, id: string, values: Record<string, string>): Promise<void> {
    const { layout, line } = await this.locate(title, id);
    if (line === null) throw new GoogleRowNotFoundError(title, id);
    await this.writeLine(title, layout, line, values);
  }

  private async writeLine(
    title: string,
    layout: SheetLayout,
    line: number,
    values: Record<string, string>,
  ): Promise<void> {
    const data = this.cellsOf(title, layout, values).map(([index, value]) => ({
      range: cellRange(title, line, index),
      values: [[value]],
    }));
    if (data.length > 0) await this.api.writeCells(data);
  }

  async deleteRow(title: string, id: string): Promise<void> {
    const { line } = await this.locate(title, id);
    if (line !== null) await this.api.clear(rowRange(title, line));
  }

  private readAlone(title: string): Promise<Grid | GoogleSheetNotFoundError> {
    return this.api.readRanges([sheetRange(title)]).then(
      ([grid]) => grid!,
      (error: unknown) => {
        if (error instanceof GoogleSheetNotFoundError)
          return new GoogleSheetNotFoundError(title, error.googleMessage);
        throw error;
      },
    );
  }

  private async identify(title: string, grid: Grid): Promise<SheetContent> {
    const parsed = parseSheet(grid, this.newId);
    await this.writeIds(title, parsed);
    this.remember(title, parsed.layout);
    const columns = parsed.layout.columns.map((column) => column.name);
    return { title, columns, rows: parsed.rows };
  }

  /** Writes the `_id` header (growing a full grid first) and the new ids, in one batch. */
  private async writeIds(title: string, parsed: ParsedGoogleSheet): Promise<void> {
    const idColumn = parsed.layout.idColumn;
    if (idColumn === null || (!parsed.addIdHeader && parsed.idWrites.length === 0)) return;
    const data = idRuns(parsed.idWrites).map((run) => ({
      range: columnSpan(title, idColumn, run.from, run.from + run.ids.length - 1),
      values: run.ids.map((id) => [id]),
    }));
    if (parsed.addIdHeader) {
      // Google refuses writes beyond a sheet's column count (26 by default).
      const sheet = (await this.api.sheetProperties()).find((found) => found.title === title);
      if (!sheet) throw new GoogleSheetNotFoundError(title);
      if (sheet.columnCount <= idColumn)
        await this.api.appendColumns(sheet.sheetId, idColumn + 1 - sheet.columnCount);
      data.unshift({ range: cellRange(title, 1, idColumn), values: [['_id']] });
    }
    await this.api.writeCells(data);
  }

  /**
   * The row's current line (1-based) from a fresh read of the `_id` column, read together with
   * the header when the column is where it was last seen; null when no row has the id.
   */
  private async locate(
    title: string,
    id: string,
  ): Promise<{ layout: SheetLayout; line: number | null }> {
    const hint = this.idColumns.get(title);
    const ranges = [rowRange(title, 1), ...(hint === undefined ? [] : [columnRange(title, hint)])];
    const [header, hinted] = await this.api.readRanges(ranges);
    const layout = this.remember(title, sheetLayout(header![0] ?? []));
    if (layout.idColumn === null) return { layout, line: null };
    const ids =
      layout.idColumn === hint
        ? hinted!
        : (await this.api.readRanges([columnRange(title, layout.idColumn)]))[0]!;
    const index = ids.findIndex((cells, i) => i > 0 && (cells[0] ?? '').trim() === id);
    return { layout, line: index === -1 ? null : index + 1 };
  }

  /** [column index, value] for each value given, refusing names the sheet does not have. */
  private cellsOf(
    title: string,
    layout: SheetLayout,
    values: Record<string, string>,
  ): [number, string][] {
    const indexes = new Map(layout.columns.map((column) => [column.name, column.index]));
    return Object.entries(values).map(([name, value]) => {
      const index = indexes.get(name);
      if (index === undefined) throw new GoogleColumnNotFoundError(title, name);
      return [index, value];
    });
  }

  private remember(title: string, layout: SheetLayout): SheetLayout {
    if (layout.idColumn === null) this.idColumns.delete(title);
    else this.idColumns.set(title, layout.idColumn);
    return layout;
  }
}
