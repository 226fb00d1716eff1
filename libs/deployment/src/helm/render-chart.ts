import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { TemplateSet } from './go-template.js';
import { HELM_FUNCTIONS } from './helm-functions.js';

export type KubeObject = {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
};

export type ChartRender = {
  /** The values the templates saw: the chart's defaults merged with the overrides. */
  values: Record<string, unknown>;
  /** Objects in template-file order, each with the file it came from. */
  objects: { file: string; object: KubeObject }[];
  notes: string;
};

export type RenderOptions = {
  chartDir: string;
  releaseName?: string;
  namespace?: string;
  /** Values overriding the chart's values.yaml, in order (as `-f a.yaml -f b.yaml`). */
  overrides?: Record<string, unknown>[];
};

type Values = Record<string, unknown>;

const isMap = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Helm's merge of user values over a chart's defaults: maps merge key by key, anything else is
 * replaced, and a null removes the default.
 */
export function coalesceValues(defaults: Values, override: Values): Values {
  const merged: Values = { ...defaults };
  for (const [key, value] of Object.entries(override)) {
    if (value === null) delete merged[key];
    else if (isMap(value) && isMap(merged[key])) merged[key] = coalesceValues(merged[key], value);
    else merged[key] = value;
  }
  return merged;
}

function templateFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|tpl|txt)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * `helm template` without helm: renders every file of templates/ (partials, `_*`, only define
 * templates; NOTES.txt is kept apart) with the chart's values and the overrides, and parses the
 * output into objects. Hooks are rendered like any object, as `helm template` prints them.
 */
export function renderChart(options: RenderOptions): ChartRender {
  const { chartDir, releaseName = 'tessera', namespace = 'tessera' } = options;
  const chart = parse(readFileSync(join(chartDir, 'Chart.yaml'), 'utf8')) as Values;
  const defaults = (parse(readFileSync(join(chartDir, 'values.yaml'), 'utf8')) ?? {}) as Values;
  const values = (options.overrides ?? []).reduce(coalesceValues, defaults);

  const templatesDir = join(chartDir, 'templates');
  const files = templateFiles(templatesDir).map((path) => ({
    name: `${String(chart['name'])}/templates/${relative(templatesDir, path)}`,
    text: readFileSync(path, 'utf8'),
  }));
  const set = new TemplateSet(HELM_FUNCTIONS);
  for (const file of files) set.add(file);

  const data = {
    Values: values,
    Release: {
      Name: releaseName,
      Namespace: namespace,
      Service: 'Helm',
      IsInstall: true,
      IsUpgrade: false,
      Revision: 1,
    },
    Chart: { Name: chart['name'], Version: chart['version'], AppVersion: chart['appVersion'] },
    Capabilities: { KubeVersion: { Version: 'v1.31.0', Major: '1', Minor: '31' } },
  };
  const objects: ChartRender['objects'] = [];
  let notes = '';
  for (const file of files) {
    const base = file.name.split('/').at(-1)!;
    if (base.startsWith('_')) continue;
    const output = set.render(file.name, {
      ...data,
      Template: { Name: file.name, BasePath: `${String(chart['name'])}/templates` },
    });
    if (base === 'NOTES.txt') {
      notes = output;
      continue;
    }
    for (const document of parseAllDocuments(output)) {
      if (document.errors.length > 0)
        throw new Error(
          `${file.name} renders YAML that does not parse: ${document.errors[0]!.message}\n${output}`,
        );
      const object = document.toJS() as KubeObject | null;
      if (object !== null) objects.push({ file: file.name, object });
    }
  }
  return { values, objects, notes };
}
