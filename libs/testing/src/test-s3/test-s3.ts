import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** What a process needs to reach the test S3 server (the S3_* settings of the config). */
export type TestS3Settings = {
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_REGION: string;
};

export type TestS3 = {
  settings: TestS3Settings;
  stop(): Promise<void>;
};

/**
 * An S3-compatible server for tests and `npm run start:split` (s3rver: objects on disk; it knows
 * one access key and refuses others, but does not verify SigV4 signatures). The real `minio`
 * client talks to it as it would to MinIO or AWS. Its files live in a temporary folder, or
 * `directory` when given (kept).
 */
export async function startTestS3(options: { directory?: string; port?: number } = {}) {
  const directory = options.directory ?? (await mkdtemp(join(tmpdir(), 'tessera-s3-')));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
  });
  const { port } = await server.run();
  return {
    settings: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'tessera-media',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    async stop() {
      await server.close();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  } satisfies TestS3;
}
