import { describe, expect, it } from '@jest/globals';
import { buildXlsx, buildZip, pngDeclaring } from '@tessera/testing';
import { fileKindFor, sniffFileKind } from './file-content.js';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );
const padding = (length: number) => Buffer.alloc(length, 0x20);
/** A directory entry of a compound file: its UTF-16 name and its type (5 root, 1 storage, 2 stream). */
const directoryEntry = (name: string, type: number) => {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry[66] = type;
  return entry;
};
/** An OLE compound file with 512-byte sectors whose first directory sector names these entries. */
const compoundFile = (...entries: Buffer[]) => {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(9, 30); // sectors of 2^9 bytes
  header.writeUInt32LE(0, 48); // the directory starts at sector 0, right after the header
  const directory = Buffer.alloc(512);
  [directoryEntry('Root Entry', 5), ...entries].forEach((entry, i) =>
    entry.copy(directory, i * 128),
  );
  return Buffer.concat([header, directory]);
};

describe('sniffFileKind', () => {
  it('reads documents from their content', async () => {
    expect(sniffFileKind(bytes('%PDF-1.7\n', padding(40)))).toBe('pdf');
    expect(sniffFileKind(compoundFile(directoryEntry('WordDocument', 2)))).toBe('doc');
    expect(sniffFileKind(compoundFile(directoryEntry('Workbook', 2)))).toBe('xls');
    // PowerPoint's stream, whatever words its slides hold ("Booking"), is neither.
    const slides = compoundFile(directoryEntry('PowerPoint Document', 2));
    expect(sniffFileKind(Buffer.concat([slides, Buffer.from('Booking', 'utf16le')]))).toBe('other');
    // A storage (an embedded object) named like Word's stream is not Word's stream.
    expect(sniffFileKind(compoundFile(directoryEntry('WordDocument', 1)))).toBe('other');
    const docx = buildZip([
      { name: '[Content_Types].xml', bytes: Buffer.from('<Types/>') },
      { name: 'word/document.xml', bytes: Buffer.from('<w:document/>') },
    ]);
    expect(sniffFileKind(docx)).toBe('docx');
    expect(sniffFileKind(await buildXlsx([{ title: 'A', rows: [['x']] }]))).toBe('xlsx');
    const xlsm = buildZip([
      { name: 'xl/workbook.xml', bytes: Buffer.from('<workbook/>') },
      { name: 'xl/vbaProject.bin', bytes: Buffer.from('macro') },
    ]);
    expect(sniffFileKind(xlsm)).toBe('xlsm');
    const docm = buildZip([
      { name: 'word/document.xml', bytes: Buffer.from('<w:document/>') },
      { name: 'word/vbaProject.bin', bytes: Buffer.from('macro') },
    ]);
    expect(sniffFileKind(docm)).toBe('other');
    expect(sniffFileKind(buildZip([{ name: 'notes.txt', bytes: Buffer.from('hi') }]))).toBe(
      'other',
    );
  });

  it('reads audio and video from their containers', () => {
    expect(sniffFileKind(bytes([0, 0, 0, 0x18], 'ftypisom', padding(20)))).toBe('mp4');
    expect(sniffFileKind(bytes([0, 0, 0, 0x14], 'ftypqt  ', padding(20)))).toBe('mov');
    expect(sniffFileKind(bytes([0, 0, 0, 0x20], 'ftypM4A ', padding(20)))).toBe('m4a');
    expect(sniffFileKind(bytes([0, 0, 0, 0x1c], 'ftypheic', padding(20)))).toBe('other');
    expect(sniffFileKind(bytes([0, 0, 0, 0x1c], 'ftyphevc', padding(20)))).toBe('other');
    // "ftyp" at byte 4 of text is not a box.
    expect(sniffFileKind(Buffer.from('abcdftyp is a word in this text file'))).toBe('text');
    expect(sniffFileKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe(
      'webm',
    );
    expect(sniffFileKind(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBe('avi');
    expect(sniffFileKind(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(sniffFileKind(bytes([0, 0, 1, 0xba], padding(20)))).toBe('mpeg');
    expect(sniffFileKind(bytes('OggS', [0, 2], padding(20), [0x80], 'theora'))).toBe('ogv');
    expect(sniffFileKind(bytes('OggS', [0, 2], padding(20), [1], 'vorbis'))).toBe('oga');
    expect(sniffFileKind(bytes('fLaC', [0, 0, 0, 0x22]))).toBe('flac');
    expect(sniffFileKind(bytes('ID3', [4, 0, 0, 0, 0, 0x10, 0], padding(10)))).toBe('mp3');
    expect(sniffFileKind(Buffer.from('ID3 tags are described in this note.'))).toBe('text');
    expect(sniffFileKind(bytes([0xff, 0xfb, 0x90, 0x64], padding(10)))).toBe('mp3');
    // An ADTS AAC frame (layer bits 00) is not MP3.
    expect(sniffFileKind(bytes([0xff, 0xf1, 0x50, 0x80], padding(10)))).not.toBe('mp3');
  });

  it('tells text, XML, SVG and images apart, and binary from text', () => {
    expect(sniffFileKind(Buffer.from('name,city\nAnn,Oslo\n'))).toBe('text');
    expect(sniffFileKind(Buffer.from('\uFEFF  <?xml version="1.0"?><rows/>'))).toBe('xml');
    expect(sniffFileKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffFileKind(pngDeclaring(10, 10))).toBe('png');
    expect(sniffFileKind(Buffer.from([0x00, 0x01, 0x02, 0x41]))).toBe('other');
    // Text in other encodings: Windows-1252 (Excel's CSV), UTF-16 with its byte order mark.
    expect(sniffFileKind(Buffer.from('Caf\xe9;Z\xfcrich\r\n', 'latin1'))).toBe('text');
    expect(sniffFileKind(Buffer.from('\uFEFFname\tcity\r\n', 'utf16le'))).toBe('text');
    expect(sniffFileKind(Buffer.from([0xc3, 0x28, 0x00]))).toBe('other');
    expect(sniffFileKind(Buffer.alloc(0))).toBe('other');
  });
});

describe('fileKindFor', () => {
  it('keeps a file only as a kind its field takes', () => {
    expect(fileKindFor('pdf', '.pdf')).toBe('pdf');
    expect(fileKindFor('png', '.pdf')).toBeNull();
    expect(fileKindFor('pdf', 'image/*')).toBeNull();
    expect(fileKindFor('doc', '.doc,.docx')).toBe('doc');
    expect(fileKindFor('xls', '.doc,.docx')).toBeNull();
    expect(fileKindFor('mp4', 'video/*')).toBe('mp4');
    expect(fileKindFor('mp3', 'video/*')).toBeNull();
    // Audio recorded into MPEG-4 or WebM (phones, browsers) is audio where a field takes audio.
    expect(fileKindFor('mp4', 'audio/*')).toBe('m4a');
    expect(fileKindFor('webm', 'audio/*')).toBe('weba');
    expect(fileKindFor('other', '*')).toBe('other');
    expect(fileKindFor('other', 'text/*')).toBeNull();
  });

  it('keeps text as CSV where a field takes spreadsheets, as text elsewhere', () => {
    expect(fileKindFor('text', '.csv,.xml,.xls,.xlsm,.xlsx')).toBe('csv');
    expect(fileKindFor('text', 'text/*')).toBe('text');
    expect(fileKindFor('text', '*')).toBe('text');
    expect(fileKindFor('text', '.pdf')).toBeNull();
  });

  it('keeps SVG only as XML to download, never as an image', () => {
    expect(fileKindFor('svg', 'image/*')).toBeNull();
    expect(fileKindFor('svg', 'text/*')).toBe('xml');
    expect(fileKindFor('svg', '*')).toBe('xml');
  });
});
