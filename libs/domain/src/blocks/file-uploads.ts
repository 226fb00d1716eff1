import type { FileMimeType } from './axis-types.js';
import { parseBlockSettings } from './block-settings.js';
import { blockAllowsRowWrite, type RowAudience } from './row-permissions.js';

/** Files sent through a form's file field or a table's "Upload Image" cell: under 5 MB (§5, §9). */
export const SHEET_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What a stored file is, as the media service reads it from the bytes (never from the file's name
 * or declared type).
 */
export const FILE_KINDS = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  mp4: { contentType: 'video/mp4', extension: 'mp4' },
  mov: { contentType: 'video/quicktime', extension: 'mov' },
  webm: { contentType: 'video/webm', extension: 'webm' },
  avi: { contentType: 'video/x-msvideo', extension: 'avi' },
  mpeg: { contentType: 'video/mpeg', extension: 'mpeg' },
  ogv: { contentType: 'video/ogg', extension: 'ogv' },
  mp3: { contentType: 'audio/mpeg', extension: 'mp3' },
  wav: { contentType: 'audio/wav', extension: 'wav' },
  oga: { contentType: 'audio/ogg', extension: 'ogg' },
  flac: { contentType: 'audio/flac', extension: 'flac' },
  m4a: { contentType: 'audio/mp4', extension: 'm4a' },
  weba: { contentType: 'audio/webm', extension: 'weba' },
  /** Text in any encoding (UTF-8, UTF-16 with its mark, a single-byte code page): no charset. */
  text: { contentType: 'text/plain', extension: 'txt' },
  csv: { contentType: 'text/csv', extension: 'csv' },
  xml: { contentType: 'application/xml', extension: 'xml' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  doc: { contentType: 'application/msword', extension: 'doc' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  xls: { contentType: 'application/vnd.ms-excel', extension: 'xls' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  xlsm: { contentType: 'application/vnd.ms-excel.sheet.macroEnabled.12', extension: 'xlsm' },
  /** Bytes of no kind Tessera recognises: only a field taking any file (`*`) keeps them. */
  other: { contentType: 'application/octet-stream', extension: 'bin' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export const IMAGE_FILE_KINDS = ['png', 'jpeg', 'gif', 'webp'] as const satisfies FileKind[];

export const isImageKind = (kind: FileKind): kind is (typeof IMAGE_FILE_KINDS)[number] =>
  (IMAGE_FILE_KINDS as readonly FileKind[]).includes(kind);

/** The kinds each file_mime_type choice takes, and how its refusal names them. */
export const FILE_CHOICES: Record<FileMimeType, { kinds: readonly FileKind[]; takes: string }> = {
  '*': { kinds: Object.keys(FILE_KINDS) as FileKind[], takes: 'any file' },
  'image/*': { kinds: IMAGE_FILE_KINDS, takes: 'an image (PNG, JPEG, GIF or WebP)' },
  'video/*': {
    kinds: ['mp4', 'mov', 'webm', 'avi', 'mpeg', 'ogv'],
    takes: 'a video (MP4, MOV, WebM, AVI, MPEG or Ogg)',
  },
  'audio/*': {
    kinds: ['mp3', 'wav', 'oga', 'flac', 'm4a', 'weba'],
    takes: 'an audio file (MP3, WAV, Ogg, FLAC, M4A or WebM)',
  },
  'text/*': { kinds: ['text', 'csv', 'xml'], takes: 'a text file' },
  '.pdf': { kinds: ['pdf'], takes: 'a PDF document' },
  '.doc,.docx': { kinds: ['doc', 'docx'], takes: 'a Word document (.doc or .docx)' },
  '.csv,.xml,.xls,.xlsm,.xlsx': {
    kinds: ['csv', 'xml', 'xls', 'xlsx', 'xlsm'],
    takes: 'a CSV, XML or Excel file (.csv, .xml, .xls, .xlsm or .xlsx)',
  },
};

/** Whether a file stored under this content type is one the choice takes. */
export function fileChoiceTakes(choice: FileMimeType, contentType: string): boolean {
  const kinds = FILE_CHOICES[choice].kinds;
  return (Object.keys(FILE_KINDS) as FileKind[]).some(
    (kind) => FILE_KINDS[kind].contentType === contentType && kinds.includes(kind),
  );
}

/** Why a file goes into a sheet, which decides what it may be and how it is kept. */
export type SheetFilePurpose = 'form_file' | 'cell_image';

/** The file a block takes for one of its columns, and what it must be. */
export type SheetFileField = { purpose: SheetFilePurpose; accept: FileMimeType };

/**
 * The columns whose values are files sent through the block, with what each takes: a form's `file`
 * fields, a table's image columns whose image_source is "Upload Image". Their values are the
 * addresses the media service gave (or empty), never text typed in.
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
 * `file` field (the row it adds), or a table's "Upload Image" column when the audience may add
 * rows or edit that column. Null for anything else.
 */
export function blockFileField(
  block: { type: string; settings: unknown },
  column: string,
  audience: RowAudience,
): SheetFileField | null {
  const field = blockFileColumns(block).get(column);
  if (!field) return null;
  if (field.purpose === 'form_file') return field;
  const writes =
    blockAllowsRowWrite(block, { kind: 'add' }, audience) ||
    blockAllowsRowWrite(block, { kind: 'edit', columns: [column] }, audience);
  return writes ? field : null;
}
