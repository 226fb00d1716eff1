import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type {
  ReviewDto,
  ReviewRequestDto,
  TemplateCloneDto,
  TemplateDto,
} from '@tessera/contracts';
import { useTestGateway } from '@tessera/gateway/testing';
import { ConsoleMailAdapter, MAIL, testDatabaseAdapters } from '@tessera/platform';
import {
  buildMultipartUpload,
  createApp,
  createBlock,
  createOwnerSession,
  createPage,
  eventually,
  uploadSpreadsheet,
  type OwnerSession,
} from '@tessera/testing';
import { reviewEvents } from './db/schema.js';

jest.setTimeout(60_000);

const REVIEW_REQUEST = '/api/multipage/marketplace/review-request';

describe.each(testDatabaseAdapters('marketplace'))('the marketplace on %s', (_name, options) => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-marketplace-test-'));
  });
  const gateway = useTestGateway(options, { env: () => ({ DATA_DIR: dataDir }) });
  // After the gateway's own afterAll (hooks run in the order declared): its jobs have stopped.
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  let owner: OwnerSession;
  let reviewer: OwnerSession;
  let app: { id: string; name: string };

  beforeEach(async () => {
    owner = await createOwnerSession(gateway.db, { email: 'owner@example.com' });
    reviewer = await createOwnerSession(gateway.db, { email: 'reviewer@example.com' });
    await gateway.db.execute(
      sql`update owner_accounts set is_reviewer = true where id = ${reviewer.accountId}`,
    );
    app = await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId: null,
      name: 'shop',
      public: true,
    });
    await gateway.db.execute(sql`update apps set title = 'Corner Shop' where id = ${app.id}`);
  });

  const call = (
    cookie: string | null,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: unknown,
  ) => gateway.call(cookie, method, url, payload);

  async function uploaded(cookie: string, field: 'thumbnail' | 'image', color = '#4caf50') {
    const bytes = await sharp({
      create: { width: 320, height: 200, channels: 3, background: color },
    })
      .png()
      .toBuffer();
    const { payload, headers } = buildMultipartUpload({ bytes, fileName: `${field}.png`, field });
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/upload-file',
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ url: string }>().url;
  }

  async function form(over: Record<string, unknown> = {}) {
    return {
      description: 'Orders, stock and customers of a small shop.',
      category: 'ecommerce-retail',
      price: 5,
      is_free: true,
      thumbnail: await uploaded(owner.cookie, 'thumbnail'),
      thumbnail_bg_color: '#e3f2fd',
      additional_images: [await uploaded(owner.cookie, 'image', '#9c27b0')],
      preview_url: `http://${app.name}.localhost:3000/`,
      app_id: app.id,
      request_id: null,
      is_public: true,
      publish_url: app.name,
      sign_in_method: 'No sign in',
      sign_in_password: 'never-stored',
      ...over,
    };
  }

  const submit = async (over: Record<string, unknown> = {}) =>
    call(owner.cookie, 'PUT', REVIEW_REQUEST, { form: await form(over) });
  const reviewRequest = async (cookie = owner.cookie) =>
    (await call(cookie, 'GET', `${REVIEW_REQUEST}?app_id=${app.id}`)).json<{
      reviewRequest: ReviewRequestDto | null;
    }>().reviewRequest;
  const mailsTo = (email: string) =>
    gateway.app
      .get<ConsoleMailAdapter>(MAIL)
      .sentMessages()
      .filter((mail) => mail.to === email);

  it('takes a free submission as pending, and tells the owner it was received', async () => {
    expect(await reviewRequest()).toBeNull();

    const res = await submit();

    expect(res.statusCode).toBe(200);
    const request = res.json<{ reviewRequest: ReviewRequestDto }>().reviewRequest;
    expect(request).toMatchObject({
      status: 'pending',
      category: 'ecommerce-retail',
      is_free: true,
      price: 0,
      thumbnail_bg_color: '#e3f2fd',
      is_public: true,
      sign_in_method: 'No sign in',
      rejection_reason: null,
    });
    expect(await reviewRequest()).toEqual(request);
    // Read from the app's own host too, where the editor runs.
    const onHost = await gateway.call(
      owner.cookie,
      'GET',
      REVIEW_REQUEST,
      undefined,
      'shop.localhost:3000',
    );
    expect(onHost.statusCode).toBe(401); // a dashboard session does not hold on an app host
    const editor = await createOwnerSession(gateway.db, {
      workspaceId: owner.workspaceId,
      appId: app.id,
    });
    const asEditor = await gateway.call(
      editor.cookie,
      'GET',
      REVIEW_REQUEST,
      undefined,
      'shop.localhost:3000',
    );
    expect(asEditor.json()).toEqual({ reviewRequest: request });
    const stored = JSON.stringify(await gateway.db.execute(sql`select * from review_requests`));
    expect(stored).not.toContain('never-stored');
    await eventually(() =>
      expect(mailsTo('owner@example.com').map((mail) => mail.subject)).toEqual([
        'Corner Shop was submitted to the marketplace',
      ]),
    );
  });

  it('answers each broken rule with the spec’s message, in the spec’s order, and stores nothing', async () => {
    const expectRefused = async (
      over: Record<string, unknown>,
      status: number,
      message: string,
    ) => {
      const res = await submit(over);
      expect(res.json<{ message: string }>().message).toBe(message);
      expect(res.statusCode).toBe(status);
    };
    // Rule 1 first: this server has no Stripe keys, so a paid template cannot be sold.
    await expectRefused(
      { is_free: false, price: 3, description: '' },
      400,
      'To publish the template, please go to the billing page for Stripe connectivity.',
    );
    await expectRefused({ description: ' ' }, 400, 'Please fill in all required fields');
    await expectRefused({ category: '' }, 400, 'Please fill in all required fields');
    await expectRefused({ thumbnail: '' }, 400, 'Please upload a thumbnail image');
    await expectRefused(
      { additional_images: [] },
      400,
      'Please upload at least one additional image',
    );
    await expectRefused({ app_id: 'not-an-app' }, 400, 'Unable to get current app data');
    // Another workspace's app is not this owner's data either.
    const other = await createOwnerSession(gateway.db);
    const theirs = await createApp(gateway.db, {
      workspaceId: other.workspaceId,
      spreadsheetId: null,
      public: true,
    });
    await expectRefused({ app_id: theirs.id }, 400, 'Unable to get current app data');
    // Images must be the workspace's own uploads.
    await expectRefused(
      { additional_images: [await uploaded(other.cookie, 'image')] },
      400,
      'An image of the submission is not one of your uploads: upload it again with the form.',
    );
    await expectRefused(
      { additional_images: ['https://evil.example/x.png'] },
      400,
      'An image of the submission is not one of your uploads: upload it again with the form.',
    );
    await expectRefused(
      { thumbnail_bg_color: 'red;background:url(x)' },
      400,
      'The thumbnail background colour must be a hex value such as #ffffff.',
    );
    await expectRefused({ category: 'gambling' }, 400, 'Choose one of the marketplace categories.');
    expect(await reviewRequest()).toBeNull();
  });

  it('refuses repeated images, a price above USD 10,000, and a second first submission at the same moment', async () => {
    const thumbnail = await uploaded(owner.cookie, 'thumbnail');
    const repeated = await submit({ thumbnail, additional_images: [thumbnail] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json<{ message: string }>().message).toBe(
      'Each image can be added once, and the thumbnail is not one of them.',
    );
    const image = await uploaded(owner.cookie, 'image');
    expect((await submit({ additional_images: [image, image] })).statusCode).toBe(400);
    // Paid needs Stripe here, so the ceiling is checked once payments allow it: see billing.
    const forms = await Promise.all([form(), form()]);
    const answers = await Promise.all(
      forms.map((body) => call(owner.cookie, 'PUT', REVIEW_REQUEST, { form: body })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const trail = await gateway.db.select().from(reviewEvents);
    expect(trail.map((event) => event.action)).toEqual(['submitted']);
  });

  it("keeps reviewers from deciding their own workspace's submissions, and from approving an app no longer public", async () => {
    expect((await submit()).statusCode).toBe(200);
    const [review] = (await call(reviewer.cookie, 'GET', '/api/reviews')).json<{
      reviews: ReviewDto[];
    }>().reviews;
    await gateway.db.execute(
      sql`update owner_accounts set is_reviewer = true where id = ${owner.accountId}`,
    );
    const own = await call(owner.cookie, 'POST', `/api/reviews/${review!.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toBe(
      'You cannot review a template of your own workspace.',
    );
    expect(
      (await call(owner.cookie, 'POST', `/api/reviews/${review!.id}/reject`, { reason: 'x' }))
        .statusCode,
    ).toBe(403);

    await gateway.db.execute(sql`update apps set public = false where id = ${app.id}`);
    const privateNow = await call(reviewer.cookie, 'POST', `/api/reviews/${review!.id}/approve`);
    expect(privateNow.statusCode).toBe(409);
    expect(await reviewRequest()).toMatchObject({ status: 'pending' });
  });

  it("refuses an app that is private or uses 'Use password set by user'", async () => {
    await gateway.db.execute(
      sql`update apps set sign_in_method = 'Use password set by user' where id = ${app.id}`,
    );
    const res = await submit();
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Only public apps with 'No sign in'/);
    await gateway.db.execute(
      sql`update apps set sign_in_method = 'No sign in', public = false where id = ${app.id}`,
    );
    expect((await submit()).statusCode).toBe(400);
    expect(await reviewRequest()).toBeNull();
  });

  it('lets the owner cancel a pending request (not change it), and keeps both in the audit trail', async () => {
    expect((await submit()).statusCode).toBe(200);
    const again = await submit({ description: 'Changed' });
    expect(again.statusCode).toBe(409);

    const cancelled = await call(owner.cookie, 'DELETE', `${REVIEW_REQUEST}?app_id=${app.id}`);
    expect(cancelled.statusCode).toBe(204);
    expect(await reviewRequest()).toBeNull();
    expect(
      (await call(owner.cookie, 'DELETE', `${REVIEW_REQUEST}?app_id=${app.id}`)).statusCode,
    ).toBe(404);
    const trail = await gateway.db.select().from(reviewEvents);
    expect(trail.map((event) => [event.action, event.actorEmail])).toEqual([
      ['submitted', 'owner@example.com'],
      ['cancelled', 'owner@example.com'],
    ]);
  });

  it('shows reviewers the queue oldest first; a rejection reaches the owner with its reason, and a resubmission the queue again', async () => {
    const second = await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId: null,
      name: 'second',
      public: true,
    });
    expect((await submit()).statusCode).toBe(200);
    expect((await submit({ app_id: second.id })).statusCode).toBe(200);

    // Nobody but a reviewer reads the queue.
    expect((await call(owner.cookie, 'GET', '/api/reviews')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/reviews')).statusCode).toBe(401);
    const queue = (await call(reviewer.cookie, 'GET', '/api/reviews')).json<{
      reviews: ReviewDto[];
    }>().reviews;
    expect(queue.map((review) => review.app_name)).toEqual(['shop', 'second']);
    expect(queue[0]).toMatchObject({
      app_title: 'Corner Shop',
      submitter_email: 'owner@example.com',
      preview_url: 'http://shop.localhost:3000/',
      history: [{ action: 'submitted', actor_email: 'owner@example.com', reason: null }],
    });

    const id = queue[0]!.id;
    expect(
      (await call(owner.cookie, 'POST', `/api/reviews/${id}/reject`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call(reviewer.cookie, 'POST', `/api/reviews/${id}/reject`, { reason: '  ' }))
        .statusCode,
    ).toBe(400);
    const rejected = await call(reviewer.cookie, 'POST', `/api/reviews/${id}/reject`, {
      reason: 'The screenshots show another product.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await reviewRequest()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The screenshots show another product.',
    });
    // Decided once: a second decision is refused.
    expect((await call(reviewer.cookie, 'POST', `/api/reviews/${id}/approve`)).statusCode).toBe(
      409,
    );
    await eventually(() =>
      expect(mailsTo('owner@example.com').at(-1)?.text).toContain(
        'The screenshots show another product.',
      ),
    );

    // Edit & Resubmit: pending again without the reason, queued by its new submission time.
    const resubmitted = await submit({ description: 'Now with the right screenshots.' });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json<{ reviewRequest: ReviewRequestDto }>().reviewRequest).toMatchObject({
      status: 'pending',
      rejection_reason: null,
      description: 'Now with the right screenshots.',
    });
    const requeued = (await call(reviewer.cookie, 'GET', '/api/reviews')).json<{
      reviews: ReviewDto[];
    }>().reviews;
    expect(requeued.map((review) => review.app_name)).toEqual(['second', 'shop']);
    expect(
      requeued[1]!.history.map((entry) => [entry.action, entry.actor_email, entry.reason]),
    ).toEqual([
      ['submitted', 'owner@example.com', null],
      ['rejected', 'reviewer@example.com', 'The screenshots show another product.'],
      ['resubmitted', 'owner@example.com', null],
    ]);
  });

  it('publishes the template on approval, lists it publicly, and tells the owner', async () => {
    expect((await submit()).statusCode).toBe(200);
    const [review] = (await call(reviewer.cookie, 'GET', '/api/reviews')).json<{
      reviews: ReviewDto[];
    }>().reviews;
    const before = await call(null, 'GET', '/api/multipage/marketplace/templates');
    expect(before.json()).toEqual({ templates: [] });

    const approved = await call(reviewer.cookie, 'POST', `/api/reviews/${review!.id}/approve`);

    expect(approved.statusCode).toBe(200);
    expect(await reviewRequest()).toMatchObject({ status: 'published' });
    const { templates } = (await call(null, 'GET', '/api/multipage/marketplace/templates')).json<{
      templates: TemplateDto[];
    }>();
    expect(templates).toEqual([
      expect.objectContaining({
        name: 'Corner Shop',
        slug: 'corner-shop',
        subdomain: 'shop',
        is_free: true,
        price: 0,
        isPurchased: false,
        category: 'ecommerce-retail',
      }),
    ]);
    // Published is final for the owner: no resubmission, no cancel.
    expect((await submit()).statusCode).toBe(409);
    expect(
      (await call(owner.cookie, 'DELETE', `${REVIEW_REQUEST}?app_id=${app.id}`)).statusCode,
    ).toBe(409);
    expect((await call(reviewer.cookie, 'GET', '/api/reviews')).json()).toEqual({ reviews: [] });
    await eventually(() =>
      expect(mailsTo('owner@example.com').at(-1)).toMatchObject({
        subject: 'Corner Shop is published in the marketplace',
        text: expect.stringContaining('http://localhost:3000/templates/corner-shop'),
      }),
    );
  });

  it('copies an approved template into another workspace: its pages and blocks as approved, its data, no secret', async () => {
    // The seller's app: a spreadsheet, a home page whose header links home, and a table.
    const upload = await uploadSpreadsheet(gateway.app, owner.cookie, {
      fileName: 'Orders.csv',
      bytes: Buffer.from('Customer,Cake\nAda,Lemon\nGrace,Chocolate\n'),
    });
    const spreadsheetId = upload.json<{ id: string }>().id;
    await gateway.db.execute(
      sql`update apps set spreadsheet_id = ${spreadsheetId} where id = ${app.id}`,
    );
    const home = await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: app.id });
    await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId: home,
      type: 'header',
      settings: {
        HeaderTitle: 'Corner Shop',
        navigationItems: [
          { name: 'Home', linkType: 'page', pageId: home, pageSlug: '', url: '', active: true },
        ],
      },
    });
    await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId: home,
      type: 'table',
      position: 1,
      settings: {
        sheet_title: 'Orders',
        title: 'Orders',
        actions: [
          {
            type: 'api_endpoint',
            url: 'https://api.example/hook',
            token: '',
            token_sealed: 'sealed-secret-of-the-seller',
          },
        ],
      },
    });
    expect((await submit()).statusCode).toBe(200);
    const [review] = (await call(reviewer.cookie, 'GET', '/api/reviews')).json<{
      reviews: ReviewDto[];
    }>().reviews;
    expect(
      (await call(reviewer.cookie, 'POST', `/api/reviews/${review!.id}/approve`)).statusCode,
    ).toBe(200);
    // Changes after the approval are not part of the template: neither a new block nor new data.
    await gateway.db.execute(
      sql`insert into sheet_rows (workspace_id, sheet_id, position, values)
          select workspace_id, id, 99, '{"Customer":"Added later","Cake":"Plum"}'::jsonb
          from sheets where spreadsheet_id = ${spreadsheetId}`,
    );
    await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId: home,
      type: 'markdown',
      position: 2,
      settings: { content: 'Added later' },
    });
    const [template] = (await call(null, 'GET', '/api/multipage/marketplace/templates')).json<{
      templates: TemplateDto[];
    }>().templates;

    const buyer = await createOwnerSession(gateway.db, { email: 'buyer@example.com' });
    const started = await call(
      buyer.cookie,
      'POST',
      `/api/multipage/marketplace/templates/${template!.id}/clone`,
    );
    expect(started.statusCode).toBe(202);
    const clone = started.json<{ clone: TemplateCloneDto }>().clone;
    expect(clone).toMatchObject({ status: 'copying', template_id: template!.id, error: null });
    expect(clone.app_name).toMatch(/^corner-shop-[0-9a-f]{6}$/);
    expect(clone.app_url).toBe(`http://${clone.app_name}.localhost:3000/`);

    const ready = await eventually(async () => {
      const polled = (
        await call(buyer.cookie, 'GET', `/api/multipage/marketplace/clones/${clone.id}`)
      ).json<{ clone: TemplateCloneDto }>().clone;
      expect(polled.status).toBe('ready');
      return polled;
    });
    // Another workspace cannot follow it.
    expect(
      (await call(owner.cookie, 'GET', `/api/multipage/marketplace/clones/${clone.id}`)).statusCode,
    ).toBe(404);

    // The buyer's app: theirs, private, its data copied, its header pointing at its own page.
    const appsRes = (await call(buyer.cookie, 'GET', '/api/apps')).json<{
      apps: { id: string; title: string; public: boolean; spreadsheetId: string }[];
    }>();
    expect(appsRes.apps).toEqual([
      expect.objectContaining({ id: ready.app_id, title: 'Corner Shop', public: false }),
    ]);
    const copiedId = appsRes.apps[0]!.spreadsheetId;
    expect(copiedId).not.toBe(spreadsheetId);
    const copied = (await call(buyer.cookie, 'GET', `/api/spreadsheets/${copiedId}`)).json<{
      sheets: { title: string; rowCount: number }[];
    }>();
    expect(copied.sheets).toEqual([expect.objectContaining({ title: 'Orders', rowCount: 2 })]);
    const pages = (await call(buyer.cookie, 'GET', `/api/pages/${ready.app_id}`)).json<{
      pages: { id: string }[];
    }>().pages;
    expect(pages).toHaveLength(1);
    const blocks = await gateway.db.execute(
      sql`select type, settings from blocks where page_id = ${pages[0]!.id} order by position`,
    );
    const rows = (blocks as { rows: { type: string; settings: Record<string, unknown> }[] }).rows;
    expect(rows.map((row) => row.type)).toEqual(['header', 'table']);
    expect(JSON.stringify(rows[0]!.settings)).toContain(pages[0]!.id);
    expect(JSON.stringify(rows[0]!.settings)).not.toContain(home);
    expect(JSON.stringify(rows)).not.toContain('sealed-secret-of-the-seller');
  });

  it('keeps the data frozen at approval when the seller deletes the spreadsheet, and says so when it cannot be copied', async () => {
    const upload = await uploadSpreadsheet(gateway.app, owner.cookie, {
      fileName: 'Orders.csv',
      bytes: Buffer.from('Customer\nAda\n'),
    });
    const spreadsheetId = upload.json<{ id: string }>().id;
    await gateway.db.execute(
      sql`update apps set spreadsheet_id = ${spreadsheetId} where id = ${app.id}`,
    );
    const home = await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: app.id });
    await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId: home,
      type: 'table',
      settings: { sheet_title: 'Orders' },
    });
    expect((await submit()).statusCode).toBe(200);
    const [review] = (await call(reviewer.cookie, 'GET', '/api/reviews')).json<{
      reviews: ReviewDto[];
    }>().reviews;
    await call(reviewer.cookie, 'POST', `/api/reviews/${review!.id}/approve`);
    // The seller removes the spreadsheet after the approval; the frozen copy is not theirs to see.
    expect(
      (await call(owner.cookie, 'DELETE', `/api/spreadsheets/${spreadsheetId}`)).statusCode,
    ).toBe(204);
    expect((await call(owner.cookie, 'GET', '/api/spreadsheets')).json()).toEqual({
      spreadsheets: [],
    });
    const [template] = (await call(null, 'GET', '/api/multipage/marketplace/templates')).json<{
      templates: TemplateDto[];
    }>().templates;
    const useIt = async () => {
      const buyer = await createOwnerSession(gateway.db);
      const started = await call(
        buyer.cookie,
        'POST',
        `/api/multipage/marketplace/templates/${template!.id}/clone`,
      );
      const { id } = started.json<{ clone: TemplateCloneDto }>().clone;
      return eventually(async () => {
        const { clone } = (
          await call(buyer.cookie, 'GET', `/api/multipage/marketplace/clones/${id}`)
        ).json<{ clone: TemplateCloneDto }>();
        expect(clone.status).not.toBe('copying');
        return clone;
      });
    };
    expect(await useIt()).toMatchObject({ status: 'ready', error: null });

    // The frozen data lost (a failure of the store): the copy fails with the reason.
    await gateway.db.execute(sql`delete from spreadsheets where template_snapshot`);
    expect(await useIt()).toMatchObject({
      status: 'failed',
      error: "The template's spreadsheet no longer exists.",
    });
  });

  it('refuses to copy an unknown or paid template, and from an app editor session', async () => {
    const buyer = await createOwnerSession(gateway.db);
    expect(
      (await call(buyer.cookie, 'POST', '/api/multipage/marketplace/templates/nope/clone'))
        .statusCode,
    ).toBe(404);
    expect((await submit()).statusCode).toBe(200);
    const [review] = (await call(reviewer.cookie, 'GET', '/api/reviews')).json<{
      reviews: ReviewDto[];
    }>().reviews;
    await call(reviewer.cookie, 'POST', `/api/reviews/${review!.id}/approve`);
    await gateway.db.execute(sql`update templates set is_free = false, price_cents = 900`);
    const [template] = (await call(null, 'GET', '/api/multipage/marketplace/templates')).json<{
      templates: TemplateDto[];
    }>().templates;
    const paid = await call(
      buyer.cookie,
      'POST',
      `/api/multipage/marketplace/templates/${template!.id}/clone`,
    );
    expect(paid.statusCode).toBe(402);
    expect(paid.json<{ message: string }>().message).toBe(
      'This template is paid: buy it to use it.',
    );
    const editor = await createOwnerSession(gateway.db, {
      workspaceId: owner.workspaceId,
      appId: app.id,
    });
    const fromEditor = await gateway.call(
      editor.cookie,
      'POST',
      `/api/multipage/marketplace/templates/${template!.id}/clone`,
      undefined,
      'shop.localhost:3000',
    );
    expect(fromEditor.statusCode).toBe(403);
    expect(
      await gateway.db
        .execute(sql`select * from template_clones`)
        .then((r) => (r as { rows: unknown[] }).rows),
    ).toEqual([]);
  });

  it('says why paid templates cannot be submitted on a server without Stripe', async () => {
    const res = await call(
      owner.cookie,
      'GET',
      '/api/multipage/marketplace/check-stripe-submit-status',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      can_submit_paid: false,
      reason: expect.stringContaining('no Stripe keys'),
    });
  });
});
