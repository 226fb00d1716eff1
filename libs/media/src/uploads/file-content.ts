import { FILE_CHOICES, type FileKind, type FileMimeType } from '@tessera/domain';
import { isZip, readZipDirectory } from '@tessera/platform';
import { sniffImageFormat } from './image-content.js';

/**
 * What the bytes are, read from their content alone (magic numbers, container headers, a compound
 * file's or a zip's directory, text); a name or a declared type is never looked at. `text` is any
 * text without control characters (CSV included: nothing in its bytes tells them apart); `svg` an
 * SVG document; `other` bytes of no kind Tessera recognises. Audio-only MP4 and WebM cannot be
 * told from video by their first bytes: they read as `mp4` and `webm` (see fileKindFor).
 */
export type SniffedKind = Exclude<FileKind, 'csv' | 'weba'> | 'svg';

const startsWith = (bytes: Uint8Array, signature: string | readonly number[], offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
  return expected.every((byte, i) => bytes[offset + i] === byte);
};

export function sniffFileKind(bytes: Buffer): SniffedKind {
  const image = sniffImageFormat(bytes);
  if (image === 'svg') return 'svg';
  if (image) return image;
  return mediaKind(bytes) ?? documentKind(bytes) ?? textKind(bytes) ?? 'other';
}

function mediaKind(bytes: Buffer): SniffedKind | null {
  if (isFileTypeBox(bytes)) return isoMediaKind(bytes.subarray(8, 12).toString('latin1'));
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]))
    return bytes.subarray(0, 64).includes('webm') ? 'webm' : 'other';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'AVI ', 8)) return 'avi';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'wav';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3]))
    return 'mpeg';
  if (startsWith(bytes, 'OggS')) return bytes.subarray(0, 1024).includes('theora') ? 'ogv' : 'oga';
  if (startsWith(bytes, 'fLaC')) return 'flac';
  if (isId3Tag(bytes) || isMp3Frame(bytes)) return 'mp3';
  return null;
}

/** An ISO base media file opens with its `ftyp` box: a sensible size, then the type. */
function isFileTypeBox(bytes: Buffer): boolean {
  if (bytes.length < 16 || !startsWith(bytes, 'ftyp', 4)) return false;
  const size = bytes.readUInt32BE(0);
  return size >= 16 && size <= 4096 && size % 4 === 0;
}

/** An ID3v2 tag header: "ID3", a major version 2 to 4, then sizes of 7-bit bytes. */
function isId3Tag(bytes: Buffer): boolean {
  if (bytes.length < 10 || !startsWith(bytes, 'ID3')) return false;
  const version = bytes[3]!;
  return version >= 2 && version <= 4 && bytes.subarray(6, 10).every((byte) => byte < 0x80);
}

/** An MPEG audio Layer III frame header: 11 sync bits, then a version and layer III. */
function isMp3Frame(bytes: Buffer): boolean {
  const [first, second] = bytes;
  if (first !== 0xff || second === undefined) return false;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  return (second & 0xe0) === 0xe0 && version !== 0b01 && layer === 0b01;
}

/** The major brands of MPEG-4 video and audio files (ISO, Apple, 3GPP, Flash, Sony). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
  'NDAS',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'f4v ',
  'XAVC',
]);

/** An ISO base media file by its major brand: QuickTime, audio-only MPEG-4, or MPEG-4 video. */
function isoMediaKind(brand: string): SniffedKind {
  if (brand === 'qt  ') return 'mov';
  if (brand === 'M4A ' || brand === 'M4B ') return 'm4a';
  // Anything else (HEIF and AVIF images share the container) is not a format Tessera takes.
  return MP4_BRANDS.has(brand) ? 'mp4' : 'other';
}

function documentKind(bytes: Buffer): SniffedKind | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // A compound file: Word keeps its text in a "WordDocument" stream, Excel in "Workbook".
    const streams = compoundFileStreams(bytes);
    if (streams.has('WordDocument')) return 'doc';
    if (streams.has('Workbook') || streams.has('Book')) return 'xls';
    return 'other';
  }
  if (isZip(bytes)) {
    const names = new Set(readZipDirectory(bytes)?.map((entry) => entry.name) ?? []);
    // Macro-enabled Word files (.docm) are not among the kinds a field takes.
    if (names.has('word/document.xml')) return names.has('word/vbaProject.bin') ? 'other' : 'docx';
    if (names.has('xl/workbook.xml')) return names.has('xl/vbaProject.bin') ? 'xlsm' : 'xlsx';
    return 'other';
  }
  return null;
}

/**
 * The names of the streams in a compound file's first directory sector: the root's children,
 * where Word and Excel put their main stream (embedded objects live in storages further on).
 */
function compoundFileStreams(bytes: Buffer): Set<string> {
  const names = new Set<string>();
  if (bytes.length < 512) return names;
  const sectorShift = bytes.readUInt16LE(30);
  if (sectorShift !== 9 && sectorShift !== 12) return names;
  const sectorSize = 1 << sectorShift;
  const start = (bytes.readUInt32LE(48) + 1) * sectorSize;
  const end = Math.min(start + sectorSize, bytes.length);
  for (let entry = start; entry + 128 <= end; entry += 128) {
    const nameLength = bytes.readUInt16LE(entry + 64);
    const type = bytes[entry + 66];
    if (type !== 2 || nameLength < 2 || nameLength > 64) continue; // 2: a stream
    names.add(bytes.toString('utf16le', entry, entry + nameLength - 2));
  }
  return names;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Control characters other than tab, line and page breaks: binary, not text. */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/**
 * Text, or null: UTF-8, UTF-16 with its byte order mark, or a single-byte code page (CSV saved by
 * Excel on Windows), without control characters; `xml` when it opens with an XML declaration.
 */
function textKind(bytes: Buffer): SniffedKind | null {
  const text = decodeText(bytes);
  if (text === null || CONTROL.test(text)) return null;
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<?xml')
    ? 'xml'
    : 'text';
}

function decodeText(bytes: Buffer): string | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    if (bytes.length % 2 !== 0) return null;
    const encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(2));
    } catch {
      return null;
    }
  }
  try {
    return utf8.decode(bytes);
  } catch {
    return bytes.toString('latin1'); // each byte one character: control bytes still show
  }
}

/**
 * The kind a file is kept as when its field takes `accept`, or null when the field does not take
 * it. Text is CSV where a field takes CSV and no plain text (a spreadsheet field); MPEG-4 and WebM
 * are audio where a field takes audio.
 */
export function fileKindFor(sniffed: SniffedKind, accept: FileMimeType): FileKind | null {
  const { kinds } = FILE_CHOICES[accept];
  if (sniffed === 'svg') return kinds.includes('xml') ? 'xml' : null;
  if (kinds.includes(sniffed)) return sniffed;
  if (sniffed === 'text' && kinds.includes('csv')) return 'csv';
  if (sniffed === 'mp4' && kinds.includes('m4a')) return 'm4a';
  if (sniffed === 'webm' && kinds.includes('weba')) return 'weba';
  return null;
}
