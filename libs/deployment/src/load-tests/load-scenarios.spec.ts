import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  evaluateThresholds,
  parseMetricKey,
  parseThreshold,
  type Samples,
} from '../../../../load-tests/lib/thresholds.js';
import { pickFlow } from '../../../../load-tests/scenarios/common.js';
import {
  scenarios,
  type LoadContext,
  type LoadRequest,
  type Scenario,
} from '../../../../load-tests/scenarios/index.js';

// The load tests (load-tests/) live outside Jest's roots; their scenario definitions and threshold
// parser are plain modules checked here: the k6 scripts and the Node driver both depend on them.
const loadTests = fileURLToPath(new URL('../../../../load-tests/', import.meta.url));
const all = Object.values(scenarios);

/** Samples as the Node driver hands them over: 1..100 ms, 1 failure in 100, 10 requests in 2 s. */
function samplesOf(metric: string): Samples {
  if (metric === 'http_req_duration') return Array.from({ length: 100 }, (_, i) => i + 1);
  if (metric === 'http_req_failed') return Array.from({ length: 100 }, (_, i) => i === 0);
  if (metric === 'http_reqs') return { count: 10, seconds: 2 };
  return [];
}
const judge = (metric: string, expression: string) =>
  evaluateThresholds({ [metric]: [expression] }, samplesOf)[0]!;

describe('the threshold parser', () => {
  it('reads k6 expressions, in their string and object forms', () => {
    expect(parseThreshold('p(95)<500')).toEqual({
      source: 'p(95)<500',
      aggregation: 'p',
      percentile: 95,
      operator: '<',
      value: 500,
    });
    expect(parseThreshold(' rate <= 0.01 ')).toMatchObject({
      aggregation: 'rate',
      operator: '<=',
      value: 0.01,
    });
    expect(parseThreshold({ threshold: 'p(99.9)>=1.5', abortOnFail: true })).toMatchObject({
      percentile: 99.9,
      operator: '>=',
      value: 1.5,
    });
    for (const wrong of ['p95<500', 'rate<', 'median<2', 'p(101)<5', 'avg = 3'])
      expect(() => parseThreshold(wrong)).toThrow();
  });

  it('reads metric names with their tag filters and refuses unknown metrics', () => {
    expect(parseMetricKey('http_req_duration{name:add-row}')).toEqual({
      metric: 'http_req_duration',
      tags: { name: 'add-row' },
    });
    expect(parseMetricKey('checks')).toEqual({ metric: 'checks', tags: {} });
    expect(() => parseMetricKey('http_req_latency')).toThrow(/Unknown metric/);
    expect(() => parseMetricKey('http_req_duration{name}')).toThrow(/tag/);
  });

  it('passes and fails percentiles, averages and medians at their edges', () => {
    // 1..100: p(95) interpolates to 95.05, the average and the median are 50.5.
    expect(judge('http_req_duration', 'p(95)<96')).toMatchObject({ ok: true, actual: 95.05 });
    expect(judge('http_req_duration', 'p(95)<95').ok).toBe(false);
    expect(judge('http_req_duration', 'avg<51').ok).toBe(true);
    expect(judge('http_req_duration', 'avg<50').ok).toBe(false);
    expect(judge('http_req_duration', 'med==50.5').ok).toBe(true);
    expect(judge('http_req_duration', 'max<=100').ok).toBe(true);
    expect(judge('http_req_duration', 'min>1').ok).toBe(false);
  });

  it('passes and fails rates and counts', () => {
    expect(judge('http_req_failed', 'rate<0.01').ok).toBe(false);
    expect(judge('http_req_failed', 'rate<=0.01')).toMatchObject({ ok: true, actual: 0.01 });
    expect(judge('http_reqs', 'rate>=5').ok).toBe(true);
    expect(judge('http_reqs', 'count>10').ok).toBe(false);
  });

  it('never passes a metric without samples, and refuses an aggregation its metric lacks', () => {
    expect(judge('checks', 'rate<1').ok).toBe(false);
    expect(() => judge('http_req_duration', 'rate<0.5')).toThrow(/does not apply/);
    expect(() => judge('http_req_failed', 'p(95)<1')).toThrow(/does not apply/);
  });
});

describe('the scenario definitions', () => {
  it('are the four of the load tests, each with thresholds k6 and the Node driver both read', () => {
    expect(Object.keys(scenarios).sort()).toEqual([
      'owners',
      'sheet-reads',
      'visitors',
      'webhooks',
    ]);
    for (const scenario of all) {
      const keys = Object.keys(scenario.thresholds);
      expect(keys).toEqual(expect.arrayContaining(['http_req_failed', 'checks']));
      expect(keys.some((key) => key.startsWith('http_req_duration'))).toBe(true);
      for (const [key, expressions] of Object.entries(scenario.thresholds)) {
        parseMetricKey(key);
        expect(expressions.length).toBeGreaterThan(0);
        for (const expression of expressions) parseThreshold(expression);
      }
    }
  });

  it('name in their thresholds only requests their flows send', () => {
    for (const scenario of all) {
      const stepNames = new Set(scenario.flows.flatMap((flow) => flow.steps.map((s) => s.name)));
      for (const key of Object.keys(scenario.thresholds)) {
        const { name } = parseMetricKey(key).tags;
        if (name !== undefined)
          expect({ scenario: scenario.name, name, known: stepNames.has(name) }).toEqual({
            scenario: scenario.name,
            name,
            known: true,
          });
      }
    }
  });

  it('mix their flows by weight in every cycle', () => {
    for (const scenario of all) {
      const total = scenario.flows.reduce((sum, flow) => sum + flow.weight, 0);
      const counts = new Map<string, number>();
      for (let iteration = 0; iteration < total * 3; iteration += 1) {
        const flow = pickFlow(scenario.flows, iteration);
        counts.set(flow.name, (counts.get(flow.name) ?? 0) + 1);
      }
      for (const flow of scenario.flows)
        expect([flow.name, counts.get(flow.name)]).toEqual([flow.name, flow.weight * 3]);
    }
  });
});

/** A context as a driver builds it, with setup's state filled in. */
function contextFor(state: Record<string, unknown>): LoadContext {
  return {
    env: {
      baseUrl: 'http://localhost:3000',
      appUrl: '',
      ownerEmail: '',
      ownerPassword: '',
      webhookSecret: 'whsec_test',
    },
    state: { runId: 'run1', ...state },
    vars: {},
    vu: 3,
    iteration: 7,
    tools: {
      hmacSha256Hex: (secret, text) => createHmac('sha256', secret).update(text).digest('hex'),
    },
  };
}

const requestsOf = (scenario: Scenario, ctx: LoadContext): LoadRequest[] =>
  scenario.flows.flatMap((flow) =>
    flow.steps.flatMap((step) => {
      const built = step.request(ctx);
      return built === null ? [] : Array.isArray(built) ? built : [built];
    }),
  );

describe('the requests of the scenarios', () => {
  it('sign webhooks as Stripe does: t and the HMAC-SHA256 of "t.body" with the secret', () => {
    const [request] = requestsOf(scenarios['webhooks']!, contextFor({}));
    const signature = request!.headers!['stripe-signature']!;
    const parts = new Map(signature.split(',').map((part) => part.split('=') as [string, string]));
    const [t, v1] = [parts.get('t'), parts.get('v1')];
    expect([...parts.keys()]).toEqual(['t', 'v1']);
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(5);
    expect(v1).toBe(
      createHmac('sha256', 'whsec_test').update(`${t}.${request!.body}`).digest('hex'),
    );
    expect(JSON.parse(request!.body!)).toMatchObject({
      object: 'event',
      id: expect.stringMatching(/^evt_/),
    });
  });

  it('write with a fresh Idempotency-Key each and the owner session', () => {
    const ctx = contextFor({
      session: { tessera_session: 'token' },
      spreadsheetId: 's1',
      boardPath: '/load-run1',
      boardBlockId: 'b1',
      appBlockId: 'a1',
      rowIds: ['r1'],
    });
    const writes = requestsOf(scenarios['owners']!, ctx).filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.method).sort()).toEqual(['PATCH', 'POST', 'PUT']);
    const keys = writes.map((r) => r.headers!['idempotency-key']);
    expect(new Set(keys).size).toBe(writes.length);
    for (const write of writes) expect(write.cookies).toEqual({ tessera_session: 'token' });
  });

  it('read the app host for visitors and sheet reads, naming the block', () => {
    const ctx = contextFor({
      appUrl: 'http://load-run1.localhost:3000',
      dataBlocks: [
        { id: 'b1', sheet: 'Products', pageSize: 25, total: 2000, columns: ['Name', 'Price'] },
      ],
    });
    for (const name of ['visitors', 'sheet-reads']) {
      const requests = requestsOf(scenarios[name]!, ctx);
      expect(requests.length).toBeGreaterThan(0);
      for (const request of requests)
        expect(request.url.startsWith('http://load-run1.localhost:3000/')).toBe(true);
      const reads = requests.filter((r) => r.url.includes('/v3/api/page/sheet/Products'));
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) expect(new URL(read.url).searchParams.get('block_id')).toBe('b1');
    }
  });
});

describe('the k6 scripts', () => {
  const k6Dir = join(loadTests, 'k6');
  const scripts = readdirSync(k6Dir).filter(
    (file) => file.endsWith('.js') && file !== 'support.js',
  );

  it('each import a scenario that exists and run it, one script per scenario', async () => {
    const covered: string[] = [];
    for (const script of scripts) {
      const text = readFileSync(join(k6Dir, script), 'utf8');
      const imported = /^import (\w+) from '(\.\.\/scenarios\/[\w-]+\.js)';$/m.exec(text);
      expect({ script, imports: imported?.[2] ?? null }).toEqual({
        script,
        imports: expect.any(String),
      });
      const [, binding, specifier] = imported!;
      const path = resolve(k6Dir, specifier!);
      expect(existsSync(path)).toBe(true);
      const module = (await import(path)) as { default: Scenario };
      expect(scenarios[module.default.name]).toBe(module.default);
      for (const use of ['optionsFor', 'runSetup', 'runIteration', 'runTeardown'])
        expect(text).toContain(`${use}(${binding}`);
      covered.push(module.default.name);
    }
    expect(covered.sort()).toEqual(Object.keys(scenarios).sort());
  });

  it('and the scenarios import no Node or k6 module, only each other', () => {
    for (const folder of ['scenarios', 'lib']) {
      for (const file of readdirSync(join(loadTests, folder)).filter((f) => /\.js$/.test(f))) {
        const text = readFileSync(join(loadTests, folder, file), 'utf8');
        const specifiers = [...text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
        for (const specifier of specifiers) expect(`${file}: ${specifier}`).toMatch(/: \.\.?\//);
        expect(text).not.toMatch(/\b(require\(|process\.|__ENV|__VU)/);
      }
    }
  });
});
