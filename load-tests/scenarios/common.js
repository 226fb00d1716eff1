// Helpers shared by the scenario definitions. Plain JavaScript (no Node or k6 API): both drivers,
// load-tests/k6/*.js under k6 and load-tests/run.mjs under Node, import these modules.
//
// A scenario is { name, title, connections, duration, thresholds, setup, flows, settle?, teardown? }:
// - setup: steps run once before the load (their `after` fills `ctx.state`, shared by every
//   connection); a step whose `request` answers null is skipped;
// - flows: [{ name, weight, steps }]: each iteration of a connection runs the steps of one flow,
//   picked by weight (pickFlow);
// - settle: { step, timeoutS }: after the load, the step is sent again until its check holds (work
//   the load left behind is done), and the time it took is reported;
// - a step is { name, request(ctx) -> request | request[] | null, expect: [statuses],
//   check?(response, ctx) -> boolean, after?(response, ctx, request) } (after: once the response
//   passed its checks). Several requests are sent at once,
//   as a browser would. `name` tags the request's metrics (`http_req_duration{name:page}`).
// A request is { method, url, headers?, body?, cookies? }; a response { status, headers (lower-case
// names), body (text), cookies ({ name: value }) }. `ctx` is { env, state, vars (one connection's
// own), vu (1-based), iteration (0-based), tools: { hmacSha256Hex(secret, text) } }.

/** The flow of an iteration: a fixed cycle in which each flow appears `weight` times, spread out. */
export function pickFlow(flows, iteration) {
  const cycle = flowCycle(flows);
  return cycle[iteration % cycle.length];
}

const cycles = new WeakMap();
function flowCycle(flows) {
  let cycle = cycles.get(flows);
  if (cycle) return cycle;
  // Interleaved (a, b, a, c, a, b...) rather than grouped, so short runs still see every flow.
  const left = flows.map((flow) => ({ flow, weight: flow.weight, credit: 0 }));
  const total = left.reduce((sum, entry) => sum + entry.weight, 0);
  cycle = [];
  for (let slot = 0; slot < total; slot += 1) {
    for (const entry of left) entry.credit += entry.weight;
    const next = left.reduce((best, entry) => (entry.credit > best.credit ? entry : best));
    next.credit -= total;
    cycle.push(next.flow);
  }
  cycles.set(flows, cycle);
  return cycle;
}

/** `?a=1&b=x` from an object, leaving out undefined values. */
export function query(params) {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A JSON request. */
export function jsonRequest(method, url, body, headers = {}) {
  return {
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** The body as JSON, or null when it is not JSON. */
export function parseJson(response) {
  try {
    return JSON.parse(response.body);
  } catch {
    return null;
  }
}

/** The first group of the pattern's first match in the text, or null. */
export function firstMatch(pattern, text) {
  const match = pattern.exec(text ?? '');
  return match ? match[1] : null;
}

/**
 * An Idempotency-Key for one write (decision 0009): unique per run, connection and iteration, as
 * a client that may retry sends it. A reused key would be answered from the stored first answer
 * (and a reused key with another body refused with 422), measuring nothing.
 */
export function idempotencyKey(ctx, step) {
  return `load-${ctx.state.runId}-${ctx.vu}-${ctx.iteration}-${step}`;
}

/** A short random id for this run (names of the app, the board, the owner's e-mail). */
export function newRunId() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}

/** The origin (scheme://host[:port]) of a URL, without a trailing slash. */
export function originOf(url) {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url);
  if (!match) throw new Error(`Not an http(s) URL: ${url}`);
  return match[1];
}
