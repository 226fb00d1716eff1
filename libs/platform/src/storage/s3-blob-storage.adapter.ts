import { Client, S3Error } from 'minio';
import { assertBlobKey, type BlobStoragePort, type StoredBlob } from './blob-storage.port.js';

export type S3Settings = {
  /** http(s)://host:port of MinIO or any S3-compatible store. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
};

const isNotFound = (error: unknown) =>
  error instanceof S3Error
    ? error.code === 'NoSuchKey' || error.code === 'NotFound'
    : typeof error === 'object' && error !== null && 'code' in error && error.code === 'NotFound';

/**
 * The distributed blob store: one object per key in one bucket (MinIO or any S3), through the
 * `minio` client. The content type travels as the object's own Content-Type. The bucket is
 * created at the first call when it does not exist yet.
 */
export class S3BlobStorage implements BlobStoragePort {
  private readonly client: Client;
  private bucketReady: Promise<void> | undefined;

  constructor(private readonly settings: S3Settings) {
    const url = new URL(settings.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      // MinIO, s3rver and most self-hosted stores answer path-style requests only.
      pathStyle: true,
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertBlobKey(key);
    await this.ensureBucket();
    const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await this.client.putObject(this.settings.bucket, key, body, body.byteLength, {
      'Content-Type': contentType,
    });
  }

  async get(key: string): Promise<StoredBlob | undefined> {
    assertBlobKey(key);
    await this.ensureBucket();
    try {
      const stat = await this.client.statObject(this.settings.bucket, key);
      const stream = await this.client.getObject(this.settings.bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const contentType = stat.metaData['content-type'] as string | undefined;
      return {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: contentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async getRange(key: string, start: number, end: number): Promise<Uint8Array | undefined> {
    assertBlobKey(key);
    await this.ensureBucket();
    try {
      const stream = await this.client.getPartialObject(
        this.settings.bucket,
        key,
        start,
        end - start + 1,
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.ensureBucket();
    // S3 answers a delete of a missing key with success.
    await this.client.removeObject(this.settings.bucket, key);
  }

  /** Resolves once the bucket exists; a failure is retried by the next call. */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (await this.client.bucketExists(this.settings.bucket)) return;
      try {
        await this.client.makeBucket(this.settings.bucket, this.settings.region);
      } catch (error) {
        // Another process made it in between.
        const code = error instanceof S3Error ? error.code : undefined;
        if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
      }
    })().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }
}
