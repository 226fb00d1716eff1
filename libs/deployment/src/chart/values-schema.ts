import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { parse } from 'yaml';
import { coalesceValues } from '../helm/render-chart.js';
import { CHART_DIR } from '../support/paths.js';

const schema = JSON.parse(readFileSync(join(CHART_DIR, 'values.schema.json'), 'utf8')) as object;
const defaults = parse(readFileSync(join(CHART_DIR, 'values.yaml'), 'utf8')) as Record<
  string,
  unknown
>;
// JSON Schema draft-07, as Helm reads values.schema.json; every error, with its schema node.
const validate = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true }).compile(schema);

function describe(error: ErrorObject): string {
  const where = error.instancePath || '/';
  const params = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  const detail = params.additionalProperty
    ? params.additionalProperty
    : params.allowedValues
      ? params.allowedValues.join(', ')
      : description;
  return `${where}: ${error.message ?? 'is not valid'}${detail ? ` (${detail})` : ''}`;
}

/**
 * What values.schema.json finds wrong in the chart's values with `overrides` merged over them,
 * as Helm validates them before rendering; empty when they are valid.
 */
export function valuesErrors(overrides: Record<string, unknown>): string[] {
  return validate(coalesceValues(defaults, overrides)) ? [] : (validate.errors ?? []).map(describe);
}
