import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import { isTrue, printValue, TemplateError, type TemplateFunction } from './go-template.js';

/** Go's `%v` of a value as Helm's string functions take it (sprig's strval). */
function text(value: unknown): string {
  return value === null || value === undefined ? '' : printValue(value);
}

/** Go's `eq`: basic values compared by value (Helm's numbers are all float64). */
function equal(a: unknown, b: unknown): boolean {
  if (typeof a === 'object' && a !== null) throw new TemplateError('eq: incompatible types');
  return a === b;
}

/** Sprig's printf: the verbs the chart uses. */
function printf(format: string, ...args: unknown[]): string {
  let next = 0;
  return format.replace(/%([sdvq%])/g, (_, verb: string) => {
    if (verb === '%') return '%';
    const value = args[next++];
    if (verb === 'q') return JSON.stringify(text(value));
    if (verb === 'd' && typeof value !== 'number')
      throw new TemplateError('printf %d of a non-number');
    return text(value);
  });
}

/** Helm's toYaml: keys in order, no trailing newline (sigs.k8s.io/yaml, then TrimSuffix). */
function toYaml(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return stringify(value, { sortMapEntries: true, lineWidth: 0 }).replace(/\n$/, '');
}

function indent(spaces: number, value: string): string {
  const pad = ' '.repeat(spaces);
  return pad + value.replaceAll('\n', `\n${pad}`);
}

/** The functions of Helm (Go's builtins, sprig's and Helm's own) that the chart uses. */
export const HELM_FUNCTIONS: Record<string, TemplateFunction> = {
  include(name, data) {
    return this.include(String(name), data);
  },
  required(message, value) {
    if (value === null || value === undefined || value === '')
      throw new TemplateError(String(message));
    return value;
  },
  default(fallback, value) {
    return isTrue(value) ? value : fallback;
  },
  empty: (value) => !isTrue(value),
  not: (value) => !isTrue(value),
  and: (...values) => values.find((value) => !isTrue(value)) ?? values.at(-1),
  or: (...values) => values.find((value) => isTrue(value)) ?? values.at(-1),
  eq: (first, ...others) => others.some((other) => equal(first, other)),
  ne: (a, b) => !equal(a, b),
  quote: (...values) =>
    values
      .filter((v) => v !== null && v !== undefined)
      .map((v) => JSON.stringify(text(v)))
      .join(' '),
  squote: (...values) =>
    values
      .filter((v) => v !== null && v !== undefined)
      .map((v) => `'${text(v)}'`)
      .join(' '),
  printf: (format, ...args) => printf(String(format), ...args),
  toString: (value: unknown) => text(value),
  lower: (value) => text(value).toLowerCase(),
  upper: (value) => text(value).toUpperCase(),
  trunc(length, value) {
    const s = text(value);
    const n = Number(length);
    return n >= 0 ? s.slice(0, n) : s.slice(Math.max(0, s.length + n));
  },
  trimSuffix: (suffix, value) => {
    const s = text(value);
    return s.endsWith(String(suffix)) ? s.slice(0, s.length - String(suffix).length) : s;
  },
  contains: (needle, value) => text(value).includes(String(needle)),
  hasKey: (map, key) => typeof map === 'object' && map !== null && Object.hasOwn(map, String(key)),
  dict(...pairs) {
    if (pairs.length % 2 !== 0) throw new TemplateError('dict needs key and value pairs');
    const map: Record<string, unknown> = {};
    for (let i = 0; i < pairs.length; i += 2) map[text(pairs[i])] = pairs[i + 1];
    return map;
  },
  list: (...items) => items,
  toYaml: (value) => toYaml(value),
  toJson: (value) => JSON.stringify(value ?? null),
  indent: (spaces, value) => indent(Number(spaces), text(value)),
  nindent: (spaces, value) => `\n${indent(Number(spaces), text(value))}`,
  sha256sum: (value) => createHash('sha256').update(text(value)).digest('hex'),
  b64enc: (value) => Buffer.from(text(value)).toString('base64'),
};
