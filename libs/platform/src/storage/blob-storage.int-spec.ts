import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestS3, type TestS3 } from '@tessera/testing';
import { describeBlobStorageContract } from './blob-storage.contract.js';
import { DiskBlobStorage } from './disk-blob-storage.adapter.js';
import { S3BlobStorage } from './s3-blob-storage.adapter.js';

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

// S3 through the minio client, against the test S3 server (s3rver).
let testS3: TestS3 | undefined;
beforeAll(async () => {
  testS3 = await startTestS3();
});
afterAll(async () => testS3?.stop());

let bucketCount = 0;
describeBlobStorageContract('s3', () => {
  const settings = testS3!.settings;
  // A fresh bucket per test: each store starts empty.
  return Promise.resolve(
    new S3BlobStorage({
      endpoint: settings.S3_ENDPOINT,
      bucket: `contract-${++bucketCount}`,
      accessKey: settings.S3_ACCESS_KEY,
      secretKey: settings.S3_SECRET_KEY,
      region: settings.S3_REGION,
    }),
  );
});

describe('s3 blob storage', () => {
  it('fails with an access key the store does not know, rather than pretending', async () => {
    const settings = testS3!.settings;
    const storage = new S3BlobStorage({
      endpoint: settings.S3_ENDPOINT,
      bucket: 'unknown-key',
      accessKey: 'NOT-A-KEY',
      secretKey: settings.S3_SECRET_KEY,
      region: settings.S3_REGION,
    });
    await expect(storage.put('w1/a.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow();
  });
});

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
