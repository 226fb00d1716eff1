import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { renderChart, type KubeObject } from '../helm/render-chart.js';
import { CHART_DIR, KUSTOMIZE_DIR } from '../support/paths.js';

/** Labels only Helm sets: the manifests are not a Helm release. */
const HELM_LABELS = ['helm.sh/chart', 'app.kubernetes.io/managed-by'];
const HOOK_ANNOTATIONS = ['helm.sh/hook', 'helm.sh/hook-weight', 'helm.sh/hook-delete-policy'];

type Container = { envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[] };
type PodTemplate = {
  metadata?: { labels?: Record<string, string> };
  spec: { containers: Container[] };
};

/**
 * A chart object as a plain manifest: without Helm's own labels, and with the migrations hook
 * turned into a plain Job reading the release's ConfigMap (its hook copy exists only for Helm,
 * which runs hooks before the release's objects exist).
 */
function asManifest(object: KubeObject): KubeObject | null {
  const annotations = object.metadata.annotations ?? {};
  if (annotations['helm.sh/hook'] && object.kind !== 'Job') return null;
  const manifest = structuredClone(object);
  const strip = (labels?: Record<string, string>) => {
    for (const key of HELM_LABELS) delete labels?.[key];
  };
  strip(manifest.metadata.labels);
  for (const key of HOOK_ANNOTATIONS) delete manifest.metadata.annotations?.[key];
  if (manifest.metadata.annotations && Object.keys(manifest.metadata.annotations).length === 0)
    delete manifest.metadata.annotations;
  if (manifest.kind === 'Job') {
    const template = (manifest['spec'] as { template: PodTemplate }).template;
    for (const container of template.spec.containers)
      for (const source of container.envFrom ?? [])
        if (source.configMapRef) source.configMapRef.name = 'tessera-config';
  }
  return manifest;
}

export type GeneratedFiles = Map<string, string>;

const HEADER =
  '# Generated from charts/tessera by `npm run k8s:generate` (libs/deployment/src/kustomize): edit the\n' +
  '# chart or k8s/chart-values.yaml, then generate again; CI fails when this file and the chart differ.\n';

/** The objects of a chart rendering grouped into files by template, as YAML documents. */
function filesOf(
  objects: { file: string; object: KubeObject }[],
  directory: string,
): GeneratedFiles {
  const byFile = new Map<string, KubeObject[]>();
  for (const { file, object } of objects) {
    const manifest = asManifest(object);
    if (!manifest) continue;
    const name = join(directory, basename(file));
    byFile.set(name, [...(byFile.get(name) ?? []), manifest]);
  }
  const files: GeneratedFiles = new Map();
  for (const [name, manifests] of byFile)
    files.set(
      name,
      HEADER + manifests.map((m) => `---\n${stringify(m, { lineWidth: 0 })}`).join(''),
    );
  return files;
}

function chartValues(name: string): Record<string, unknown> {
  return parse(readFileSync(join(KUSTOMIZE_DIR, name), 'utf8')) as Record<string, unknown>;
}

function renderChartDefaults() {
  return renderChart({ chartDir: CHART_DIR, overrides: [chartValues('chart-values.yaml')] });
}

/** The chart's defaults as plain manifests: what the production overlay must amount to. */
export function chartDefaultManifests(): KubeObject[] {
  return renderChartDefaults()
    .objects.map(({ object }) => asManifest(object))
    .filter((object): object is KubeObject => object !== null);
}

/**
 * Where each of the chart's templates goes: what every installation has is the base; what only a
 * production installation has (autoscalers, disruption budgets, the migrations Job, the
 * certificate) is the production overlay's, so the dev overlay never has to delete objects (the
 * kustomize of Debian's kubectl, v2, cannot delete them by kind).
 */
const PRODUCTION_TEMPLATES = [
  'autoscalers.yaml',
  'certificate.yaml',
  'disruption-budgets.yaml',
  'migrations-job.yaml',
];

function kustomization(files: GeneratedFiles, directory: string): string {
  return (
    HEADER +
    stringify({
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      resources: [...files.keys()]
        .filter((path) => dirname(path) === directory)
        .map((path) => basename(path))
        .sort(),
    })
  );
}

/**
 * What `k8s/` generates from the chart rendered with its defaults and k8s/chart-values.yaml (the
 * Secret left to the operator): the base, the production overlay's own objects
 * (k8s/overlays/production/generated), and the dev overlay's bundled stores.
 */
export function generatedKustomizeFiles(): GeneratedFiles {
  const defaults = renderChart({
    chartDir: CHART_DIR,
    overrides: [chartValues('chart-values.yaml')],
  });
  const isProduction = (file: string) => PRODUCTION_TEMPLATES.includes(basename(file));
  const files = new Map([
    ...filesOf(
      defaults.objects.filter(({ file }) => !isProduction(file)),
      'base',
    ),
    ...filesOf(
      defaults.objects.filter(({ file }) => isProduction(file)),
      'overlays/production/generated',
    ),
  ]);
  files.set('base/kustomization.yaml', kustomization(files, 'base'));
  files.set(
    'overlays/production/generated/kustomization.yaml',
    kustomization(files, 'overlays/production/generated'),
  );
  const dev = renderChart({
    chartDir: CHART_DIR,
    overrides: [chartValues('chart-values.yaml'), chartValues('overlays/dev/chart-values.yaml')],
  });
  const stores = dev.objects.filter(({ file }) => file.includes('/bundled/'));
  for (const [, text] of filesOf(stores, 'overlays/dev'))
    files.set('overlays/dev/stores.yaml', text);
  return files;
}
