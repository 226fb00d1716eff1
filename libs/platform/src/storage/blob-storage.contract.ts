import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { InvalidBlobKeyError, type BlobStoragePort } from './blob-storage.port.js';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/**
 * The behaviour every blob store must have. `open` returns a fresh, empty store; `close` (if given)
 * removes it.
 */
export function describeBlobStorageContract(
  name: string,
  open: () => Promise<BlobStoragePort>,
  close: (storage: BlobStoragePort) => Promise<void> = () => Promise.resolve(),
): void {
  describe(`blob storage contract: ${name}`, () => {
    let storage: BlobStoragePort;
    beforeEach(async () => {
      storage = await open();
    });
    afterEach(async () => close(storage));

    it('returns the bytes and content type that were put', async () => {
      const allByteValues = Uint8Array.from({ length: 256 }, (_, i) => i);
      await storage.put('w1/uploads/logo.png', allByteValues, 'image/png');

      const blob = await storage.get('w1/uploads/logo.png');

      expect(blob?.contentType).toBe('image/png');
      expect(blob?.bytes).toBeInstanceOf(Uint8Array);
      expect(Array.from(blob?.bytes ?? [])).toEqual(Array.from(allByteValues));
    });

    it('reads a range of a blob without the rest, cut to its end', async () => {
      const allByteValues = Uint8Array.from({ length: 256 }, (_, i) => i);
      await storage.put('w1/clip.mp4', allByteValues, 'video/mp4');
      expect(Array.from((await storage.getRange('w1/clip.mp4', 10, 13)) ?? [])).toEqual([
        10, 11, 12, 13,
      ]);
      expect(Array.from((await storage.getRange('w1/clip.mp4', 250, 300)) ?? [])).toEqual([
        250, 251, 252, 253, 254, 255,
      ]);
      expect(await storage.getRange('w1/missing.mp4', 0, 10)).toBeUndefined();
    });

    it('replaces a blob put again under the same key', async () => {
      await storage.put('w1/report.csv', bytesOf('old'), 'text/csv');
      await storage.put('w1/report.csv', bytesOf('new, longer'), 'text/plain');
      const blob = await storage.get('w1/report.csv');
      expect(new TextDecoder().decode(blob?.bytes)).toBe('new, longer');
      expect(blob?.contentType).toBe('text/plain');
    });

    it('answers undefined for a missing key, and forgets a deleted one', async () => {
      await storage.put('w1/a.txt', bytesOf('a'), 'text/plain');
      await storage.put('w1/b.txt', bytesOf('b'), 'text/plain');
      await storage.delete('w1/a.txt');
      await storage.delete('w1/never-there.txt');

      expect(await storage.get('w1/a.txt')).toBeUndefined();
      expect(await storage.get('w2/a.txt')).toBeUndefined();
      expect(new TextDecoder().decode((await storage.get('w1/b.txt'))?.bytes)).toBe('b');
    });

    it.each([
      '',
      '../outside.txt',
      'w1/../../outside.txt',
      '/etc/passwd',
      'w1//double.txt',
      'w1/',
      '.hidden',
      'w1/.meta',
      'w1\\windows.txt',
      'C:/drive.txt',
      'w1/space name.txt',
    ])('refuses the key %j for every operation', async (key) => {
      await expect(storage.put(key, bytesOf('x'), 'text/plain')).rejects.toThrow(
        InvalidBlobKeyError,
      );
      await expect(storage.get(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidBlobKeyError);
    });
  });
}
