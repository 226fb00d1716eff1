import { crc32 } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { unzipBounded } from './bounded-unzip.js';
import { buildStoredZip } from './stored-zip.js';
import { readZipDirectory } from './zip-directory.js';

const limits = { maxEntries: 10, maxInflatedBytes: 1024 * 1024, maxRatio: 100, ratioFloorBytes: 1 };

describe('buildStoredZip', () => {
  it('packs exactly the files given, uncompressed, into a consistent archive', async () => {
    const files = new Map([
      ['[Content_Types].xml', Buffer.from('<Types/>')],
      ['xl/wörkbook.xml', Buffer.from('<workbook>ü</workbook>')],
      ['empty', Buffer.alloc(0)],
    ]);
    const expected = new Map(files);
    const archive = buildStoredZip(files);

    expect(files.size).toBe(0); // handed over, so the caller does not hold both copies
    const entries = readZipDirectory(archive);
    expect(entries?.map((entry) => [entry.name, entry.method])).toEqual([
      ['[Content_Types].xml', 0],
      ['xl/wörkbook.xml', 0],
      ['empty', 0],
    ]);
    expect((await unzipBounded(archive, limits)).files).toEqual(expected);
    // Each directory record carries its file's CRC (exceljs's reader can check it).
    let record = archive.readUInt32LE(archive.length - 22 + 16);
    for (const bytes of expected.values()) {
      expect(archive.readUInt32LE(record + 16)).toBe(crc32(bytes));
      record += 46 + archive.readUInt16LE(record + 28);
    }
  });
});
