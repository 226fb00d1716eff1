// Runs one scenario of load-tests/scenarios/ as k6 would run its script: setup once, then
// `connections` closed-loop connections (each sends its next iteration as soon as the last one
// ended, like k6's constant-vus) for a fixed time, then teardown; every request is a sample of
// k6's built-in metrics (http_req_duration, http_req_failed, checks, http_reqs, iterations), and
// the scenario's thresholds are judged over them with load-tests/lib/thresholds.js.
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { evaluateThresholds, percentile } from '../lib/thresholds.js';
import { newRunId, pickFlow } from '../scenarios/common.js';

const tools = {
  hmacSha256Hex: (secret, text) => createHmac('sha256', secret).update(text).digest('hex'),
};

/**
 * Sends a step's requests (several at once), checks each, calls its `after`. Returns the samples;
 * with `strict` (setup), a failed check throws with what the server said.
 */
async function runStep(step, ctx, client, { strict }) {
  const built = step.request(ctx);
  if (built === null || built === undefined) return [];
  const requests = Array.isArray(built) ? built : [built];
  const sent = await Promise.all(requests.map((request) => client.send(request)));
  return sent.map(({ response, error, ms }, index) => {
    const ok =
      !error &&
      step.expect.includes(response.status) &&
      (!step.check || step.check(response, ctx) === true);
    if (ok && step.after) step.after(response, ctx, requests[index]);
    if (!ok && strict) {
      const request = requests[index];
      const said = error ?? `${response.status}: ${response.body.slice(0, 500)}`;
      throw new Error(`${step.name}: ${request.method} ${request.url} answered ${said}`);
    }
    // k6 counts a request failed when no answer came or its status is outside 200-399.
    const failed = Boolean(error) || response.status < 200 || response.status >= 400;
    return { name: step.name, ms, failed, ok, status: error ? `error: ${error}` : response.status };
  });
}

/**
 * One scenario against `env` (baseUrl, appUrl, credentials, webhook secret): resolves with its
 * samples and timings once setup, the load and teardown are through.
 */
export async function runScenario(
  scenario,
  { env, client, connections, durationMs, onSetup, onLoadEnd },
) {
  const setupCtx = { env, state: { runId: newRunId() }, vars: {}, vu: 0, iteration: 0, tools };
  for (const step of scenario.setup) await runStep(step, setupCtx, client, { strict: true });
  const { state } = setupCtx;
  onSetup?.(state);

  const samples = [];
  const iterationsMs = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      const vars = {};
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        const ctx = { env, state, vars, vu: index + 1, iteration, tools };
        const iterationStarted = performance.now();
        for (const step of pickFlow(scenario.flows, iteration).steps) {
          const stepSamples = await runStep(step, ctx, client, { strict: false });
          samples.push(...stepSamples);
          if (stepSamples.some((sample) => !sample.ok)) break;
        }
        iterationsMs.push(performance.now() - iterationStarted);
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  onLoadEnd?.();
  const settledMs = scenario.settle ? await settle(scenario.settle, setupCtx, client) : undefined;

  for (const step of scenario.teardown ?? [])
    await runStep(step, { ...setupCtx, state }, client, { strict: false });
  return {
    samples,
    iterationsMs,
    elapsedMs,
    loadGeneratorCpu: (cpu.user + cpu.system) / 1000 / elapsedMs,
    settledMs,
  };
}

/** Sends the settle step until its check holds: the milliseconds it took, or null on timeout. */
async function settle({ step, timeoutS }, ctx, client) {
  const started = performance.now();
  while (performance.now() - started < timeoutS * 1000) {
    const samples = await runStep(step, ctx, client, { strict: false });
    if (samples.every((sample) => sample.ok)) return performance.now() - started;
    await sleep(500);
  }
  return null;
}

/** The samples of a metric (filtered by tags) in the shape thresholds.js aggregates. */
function samplesOf(scenario, run) {
  const seconds = run.elapsedMs / 1000;
  return (metric, tags, type) => {
    let samples = run.samples;
    for (const [tag, value] of Object.entries(tags)) {
      if (tag === 'name') samples = samples.filter((sample) => sample.name === value);
      else if (tag === 'scenario') samples = value === scenario.name ? samples : [];
      else
        throw new Error(`The Node driver filters by the name and scenario tags only, not ${tag}`);
    }
    switch (metric) {
      case 'http_req_duration':
        return samples.map((sample) => sample.ms).sort((a, b) => a - b);
      case 'iteration_duration':
        return [...run.iterationsMs].sort((a, b) => a - b);
      case 'http_req_failed':
        return samples.map((sample) => sample.failed);
      case 'checks':
        return samples.map((sample) => sample.ok);
      case 'http_reqs':
        return { count: samples.length, seconds };
      case 'iterations':
        return { count: run.iterationsMs.length, seconds };
      default:
        throw new Error(`No samples of ${metric} (${type})`);
    }
  };
}

function latency(samples) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1] : NaN,
  };
}

const rate = (samples, key) =>
  samples.length === 0 ? NaN : samples.filter((sample) => sample[key]).length / samples.length;

/** What is kept of a run: totals, latency per request name, statuses, thresholds judged. */
export function summarize(scenario, run, connections) {
  const seconds = run.elapsedMs / 1000;
  const names = [...new Set(run.samples.map((sample) => sample.name))];
  const statuses = {};
  for (const sample of run.samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
  const thresholds = evaluateThresholds(scenario.thresholds, samplesOf(scenario, run));
  return {
    name: scenario.name,
    title: scenario.title,
    connections,
    durationMs: Math.round(run.elapsedMs),
    requests: run.samples.length,
    requestsPerSecond: run.samples.length / seconds,
    iterations: run.iterationsMs.length,
    ...latency(run.samples),
    failedRate: rate(run.samples, 'failed'),
    checksRate: rate(run.samples, 'ok'),
    byName: Object.fromEntries(
      names.map((name) => {
        const named = run.samples.filter((sample) => sample.name === name);
        return [
          name,
          {
            requests: named.length,
            requestsPerSecond: named.length / seconds,
            ...latency(named),
            failedRate: rate(named, 'failed'),
          },
        ];
      }),
    ),
    statuses,
    loadGeneratorCpu: run.loadGeneratorCpu,
    ...(run.settledMs === undefined ? {} : { settledMs: run.settledMs }),
    thresholds,
    passed: thresholds.every((threshold) => threshold.ok),
  };
}
