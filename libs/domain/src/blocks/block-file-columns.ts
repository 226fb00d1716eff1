import type { FileMimeType } from './axis-types.js';
import { parseBlockSettings } from './block-settings.js';
import { blockAllowsRowWrite, type RowAudience } from './row-permissions.js';

/** Why a file goes into a sheet, which decides what it may be and how it is kept. */
export type SheetFilePurpose = 'form_file' | 'cell_image';

/** The file a block takes for one of its columns, and what it must be. */
export type SheetFileField = { purpose: SheetFilePurpose; accept: FileMimeType };

/**
 * The columns whose values are files sent through the block, with what each takes: a form's `file`
 * fields, an event's `image` registration fields, a table's image columns whose image_source is
 * "Upload Image". Their values are the addresses the media service gave (or empty), never text
 * typed in.
 */
export function blockFileColumns(block: {
  type: string;
  settings: unknown;
}): Map<string, SheetFileField> {
  const columns = new Map<string, SheetFileField>();
  if (block.type === 'form') {
    const parsed = parseBlockSettings('form', block.settings);
    if (!parsed.success) return columns;
    for (const axis of parsed.settings.axis)
      if (axis.type === 'file')
        columns.set(axis.column, { purpose: 'form_file', accept: axis.file_mime_type });
  } else if (block.type === 'event') {
    // An event's image fields take a picture, like a form's file field of images.
    const parsed = parseBlockSettings('event', block.settings);
    if (!parsed.success) return columns;
    for (const axis of parsed.settings.axis)
      if (axis.type === 'image')
        columns.set(axis.column, { purpose: 'form_file', accept: 'image/*' });
  } else if (block.type === 'table') {
    const parsed = parseBlockSettings('table', block.settings);
    if (!parsed.success) return columns;
    for (const axis of parsed.settings.axis)
      if (axis.type === 'image' && axis.image_source === 'Upload Image')
        columns.set(axis.column, { purpose: 'cell_image', accept: 'image/*' });
  }
  return columns;
}

/**
 * Whether the block takes a file for this column from the audience, and what it must be: a form's
 * `file` field or an event's image field while the block takes the row it is for (an event only
 * until registration closes), or a table's "Upload Image" column when the audience may add rows
 * or edit that column. Null for anything else.
 */
export function blockFileField(
  block: { type: string; settings: unknown },
  column: string,
  audience: RowAudience,
): SheetFileField | null {
  const field = blockFileColumns(block).get(column);
  if (!field) return null;
  if (field.purpose === 'form_file')
    return blockAllowsRowWrite(block, { kind: 'add' }, audience) ? field : null;
  const writes =
    blockAllowsRowWrite(block, { kind: 'add' }, audience) ||
    blockAllowsRowWrite(block, { kind: 'edit', columns: [column] }, audience);
  return writes ? field : null;
}
