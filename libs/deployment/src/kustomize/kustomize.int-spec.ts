import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { KubeObject } from '../helm/render-chart.js';
import {
  deploymentProblems,
  ingressHosts,
  servicesSelectingNothing,
  servicesWithoutNetworkPolicy,
} from '../kubernetes/invariants.js';
import { schemaErrors } from '../kubernetes/kubernetes-schemas.js';
import { binaryOnPath, run } from '../support/binaries.js';
import { KUSTOMIZE_DIR, REPOSITORY_ROOT } from '../support/paths.js';
import { splitProcesses } from '../support/tessera-apps.js';
import { chartDefaultManifests, generatedKustomizeFiles } from './kustomize-base.js';

const OVERLAYS = { dev: 'tessera.localhost', production: 'tessera.example.com' } as const;

describe('the kustomize manifests (k8s/)', () => {
  const generated = generatedKustomizeFiles();

  // `npm run k8s:generate` writes them; otherwise CI checks they are what the chart renders.
  if (process.env['UPDATE_K8S_MANIFESTS'] === 'true') {
    for (const [path, text] of generated) {
      mkdirSync(dirname(join(KUSTOMIZE_DIR, path)), { recursive: true });
      writeFileSync(join(KUSTOMIZE_DIR, path), text);
    }
  }

  it('have a base and the dev stores generated from the chart as it is now', () => {
    for (const [path, text] of generated) {
      const file = join(KUSTOMIZE_DIR, path);
      expect([path, existsSync(file) ? readFileSync(file, 'utf8') : 'missing']).toEqual([
        path,
        text,
      ]);
    }
  });

  // KUBECTL names another binary (e.g. Debian's kubernetes-client, whose kustomize is v2).
  const kubectlBinary = process.env['KUBECTL'] ?? 'kubectl';
  const kubectl = binaryOnPath(kubectlBinary);
  if (!kubectl)
    console.info(
      'k8s/: no kubectl on this machine, so the overlays were not rendered (.ci/run installs Debian\u2019s kubernetes-client).',
    );

  const render = (overlay: string): KubeObject[] =>
    parseAllDocuments(
      run(kubectlBinary, ['kustomize', join(KUSTOMIZE_DIR, 'overlays', overlay)], REPOSITORY_ROOT),
    )
      .map((document) => document.toJS() as KubeObject | null)
      .filter((object): object is KubeObject => object !== null);

  describe.each(Object.entries(OVERLAYS))('the %s overlay', (overlay, host) => {
    (kubectl ? it : it.skip)(
      'renders with kubectl kustomize into objects valid by the Kubernetes schemas',
      () => {
        const objects = render(overlay);
        expect(schemaErrors(objects)).toEqual([]);
        expect(
          objects.every(
            (o) =>
              o.kind === 'Namespace' ||
              o.metadata.namespace === `tessera${overlay === 'dev' ? '-dev' : ''}`,
          ),
        ).toBe(true);
      },
    );

    (kubectl ? it : it.skip)(
      'keeps the invariants: probes, resources, non-root, policies, the wildcard host',
      () => {
        const objects = render(overlay);
        expect(deploymentProblems(objects)).toEqual([]);
        expect(servicesWithoutNetworkPolicy(objects)).toEqual([]);
        expect(servicesSelectingNothing(objects)).toEqual([]);
        const deployments = objects
          .filter((o) => o.kind === 'Deployment')
          .map((o) => o.metadata.name);
        expect(deployments.sort()).toEqual(
          splitProcesses(REPOSITORY_ROOT)
            .map((name) => `tessera-${name}`)
            .sort(),
        );
        expect(ingressHosts(objects).hosts).toEqual([`*.${host}`, host]);
        const config = objects.find(
          (o) => o.kind === 'ConfigMap' && o.metadata.name === 'tessera-config',
        ) as KubeObject & {
          data: Record<string, string>;
        };
        expect(new URL(config.data['BASE_URL']!).hostname).toBe(host);
      },
    );
  });

  (kubectl ? it : it.skip)(
    'gives the dev overlay its Secret, used by the processes and the stores alike',
    () => {
      const objects = render('dev');
      const secrets = objects.filter((o) => o.kind === 'Secret').map((o) => o.metadata.name);
      expect(secrets).toEqual([expect.stringMatching(/^tessera-secrets-[a-z0-9]+$/)]);
      const references = JSON.stringify(objects).match(/"name":"tessera-secrets[^"]*"/g) ?? [];
      expect(new Set(references)).toEqual(new Set([`"name":"${secrets[0]}"`]));
      expect(
        objects.filter((o) => ['Job', 'HorizontalPodAutoscaler', 'Certificate'].includes(o.kind)),
      ).toEqual([]);
    },
  );

  (kubectl ? it : it.skip)(
    'makes production the chart\u2019s defaults: the same objects, each with the same spec',
    () => {
      const key = (o: KubeObject) => `${o.kind}/${o.metadata.name}`;
      const chart = chartDefaultManifests();
      const production = render('production');
      expect(production.map(key).sort()).toEqual(chart.map(key).sort());
      for (const expected of chart) {
        const actual = production.find((o) => key(o) === key(expected))!;
        // The ConfigMap differs only by the connections site.yaml names.
        const {
          KAFKA_BROKERS: _k,
          S3_ENDPOINT: _s,
          ...settings
        } = (expected['data'] ?? {}) as Record<string, string>;
        if (expected.kind === 'ConfigMap') expect(actual['data']).toMatchObject(settings);
        else expect([key(expected), actual['spec']]).toEqual([key(expected), expected['spec']]);
        expect(actual.metadata.labels).toEqual(expected.metadata.labels);
      }
    },
  );

  (kubectl ? it : it.skip)(
    'runs the migrations Job in production from the release\u2019s own settings',
    () => {
      const job = render('production').find((o) => o.kind === 'Job') as KubeObject & {
        spec: { template: { spec: { containers: { envFrom: unknown[]; command: string[] }[] } } };
      };
      expect(job.metadata.annotations?.['helm.sh/hook']).toBeUndefined();
      expect(job.spec.template.spec.containers[0]).toMatchObject({
        command: ['node', 'apps/gateway/dist/migrate.js'],
        envFrom: [
          { configMapRef: { name: 'tessera-config' } },
          { secretRef: { name: 'tessera-secrets' } },
        ],
      });
    },
  );
});
