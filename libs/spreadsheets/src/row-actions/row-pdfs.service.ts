import { Injectable } from '@nestjs/common';
import {
  blockActionFor,
  blockShownColumns,
  defaultPdfTemplate,
  downloadFileName,
  filledPdfTemplate,
  pdfLines,
} from '@tessera/domain';
import { linesPdf } from '../pdf/pdf-files.js';
import type { RowWriter } from '../row-writes/row-writes.service.js';
import { SheetAccess } from '../sheet-data/sheet-access.js';
import { SheetSnapshots } from '../sheet-data/sheet-snapshots.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { visibleRow } from '../sheet-data/visible-row.js';

/**
 * Download pdf buttons (block-configuration §3): the row the button was used on, through the
 * button's template (`[Column]` filled with the row's values; without a template, each column
 * the block shows), as a PDF made on the server. Only a Download pdf button whose
 * action_button_visibility reaches the caller, on a row the block shows them; a download is a
 * read, so Read app users may use it.
 */
@Injectable()
export class RowPdfs {
  constructor(
    private readonly access: SheetAccess,
    private readonly snapshots: SheetSnapshots,
  ) {}

  async make(
    { context, viewer }: RowWriter,
    title: string,
    rowId: string,
    blockId: string,
    index: number,
  ): Promise<{ fileName: string; body: Buffer }> {
    const block = await this.access.block(context, blockId);
    const action =
      block.settings['sheet_title'] === title
        ? blockActionFor(block, index, 'Download pdf', { admin: context.member })
        : null;
    if (!action) throw SheetsError.actionRefused();
    const sheet = await this.snapshots.current({
      workspaceId: context.workspaceId,
      spreadsheetId: context.spreadsheetId,
      title,
    });
    const row = visibleRow(sheet, rowId, block, viewer);
    const shown = blockShownColumns(block, sheet.columns);
    const name = `${title} ${shown.map((column) => row.values[column] ?? '').find(Boolean) ?? ''}`;
    const template = action.pdf_template.trim()
      ? action.pdf_template
      : defaultPdfTemplate(name.trim(), shown);
    const filled = filledPdfTemplate(template, sheet.columns, row.values);
    return {
      fileName: downloadFileName(name, 'pdf'),
      body: await linesPdf(name.trim(), pdfLines(filled)),
    };
  }
}
