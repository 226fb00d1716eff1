import { describe, expect, it } from '@jest/globals';
import { buildZip } from '@tessera/testing';
import { entryDataOffset, isZip, readZipDirectory } from './zip-directory.js';

const part = (name: string, text = name) => ({ name, bytes: Buffer.from(text) });

describe('readZipDirectory', () => {
  it('lists the entries the directory declares, with their sizes and where their data starts', () => {
    const archive = buildZip([part('a.xml', '<a/>'), part('b.xml', '<b>two</b>')]);
    const entries = readZipDirectory(archive);
    expect(
      entries?.map(({ name, method, declaredSize }) => ({ name, method, declaredSize })),
    ).toEqual([
      { name: 'a.xml', method: 8, declaredSize: 4 },
      { name: 'b.xml', method: 8, declaredSize: 10 },
    ]);
    expect(entryDataOffset(archive, entries![0]!)).toBe(30 + 'a.xml'.length);
    expect(isZip(archive)).toBe(true);
  });

  it('refuses a directory holding more records than the end record declares', () => {
    // JSZip reads all three; a reader that trusts the count sees two. No reader may see it.
    const archive = buildZip([part('a'), part('b'), part('hidden')], { declaredCount: 2 });
    expect(readZipDirectory(archive)).toBeNull();
  });

  it('refuses an end record declaring more records than the directory holds', () => {
    expect(readZipDirectory(buildZip([part('a')], { declaredCount: 2 }))).toBeNull();
  });

  it('refuses two entries with one name', () => {
    expect(readZipDirectory(buildZip([part('a', 'first'), part('a', 'second')]))).toBeNull();
  });

  it('refuses bytes inserted before the archive or between its data and its directory', () => {
    const archive = buildZip([part('a')]);
    expect(readZipDirectory(Buffer.concat([Buffer.from('junk'), archive]))).toBeNull();
    const directoryAt = archive.readUInt32LE(archive.length - 22 + 16);
    const gap = Buffer.concat([
      archive.subarray(0, directoryAt),
      Buffer.from('gap'),
      archive.subarray(directoryAt),
    ]);
    expect(readZipDirectory(gap)).toBeNull();
  });

  it('refuses bytes that are not a zip, and a cut archive', () => {
    expect(readZipDirectory(Buffer.from('name,amount\nAda,3\n'))).toBeNull();
    const archive = buildZip([part('a'), part('b')]);
    expect(readZipDirectory(archive.subarray(0, archive.length - 30))).toBeNull();
  });
});
