import { Injectable } from '@nestjs/common';
import type { Executor } from '@tessera/platform';
import { SpreadsheetConnectors } from '../connectors/spreadsheet-connectors.js';
import type { SheetContent } from '../connectors/spreadsheet-connector.port.js';
import { SpreadsheetsRepository } from '../spreadsheets.repository.js';

/** Why a spreadsheet cannot be read for a copy, whatever the number of tries. */
export class CopyImpossibleError extends Error {}

/**
 * Copies of spreadsheets: sheets read through their spreadsheet's connector (an uploaded
 * workbook, or Google with its owner's credential), written as an uploaded workbook. Used for a
 * template's frozen data and for each workspace's copy of it.
 */
@Injectable()
export class SpreadsheetDuplicator {
  constructor(
    private readonly connectors: SpreadsheetConnectors,
    private readonly spreadsheets: SpreadsheetsRepository,
  ) {}

  /** The spreadsheet's sheets (only those titled, when `titles` is given), in its order. */
  async read(
    workspaceId: string,
    spreadsheetId: string,
    titles?: readonly string[],
  ): Promise<SheetContent[]> {
    const resolved = await this.connectors.forSpreadsheet(workspaceId, spreadsheetId);
    if (!resolved) throw new CopyImpossibleError("The template's spreadsheet no longer exists.");
    if (resolved.unavailable !== undefined)
      throw new CopyImpossibleError(
        "The template's data cannot be read right now: its spreadsheet is not reachable.",
      );
    const wanted = titles ? new Set(titles) : null;
    const outlines = (await resolved.connector.listSheets()).filter(
      (sheet) => !wanted || wanted.has(sheet.title),
    );
    const read = await resolved.connector.readSheets(outlines.map((sheet) => sheet.title));
    return outlines.map((outline) => {
      const result = read.get(outline.title);
      if (!result?.ok)
        throw new Error(
          `Reading the sheet "${outline.title}" failed: ${result?.error ?? 'missing'}`,
        );
      return result.sheet;
    });
  }

  /** Writes the sheets as a new uploaded workbook of the workspace; returns its id. */
  async write(
    tx: Executor,
    workspaceId: string,
    name: string,
    sheets: readonly SheetContent[],
    options: { id?: string; templateSnapshot?: boolean } = {},
  ): Promise<string> {
    const id = await this.spreadsheets.insertSpreadsheet(tx, workspaceId, name, options);
    for (const [position, sheet] of sheets.entries()) {
      const sheetId = await this.spreadsheets.insertSheet(tx, workspaceId, id, {
        title: sheet.title,
        position,
        columns: sheet.columns,
        rowCount: sheet.rows.length,
      });
      await this.spreadsheets.insertRows(
        tx,
        workspaceId,
        sheetId,
        sheet.rows.map((row) => row.values),
      );
    }
    return id;
  }
}
