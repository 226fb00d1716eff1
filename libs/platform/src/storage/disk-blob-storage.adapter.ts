import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertBlobKey, type BlobStoragePort, type StoredBlob } from './blob-storage.port.js';

type Metadata = { contentType: string };

// Duck-typed: errors from node:fs are not always `instanceof Error` of the caller's realm (Jest).
const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * The embedded blob store: each blob is a file at `<root>/<key>`, its content type in
 * `<root>/.meta/<key>.json`. Keys never start a segment with ".", so neither tree can collide with
 * a blob. Writes go to a temporary file first and are renamed into place, so a reader never sees
 * half a file.
 */
export class DiskBlobStorage implements BlobStoragePort {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { file, meta } = this.paths(key);
    const metadata: Metadata = { contentType };
    await this.writeAtomically(meta, JSON.stringify(metadata));
    await this.writeAtomically(file, bytes);
  }

  async get(key: string): Promise<StoredBlob | undefined> {
    const { file, meta } = this.paths(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const contentType = await readFile(meta, 'utf8').then(
      (text) => (JSON.parse(text) as Metadata).contentType,
      // A blob without its metadata (an interrupted put) is still served, as opaque bytes.
      () => 'application/octet-stream',
    );
    return {
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      contentType,
    };
  }

  async getRange(key: string, start: number, end: number): Promise<Uint8Array | undefined> {
    const { file } = this.paths(key);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      const bytes = Buffer.alloc(Math.max(0, end - start + 1));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    const { file, meta } = this.paths(key);
    await rm(file, { force: true });
    await rm(meta, { force: true });
  }

  private paths(key: string) {
    assertBlobKey(key);
    const file = resolve(this.root, key);
    // Defence in depth: the key rules already keep every path inside the root.
    if (relative(this.root, file).startsWith('..') || !file.startsWith(this.root + sep)) {
      throw new Error(`Blob key ${JSON.stringify(key)} resolves outside the media folder.`);
    }
    return { file, meta: join(this.root, '.meta', `${key}.json`) };
  }

  private async writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
    const temporary = join(this.root, '.tmp', randomUUID());
    await mkdir(dirname(temporary), { recursive: true });
    await mkdir(dirname(path), { recursive: true });
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}
