import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ReviewDto, TemplateDto } from '@tessera/contracts';
import { useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  buildMultipartUpload,
  createApp,
  createOwnerSession,
  eventually,
  FakeStripe,
  type OwnerSession,
} from '@tessera/testing';
import { BillingEventsConsumer } from './events/billing-events.consumer.js';

jest.setTimeout(60_000);

const WEBHOOK_PATH = '/api/billing/webhooks/stripe';

/** Pays a Checkout on the fake's hosted page, as a buyer's browser would. */
async function pay(fake: FakeStripe, checkoutUrl: string) {
  const res = await fetch(`${checkoutUrl}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

describe.each(testDatabaseAdapters('billing'))('billing with Stripe on %s', (_name, options) => {
  const fake = new FakeStripe();
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-billing-test-'));
    await fake.start();
  });
  const gateway = useTestGateway(options, {
    env: () => ({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_URL: fake.url,
    }),
  });
  beforeAll(async () => {
    // Stripe reaches the gateway over HTTP.
    await gateway.app.listen(0, '127.0.0.1');
    fake.deliverTo(`${await gateway.app.getUrl()}${WEBHOOK_PATH}`.replace('[::1]', '127.0.0.1'));
    // The reconciliation run at start is through before the tests make events of their own.
    await gateway.app.get(BillingEventsConsumer).whenStarted();
  });
  afterAll(async () => {
    await fake.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  let owner: OwnerSession;
  beforeEach(async () => {
    await fake.resumeDeliveries();
    owner = await createOwnerSession(gateway.db, { email: 'owner@example.com' });
  });

  const call = (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) => gateway.call(cookie, method, url, payload);
  const isFreePlan = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/board/workspace')).json<{ is_free_plan: boolean }>()
      .is_free_plan;
  /** The owner's plan changes recorded (the fake keeps other tests' events, which the database forgot). */
  const planChanges = () =>
    rowsOf<{ payload: { plan: string } }>(
      gateway.db.execute(
        sql`select payload from outbox where name = 'billing.plan-changed' and payload->>'workspaceId' = ${owner.workspaceId}`,
      ),
    );

  it('makes the plan paid only from the verified event of a paid Checkout, at the server’s price', async () => {
    const started = await call(owner.cookie, 'POST', '/api/billing/plan/checkout', { price: 1 });
    expect(started.statusCode).toBe(201);
    const { url } = started.json<{ url: string }>();
    expect(url.startsWith(`${fake.url}/checkout/cs_test_`)).toBe(true);
    const session = fake.sessions.get(url.split('/').at(-1)!)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 1900,
      client_reference_id: owner.workspaceId,
    });
    // Coming back from Checkout is not proof of payment.
    expect(await isFreePlan(owner.cookie)).toBe(true);

    expect(await pay(fake, url)).toBe(
      `http://localhost:3000/payment_success?session_id=${session.id}`,
    );
    await eventually(async () => expect(await isFreePlan(owner.cookie)).toBe(false));
    expect(
      (await call(owner.cookie, 'GET', `/api/billing/checkouts/${session.id}`)).json(),
    ).toMatchObject({ kind: 'plan', status: 'paid' });
    expect((await call(owner.cookie, 'GET', '/api/billing')).json()).toMatchObject({
      plan: 'paid',
      payments_configured: true,
      plan_price: 19,
    });
    expect((await call(owner.cookie, 'POST', '/api/billing/plan/checkout')).statusCode).toBe(409);

    // Cancelled in Stripe: back to free.
    fake.cancelSubscription(String(session['subscription']));
    await eventually(async () => expect(await isFreePlan(owner.cookie)).toBe(true));
    expect((await planChanges()).map((row) => row.payload.plan)).toEqual(['paid', 'free']);
  });

  it('refuses forged, altered and replayed webhooks, and takes a delivery twice (even at once) only once', async () => {
    const event = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_x',
          payment_status: 'paid',
          metadata: { kind: 'plan', workspaceId: owner.workspaceId },
        },
      },
    });
    const post = (body: string, signature: string) =>
      gateway.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    const forged = await post(event, 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'Webhook signature verification failed.' });
    expect((await post(event.replace('cs_x', 'cs_y'), fake.sign(event))).statusCode).toBe(400);
    const old = fake.sign(event, Math.floor(Date.now() / 1000) - 301);
    expect((await post(event, old)).statusCode).toBe(400);
    expect((await post(event, '')).statusCode).toBe(400);
    expect(await isFreePlan(owner.cookie)).toBe(true);
    expect(await rowsOf(gateway.db.execute(sql`select id from stripe_events`))).toEqual([]);

    const signed = fake.sign(event);
    const answers = await Promise.all([
      post(event, signed),
      post(event, signed),
      post(event, signed),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await eventually(async () => expect(await isFreePlan(owner.cookie)).toBe(false));
    expect(await rowsOf(gateway.db.execute(sql`select id from stripe_events`))).toEqual([
      { id: 'evt_forged' },
    ]);
    expect(
      await rowsOf(
        gateway.db.execute(sql`select id from outbox where name = 'billing.stripe-event-received'`),
      ),
    ).toHaveLength(1);
    expect(await planChanges()).toHaveLength(1);
  });

  it('applies plan events in the order Stripe created them, and delayed payments once paid', async () => {
    const now = Math.floor(Date.now() / 1000);
    const post = async (event: Record<string, unknown>) => {
      const body = JSON.stringify({ object: 'event', ...event });
      const res = await gateway.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(body) },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    };
    const metadata = { kind: 'plan', workspaceId: owner.workspaceId };
    // The cancellation (newer) arrives before the completed Checkout (older).
    await post({
      id: 'evt_paid',
      type: 'checkout.session.completed',
      created: now - 10,
      data: { object: { id: 'cs_1', payment_status: 'paid', subscription: 'sub_1', metadata } },
    });
    await eventually(async () => expect(await isFreePlan(owner.cookie)).toBe(false));
    await post({
      id: 'evt_cancel',
      type: 'customer.subscription.deleted',
      created: now,
      data: {
        object: { id: 'sub_1', status: 'canceled', metadata: { workspaceId: owner.workspaceId } },
      },
    });
    await eventually(async () => expect(await isFreePlan(owner.cookie)).toBe(true));
    await post({
      id: 'evt_late',
      type: 'customer.subscription.updated',
      created: now - 5,
      data: {
        object: { id: 'sub_1', status: 'active', metadata: { workspaceId: owner.workspaceId } },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await isFreePlan(owner.cookie)).toBe(true);

    // A bank debit: the Checkout completes unpaid, and is paid in a later event.
    const other = await createOwnerSession(gateway.db);
    const later = { kind: 'plan', workspaceId: other.workspaceId };
    await post({
      id: 'evt_pending',
      type: 'checkout.session.completed',
      created: now,
      data: { object: { id: 'cs_2', payment_status: 'unpaid', metadata: later } },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await isFreePlan(other.cookie)).toBe(true);
    await post({
      id: 'evt_async',
      type: 'checkout.session.async_payment_succeeded',
      created: now + 1,
      data: {
        object: { id: 'cs_2', payment_status: 'paid', subscription: 'sub_2', metadata: later },
      },
    });
    await eventually(async () => expect(await isFreePlan(other.cookie)).toBe(false));
  });

  it('applies, after downtime, the events whose webhooks never came (through the events API)', async () => {
    fake.pauseDeliveries();
    const { url } = (await call(owner.cookie, 'POST', '/api/billing/plan/checkout')).json<{
      url: string;
    }>();
    await pay(fake, url);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await isFreePlan(owner.cookie)).toBe(true);

    expect(await gateway.app.get(BillingEventsConsumer).reconcile()).toBeGreaterThanOrEqual(2);
    await eventually(async () => expect(await isFreePlan(owner.cookie)).toBe(false));
    // The webhooks that come late change nothing more.
    await fake.resumeDeliveries();
    expect(await gateway.app.get(BillingEventsConsumer).reconcile()).toBe(0);
    expect(await planChanges()).toHaveLength(1);
  });

  it("sells a paid template at the marketplace's price, paid to the seller less the fee; the buyer may then use it", async () => {
    // The seller connects Stripe, then can submit paid templates.
    const status = () =>
      call(owner.cookie, 'GET', '/api/multipage/marketplace/check-stripe-submit-status');
    expect((await status()).json()).toMatchObject({
      can_submit_paid: false,
      reason: expect.stringContaining('Connect a Stripe account'),
    });
    const onboarding = (await call(owner.cookie, 'POST', '/api/billing/seller/onboarding')).json<{
      url: string;
    }>();
    expect((await status()).json()).toMatchObject({
      can_submit_paid: false,
      reason: expect.stringContaining('Finish setting up'),
    });
    await fetch(onboarding.url, { method: 'POST', redirect: 'manual' });
    await eventually(async () =>
      expect((await status()).json()).toEqual({ can_submit_paid: true, reason: null }),
    );

    // A paid template, submitted and approved.
    const app = await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId: null,
      name: 'shop',
      public: true,
    });
    const image = async (field: 'thumbnail' | 'image') => {
      const bytes = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#2196f3' },
      })
        .png()
        .toBuffer();
      const { payload, headers } = buildMultipartUpload({ bytes, fileName: 'i.png', field });
      return (
        await gateway.app.inject({
          method: 'POST',
          url: '/api/upload-file',
          headers: { ...headers, cookie: owner.cookie },
          payload,
        })
      ).json<{ url: string }>().url;
    };
    const paidForm = async (price: number) => ({
      form: {
        description: 'A shop',
        category: 'ecommerce-retail',
        price,
        is_free: false,
        thumbnail: await image('thumbnail'),
        thumbnail_bg_color: '#ffffff',
        additional_images: [await image('image')],
        app_id: app.id,
      },
    });
    const REVIEW_REQUEST = '/api/multipage/marketplace/review-request';
    const tooDear = await call(owner.cookie, 'PUT', REVIEW_REQUEST, await paidForm(10_000.01));
    expect(tooDear.json<{ message: string }>().message).toBe(
      'The price can be at most USD 10,000.',
    );
    const submitted = await call(owner.cookie, 'PUT', REVIEW_REQUEST, await paidForm(9.99));
    expect(submitted.statusCode).toBe(200);
    const reviewer = await createOwnerSession(gateway.db);
    await gateway.db.execute(
      sql`update owner_accounts set is_reviewer = true where id = ${reviewer.accountId}`,
    );
    const [review] = (await call(reviewer.cookie, 'GET', '/api/reviews')).json<{
      reviews: ReviewDto[];
    }>().reviews;
    await call(reviewer.cookie, 'POST', `/api/reviews/${review!.id}/approve`);

    const buyer = await createOwnerSession(gateway.db, { email: 'buyer@example.com' });
    const listed = async () =>
      (await call(buyer.cookie, 'GET', '/api/multipage/marketplace/templates')).json<{
        templates: TemplateDto[];
      }>().templates[0]!;
    const template = await listed();
    expect(template).toMatchObject({ is_free: false, price: 9.99, isPurchased: false });
    expect(
      (
        await call(
          buyer.cookie,
          'POST',
          `/api/multipage/marketplace/templates/${template.id}/clone`,
        )
      ).statusCode,
    ).toBe(402);
    expect(
      (await call(owner.cookie, 'POST', `/api/billing/templates/${template.id}/checkout`))
        .statusCode,
    ).toBe(409);

    // The browser's price is not asked, and not used.
    const checkout = await call(
      buyer.cookie,
      'POST',
      `/api/billing/templates/${template.id}/checkout`,
      { price: 0.5 },
    );
    expect(checkout.statusCode).toBe(201);
    const { url } = checkout.json<{ url: string }>();
    const session = fake.sessions.get(url.split('/').at(-1)!)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 999,
      application_fee_amount: 100,
      destination: expect.stringMatching(/^acct_/),
      metadata: { kind: 'template', templateId: template.id, workspaceId: buyer.workspaceId },
    });
    await pay(fake, url);
    await eventually(async () => expect((await listed()).isPurchased).toBe(true));
    expect(
      (await call(buyer.cookie, 'POST', `/api/billing/templates/${template.id}/checkout`))
        .statusCode,
    ).toBe(409);
    const clone = await call(
      buyer.cookie,
      'POST',
      `/api/multipage/marketplace/templates/${template.id}/clone`,
    );
    expect(clone.statusCode).toBe(202);
  });
});

describe.each(testDatabaseAdapters('billing_off'))(
  'billing without Stripe keys on %s',
  (_name, options) => {
    const gateway = useTestGateway(options);

    it('says payments are not set up, and keeps the free plan', async () => {
      const owner = await createOwnerSession(gateway.db);
      const checkout = await gateway.call(owner.cookie, 'POST', '/api/billing/plan/checkout');
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json<{ message: string }>().message).toMatch(
        /^Payments are not set up on this server/,
      );
      expect((await gateway.call(owner.cookie, 'GET', '/api/billing')).json()).toMatchObject({
        plan: 'free',
        payments_configured: false,
        seller: {
          connected: false,
          can_submit_paid: false,
          reason: expect.stringContaining('no Stripe keys'),
        },
      });
      const webhook = await gateway.app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: {} });
      expect(webhook.statusCode).toBe(503);
    });
  },
);
