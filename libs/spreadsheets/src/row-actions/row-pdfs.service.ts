import { Injectable } from '@nestjs/common';
import {
  blockActionFor,
  blockShownColumns,
  defaultPdfTemplate,
  downloadFileName,
  filledPdfLines,
} from '@tessera/domain';
import { linesPdf } from '../pdf/pdf-files.js';
import { PdfLimits } from '../pdf/pdf-limits.js';
import type { RowWriter } from '../row-writes/row-writes.service.js';
import { SheetAccess } from '../sheet-data/sheet-access.js';
import { SheetSnapshots } from '../sheet-data/sheet-snapshots.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { visibleRow } from '../sheet-data/visible-row.js';

/**
 * Download pdf buttons (block-configuration §3): the row the button was used on, through the
 * button's template (`[Column]` filled with the row's values; without a template, each column
 * the block shows), as a PDF made on the server. The template is the owner's: it may name any
 * column of the sheet, those the block hides included. Only a Download pdf button whose
 * action_button_visibility reaches the caller, on a row the block shows them; a download is a
 * read, so Read app users may use it.
 */
@Injectable()
export class RowPdfs {
  constructor(
    private readonly access: SheetAccess,
    private readonly snapshots: SheetSnapshots,
    private readonly limits: PdfLimits,
  ) {}

  async make(
    { context, viewer }: RowWriter,
    title: string,
    rowId: string,
    blockId: string,
    index: number,
    ip: string,
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
    const lines = filledPdfLines(template, sheet.columns, row.values);
    return this.limits.make(context.workspaceId, ip, async () => ({
      fileName: downloadFileName(name, 'pdf'),
      body: await linesPdf(name.trim(), lines),
    }));
  }
}
