import { describe, expect, it } from '@jest/globals';
import { TemplateSet } from './go-template.js';
import { HELM_FUNCTIONS } from './helm-functions.js';

/** Renders one template (and its defines) with `data`, the way helm would. */
function render(text: string, data: unknown = {}): string {
  const set = new TemplateSet(HELM_FUNCTIONS);
  set.add({ name: 'test.yaml', text });
  return set.render('test.yaml', data);
}

describe('the Go template renderer', () => {
  it('trims the whitespace a {{- or -}} marker points at, and nothing else', () => {
    expect(render('a  \n  {{- "b" }}  \n c')).toBe('ab  \n c');
    expect(render('a {{ "b" -}}  \n  c')).toBe('a bc');
    expect(render('a\n{{- /* a comment */ -}}\nb')).toBe('ab');
    expect(render('a {{/* kept apart */}} b')).toBe('a  b');
  });

  it('chooses if, else if and else by Go truth (empty strings, lists, maps and 0 are false)', () => {
    const template = '{{ if .a }}A{{ else if .b }}B{{ else }}C{{ end }}';
    expect(render(template, { a: 'x' })).toBe('A');
    expect(render(template, { a: '', b: [1] })).toBe('B');
    expect(render(template, { a: {}, b: 0 })).toBe('C');
    expect(render(template, { a: [], b: false })).toBe('C');
  });

  it('ranges over a map in key order, over a list, and takes else when empty', () => {
    expect(
      render('{{ range $k, $v := .m }}{{ $k }}={{ $v }};{{ end }}', { m: { b: 2, a: 1 } }),
    ).toBe('a=1;b=2;');
    expect(render('{{ range .l }}[{{ . }}]{{ else }}none{{ end }}', { l: ['x', 'y'] })).toBe(
      '[x][y]',
    );
    expect(render('{{ range .l }}[{{ . }}]{{ else }}none{{ end }}', { l: [] })).toBe('none');
  });

  it('keeps $ as the root inside range and with, and variables to their block', () => {
    const data = { name: 'root', items: [{ name: 'one' }] };
    expect(render('{{ range .items }}{{ .name }}/{{ $.name }}{{ end }}', data)).toBe('one/root');
    expect(
      render('{{ $x := "outer" }}{{ if true }}{{ $x := "inner" }}{{ $x }}{{ end }}{{ $x }}'),
    ).toBe('innerouter');
    expect(render('{{ $x := "a" }}{{ if true }}{{ $x = "b" }}{{ end }}{{ $x }}')).toBe('b');
    expect(() => render('{{ if true }}{{ $y := 1 }}{{ end }}{{ $y }}')).toThrow(
      /undefined variable: \$y/,
    );
  });

  it('fails on a field of a missing value, as Go does, and prints a missing value as <no value>', () => {
    expect(() => render('{{ .Values.missing.deeper }}', { Values: {} })).toThrow(
      /nil pointer evaluating interface \{\}\.deeper/,
    );
    expect(render('{{ .Values.missing }}', { Values: {} })).toBe('<no value>');
  });

  it('renders defines through include, with their own dot', () => {
    const text =
      '{{- define "t.name" -}}{{ .a }}-{{ .b }}{{- end -}}\n{{ include "t.name" (dict "a" 1 "b" "x") }}';
    expect(render(text)).toBe('1-x');
    expect(() => render('{{ include "nothing" . }}')).toThrow(/no template "nothing" is defined/);
  });

  it('pipes a value as the last argument of the next function', () => {
    expect(render('{{ "abcdef-" | trunc 4 | quote }}')).toBe('"abcd"');
    expect(render('{{ "v-" | trimSuffix "-" | printf "%s:%s" "k" }}')).toBe('k:v');
    expect(render('{{ .v | default "fallback" }}', { v: '' })).toBe('fallback');
    expect(render('{{ 1900 | quote }}')).toBe('"1900"');
  });

  it('writes YAML with toYaml and nindent, keys in order', () => {
    expect(render('a:\n  {{- toYaml .m | nindent 2 }}', { m: { z: 1, b: { c: '250m' } } })).toBe(
      'a:\n  b:\n    c: 250m\n  z: 1',
    );
  });

  it('stops at required with its message, and refuses what it does not know', () => {
    expect(() => render('{{ required "host is required" .host }}', { host: '' })).toThrow(
      'template test.yaml: host is required',
    );
    expect(() => render('{{ lookup "v1" "Secret" "ns" "x" }}')).toThrow(
      /function "lookup" not defined/,
    );
    expect(() => render('{{ template "x" . }}')).toThrow(/not supported by this renderer/);
    expect(() => render('{{ if true }}open')).toThrow(/unclosed if/);
    expect(() => render('{{ 1000000 }}')).toThrow(/exponent form/);
    // Go takes a comment only right after the delimiters.
    expect(() => render('{{ /* spaced */ }}')).toThrow(/unexpected "\/"/);
    expect(() => render('{{/* spaced */ }}')).toThrow(/comment ends without closing delimiter/);
  });
});
