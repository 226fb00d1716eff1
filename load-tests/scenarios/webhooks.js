// A burst of Stripe webhooks at POST /api/billing/webhooks/stripe, each signed as Stripe signs them
// (Stripe-Signature: t={seconds},v1={HMAC-SHA256 of "{t}.{body}" with the endpoint's secret}), so
// each is verified and stored once with its outbox event. One delivery in ten repeats the
// connection's previous event, as Stripe does when an answer was lost: stored nothing the second time.
import { idempotencyKey } from './common.js';

const EVENTS = [
  [
    'invoice.paid',
    (id) => ({ id: `in_${id}`, object: 'invoice', status: 'paid', amount_paid: 1900 }),
  ],
  // A subscription Tessera never opened: looked up, then left alone.
  [
    'customer.subscription.updated',
    (id) => ({ id: `sub_${id}`, object: 'subscription', status: 'active', metadata: {} }),
  ],
  // Not paid yet (a delayed payment method): kept, changes nothing.
  [
    'checkout.session.completed',
    (id) => ({
      id: `cs_${id}`,
      object: 'checkout.session',
      payment_status: 'unpaid',
      metadata: {},
    }),
  ],
  ['payment_intent.succeeded', (id) => ({ id: `pi_${id}`, object: 'payment_intent', amount: 900 })],
];

/** A Stripe event as its webhook body. */
function eventBody(ctx) {
  const id = idempotencyKey(ctx, 'evt').replace(/-/g, '_');
  const [type, object] = EVENTS[(ctx.vu + ctx.iteration) % EVENTS.length];
  return JSON.stringify({
    id: `evt_${id}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: object(id) },
  });
}

/** The delivery of a body, signed now. */
function delivery(ctx, body) {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = ctx.tools.hmacSha256Hex(ctx.env.webhookSecret, `${timestamp}.${body}`);
  return {
    method: 'POST',
    url: `${ctx.env.baseUrl}/api/billing/webhooks/stripe`,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': `t=${timestamp},v1=${signature}`,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    body,
  };
}

const received = (response) => response.body.includes('"received":true');

const event = {
  name: 'event',
  request: (ctx) => delivery(ctx, eventBody(ctx)),
  expect: [200],
  check: received,
  after(_response, ctx, request) {
    ctx.vars.lastEvent = request.body;
  },
};

const redelivery = {
  name: 'redelivery',
  request: (ctx) => delivery(ctx, ctx.vars.lastEvent ?? eventBody(ctx)),
  expect: [200],
  check: received,
};

const secretGiven = {
  name: 'setup-secret',
  request(ctx) {
    if (!ctx.env.webhookSecret)
      throw new Error(
        'The webhooks scenario signs with the endpoint secret: set STRIPE_WEBHOOK_SECRET (the server must have the same one).',
      );
    return null;
  },
  expect: [200],
};

export default {
  name: 'webhooks',
  title: 'Stripe webhook bursts',
  connections: 10,
  duration: '30s',
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    http_req_duration: ['p(95)<300', 'p(99)<1000'],
  },
  setup: [secretGiven],
  flows: [
    { name: 'event', weight: 9, steps: [event] },
    { name: 'redelivery', weight: 1, steps: [redelivery] },
  ],
};
