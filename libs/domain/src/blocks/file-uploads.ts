import type { FileMimeType } from './axis-types.js';

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
