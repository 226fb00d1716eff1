import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm } from './form-body.js';

type StripeObject = Record<string, unknown> & { id: string; object: string };
type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: StripeObject };
};

export type FakeStripeOptions = {
  /** The secret key clients must send (Authorization: Bearer). */
  secretKey?: string;
  /** The webhook endpoint's signing secret. */
  webhookSecret?: string;
  /** Where events are POSTed (set later with `deliverTo`). */
  webhookUrl?: string;
};

const API_VERSION = '2025-10-29.clover';
/** A form field's text (Stripe's form bodies hold strings), or the fallback. */
const textOf = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/**
 * A Stripe for tests, speaking its wire format to the real `stripe` SDK: form-encoded requests
 * with a secret key, JSON objects and errors as Stripe answers them, Checkout sessions (payment and
 * subscription, with Connect's application fee and destination), Express accounts with onboarding
 * links, subscriptions, and the events API. Its hosted pages (Checkout, Connect onboarding) are
 * plain forms a browser test can fill. Events are POSTed to the webhook endpoint signed as Stripe
 * signs them (`Stripe-Signature: t=..,v1=HMAC-SHA256`), retried while the endpoint fails; deliveries
 * can be paused (the events API still lists them) and any event delivered again.
 */
export class FakeStripe {
  readonly secretKey: string;
  readonly webhookSecret: string;
  private webhookUrl: string | undefined;
  private server: Server | undefined;
  private port = 0;
  readonly sessions = new Map<string, StripeObject>();
  readonly accounts = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  private readonly accountLinks = new Map<string, StripeObject>();
  /** Every event, oldest first. */
  readonly events: StripeEvent[] = [];
  /** Every POST to the webhook endpoint: the event and the status it got (0: no answer). */
  readonly deliveries: { eventId: string; type: string; status: number }[] = [];
  private undelivered: string[] = [];
  private paused = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(options: FakeStripeOptions = {}) {
    this.secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`;
    this.webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
    this.webhookUrl = options.webhookUrl;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.retryTimer = setInterval(() => void this.deliverPending(), 500);
    this.retryTimer.unref();
    return this;
  }

  async stop(): Promise<void> {
    clearInterval(this.retryTimer);
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  /** http://127.0.0.1:{port}: the API and the hosted pages. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where events go from now on. */
  deliverTo(webhookUrl: string): void {
    this.webhookUrl = webhookUrl;
  }

  /** Stops POSTing events (they are still created and listed by the events API). */
  pauseDeliveries(): void {
    this.paused = true;
  }

  /** Delivers what waited, and every event from now on. */
  async resumeDeliveries(): Promise<void> {
    this.paused = false;
    await this.deliverPending();
  }

  /** POSTs an event again (Stripe's "resend", or a retry after a lost answer). */
  async redeliver(eventId: string): Promise<number> {
    const event = this.events.find((candidate) => candidate.id === eventId);
    if (!event) throw new Error(`No event ${eventId}`);
    return this.deliver(event);
  }

  /** Signs a payload as Stripe signs webhooks, at `timestamp` (seconds). */
  sign(payload: string, timestamp = now()): string {
    const signature = createHmac('sha256', this.webhookSecret)
      .update(`${timestamp}.${payload}`)
      .digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  /** Cancels a subscription as the Stripe dashboard would (customer.subscription.deleted). */
  cancelSubscription(subscriptionId: string): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    subscription['status'] = 'canceled';
    subscription['canceled_at'] = now();
    this.emit('customer.subscription.deleted', subscription);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', this.url);
      const body = await readBody(request);
      if (url.pathname.startsWith('/v1/')) {
        this.authorise(request);
        const answer = this.api(request.method ?? 'GET', url, parseStripeForm(body));
        return sendJson(response, 200, answer);
      }
      return this.page(request.method ?? 'GET', url, new URLSearchParams(body), response);
    } catch (error) {
      if (error instanceof StripeApiError)
        return sendJson(response, error.status, {
          error: {
            type: error.type,
            message: error.message,
            ...(error.param ? { param: error.param } : {}),
          },
        });
      sendJson(response, 500, { error: { type: 'api_error', message: String(error) } });
    }
  }

  private authorise(request: IncomingMessage): void {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (key !== this.secretKey)
      throw new StripeApiError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key ? `${key.slice(0, 8)}...` : '(none)'}`,
      );
  }

  private api(method: string, url: URL, params: Record<string, unknown>): unknown {
    const path = url.pathname;
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(params);
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path)))
      return this.found(this.sessions, match[1]!, 'checkout.session');
    if (method === 'POST' && path === '/v1/accounts') return this.createAccount(params);
    if (method === 'GET' && (match = /^\/v1\/accounts\/([\w]+)$/.exec(path)))
      return this.found(this.accounts, match[1]!, 'account');
    if (method === 'POST' && path === '/v1/account_links') return this.createAccountLink(params);
    if (method === 'GET' && (match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path)))
      return this.found(this.subscriptions, match[1]!, 'subscription');
    if (method === 'DELETE' && (match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      this.found(this.subscriptions, match[1]!, 'subscription');
      this.cancelSubscription(match[1]!);
      return this.subscriptions.get(match[1]!);
    }
    if (method === 'GET' && path === '/v1/events') return this.listEvents(url.searchParams);
    if (method === 'GET' && (match = /^\/v1\/events\/([\w]+)$/.exec(path))) {
      const event = this.events.find((candidate) => candidate.id === match![1]);
      if (!event) throw missing('event', match[1]!);
      return event;
    }
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  private found(map: Map<string, StripeObject>, key: string, kind: string): StripeObject {
    const object = map.get(key);
    if (!object) throw missing(kind, key);
    return object;
  }

  private createSession(params: Record<string, unknown>): StripeObject {
    const required = (name: string) => {
      if (typeof params[name] !== 'string' || params[name] === '')
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Missing required param: ${name}.`,
          name,
        );
      return params[name];
    };
    const mode = required('mode');
    required('success_url');
    if (mode !== 'payment' && mode !== 'subscription')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Invalid mode: ${String(mode)}`,
        'mode',
      );
    const items = Array.isArray(params['line_items'])
      ? (params['line_items'] as Record<string, unknown>[])
      : [];
    if (items.length === 0)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Missing required param: line_items.',
        'line_items',
      );
    let total = 0;
    let currency = 'usd';
    for (const item of items) {
      const price = item['price_data'] as Record<string, unknown> | undefined;
      const amount = Number(price?.['unit_amount']);
      if (!Number.isInteger(amount) || amount < 50)
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'Amount must be at least $0.50 usd',
          'line_items',
        );
      currency = textOf(price?.['currency'], 'usd');
      total += amount * Number(item['quantity'] ?? 1);
    }
    const paymentIntentData = params['payment_intent_data'] as Record<string, unknown> | undefined;
    const destination = (
      paymentIntentData?.['transfer_data'] as Record<string, unknown> | undefined
    )?.['destination'];
    if (typeof destination === 'string') {
      const account = this.accounts.get(destination);
      if (!account?.['charges_enabled'])
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'The destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
          'payment_intent_data[transfer_data][destination]',
        );
    }
    const session: StripeObject = {
      id: id('cs_test'),
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      currency,
      client_reference_id: params['client_reference_id'] ?? null,
      customer: null,
      customer_email: params['customer_email'] ?? null,
      metadata: params['metadata'] ?? {},
      payment_intent: null,
      subscription: null,
      success_url: params['success_url'],
      cancel_url: params['cancel_url'] ?? null,
      application_fee_amount: paymentIntentData?.['application_fee_amount']
        ? Number(paymentIntentData['application_fee_amount'])
        : null,
      destination: destination ?? null,
      subscription_data: params['subscription_data'] ?? null,
      line_items: items,
      created: now(),
      livemode: false,
    };
    session['url'] = `${this.url}/checkout/${session.id}`;
    this.sessions.set(session.id, session);
    return session;
  }

  private createAccount(params: Record<string, unknown>): StripeObject {
    const account: StripeObject = {
      id: id('acct'),
      object: 'account',
      type: params['type'] ?? 'express',
      email: params['email'] ?? null,
      country: params['country'] ?? 'US',
      metadata: params['metadata'] ?? {},
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      created: now(),
    };
    this.accounts.set(account.id, account);
    return account;
  }

  private createAccountLink(params: Record<string, unknown>): StripeObject {
    const account = this.found(this.accounts, textOf(params['account']), 'account');
    for (const name of ['refresh_url', 'return_url', 'type'])
      if (typeof params[name] !== 'string')
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Missing required param: ${name}.`,
          name,
        );
    const linkId = id('acctlink');
    const link: StripeObject = {
      id: linkId,
      object: 'account_link',
      account: account.id,
      return_url: params['return_url'],
      refresh_url: params['refresh_url'],
      created: now(),
      expires_at: now() + 300,
      url: `${this.url}/connect/${linkId}`,
    };
    this.accountLinks.set(linkId, link);
    // Stripe's account link has no id of its own: the page's address is the link.
    return {
      object: 'account_link',
      created: link['created'],
      expires_at: link['expires_at'],
      url: link['url'],
    } as unknown as StripeObject;
  }

  /** Newest first, as Stripe lists; `created[gt|gte|lt|lte]`, `limit`, `starting_after`. */
  private listEvents(query: URLSearchParams) {
    const limit = Math.min(Number(query.get('limit') ?? 10), 100);
    const bound = (name: string) =>
      query.has(`created[${name}]`) ? Number(query.get(`created[${name}]`)) : null;
    const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
    let list = [...this.events]
      .reverse()
      .filter(
        (event) =>
          (gt === null || event.created > gt) &&
          (gte === null || event.created >= gte) &&
          (lt === null || event.created < lt) &&
          (lte === null || event.created <= lte),
      );
    const after = query.get('starting_after');
    if (after) list = list.slice(list.findIndex((event) => event.id === after) + 1);
    return {
      object: 'list',
      url: '/v1/events',
      has_more: list.length > limit,
      data: list.slice(0, limit),
    };
  }

  private emit(type: string, object: StripeObject): StripeEvent {
    const event: StripeEvent = {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    this.events.push(event);
    this.undelivered.push(event.id);
    void this.deliverPending();
    return event;
  }

  private delivering = false;

  private async deliverPending(): Promise<void> {
    if (this.paused || this.delivering || !this.webhookUrl) return;
    this.delivering = true;
    try {
      while (this.undelivered.length > 0 && !this.paused) {
        const event = this.events.find((candidate) => candidate.id === this.undelivered[0]);
        if (!event) {
          this.undelivered.shift();
          continue;
        }
        const status = await this.deliver(event);
        if (status < 200 || status >= 300) return; // tried again on the next tick
        this.undelivered.shift();
      }
    } finally {
      this.delivering = false;
    }
  }

  private async deliver(event: StripeEvent): Promise<number> {
    if (!this.webhookUrl) return 0;
    const payload = JSON.stringify(event, null, 2);
    let status = 0;
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': this.sign(payload),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    this.deliveries.push({ eventId: event.id, type: event.type, status });
    return status;
  }

  /** The hosted pages: Checkout and Connect onboarding, as forms. */
  private page(method: string, url: URL, form: URLSearchParams, response: ServerResponse): void {
    let match: RegExpExecArray | null;
    if ((match = /^\/checkout\/([\w]+)(\/pay)?$/.exec(url.pathname))) {
      const session = this.sessions.get(match[1]!);
      if (!session || session['status'] !== 'open')
        return sendHtml(response, 404, '<h1>This checkout page is no longer available</h1>');
      if (method === 'POST' && match[2]) {
        const card = form.get('card') ?? '';
        if (card.replace(/\s/g, '') !== '4242424242424242')
          return sendHtml(response, 402, checkoutPage(session, 'Your card was declined.'));
        this.complete(session);
        return redirect(
          response,
          String(session['success_url']).replace('{CHECKOUT_SESSION_ID}', session.id),
        );
      }
      return sendHtml(response, 200, checkoutPage(session, null));
    }
    if ((match = /^\/connect\/([\w]+)$/.exec(url.pathname))) {
      const link = this.accountLinks.get(match[1]!);
      if (!link) return sendHtml(response, 404, '<h1>This link has expired</h1>');
      const account = this.accounts.get(String(link['account']))!;
      if (method === 'POST') {
        account['charges_enabled'] = true;
        account['payouts_enabled'] = true;
        account['details_submitted'] = true;
        this.emit('account.updated', account);
        return redirect(response, String(link['return_url']));
      }
      return sendHtml(
        response,
        200,
        `<!doctype html><title>Stripe Connect onboarding</title><h1>Set up payouts</h1>
<p>Account ${account.id}</p>
<form method="post"><label>Business name <input name="business" value="Test seller"></label>
<button type="submit">Agree and submit</button></form>`,
      );
    }
    sendHtml(response, 404, '<h1>Not found</h1>');
  }

  private complete(session: StripeObject): void {
    session['status'] = 'complete';
    session['payment_status'] = 'paid';
    const customer = id('cus');
    session['customer'] = customer;
    if (session['mode'] === 'subscription') {
      const subscription: StripeObject = {
        id: id('sub'),
        object: 'subscription',
        status: 'active',
        customer,
        metadata:
          (session['subscription_data'] as Record<string, unknown> | null)?.['metadata'] ?? {},
        cancel_at_period_end: false,
        created: now(),
      };
      this.subscriptions.set(subscription.id, subscription);
      session['subscription'] = subscription.id;
      this.emit('customer.subscription.created', subscription);
    } else {
      session['payment_intent'] = id('pi');
    }
    this.emit('checkout.session.completed', session);
  }
}

function missing(kind: string, key: string) {
  return new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${key}'`, 'id');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(session: StripeObject, error: string | null): string {
  const items = (session['line_items'] as Record<string, unknown>[]).map((item) => {
    const price = item['price_data'] as Record<string, unknown>;
    const product = price['product_data'] as Record<string, unknown> | undefined;
    return `<li>${escape(textOf(product?.['name'], 'Item'))}</li>`;
  });
  const amount = (Number(session['amount_total']) / 100).toFixed(2);
  const cancel = session['cancel_url']
    ? `<a href="${escape(textOf(session['cancel_url']))}">Cancel</a>`
    : '';
  return `<!doctype html><title>Stripe Checkout</title><h1>Pay ${escape(String(session['currency']).toUpperCase())} ${amount}</h1>
<ul>${items.join('')}</ul>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/checkout/${session.id}/pay">
<label>Card number <input name="card" value="" autocomplete="off"></label>
<button type="submit">Pay</button></form>${cancel}`;
}
