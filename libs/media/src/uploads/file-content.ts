import { FILE_CHOICES, type FileKind, type FileMimeType } from '@tessera/domain';
import { isZip, readZipDirectory } from '@tessera/platform';
import { sniffImageFormat } from './image-content.js';

/**
 * What the bytes are, read from their content alone (magic numbers, container headers, a zip's
 * directory, UTF-8 text); a name or a declared type is never looked at. `text` is any UTF-8 text
 * without control characters (CSV included: nothing in its bytes tells them apart); `svg` an SVG
 * document; `other` bytes of no kind Tessera recognises.
 */
export type SniffedKind = Exclude<FileKind, 'csv'> | 'svg';

const startsWith = (bytes: Uint8Array, signature: string | readonly number[], offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
  return expected.every((byte, i) => bytes[offset + i] === byte);
};

/** Whether a UTF-16LE name (an OLE stream's) appears in the bytes. */
const hasUtf16Name = (bytes: Buffer, name: string) => bytes.includes(Buffer.from(name, 'utf16le'));

export function sniffFileKind(bytes: Buffer): SniffedKind {
  const image = sniffImageFormat(bytes);
  if (image === 'svg') return 'svg';
  if (image) return image;
  return (
    mediaKind(bytes) ?? documentKind(bytes) ?? (isPlainText(bytes) ? textKind(bytes) : 'other')
  );
}

function mediaKind(bytes: Buffer): SniffedKind | null {
  if (startsWith(bytes, 'ftyp', 4)) return isoMediaKind(bytes.subarray(8, 12).toString('latin1'));
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]))
    return bytes.subarray(0, 64).includes('webm') ? 'webm' : 'other';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'AVI ', 8)) return 'avi';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'wav';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3]))
    return 'mpeg';
  if (startsWith(bytes, 'OggS')) return bytes.subarray(0, 1024).includes('theora') ? 'ogv' : 'oga';
  if (startsWith(bytes, 'fLaC')) return 'flac';
  if (startsWith(bytes, 'ID3') || isMp3Frame(bytes)) return 'mp3';
  return null;
}

/** An MPEG audio Layer III frame header: 11 sync bits, then a version and layer III. */
function isMp3Frame(bytes: Buffer): boolean {
  const [first, second] = bytes;
  if (first !== 0xff || second === undefined) return false;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  return (second & 0xe0) === 0xe0 && version !== 0b01 && layer === 0b01;
}

/** An ISO base media file by its major brand: QuickTime, audio-only MPEG-4, or MPEG-4 video. */
function isoMediaKind(brand: string): SniffedKind {
  if (brand === 'qt  ') return 'mov';
  if (brand === 'M4A ' || brand === 'M4B ') return 'm4a';
  // HEIF and AVIF images share the container; they are not a format Tessera takes.
  if (['heic', 'heix', 'mif1', 'msf1', 'avif', 'avis'].includes(brand)) return 'other';
  return 'mp4';
}

function documentKind(bytes: Buffer): SniffedKind | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // A compound file: Word keeps its text in a "WordDocument" stream, Excel in "Workbook".
    if (hasUtf16Name(bytes, 'WordDocument')) return 'doc';
    if (hasUtf16Name(bytes, 'Workbook') || hasUtf16Name(bytes, 'Book')) return 'xls';
    return 'other';
  }
  if (isZip(bytes)) {
    const names = new Set(readZipDirectory(bytes)?.map((entry) => entry.name) ?? []);
    if (names.has('word/document.xml')) return 'docx';
    if (names.has('xl/workbook.xml')) return names.has('xl/vbaProject.bin') ? 'xlsm' : 'xlsx';
    return 'other';
  }
  return null;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 without control characters other than tab, line and page breaks. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return !/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text);
}

function textKind(bytes: Buffer): SniffedKind {
  const head = bytes
    .subarray(0, 256)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<?xml') ? 'xml' : 'text';
}

/**
 * The kind a file is kept as when its field takes `accept`, or null when the field does not take
 * it. Text is CSV where a field takes CSV and no plain text (a spreadsheet field).
 */
export function fileKindFor(sniffed: SniffedKind, accept: FileMimeType): FileKind | null {
  const { kinds } = FILE_CHOICES[accept];
  if (sniffed === 'svg') return kinds.includes('xml') ? 'xml' : null;
  if (kinds.includes(sniffed)) return sniffed;
  if (sniffed === 'text' && kinds.includes('csv')) return 'csv';
  return null;
}
