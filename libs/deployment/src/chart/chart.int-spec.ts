import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { renderChart, type KubeObject } from '../helm/render-chart.js';
import {
  admits,
  deploymentProblems,
  podLabelsOf,
  ingressHosts,
  servicesSelectingNothing,
  servicesWithoutNetworkPolicy,
} from '../kubernetes/invariants.js';
import { schemaErrors } from '../kubernetes/kubernetes-schemas.js';
import { binaryOnPath, run } from '../support/binaries.js';
import { CHART_DIR, REPOSITORY_ROOT } from '../support/paths.js';
import { splitProcesses } from '../support/tessera-apps.js';
import { valuesErrors } from './values-schema.js';

const ciValuesDir = join(CHART_DIR, 'ci');
const ciValues = readdirSync(ciValuesDir)
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map(
    (name) =>
      [
        name,
        parse(readFileSync(join(ciValuesDir, name), 'utf8')) as Record<string, unknown>,
      ] as const,
  );

const named = (objects: readonly KubeObject[], kind: string) =>
  objects
    .filter((o) => o.kind === kind)
    .map((o) => o.metadata.name)
    .sort();

describe('the Helm chart (charts/tessera)', () => {
  it('has a values file for each way of installing it, checked by CI', () => {
    expect(ciValues.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'bundled-values.yaml',
        'existing-secret-values.yaml',
        'external-values.yaml',
      ]),
    );
  });

  it('accepts its own values.yaml and every CI values file by values.schema.json', () => {
    expect(valuesErrors({})).toEqual([]);
    for (const [name, values] of ciValues) expect([name, valuesErrors(values)]).toEqual([name, []]);
  });

  it.each(ciValues)('renders %s into objects valid by the Kubernetes schemas', (_name, values) => {
    const { objects } = renderChart({ chartDir: CHART_DIR, overrides: [values] });
    expect(objects.length).toBeGreaterThan(20);
    expect(schemaErrors(objects.map(({ object }) => object))).toEqual([]);
  });

  it.each(ciValues)('keeps the invariants with %s', (_name, values) => {
    const objects = renderChart({ chartDir: CHART_DIR, overrides: [values] }).objects.map(
      (o) => o.object,
    );
    expect(deploymentProblems(objects)).toEqual([]);
    expect(servicesWithoutNetworkPolicy(objects)).toEqual([]);
    expect(servicesSelectingNothing(objects)).toEqual([]);
    // A Deployment, a PodDisruptionBudget and a NetworkPolicy for each process of the split mode.
    const processes = splitProcesses(REPOSITORY_ROOT).map((name) => `tessera-${name}`);
    expect(named(objects, 'Deployment')).toEqual(expect.arrayContaining(processes));
    expect(named(objects, 'PodDisruptionBudget')).toEqual(expect.arrayContaining(processes));
    expect(named(objects, 'NetworkPolicy')).toEqual(expect.arrayContaining(processes));
    // The dashboard and every app's subdomain go to the gateway.
    const host = (values['host'] as string | undefined) ?? 'tessera.example.com';
    const ingress = ingressHosts(objects);
    expect(ingress.hosts).toEqual([`*.${host}`, host]);
    expect(ingress.backends).toEqual(['tessera-gateway']);
  });

  it('serves apps over TLS from a wildcard certificate obtained by DNS-01 through cert-manager', () => {
    const objects = renderChart({
      chartDir: CHART_DIR,
      overrides: [ciValues.find(([n]) => n === 'external-values.yaml')![1]],
    }).objects.map((o) => o.object);
    expect(ingressHosts(objects).tlsHosts).toEqual(['*.apps.example.org', 'apps.example.org']);
    const certificate = objects.find((o) => o.kind === 'Certificate') as KubeObject & {
      spec: { dnsNames: string[]; secretName: string; issuerRef: { name: string } };
    };
    expect(certificate.spec).toMatchObject({
      dnsNames: ['apps.example.org', '*.apps.example.org'],
      secretName: 'tessera-wildcard-tls',
      issuerRef: { name: 'letsencrypt-dns01' },
    });
  });

  it('scales the gateway on CPU and a service on CPU or its consumer groups\u2019 Kafka lag', () => {
    const values = ciValues.find(([n]) => n === 'external-values.yaml')![1];
    const objects = renderChart({ chartDir: CHART_DIR, overrides: [values] }).objects.map(
      (o) => o.object,
    );
    type Autoscaler = KubeObject & {
      spec: { metrics: { type: string; external?: { metric: { selector: unknown } } }[] };
    };
    const scalers = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler') as Autoscaler[];
    const metricOf = (name: string) => scalers.find((s) => s.metadata.name === name)!.spec.metrics;
    expect(metricOf('tessera-gateway').map((m) => m.type)).toEqual(['Resource']);
    expect(metricOf('tessera-sheets')).toEqual([
      expect.objectContaining({
        type: 'External',
        external: expect.objectContaining({
          metric: {
            name: 'kafka_consumergroup_lag',
            selector: {
              matchExpressions: [
                { key: 'consumergroup', operator: 'In', values: ['tessera.sheets'] },
              ],
            },
          },
        }),
      }),
    ]);
    // A Deployment with an autoscaler leaves its replicas to it.
    const sheets = objects.find(
      (o) => o.kind === 'Deployment' && o.metadata.name === 'tessera-sheets',
    ) as KubeObject & { spec: { replicas?: number } };
    expect(sheets.spec.replicas).toBeUndefined();
  });

  it('migrates the database in a pre-install/pre-upgrade hook Job, before the processes start', () => {
    const values = ciValues.find(([n]) => n === 'external-values.yaml')![1];
    const objects = renderChart({ chartDir: CHART_DIR, overrides: [values] }).objects.map(
      (o) => o.object,
    );
    const hooks = objects.filter((o) => o.metadata.annotations?.['helm.sh/hook']);
    expect(hooks.map((o) => `${o.kind}/${o.metadata.name}`).sort()).toEqual([
      'ConfigMap/tessera-migrations',
      'Job/tessera-migrations',
      'Secret/tessera-migrations',
    ]);
    for (const hook of hooks)
      expect(hook.metadata.annotations!['helm.sh/hook']).toBe('pre-install,pre-upgrade');
    // Its settings exist before the Job runs (a lower weight), and the Job runs the gateway's migrate.
    const weight = (kind: string) =>
      Number(hooks.find((o) => o.kind === kind)!.metadata.annotations!['helm.sh/hook-weight']);
    expect(weight('Secret')).toBeLessThan(weight('Job'));
    const job = hooks.find((o) => o.kind === 'Job') as KubeObject & {
      spec: { template: { spec: { containers: { command: string[]; image: string }[] } } };
    };
    expect(job.spec.template.spec.containers[0]).toMatchObject({
      command: ['node', 'apps/gateway/dist/migrate.js'],
      image: 'ghcr.io/tessera-app/tessera-gateway:0.1.0',
    });
  });

  it('takes connections and keys from a Secret the operator names, creating none', () => {
    const values = ciValues.find(([n]) => n === 'existing-secret-values.yaml')![1];
    const objects = renderChart({ chartDir: CHART_DIR, overrides: [values] }).objects.map(
      (o) => o.object,
    );
    expect(named(objects, 'Secret')).toEqual([]);
    const gateway = objects.find(
      (o) => o.kind === 'Deployment' && o.metadata.name === 'tessera-gateway',
    ) as KubeObject & {
      spec: { template: { spec: { containers: { envFrom: unknown[] }[] } } };
    };
    expect(gateway.spec.template.spec.containers[0]!.envFrom).toContainEqual({
      secretRef: { name: 'tessera-connections' },
    });
  });

  it('deploys bundled stores reachable only from Tessera\u2019s processes when asked to', () => {
    const values = ciValues.find(([n]) => n === 'bundled-values.yaml')![1];
    const objects = renderChart({ chartDir: CHART_DIR, overrides: [values] }).objects.map(
      (o) => o.object,
    );
    expect(named(objects, 'StatefulSet')).toEqual([
      'tessera-kafka',
      'tessera-minio',
      'tessera-postgresql',
      'tessera-redis',
    ]);
    const secret = objects.find((o) => o.kind === 'Secret') as KubeObject & {
      stringData: Record<string, string>;
    };
    expect(secret.stringData).toMatchObject({
      DATABASE_URL: 'postgres://tessera:try-it-out-password@tessera-postgresql:5432/tessera',
      REDIS_URL: 'redis://:try-it-out-password@tessera-redis:6379',
    });
    const config = objects.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name === 'tessera-config',
    ) as KubeObject & { data: Record<string, string> };
    expect(config.data).toMatchObject({
      KAFKA_BROKERS: 'tessera-kafka:9092',
      S3_ENDPOINT: 'http://tessera-minio:9000',
    });
    // No hook: the stores do not exist before the install; the gateway migrates as it starts.
    expect(objects.filter((o) => o.kind === 'Job')).toEqual([]);
  });

  it('lets through only the connections Tessera needs (its NetworkPolicies, evaluated)', () => {
    const render = (name: string) =>
      renderChart({
        chartDir: CHART_DIR,
        overrides: [ciValues.find(([n]) => n === name)![1]],
      }).objects.map((o) => o.object);
    const external = render('external-values.yaml');
    const pods = podLabelsOf(external);
    const gateway = pods.get('Deployment/tessera-gateway')!;
    const edge = pods.get('Deployment/tessera-custom-domains')!;
    const ingressController = {
      podLabels: {},
      namespaceLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' },
    };
    const stranger = { podLabels: { app: 'something-else' } };
    expect(admits(external, ingressController, gateway)).toBe(true);
    expect(admits(external, { podLabels: edge }, gateway)).toBe(true);
    expect(admits(external, stranger, gateway)).toBe(false);
    expect(
      admits(
        external,
        { podLabels: {}, namespaceLabels: { 'kubernetes.io/metadata.name': 'other' } },
        gateway,
      ),
    ).toBe(false);
    // Visitors and the ACME servers reach the edge; nobody reaches a service.
    expect(admits(external, { podLabels: {}, namespaceLabels: {} }, edge)).toBe(true);
    for (const name of splitProcesses(REPOSITORY_ROOT).filter((n) => n !== 'gateway'))
      expect([
        name,
        admits(external, { podLabels: gateway }, pods.get(`Deployment/tessera-${name}`)!),
      ]).toEqual([name, false]);

    // Bundled stores take Tessera's processes, and nothing else (not even the edge).
    const bundled = render('bundled-values.yaml');
    const bundledPods = podLabelsOf(bundled);
    const processes = [...bundledPods].filter(([name]) => name.startsWith('Deployment/'));
    for (const store of ['postgresql', 'redis', 'kafka', 'minio']) {
      const target = bundledPods.get(`StatefulSet/tessera-${store}`)!;
      for (const [name, labels] of processes)
        expect([store, name, admits(bundled, { podLabels: labels }, target)]).toEqual([
          store,
          name,
          true,
        ]);
      expect([store, admits(bundled, stranger, target)]).toEqual([store, false]);
    }
  });

  it('says which value is missing instead of rendering a broken install', () => {
    const render = (values: Record<string, unknown>) => () =>
      renderChart({ chartDir: CHART_DIR, overrides: [values] });
    expect(render({})).toThrow(/connections\.kafkaBrokers is required/);
    expect(
      render({ connections: { kafkaBrokers: 'k:9092', s3Endpoint: 'http://s3:9000' } }),
    ).toThrow(/secrets\.secretsKey is required: 32 random bytes, base64/);
    expect(render({ bundled: { enabled: true }, secrets: { secretsKey: 'x' } })).toThrow(
      /bundled\.password is required/,
    );
    expect(
      render({
        customDomains: { enabled: true },
        bundled: { enabled: true, password: 'p' },
        secrets: { secretsKey: 'x' },
      }),
    ).toThrow(/customDomains\.acmeEmail is required/);
  });

  it('refuses wrong values by values.schema.json with a message naming the value', () => {
    expect(valuesErrors({ processes: { gateway: { replicas: 'two' } } })).toContain(
      '/processes/gateway/replicas: must be integer (Replicas when autoscaling is off.)',
    );
    expect(valuesErrors({ host: 'https://tessera.example.com/' })).toEqual([
      expect.stringMatching(
        /^\/host: must match pattern .* \(A lower-case DNS name without scheme, port or path/,
      ),
    ]);
    expect(valuesErrors({ secrets: { secretsKey: 'short' } })).toEqual([
      expect.stringMatching(
        /^\/secrets\/secretsKey: must match pattern .* \(32 random bytes in base64/,
      ),
    ]);
    expect(valuesErrors({ image: { tag: 'latest' } })).toEqual([
      "/image/tag: must NOT be valid (A pinned image tag, never latest; empty: the chart's appVersion.)",
    ]);
    expect(valuesErrors({ replicas: 3 })).toEqual([
      '/: must NOT have additional properties (replicas)',
    ]);
    expect(valuesErrors({ processes: { sheets: { autoscaling: { metric: 'memory' } } } })).toEqual([
      expect.stringMatching(
        /^\/processes\/sheets\/autoscaling\/metric: must be equal to one of the allowed values \(cpu, kafkaLag\)/,
      ),
    ]);
    expect(
      valuesErrors({
        processes: { tenancy: { podDisruptionBudget: { minAvailable: 1, maxUnavailable: 1 } } },
      }),
    ).toEqual([
      '/processes/tenancy/podDisruptionBudget: must NOT have more than 1 properties (Exactly one of minAvailable or maxUnavailable.)',
    ]);
  });

  const helm = binaryOnPath('helm');
  (helm ? it : it.skip)('passes helm lint and helm template with every CI values file', () => {
    for (const [name] of ciValues) {
      run('helm', ['lint', CHART_DIR, '--strict', '-f', join(ciValuesDir, name)], REPOSITORY_ROOT);
      run(
        'helm',
        ['template', 'tessera', CHART_DIR, '-f', join(ciValuesDir, name)],
        REPOSITORY_ROOT,
      );
    }
  });
  if (!helm)
    console.info(
      'charts/tessera: no helm binary on this machine, so `helm lint` and `helm template` did not run; the chart was rendered by libs/deployment/src/helm instead.',
    );
});
