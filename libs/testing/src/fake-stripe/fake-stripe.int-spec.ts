import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eventually } from '../eventually.js';
import { FakeStripe } from './fake-stripe.js';

jest.setTimeout(30_000);

/** The real stripe SDK, pointed at the fake. */
const clientOf = (fake: FakeStripe, key = fake.secretKey) => {
  const url = new URL(fake.url);
  return new Stripe(key, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
};

describe('the fake Stripe, driven by the stripe SDK', () => {
  const fake = new FakeStripe();
  let stripe: Stripe;
  let webhooks: Server;
  const received: { body: string; signature: string }[] = [];
  let webhookStatus = 200;

  beforeAll(async () => {
    await fake.start();
    stripe = clientOf(fake);
    webhooks = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(request.headers['stripe-signature']),
        });
        response.writeHead(webhookStatus).end();
      });
    });
    await new Promise<void>((resolve) => webhooks.listen(0, '127.0.0.1', resolve));
    fake.deliverTo(`http://127.0.0.1:${(webhooks.address() as AddressInfo).port}/`);
  });
  afterAll(async () => {
    await fake.stop();
    await new Promise((resolve) => webhooks.close(resolve));
  });

  it('refuses a wrong key as Stripe does', async () => {
    await expect(
      clientOf(fake, 'sk_test_wrong').accounts.create({ type: 'express' }),
    ).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('takes a paid Checkout session to a connected account and signs its webhook as Stripe does', async () => {
    const account = await stripe.accounts.create({ type: 'express', email: 'seller@example.com' });
    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: 'http://localhost/refresh',
      return_url: 'http://localhost/return',
      type: 'account_onboarding',
    });
    // The seller finishes onboarding on the hosted page.
    const onboarded = await fetch(link.url, { method: 'POST', redirect: 'manual' });
    expect(onboarded.headers.get('location')).toBe('http://localhost/return');
    expect((await stripe.accounts.retrieve(account.id)).charges_enabled).toBe(true);

    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 900, product_data: { name: 'Template' } },
          quantity: 1,
        },
      ],
      payment_intent_data: {
        application_fee_amount: 90,
        transfer_data: { destination: account.id },
      },
      metadata: { templateId: 't-1' },
      success_url: 'http://localhost/payment_success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/payment_fail',
    });
    expect(session).toMatchObject({
      status: 'open',
      amount_total: 900,
      metadata: { templateId: 't-1' },
    });
    const declined = await fetch(`${fake.url}/checkout/${session.id}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card: '4000000000000002' }),
      redirect: 'manual',
    });
    expect(declined.status).toBe(402);
    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe(
      `http://localhost/payment_success?session_id=${session.id}`,
    );

    const completed = await eventually(() => {
      const delivery = received.find(
        (item) =>
          item.body.includes('"checkout.session.completed"') && item.body.includes(session.id),
      );
      expect(delivery).toBeDefined();
      return delivery!;
    });
    const event = stripe.webhooks.constructEvent(
      completed.body,
      completed.signature,
      fake.webhookSecret,
      300,
    );
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
    expect(() =>
      stripe.webhooks.constructEvent(completed.body, completed.signature, 'whsec_other', 300),
    ).toThrow();
    expect(() =>
      stripe.webhooks.constructEvent(
        completed.body,
        fake.sign(completed.body, Math.floor(Date.now() / 1000) - 301),
        fake.webhookSecret,
        300,
      ),
    ).toThrow(/tolerance/);
  });

  it('makes a subscription, lists events newest first, and retries a failing endpoint', async () => {
    webhookStatus = 500;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 1900,
            recurring: { interval: 'month' },
            product_data: { name: 'Paid plan' },
          },
          quantity: 1,
        },
      ],
      subscription_data: { metadata: { workspaceId: 'w-1' } },
      client_reference_id: 'w-1',
      success_url: 'http://localhost/payment_success',
    });
    await fetch(`${fake.url}/checkout/${session.id}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card: '4242424242424242' }),
      redirect: 'manual',
    });
    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved.subscription).toMatch(/^sub_/);
    await eventually(() =>
      expect(fake.deliveries.filter((d) => d.status === 500).length).toBeGreaterThan(1),
    );
    webhookStatus = 200;
    await eventually(() =>
      expect(
        fake.deliveries.filter((d) => d.status === 200 && d.type === 'checkout.session.completed')
          .length,
      ).toBe(2),
    );

    const listed: string[] = [];
    for await (const event of stripe.events.list({ limit: 2 })) listed.push(event.type);
    expect(listed.slice(0, 2)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    const subscriptionId = retrieved.subscription as string;
    await stripe.subscriptions.cancel(subscriptionId);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
  });
});
