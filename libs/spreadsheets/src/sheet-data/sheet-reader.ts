import { Injectable } from '@nestjs/common';
import type { SheetDataQuery, SheetDataResponse } from '@tessera/contracts';
import { SheetRowsRepository } from './sheet-rows.repository.js';
import {
  matchesSearch,
  parseSort,
  searchTerms,
  sortRows,
  toSheetRow,
  type StoredRow,
} from './sheet-query.js';
import { SheetsError } from './sheets.errors.js';

export type SheetReadQuery = Pick<SheetDataQuery, 'page' | 'page_size' | 'search' | 'sort'>;

/**
 * Reads one page of a sheet. Callers have authorised the request and pass the workspace it
 * resolved to. Without search or sort the database pages by position; with them every row of
 * the sheet is filtered and sorted here (the sheet-data cache will sit in front of this).
 */
@Injectable()
export class SheetReader {
  constructor(private readonly rows: SheetRowsRepository) {}

  async readSheet(
    workspaceId: string,
    spreadsheetId: string,
    title: string,
    query: SheetReadQuery,
  ): Promise<SheetDataResponse> {
    const sheet = await this.rows.findSheet(workspaceId, spreadsheetId, title);
    if (!sheet) throw SheetsError.sheetNotFound(title);
    const { columns } = sheet;
    const terms = searchTerms(query.search);
    const sort = parseSort(query.sort, columns);
    if (query.sort && !sort) throw SheetsError.unknownSortColumn(title, query.sort);
    const offset = (query.page - 1) * query.page_size;
    const answer = (total: number, rows: StoredRow[]): SheetDataResponse => ({
      title: sheet.title,
      columns,
      rows: rows.map((row) => toSheetRow(row.id, columns, row.values)),
      total,
      page: query.page,
      page_size: query.page_size,
    });

    if (terms.length === 0 && !sort) {
      const total = await this.rows.countRows(workspaceId, sheet.id);
      const rows =
        offset < total
          ? await this.rows.rows(workspaceId, sheet.id, { limit: query.page_size, offset })
          : [];
      return answer(total, rows);
    }

    let rows = await this.rows.rows(workspaceId, sheet.id);
    if (terms.length > 0) rows = rows.filter((row) => matchesSearch(row.values, columns, terms));
    if (sort) rows = sortRows(rows, sort);
    return answer(rows.length, rows.slice(offset, offset + query.page_size));
  }
}
