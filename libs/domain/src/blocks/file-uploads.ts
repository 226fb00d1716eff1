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
  text: { contentType: 'text/plain; charset=utf-8', extension: 'txt' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
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
    kinds: ['mp3', 'wav', 'oga', 'flac', 'm4a'],
    takes: 'an audio file (MP3, WAV, Ogg, FLAC or M4A)',
  },
  'text/*': { kinds: ['text', 'csv', 'xml'], takes: 'a text file' },
  '.pdf': { kinds: ['pdf'], takes: 'a PDF document' },
  '.doc,.docx': { kinds: ['doc', 'docx'], takes: 'a Word document (.doc or .docx)' },
  '.csv,.xml,.xls,.xlsm,.xlsx': {
    kinds: ['csv', 'xml', 'xls', 'xlsx', 'xlsm'],
    takes: 'a CSV, XML or Excel file (.csv, .xml, .xls, .xlsm or .xlsx)',
  },
};

/** Why a file goes into a sheet, which decides what it may be and how it is kept. */
export type SheetFilePurpose = 'form_file' | 'cell_image';

/** The file a block takes for one of its columns, and what it must be. */
export type SheetFileField = { purpose: SheetFilePurpose; accept: FileMimeType };

/**
 * Whether the block takes a file for this column from the audience, and what it must be: a form's
 * `file` field (the row it adds), or a table's image column whose image_source is "Upload Image",
 * when the audience may add rows or edit that column. Null for anything else.
 */
export function blockFileField(
  block: { type: string; settings: unknown },
  column: string,
  audience: RowAudience,
): SheetFileField | null {
  if (block.type === 'form') {
    const parsed = parseBlockSettings('form', block.settings);
    if (!parsed.success) return null;
    const field = parsed.settings.axis.find((axis) => axis.column === column);
    if (field?.type !== 'file') return null;
    return { purpose: 'form_file', accept: field.file_mime_type };
  }
  if (block.type === 'table') {
    const parsed = parseBlockSettings('table', block.settings);
    if (!parsed.success) return null;
    const entry = parsed.settings.axis.find((axis) => axis.column === column);
    if (entry?.type !== 'image' || entry.image_source !== 'Upload Image') return null;
    const writes =
      blockAllowsRowWrite(block, { kind: 'add' }, audience) ||
      blockAllowsRowWrite(block, { kind: 'edit', columns: [column] }, audience);
    return writes ? { purpose: 'cell_image', accept: 'image/*' } : null;
  }
  return null;
}
