/* global __ENV, __VU, __ITER */
// The k6 side of the scenarios in load-tests/scenarios/: their requests sent with k6/http, each
// response checked with `check` (so the `checks` rate counts what the Node driver counts), their
// thresholds handed to k6 as they are. Each k6 script of this folder is one scenario:
//   k6 run -e BASE_URL=https://tessera.example.com load-tests/k6/visitors.js
import { check, sleep } from 'k6';
import crypto from 'k6/crypto';
import http from 'k6/http';
import { newRunId, pickFlow } from '../scenarios/common.js';

/** Where and as whom to load, from `-e NAME=value` (see load-tests/README.md). */
export function environment() {
  return {
    baseUrl: (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    appUrl: (__ENV.APP_URL || '').replace(/\/+$/, ''),
    ownerEmail: __ENV.OWNER_EMAIL || '',
    ownerPassword: __ENV.OWNER_PASSWORD || '',
    webhookSecret: __ENV.STRIPE_WEBHOOK_SECRET || '',
  };
}

const tools = { hmacSha256Hex: (secret, text) => crypto.hmac('sha256', secret, text, 'hex') };

/**
 * k6 options for a scenario: closed-loop virtual users (as many as its connections, or VUS) for
 * its duration (or DURATION), and its thresholds. `*.localhost` app hosts resolve to this machine,
 * as browsers resolve them.
 */
export function optionsFor(scenario) {
  return {
    scenarios: {
      [scenario.name]: {
        executor: 'constant-vus',
        vus: Number(__ENV.VUS || scenario.connections),
        duration: __ENV.DURATION || scenario.duration,
      },
    },
    thresholds: scenario.thresholds,
    hosts: { '*.localhost': '127.0.0.1' },
    setupTimeout: '120s',
    teardownTimeout: '60s',
  };
}

function toK6(request, name) {
  const params = { headers: request.headers || {}, tags: { name }, redirects: 0 };
  if (request.cookies) params.cookies = request.cookies;
  return params;
}

/** A k6 response in the scenarios' shape: lower-case header names, cookies by name. */
function fromK6(response) {
  const headers = {};
  for (const [name, value] of Object.entries(response.headers || {}))
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  const cookies = {};
  for (const [name, values] of Object.entries(response.cookies || {}))
    if (values.length > 0) cookies[name] = values[0].value;
  return { status: response.status, headers, body: response.body || '', cookies };
}

/** Sends a step's requests (several at once with http.batch), checks each; false when one failed. */
function runStep(step, ctx, { strict, record = true }) {
  const built = step.request(ctx);
  if (built === null || built === undefined) return true;
  const requests = Array.isArray(built) ? built : [built];
  if (requests.length === 0) return true;
  const responses =
    requests.length === 1
      ? [
          http.request(
            requests[0].method,
            requests[0].url,
            requests[0].body ?? null,
            toK6(requests[0], step.name),
          ),
        ]
      : http.batch(
          requests.map((request) => ({
            method: request.method,
            url: request.url,
            body: request.body ?? null,
            params: toK6(request, step.name),
          })),
        );
  let allOk = true;
  responses.forEach((raw, index) => {
    const response = fromK6(raw);
    const passes = (r) =>
      step.expect.includes(r.status) && (!step.check || step.check(r, ctx) === true);
    // Polling until a condition holds (settle) is not a check that fails while it waits.
    const ok = record
      ? check(response, {
          [`${step.name}: ${step.expect.join(' or ')}${step.check ? ', as expected' : ''}`]: passes,
        })
      : passes(response);
    if (ok && step.after) step.after(response, ctx, requests[index]);
    if (!ok && strict)
      throw new Error(
        `${step.name}: ${requests[index].method} ${requests[index].url} answered ${response.status}: ${response.body.slice(0, 300)}`,
      );
    allOk = allOk && ok;
  });
  return allOk;
}

/** setup(): the scenario's setup steps, once; what they learnt goes to every VU. */
export function runSetup(scenario) {
  const ctx = {
    env: environment(),
    state: { runId: newRunId() },
    vars: {},
    vu: 0,
    iteration: 0,
    tools,
  };
  for (const step of scenario.setup) runStep(step, ctx, { strict: true });
  return ctx.state;
}

// One VU's own memory between iterations (each VU runs its own copy of this module).
const vars = {};

/** default(): one iteration, the steps of the flow its number picks; a failed step ends it. */
export function runIteration(scenario, state) {
  const iteration = __ITER;
  const ctx = { env: environment(), state, vars, vu: __VU, iteration, tools };
  for (const step of pickFlow(scenario.flows, iteration).steps)
    if (!runStep(step, ctx, { strict: false })) return;
}

/**
 * teardown(): first, for a scenario that says how, waits until the work the load left behind is
 * done (logged with how long it took); then what setup made, deleted.
 */
export function runTeardown(scenario, state) {
  const ctx = { env: environment(), state, vars: {}, vu: 0, iteration: 0, tools };
  if (scenario.settle) {
    const started = Date.now();
    let settled = false;
    while (!settled && Date.now() - started < scenario.settle.timeoutS * 1000) {
      settled = runStep(scenario.settle.step, ctx, { strict: false, record: false });
      if (!settled) sleep(0.5);
    }
    console.log(
      settled
        ? `${scenario.name}: settled ${((Date.now() - started) / 1000).toFixed(1)} s after the load`
        : `${scenario.name}: not settled ${scenario.settle.timeoutS} s after the load`,
    );
  }
  for (const step of scenario.teardown || []) runStep(step, ctx, { strict: false });
}
