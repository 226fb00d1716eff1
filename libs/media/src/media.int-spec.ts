import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FileMimeType } from '@tessera/domain';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { useTestGateway } from '@tessera/gateway/testing';
import {
  BLOB_STORAGE,
  recordEvent,
  testDatabaseAdapters,
  type BlobStoragePort,
  type DatabaseOptions,
} from '@tessera/platform';
import {
  buildMultipartUpload,
  createOwnerSession,
  pngDeclaring,
  eventually,
  startTestS3,
  type TestS3,
} from '@tessera/testing';
import { mediaObjects } from './db/schema.js';
import { MediaQueries } from './media-queries.js';
import {
  MediaUploadsConsumer,
  UNCLAIMED_SHEET_FILE_MS,
} from './thumbnails/media-uploads.consumer.js';
import {
  BLOCK_MEDIA_UPLOADS_PER_WINDOW,
  MediaUploadsService,
} from './uploads/media-uploads.service.js';

jest.setTimeout(60_000);

/** A square PNG of random pixels: it does not compress, so its size is about side² × 3 bytes. */
const noise = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#e91e63' } })
    .png()
    .toBuffer();

/**
 * Media on both stores the way each mode runs them: PGlite with files on disk (npm start), and
 * PostgreSQL with S3 (the split mode; the test S3 server) when DATABASE_URL is set.
 */
const variants: [string, () => Promise<DatabaseOptions>, 'disk' | 's3'][] = testDatabaseAdapters(
  'media',
).map(([name, open]) => [name, open, name === 'pglite' ? 'disk' : 's3']);

describe.each(variants)('media uploads on %s', (_name, database, store) => {
  let dataDir: string;
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-media-test-'));
    if (store === 's3') s3 = await startTestS3();
  });
  const gateway = useTestGateway(database, {
    env: () => ({ DATA_DIR: dataDir, MEDIA_QUOTA_MB: '1', ...(s3?.settings ?? {}) }),
  });
  // After the gateway's own afterAll (hooks run in the order declared): its jobs have stopped.
  afterAll(async () => {
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (
    cookie: string | null,
    file: { bytes: Buffer; fileName?: string; field?: string; contentType?: string },
  ) => {
    const { payload, headers } = buildMultipartUpload({
      fileName: 'photo.png',
      contentType: 'image/png',
      field: 'thumbnail',
      ...file,
    });
    return gateway.app.inject({
      method: 'POST',
      url: '/api/upload-file',
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload,
    });
  };
  const rows = () => gateway.db.select().from(mediaObjects);
  const storage = () => gateway.app.get<BlobStoragePort>(BLOB_STORAGE);
  /** A workspace's files in the disk store (S3 keeps its objects elsewhere). */
  const filesOnDisk = async (workspaceId: string) =>
    (await readdir(join(dataDir, 'media', 'uploads', workspaceId)).catch(() => [])).sort();

  it('stores an image under a key of its own, and serves it with the type it chose', async () => {
    const owner = await createOwnerSession(gateway.db);
    const res = await upload(owner.cookie, {
      bytes: await png(),
      fileName: '../../etc/passwd.png',
    });

    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; url: string }>();
    expect(body).toMatchObject({ content_type: 'image/png', width: 64, height: 48 });
    expect(body.url).toBe(`/api/media/${body.id}`);
    const [row] = await rows();
    expect(row).toMatchObject({
      workspaceId: owner.workspaceId,
      status: 'stored',
      field: 'thumbnail',
      key: `uploads/${owner.workspaceId}/${body.id}.png`,
    });

    // Anyone with the address reads it (marketplace images are public), as the media service typed it.
    const served = await gateway.call(null, 'GET', body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('inline; filename="thumbnail.png"');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    // The media service makes its thumbnail in a job.
    const thumbnail = await eventually(async () => {
      const answer = await gateway.call(null, 'GET', `${body.url}?variant=thumbnail`);
      expect(answer.headers['content-type']).toBe('image/webp');
      return answer;
    });
    expect(thumbnail.headers['content-disposition']).toBe(
      'inline; filename="thumbnail-thumbnail.webp"',
    );
    if (store === 'disk')
      expect(await filesOnDisk(owner.workspaceId)).toEqual([
        `${body.id}-thumbnail.webp`,
        `${body.id}.png`,
      ]);
  });

  it('refuses files that lie about their type, by their content, and stores nothing', async () => {
    const owner = await createOwnerSession(gateway.db);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');

    const svgAnswer = await upload(owner.cookie, { bytes: svg, contentType: 'image/png' });
    const htmlAnswer = await upload(owner.cookie, { bytes: html, fileName: 'cat.jpg' });

    expect(svgAnswer.statusCode).toBe(415);
    expect(svgAnswer.json()).toMatchObject({
      message: 'SVG images are not accepted: upload a PNG, JPEG, GIF or WebP image.',
    });
    expect(htmlAnswer.statusCode).toBe(415);
    expect(htmlAnswer.json<{ message: string }>().message).toMatch(/not an image/);
    expect(await rows()).toEqual([]);
    expect(await filesOnDisk(owner.workspaceId)).toEqual([]);
  });

  it('refuses an image over 3 MB with "too big", and an image bomb by its header', async () => {
    const owner = await createOwnerSession(gateway.db);
    const noisy = await noise(1100);
    expect(noisy.length).toBeGreaterThan(3 * 1024 * 1024);

    const tooBig = await upload(owner.cookie, { bytes: noisy, field: 'image' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<{ message: string }>().message).toContain('too big');

    const bombAnswer = await upload(owner.cookie, {
      bytes: pngDeclaring(50_000, 50_000),
      field: 'image',
    });
    expect(bombAnswer.statusCode).toBe(400);
    expect(bombAnswer.json<{ message: string }>().message).toMatch(/at most 10,000 pixels/);
    expect(await rows()).toEqual([]);
  });

  it('asks for a file under thumbnail or image, and a signed-in owner', async () => {
    const owner = await createOwnerSession(gateway.db);
    const wrongField = await upload(owner.cookie, { bytes: await png(), field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<{ message: string }>().message).toBe(
      'Choose an image to upload (form field "thumbnail" or "image").',
    );
    expect((await upload(null, { bytes: await png() })).statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it("keeps each workspace within its quota, and another workspace's images out of its answers", async () => {
    const owner = await createOwnerSession(gateway.db);
    const other = await createOwnerSession(gateway.db);
    // Random pixels do not compress: each stored image takes about 0.46 MB of the 1 MB quota.
    const first = await upload(owner.cookie, { bytes: await noise(400), field: 'image' });
    const second = await upload(owner.cookie, { bytes: await noise(400), field: 'image' });
    const third = await upload(owner.cookie, { bytes: await noise(400), field: 'image' });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 413]);
    expect(third.json<{ message: string }>().message).toMatch(
      /^Your workspace's media storage is full\. It holds 0\.\d\d MB of 1 MB/,
    );
    // Another workspace's quota is its own.
    expect(
      (await upload(other.cookie, { bytes: await noise(400), field: 'image' })).statusCode,
    ).toBe(201);

    const queries = gateway.app.get(MediaQueries);
    const url = first.json<{ url: string }>().url;
    expect([
      ...(await queries.imagesOf(owner.workspaceId, [url, '/elsewhere.png'])).keys(),
    ]).toEqual([url]);
    expect((await queries.imagesOf(other.workspaceId, [url])).size).toBe(0);
  });

  it('leaves no row when the object cannot be stored, and sweeps an upload left half-way', async () => {
    const owner = await createOwnerSession(gateway.db);
    const blobs = storage();
    const put = jest.spyOn(blobs, 'put').mockRejectedValueOnce(new Error('store unreachable'));
    const failed = await upload(owner.cookie, { bytes: await png() });
    put.mockRestore();
    expect(failed.statusCode).toBe(500);
    expect(await rows()).toEqual([]);

    // A process that died between the object and its row's commit leaves a pending row.
    await blobs.put(`uploads/${owner.workspaceId}/left-behind.png`, await png(), 'image/png');
    await gateway.db.execute(sql`
      insert into media_objects (id, workspace_id, uploaded_by, field, status, key, content_type,
        byte_size, uploaded_bytes, width, height, created_at)
      values ('00000000-0000-4000-8000-000000000001', ${owner.workspaceId}, ${owner.accountId},
        'image', 'pending', ${`uploads/${owner.workspaceId}/left-behind.png`}, 'image/png', 10, 10,
        1, 1, now() - interval '1 hour')`);

    expect(await gateway.app.get(MediaUploadsConsumer).sweep()).toBe(1);
    expect(await rows()).toEqual([]);
    expect(await blobs.get(`uploads/${owner.workspaceId}/left-behind.png`)).toBeUndefined();
  });

  /** A file a visitor sends into a sheet (a form's file field), not yet recorded by a row. */
  const sendSheetFile = (workspaceId: string, accept: FileMimeType, bytes: Buffer) =>
    gateway.app.get(MediaUploadsService).storeSheetFile({
      workspaceId,
      uploadedBy: null,
      purpose: 'form_file',
      accept,
      bytes,
    });

  it('keeps the sheet files a row write records, and sweeps those never saved after 6 hours', async () => {
    const owner = await createOwnerSession(gateway.db);
    const send = () =>
      sendSheetFile(owner.workspaceId, '.pdf', Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'));
    const [saved, unsaved] = [await send(), await send()];
    await gateway.db.transaction((tx) =>
      recordEvent(tx, 'sheet.files-recorded', {
        workspaceId: owner.workspaceId,
        mediaIds: [saved.id],
      }),
    );
    await eventually(async () => {
      const [row] = await rows().then((all) => all.filter((object) => object.id === saved.id));
      expect(row?.claimedAt).toBeInstanceOf(Date);
    });
    // A marketplace image is its owner's from the start.
    const image = await upload(owner.cookie, { bytes: await png() });
    expect(image.statusCode).toBe(201);

    const consumer = gateway.app.get(MediaUploadsConsumer);
    expect(await consumer.sweep()).toBe(0);
    const later = new Date(Date.now() + UNCLAIMED_SHEET_FILE_MS + 60_000);
    expect(await consumer.sweep(later)).toBe(1);
    expect((await rows()).map((object) => object.id).sort()).toEqual(
      [saved.id, image.json<{ id: string }>().id].sort(),
    );
    expect((await gateway.call(null, 'GET', new URL(unsaved.url).pathname)).statusCode).toBe(404);
    expect((await gateway.call(null, 'GET', new URL(saved.url).pathname)).statusCode).toBe(200);
  });

  it("lets unsaved sheet files take a tenth of the workspace's quota, not the owner's images' room", async () => {
    const owner = await createOwnerSession(gateway.db);
    // 1 MB quota: unsaved files may take 0.1 MB, two of these 40 KB ones but not a third.
    const send = () => sendSheetFile(owner.workspaceId, '*', Buffer.alloc(40 * 1024, 'a'));
    await send();
    await send();
    await expect(send()).rejects.toMatchObject({
      status: 429,
      message:
        'Too many files were sent here without being saved. Please try again in a few hours.',
    });
    expect((await upload(owner.cookie, { bytes: await png() })).statusCode).toBe(201);
  });

  /** The start of an ISO media file (MP4) of `size` bytes: its ftyp box, then filler. */
  const isoMedia = (brand: string, size: number) => {
    const bytes = Buffer.alloc(size, 7);
    bytes.writeUInt32BE(16, 0);
    bytes.write('ftyp', 4, 'latin1');
    bytes.write(brand, 8, 'latin1');
    return bytes;
  };
  const uploadForBlock = (cookie: string | null, kind: string, bytes: Buffer, field = 'file') => {
    const { payload, headers } = buildMultipartUpload({
      fileName: 'clip.mp4',
      contentType: 'video/mp4',
      field,
      bytes,
    });
    return gateway.app.inject({
      method: 'POST',
      url: `/api/block-media/${kind}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload,
    });
  };

  it("keeps a block's video, audio and picture by what their bytes are, and serves a video in ranges", async () => {
    const owner = await createOwnerSession(gateway.db);
    const clip = isoMedia('isom', 5000);

    const video = await uploadForBlock(owner.cookie, 'video', clip);
    expect(video.statusCode).toBe(201);
    const stored = video.json<{ id: string; url: string }>();
    expect(stored).toMatchObject({ content_type: 'video/mp4', size: 5000 });
    expect(stored.url).toBe(`/api/media/${stored.id}`);
    // An MPEG-4 file sent as audio is kept as audio.
    const audio = await uploadForBlock(owner.cookie, 'audio', isoMedia('mp42', 3000));
    expect(audio.json()).toMatchObject({ content_type: 'audio/mp4' });
    const picture = await uploadForBlock(owner.cookie, 'image', await png());
    expect(picture.json()).toMatchObject({ content_type: 'image/png' });
    expect((await rows()).map((row) => [row.field, row.claimedAt !== null]).sort()).toEqual([
      ['block_audio', true],
      ['block_image', true],
      ['block_video', true],
    ]);

    const whole = await gateway.call(null, 'GET', stored.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-disposition': 'inline; filename="block_video.mp4"',
      'accept-ranges': 'bytes',
    });
    expect(whole.rawPayload.equals(clip)).toBe(true);
    const ranged = (range: string) =>
      gateway.app.inject({ method: 'GET', url: stored.url, headers: { range } });
    const part = await ranged('bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/5000');
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
    const pastTheEnd = await ranged('bytes=5000-');
    expect(pastTheEnd.statusCode).toBe(416);
    expect(pastTheEnd.headers['content-range']).toBe('bytes */5000');
    expect(pastTheEnd.headers['cache-control']).toBe('no-store');
  });

  it("refuses a block's file of another kind, too large, under another field or from a guest", async () => {
    const owner = await createOwnerSession(gateway.db);
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

    const wrongKind = await uploadForBlock(owner.cookie, 'video', pdf);
    expect(wrongKind.statusCode).toBe(415);
    expect(wrongKind.json()).toMatchObject({
      message:
        'The file chosen is not one this field takes: it takes a video browsers play (MP4, WebM, Ogg or MOV).',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await uploadForBlock(owner.cookie, 'image', svg)).statusCode).toBe(415);
    const noisy = await noise(1400);
    expect(noisy.length).toBeGreaterThan(5 * 1024 * 1024);
    const tooBig = await uploadForBlock(owner.cookie, 'image', noisy);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      message: 'File too big: the limit is 5 MB for an image.',
    });
    const wrongField = await uploadForBlock(owner.cookie, 'video', isoMedia('isom', 100), 'video');
    expect(wrongField.json()).toMatchObject({
      message: 'Choose a file to upload (form field "file").',
    });
    expect((await uploadForBlock(owner.cookie, 'document', pdf)).statusCode).toBe(404);
    expect((await uploadForBlock(null, 'video', isoMedia('isom', 100))).statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it('limits how many files a workspace uploads for blocks, before reading them', async () => {
    const owner = await createOwnerSession(gateway.db);
    const other = await createOwnerSession(gateway.db);
    const empty = Buffer.alloc(0);
    // Refused files count too: the turn is taken before the body is read.
    for (let i = 0; i < BLOCK_MEDIA_UPLOADS_PER_WINDOW; i += 1)
      expect((await uploadForBlock(owner.cookie, 'image', empty)).statusCode).toBe(400);
    const refused = await uploadForBlock(owner.cookie, 'image', empty);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many files uploaded for blocks\. /,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await uploadForBlock(other.cookie, 'image', await png())).statusCode).toBe(201);
  });

  it('answers 404 for an unknown or malformed address', async () => {
    expect(
      (await gateway.call(null, 'GET', '/api/media/00000000-0000-4000-8000-00000000abcd'))
        .statusCode,
    ).toBe(404);
    expect((await gateway.call(null, 'GET', '/api/media/..%2F..%2Fsecrets.key')).statusCode).toBe(
      404,
    );
  });
});
