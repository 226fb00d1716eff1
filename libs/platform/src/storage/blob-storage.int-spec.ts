import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { describeBlobStorageContract } from './blob-storage.contract.js';
import { DiskBlobStorage } from './disk-blob-storage.adapter.js';

const roots = new Map<DiskBlobStorage, string>();

describeBlobStorageContract(
  'disk',
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'tessera-media-'));
    const storage = new DiskBlobStorage(join(root, 'media'));
    roots.set(storage, root);
    return storage;
  },
  async (storage) => {
    await rm(roots.get(storage as DiskBlobStorage)!, { recursive: true, force: true });
  },
);

// S3 / MinIO is a later adapter; it will run the same contract when its endpoint is configured.

describe('disk blob storage', () => {
  it('keeps blobs as plain files under its folder and nothing beside it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'tessera-media-'));
    try {
      const storage = new DiskBlobStorage(join(root, 'media'));
      await storage.put('w1/logo.png', new Uint8Array([1, 2, 3]), 'image/png');
      await expect(
        storage.put('../escape.txt', new Uint8Array([1]), 'text/plain'),
      ).rejects.toThrow();

      expect(await readdir(root)).toEqual(['media']);
      expect(await readdir(join(root, 'media', 'w1'))).toEqual(['logo.png']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
