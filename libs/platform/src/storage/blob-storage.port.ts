export type StoredBlob = { bytes: Uint8Array; contentType: string };

/**
 * Blob storage for media (uploads, thumbnails). Embedded: files under DATA_DIR/media; distributed:
 * MinIO / any S3 (a later adapter, constructed from its own configuration beside this one). Both
 * pass blob-storage.contract.ts. Keys are validated by `assertBlobKey` in every adapter.
 */
export type BlobStoragePort = {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | undefined>;
  /**
   * Bytes `start` to `end` (both included) of a blob, read without the rest (a player seeking in a
   * video); cut to the blob's end. Undefined for a missing key.
   */
  getRange(key: string, start: number, end: number): Promise<Uint8Array | undefined>;
  /** Removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL the browser may fetch the blob from directly, for stores that have one (S3 presigned
   * URLs). Absent on the disk store: the gateway serves those blobs through `get`.
   */
  url?(key: string): Promise<string>;
};

export const BLOB_STORAGE = Symbol('BLOB_STORAGE');

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(
      `Invalid blob key ${JSON.stringify(key)}: use segments of letters, digits, ".", "_" and "-" ` +
        'joined by "/", none empty or starting with "."',
    );
    this.name = 'InvalidBlobKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * Keys are relative paths of plain segments, the same rule for every store: no absolute paths, no
 * "." or ".." (no segment may start with a dot), no empty segments, no backslashes. So a key can
 * never leave the disk store's folder, and keys mean the same thing on disk and on S3.
 */
export function assertBlobKey(key: string): void {
  const valid =
    key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((s) => SEGMENT.test(s));
  if (!valid) throw new InvalidBlobKeyError(key);
}
