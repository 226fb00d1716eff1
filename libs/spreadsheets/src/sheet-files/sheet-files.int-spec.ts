import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  buildMultipartUpload,
  buildXlsx,
  createApp,
  createBlock,
  createBoardOnCsv,
  createOwnerSession,
  createPage,
  eventually,
  type OwnerSession,
} from '@tessera/testing';
import { SpreadsheetsService } from '../spreadsheets.service.js';

jest.setTimeout(60_000);

const leads = [
  ['Name', 'Photo', 'CV', 'Sheet'],
  ['Ann', '', '', ''],
];
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'), Buffer.alloc(64, 32)]);
/** A JPEG carrying EXIF metadata (a camera's, with its GPS position in real life). */
const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Ann', Artist: 'Ann at home' } })
    .toBuffer();

type Answer = { statusCode: number; json<T = { message: string }>(): T };

/**
 * Files sent into sheets by blocks (issue 11, item 3): a form's file fields (file_mime_type
 * enforced by content, under 5 MB) and a table's "Upload Image" cells, through the media service.
 */
describe.each(testDatabaseAdapters('sheet_files'))('sheet files on %s', (_kind, options) => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-sheet-files-'));
  });
  const gateway = useTestGateway(options, { env: () => ({ DATA_DIR: dataDir }) });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  let owner: OwnerSession;
  let spreadsheetId: string;
  let boardId: string;
  beforeEach(async () => {
    owner = await createOwnerSession(gateway.db);
    ({ spreadsheetId, boardId } = await createBoardOnCsv(
      gateway.db,
      gateway.app.get(SpreadsheetsService),
      { workspaceId: owner.workspaceId, title: 'Leads', rows: leads, slug: 'leads' },
    ));
  }, HOOK_TIMEOUT);

  const block = (type: string, settings: Record<string, unknown>) =>
    createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      boardId,
      type,
      settings: { sheet_title: 'Leads', ...settings },
    });
  const send = (
    query: { block_id: string; column: string },
    file: { bytes: Buffer; fileName?: string; contentType?: string; field?: string },
    cookie?: string,
  ): Promise<Answer> => {
    const { payload, headers } = buildMultipartUpload({ fileName: 'upload.bin', ...file });
    const search = new URLSearchParams({ board: '/leads', ...query });
    return gateway.app.inject({
      method: 'POST',
      url: `/api/board/${spreadsheetId}/sheet/Leads/files?${search}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload,
    });
  };
  const storedCount = async () => {
    const result = await gateway.db.execute(sql`select count(*)::int as n from media_objects`);
    return Number((result as { rows: { n: number }[] }).rows[0]!.n);
  };
  const filesOnDisk = async () =>
    (await readdir(join(dataDir, 'media', 'uploads', owner.workspaceId)).catch(() => [])).sort();
  const idOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  const claimed = async (mediaId: string) => {
    const result = await gateway.db.execute(
      sql`select claimed_at is not null as claimed from media_objects where id = ${mediaId}`,
    );
    return (result as { rows: { claimed: boolean }[] }).rows[0]?.claimed ?? false;
  };

  it("keeps a form's file as the kind its content says, for a guest, and the row records it", async () => {
    const form = await block('form', {
      axis: [{ column: 'Name' }, { column: 'CV', type: 'file', file_mime_type: '.pdf' }],
    });

    const sent = await send(
      { block_id: form, column: 'CV' },
      { bytes: pdf, fileName: '../../cv.exe', contentType: 'text/html' },
    );

    expect(sent.statusCode).toBe(201);
    const { url, content_type } = sent.json<{ url: string; content_type: string }>();
    expect(content_type).toBe('application/pdf');
    // A full address: the spreadsheet's cell is a link that works from Google Sheets too.
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/media\/[0-9a-f-]{36}$/);
    expect(await filesOnDisk()).toEqual([`${idOf(url)}.pdf`]);

    const served = await gateway.call(null, 'GET', new URL(url).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="form_file.pdf"');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const row = await gateway.app.inject({
      method: 'POST',
      url: `/api/board/${spreadsheetId}/sheet/Leads/rows?board=%2Fleads`,
      payload: { block_id: form, values: { Name: 'Bob', CV: url } },
    });
    expect(row.statusCode).toBe(201);
    expect(row.json<{ row: Record<string, string> }>().row).toMatchObject({ Name: 'Bob', CV: url });
    // Recorded by a row, the file is kept (files never saved are swept after a few hours).
    await eventually(async () => expect(await claimed(idOf(url))).toBe(true));
  });

  it("records in a file column only the address of a file sent into the workspace's sheets", async () => {
    const form = await block('form', {
      axis: [
        { column: 'Name' },
        { column: 'CV', type: 'file', file_mime_type: '.pdf' },
        { column: 'Photo', type: 'file', file_mime_type: '*' },
      ],
    });
    const addRow = (values: Record<string, string>) =>
      gateway.app.inject({
        method: 'POST',
        url: `/api/board/${spreadsheetId}/sheet/Leads/rows?board=%2Fleads`,
        payload: { block_id: form, values },
      });
    const anyFile = (
      await send({ block_id: form, column: 'Photo' }, { bytes: Buffer.from('notes') })
    ).json<{ url: string }>().url;

    const typedIn = await addRow({ Name: 'Eve', CV: 'https://evil.example/cv.pdf' });
    const madeUp = await addRow({ Name: 'Eve', CV: anyFile.replace(/[0-9a-f]{4}$/, '0000') });
    // Sent through a field taking anything, a text file is no PDF for "CV".
    const otherKind = await addRow({ Name: 'Eve', CV: anyFile });

    for (const answer of [typedIn, madeUp, otherKind]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(
        '"CV" takes a file uploaded through this block, not an address.',
      );
    }
    expect((await addRow({ Name: 'Eve', Photo: anyFile })).statusCode).toBe(201);
    expect((await addRow({ Name: 'Fay', CV: '' })).statusCode).toBe(201);
  });

  it('refuses a body with more than its file and a few short fields before holding it', async () => {
    const form = await block('form', {
      axis: [{ column: 'CV', type: 'file', file_mime_type: '*' }],
    });
    const boundary = '----tesseraFields';
    const field = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${'x'.repeat(10)}\r\n`;
    const payload = Buffer.from(
      Array.from({ length: 50 }, (_, i) => field(`f${i}`)).join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    );
    const url = `/api/board/${spreadsheetId}/sheet/Leads/files?board=%2Fleads&block_id=${form}&column=CV`;
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };

    const manyFields = await gateway.app.inject({ method: 'POST', url, headers, payload });
    const declaredTooLong = await gateway.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-length': String(6 * 1024 * 1024) },
      payload: Buffer.alloc(0),
    });

    expect(manyFields.statusCode).toBe(400);
    expect(declaredTooLong.statusCode).toBe(400);
    expect(declaredTooLong.json<{ message: string }>().message).toBe(
      'File too big: files must be under 5 MB.',
    );
    expect(await storedCount()).toBe(0);
  });

  it('refuses a file whose content is not what its field takes, whatever its name says', async () => {
    const form = await block('form', {
      axis: [
        { column: 'CV', type: 'file', file_mime_type: '.pdf' },
        { column: 'Photo', type: 'file' },
      ],
    });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

    const pngAsPdf = await send(
      { block_id: form, column: 'CV' },
      { bytes: png, fileName: 'cv.pdf', contentType: 'application/pdf' },
    );
    const htmlAsImage = await send(
      { block_id: form, column: 'Photo' },
      { bytes: html, fileName: 'me.jpg', contentType: 'image/jpeg' },
    );
    const svgAsImage = await send({ block_id: form, column: 'Photo' }, { bytes: svg });

    expect(pngAsPdf.statusCode).toBe(415);
    expect(pngAsPdf.json().message).toBe(
      'The file chosen is not one this field takes: it takes a PDF document.',
    );
    expect(htmlAsImage.statusCode).toBe(415);
    expect(htmlAsImage.json().message).toBe(
      'The file chosen is not one this field takes: it takes an image (PNG, JPEG, GIF or WebP).',
    );
    expect(svgAsImage.statusCode).toBe(415);
    expect(svgAsImage.json().message).toMatch(/^SVG images are not accepted/);
    expect(await storedCount()).toBe(0);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses files of 5 MB and more, storing nothing', async () => {
    const form = await block('form', {
      axis: [{ column: 'CV', type: 'file', file_mime_type: '*' }],
    });
    const big = Buffer.alloc(5 * 1024 * 1024, 0x41);

    const answer = await send({ block_id: form, column: 'CV' }, { bytes: big });

    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('File too big: files must be under 5 MB.');
    expect(await storedCount()).toBe(0);
  });

  it('strips an image of its metadata, and reads spreadsheets and text as such', async () => {
    const form = await block('form', {
      axis: [
        { column: 'Photo', type: 'file' },
        { column: 'Sheet', type: 'file', file_mime_type: '.csv,.xml,.xls,.xlsm,.xlsx' },
      ],
    });
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const image = await send({ block_id: form, column: 'Photo' }, { bytes: original });
    const workbook = await send(
      { block_id: form, column: 'Sheet' },
      { bytes: await buildXlsx([{ title: 'A', rows: [['x']] }]) },
    );
    const csv = await send(
      { block_id: form, column: 'Sheet' },
      { bytes: Buffer.from('name,city\nAnn,Oslo\n') },
    );

    expect(image.statusCode).toBe(201);
    const served = await gateway.call(
      null,
      'GET',
      new URL(image.json<{ url: string }>().url).pathname,
    );
    expect(served.headers['content-disposition']).toBe('inline; filename="form_file.jpg"');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
    expect(workbook.json()).toMatchObject({
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(csv.json()).toMatchObject({ content_type: 'text/csv' });
  });

  it('takes files only for file fields and "Upload Image" columns the caller may write', async () => {
    const form = await block('form', {
      axis: [{ column: 'Name' }, { column: 'CV', type: 'file' }],
    });
    const table = (editable: string, image_source = 'Upload Image') =>
      block('table', { axis: [{ column: 'Photo', type: 'image', image_source, editable }] });
    const [open, adminsOnly, byAddress] = await Promise.all([
      table('Everyone'),
      table('Admins'),
      table('Everyone', 'External URL'),
    ]);
    const picture = await photo();

    const textField = await send({ block_id: form, column: 'Name' }, { bytes: picture });
    expect(textField.statusCode).toBe(403);
    expect(textField.json().message).toBe('This block does not take a file for "Name".');
    expect((await send({ block_id: open, column: 'Photo' }, { bytes: picture })).statusCode).toBe(
      201,
    );
    expect(
      (await send({ block_id: adminsOnly, column: 'Photo' }, { bytes: picture })).statusCode,
    ).toBe(403);
    const byTheOwner = await send(
      { block_id: adminsOnly, column: 'Photo' },
      { bytes: picture },
      owner.cookie,
    );
    expect(byTheOwner.statusCode).toBe(201);
    expect(byTheOwner.json()).toMatchObject({ content_type: 'image/jpeg' });
    expect(
      (await send({ block_id: byAddress, column: 'Photo' }, { bytes: picture })).statusCode,
    ).toBe(403);
    // A block of another sheet, or another workspace's, is no way in.
    const other = await createOwnerSession(gateway.db);
    const foreign = await createBlock(gateway.db, {
      workspaceId: other.workspaceId,
      type: 'form',
      settings: { sheet_title: 'Leads', axis: [{ column: 'CV', type: 'file' }] },
    });
    expect((await send({ block_id: foreign, column: 'CV' }, { bytes: picture })).statusCode).toBe(
      404,
    );
    const wrongField = await send(
      { block_id: form, column: 'CV' },
      { bytes: picture, field: 'image' },
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Choose a file to upload (form field "file").');
    expect(await storedCount()).toBe(2);
  });

  it("takes a guest's file on a public app's page, none on a private one's", async () => {
    const app = await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId,
      public: true,
    });
    const pageId = await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: app.id });
    const form = await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId,
      type: 'form',
      settings: {
        sheet_title: 'Leads',
        axis: [{ column: 'CV', type: 'file', file_mime_type: '.pdf' }],
      },
    });
    const { payload, headers } = buildMultipartUpload({ fileName: 'cv.pdf', bytes: pdf });

    const answer = await gateway.app.inject({
      method: 'POST',
      url: `/v3/api/page/sheet/Leads/files?block_id=${form}&column=CV`,
      headers: { ...headers, host: `${app.name}.localhost:3000` },
      payload,
    });

    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ content_type: 'application/pdf' });

    // A private app's guests send nothing: its sheet is not there for them.
    const hidden = await createApp(gateway.db, { workspaceId: owner.workspaceId, spreadsheetId });
    const hiddenPage = await createPage(gateway.db, {
      workspaceId: owner.workspaceId,
      appId: hidden.id,
    });
    const hiddenForm = await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId: hiddenPage,
      type: 'form',
      settings: { sheet_title: 'Leads', axis: [{ column: 'CV', type: 'file' }] },
    });
    const refused = await gateway.app.inject({
      method: 'POST',
      url: `/v3/api/page/sheet/Leads/files?block_id=${hiddenForm}&column=CV`,
      headers: { ...headers, host: `${hidden.name}.localhost:3000` },
      payload,
    });
    expect(refused.statusCode).toBe(404);
  });
});
