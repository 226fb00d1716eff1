import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { buildZip, deflatedZeros } from '@tessera/testing';
import { ArchiveError, unzipBounded, type UnzipLimits } from './bounded-unzip.js';

const limits: UnzipLimits = {
  maxEntries: 3,
  maxInflatedBytes: 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
};

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ArchiveError) return (error as ArchiveError).code;
    throw error;
  }
  throw new Error('expected the archive to be refused');
}

const text = (s: string) => Buffer.from(s);

describe('unzipBounded', () => {
  it('inflates the entries it keeps and counts the others', async () => {
    const archive = buildZip([
      { name: 'a.xml', bytes: text('<a>first</a>') },
      { name: 'b.xml', bytes: text('<b>second</b>') },
    ]);
    const { entries, files } = await unzipBounded(archive, limits, (name) => name === 'b.xml');
    expect(entries.map((entry) => entry.name)).toEqual(['a.xml', 'b.xml']);
    expect([...files]).toEqual([['b.xml', text('<b>second</b>')]]);
  });

  it('refuses more entries than the limit before inflating any', async () => {
    const entry = (name: string) => ({ name, bytes: text('x') });
    const four = buildZip([entry('1'), entry('2'), entry('3'), entry('4')]);
    expect(await refusal(() => unzipBounded(four, limits))).toBe('tooManyEntries');
    await expect(
      unzipBounded(buildZip([entry('1'), entry('2'), entry('3')]), limits),
    ).resolves.toEqual(expect.objectContaining({ files: expect.any(Map) }));
  });

  it('counts the bytes actually produced when the headers understate them', async () => {
    // Random bytes do not compress, so only the size limit can stop them, not the ratio.
    const noise = randomBytes(700 * 1024);
    const archive = buildZip([
      { name: 'a', bytes: noise, declaredSize: 10 },
      { name: 'b', bytes: noise, declaredSize: 10 },
    ]);
    expect(await refusal(() => unzipBounded(archive, limits, () => false))).toBe(
      'inflatesTooLarge',
    );
    const one = buildZip([{ name: 'a', bytes: noise, declaredSize: 10 }]);
    expect((await unzipBounded(one, limits)).files.get('a')?.equals(noise)).toBe(true);
  });

  it('refuses at once when the headers already admit too much', async () => {
    const archive = buildZip([{ name: 'a', bytes: text('x'), declaredSize: 2 * 1024 * 1024 }]);
    expect(await refusal(() => unzipBounded(archive, limits))).toBe('inflatesTooLarge');
  });

  it('refuses an entry compressed beyond the ratio once it passes the floor', async () => {
    // 512 kB of zeros deflate about 1,000 to 1: under the size limit, over the ratio.
    const bomb = buildZip([{ name: 'zeros', deflated: await deflatedZeros(512 * 1024) }]);
    expect(await refusal(() => unzipBounded(bomb, limits))).toBe('ratioTooHigh');
    // Below the floor the same ratio is fine: small entries compress wildly.
    const small = buildZip([{ name: 'zeros', deflated: await deflatedZeros(32 * 1024) }]);
    expect((await unzipBounded(small, limits)).files.get('zeros')).toHaveLength(32 * 1024);
    expect(
      (await unzipBounded(bomb, { ...limits, maxRatio: 2000 })).files.get('zeros'),
    ).toHaveLength(512 * 1024);
  });

  it('refuses bytes that are not a zip, a cut entry and an unknown method', async () => {
    expect(await refusal(() => unzipBounded(text('not a zip at all'), limits))).toBe('unreadable');
    const archive = buildZip([{ name: 'a', bytes: text('hello hello hello') }]);
    const directory = archive.length - 22 - 46 - 'a'.length;
    const cut = Buffer.from(archive);
    cut.writeUInt32LE(3, directory + 20); // compressed size: the deflate stream ends early
    expect(await refusal(() => unzipBounded(cut, limits))).toBe('unreadable');
    const bzip = Buffer.from(archive);
    bzip.writeUInt16LE(12, directory + 10); // method 12: bzip2
    expect(await refusal(() => unzipBounded(bzip, limits))).toBe('unreadable');
  });
});
