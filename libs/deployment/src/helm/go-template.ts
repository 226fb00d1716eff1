/**
 * The part of Go's text/template language (with Helm's functions, see helm-functions.ts) that the
 * Tessera chart uses, so CI can render the chart without a helm binary (none can be installed on
 * its machines). It follows Go's rules where the chart relies on them: `{{-`/`-}}` trimming,
 * truthiness, `if`/`else if`/`range`/`with`/`define`, variables scoped to their block, map
 * ranges in key order, and an error for a field of a missing value. Anything else (a function,
 * a construct it does not know) is an error, never a silent difference: extend it when the chart
 * needs more, and keep the chart simple.
 */

export class TemplateError extends Error {}

type Token =
  | { kind: 'field'; path: string[] }
  | { kind: 'variable'; name: string; path: string[] }
  | { kind: 'identifier'; name: string }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'punct'; value: '(' | ')' | '|' | ':=' | '=' | ',' };

type Operand =
  | { kind: 'field'; path: string[] }
  | { kind: 'variable'; name: string; path: string[] }
  | { kind: 'literal'; value: unknown }
  | { kind: 'function'; name: string }
  | { kind: 'pipeline'; pipeline: Pipeline; path: string[] };

type Command = Operand[];
type Pipeline = { declare: string[]; assign: boolean; commands: Command[] };

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'output'; pipeline: Pipeline }
  | { kind: 'if'; pipeline: Pipeline; then: Node[]; otherwise: Node[] }
  | { kind: 'with'; pipeline: Pipeline; then: Node[]; otherwise: Node[] }
  | { kind: 'range'; pipeline: Pipeline; then: Node[]; otherwise: Node[] };

export type TemplateFunction = (this: RenderContext, ...args: unknown[]) => unknown;

/** What a function sees: the templates defined so far, to render another (`include`). */
export type RenderContext = { include(name: string, data: unknown): string };

type Source = { name: string; text: string };

/** Templates parsed together share their `define`s, as Helm parses a chart's files together. */
export class TemplateSet {
  private readonly defines = new Map<string, Node[]>();
  private readonly files = new Map<string, Node[]>();

  constructor(private readonly functions: Record<string, TemplateFunction>) {}

  add(source: Source): void {
    const { body, defines } = parse(source, this.functions);
    for (const [name, nodes] of defines) this.defines.set(name, nodes);
    this.files.set(source.name, body);
  }

  /** The output of one file, with `data` as its dot and `$`. */
  render(file: string, data: unknown): string {
    const nodes = this.files.get(file);
    if (!nodes) throw new TemplateError(`no template file ${file}`);
    return this.execute(nodes, data, file);
  }

  /** The output of a `define`d template (Helm's `include`). */
  include(name: string, data: unknown): string {
    const nodes = this.defines.get(name);
    if (!nodes) throw new TemplateError(`no template "${name}" is defined`);
    return this.execute(nodes, data, name);
  }

  private execute(nodes: Node[], data: unknown, where: string): string {
    const scope = new Scope(undefined);
    scope.declare('$', data);
    try {
      return new Execution(this.functions, {
        include: (name, value) => this.include(name, value),
      }).run(nodes, data, scope);
    } catch (error) {
      if (error instanceof TemplateError && !error.message.startsWith('template '))
        throw new TemplateError(`template ${where}: ${error.message}`);
      throw error;
    }
  }
}

class Scope {
  private readonly variables = new Map<string, unknown>();
  constructor(private readonly parent: Scope | undefined) {}
  declare(name: string, value: unknown): void {
    this.variables.set(name, value);
  }
  assign(name: string, value: unknown): void {
    if (this.variables.has(name)) this.variables.set(name, value);
    else if (this.parent) this.parent.assign(name, value);
    else throw new TemplateError(`undefined variable: ${name}`);
  }
  get(name: string): unknown {
    if (this.variables.has(name)) return this.variables.get(name);
    if (this.parent) return this.parent.get(name);
    throw new TemplateError(`undefined variable: ${name}`);
  }
}

// ---- Lexing: text and actions, with Go's trim markers ----

type Piece = { kind: 'text'; text: string } | { kind: 'action'; body: string; line: number };

function split(source: Source): Piece[] {
  const pieces: Piece[] = [];
  const text = source.text;
  let at = 0;
  let trimNext = false;
  while (at < text.length) {
    const open = text.indexOf('{{', at);
    let chunk = open === -1 ? text.slice(at) : text.slice(at, open);
    if (trimNext) chunk = chunk.replace(/^\s+/, '');
    trimNext = false;
    if (open === -1) {
      pieces.push({ kind: 'text', text: chunk });
      break;
    }
    const trimBefore = /^\{\{-\s/.test(text.slice(open, open + 4));
    if (trimBefore) chunk = chunk.replace(/\s+$/, '');
    pieces.push({ kind: 'text', text: chunk });
    const start = open + (trimBefore ? 3 : 2);
    const line = text.slice(0, open).split('\n').length;
    // A comment starts right after `{{` or `{{- ` and ends with `*/}}` or `*/ -}}`, as in Go.
    const commentStart = start + (trimBefore ? 1 : 0);
    const isComment = text.startsWith('/*', commentStart);
    let close: number;
    if (isComment) {
      const end = text.indexOf('*/', commentStart + 2);
      const after = end === -1 ? '' : /^(\s-)?\}\}/.exec(text.slice(end + 2))?.[0];
      if (!after)
        throw new TemplateError(`${source.name}:${line}: comment ends without closing delimiter`);
      close = end + 2 + after.length - 2;
    } else {
      close = findClose(text, start, source.name, line);
    }
    if (close === -1) throw new TemplateError(`${source.name}:${line}: unclosed action`);
    let body = text.slice(start, close);
    if (/\s-$/.test(body)) {
      trimNext = true;
      body = body.slice(0, -1);
    }
    if (!isComment) pieces.push({ kind: 'action', body, line });
    at = close + 2;
  }
  return pieces;
}

/** The `}}` closing an action that starts at `from`, skipping quoted strings. */
function findClose(text: string, from: number, file: string, line: number): number {
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === '`') {
      const end = c === '"' ? endOfQuoted(text, i) : text.indexOf('`', i + 1);
      if (end === -1) throw new TemplateError(`${file}:${line}: unterminated string`);
      i = end;
    } else if (c === '}' && text[i + 1] === '}') return i;
  }
  return -1;
}

function endOfQuoted(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i;
    else if (text[i] === '\n') return -1;
  }
  return -1;
}

function tokenize(body: string, where: string): Token[] {
  const tokens: Token[] = [];
  const pathAfter = (at: number): [string[], number] => {
    const path: string[] = [];
    let i = at;
    while (body[i] === '.' && /[A-Za-z_]/.test(body[i + 1] ?? '')) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(body.slice(i + 1))!;
      path.push(match[0]);
      i += 1 + match[0].length;
    }
    return [path, i];
  };
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (/\s/.test(c)) i += 1;
    else if (c === '"') {
      const end = endOfQuoted(body, i);
      if (end === -1) throw new TemplateError(`${where}: unterminated string`);
      tokens.push({ kind: 'string', value: JSON.parse(body.slice(i, end + 1)) as string });
      i = end + 1;
    } else if (c === '`') {
      const end = body.indexOf('`', i + 1);
      tokens.push({ kind: 'string', value: body.slice(i + 1, end) });
      i = end + 1;
    } else if (c === '.') {
      const [path, next] = pathAfter(i);
      tokens.push({ kind: 'field', path });
      i = next === i ? i + 1 : next;
    } else if (c === '$') {
      const name = '$' + (/^[A-Za-z0-9_]*/.exec(body.slice(i + 1))![0] ?? '');
      const [path, next] = pathAfter(i + name.length);
      tokens.push({ kind: 'variable', name, path });
      i = next;
    } else if (c === ':' && body[i + 1] === '=') {
      tokens.push({ kind: 'punct', value: ':=' });
      i += 2;
    } else if ('()|=,'.includes(c)) {
      tokens.push({ kind: 'punct', value: c as '(' | ')' | '|' | '=' | ',' });
      i += 1;
    } else if (/[-0-9]/.test(c)) {
      const match = /^-?[0-9]+(\.[0-9]+)?/.exec(body.slice(i));
      if (!match) throw new TemplateError(`${where}: unexpected "${c}"`);
      tokens.push({ kind: 'number', value: Number(match[0]) });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(body.slice(i))![0];
      tokens.push({ kind: 'identifier', name });
      i += name.length;
    } else throw new TemplateError(`${where}: unexpected "${c}"`);
  }
  return tokens;
}

// ---- Parsing ----

const LITERALS: Record<string, unknown> = { true: true, false: false, nil: null };

function parsePipeline(
  tokens: Token[],
  functions: Record<string, TemplateFunction>,
  where: string,
): Pipeline {
  let at = 0;
  const declare: string[] = [];
  let assign = false;
  // `$a := ...`, `$k, $v := ...` or `$a = ...`
  const declaration = tokens.findIndex(
    (t) => t.kind === 'punct' && (t.value === ':=' || t.value === '='),
  );
  if (
    declaration > 0 &&
    tokens
      .slice(0, declaration)
      .every((t) => t.kind === 'variable' || (t.kind === 'punct' && t.value === ','))
  ) {
    for (const token of tokens.slice(0, declaration))
      if (token.kind === 'variable') declare.push(token.name);
    assign = (tokens[declaration] as { value: string }).value === '=';
    at = declaration + 1;
  }
  const commands: Command[] = [];
  let command: Command = [];
  const operand = (): Operand => {
    const token = tokens[at];
    if (!token) throw new TemplateError(`${where}: missing value`);
    at += 1;
    switch (token.kind) {
      case 'field':
        return { kind: 'field', path: token.path };
      case 'variable':
        return { kind: 'variable', name: token.name, path: token.path };
      case 'string':
      case 'number':
        return { kind: 'literal', value: token.value };
      case 'identifier':
        if (token.name in LITERALS) return { kind: 'literal', value: LITERALS[token.name] };
        if (!(token.name in functions))
          throw new TemplateError(`${where}: function "${token.name}" not defined`);
        return { kind: 'function', name: token.name };
      case 'punct': {
        if (token.value !== '(') throw new TemplateError(`${where}: unexpected "${token.value}"`);
        let depth = 1;
        const start = at;
        while (at < tokens.length && depth > 0) {
          const t = tokens[at]!;
          if (t.kind === 'punct' && t.value === '(') depth += 1;
          if (t.kind === 'punct' && t.value === ')') depth -= 1;
          at += 1;
        }
        if (depth !== 0) throw new TemplateError(`${where}: unclosed "("`);
        return {
          kind: 'pipeline',
          pipeline: parsePipeline(tokens.slice(start, at - 1), functions, where),
          path: [],
        };
      }
    }
  };
  while (at < tokens.length) {
    const token = tokens[at]!;
    if (token.kind === 'punct' && token.value === '|') {
      if (command.length === 0) throw new TemplateError(`${where}: missing command before "|"`);
      commands.push(command);
      command = [];
      at += 1;
      continue;
    }
    command.push(operand());
  }
  if (command.length > 0) commands.push(command);
  if (commands.length === 0) throw new TemplateError(`${where}: missing value`);
  return { declare, assign, commands };
}

function parse(
  source: Source,
  functions: Record<string, TemplateFunction>,
): { body: Node[]; defines: Map<string, Node[]> } {
  const defines = new Map<string, Node[]>();
  type Frame = {
    keyword: 'root' | 'if' | 'with' | 'range' | 'define';
    nodes: Node[];
    node?: Extract<Node, { then: Node[] }>;
    name?: string;
  };
  const root: Frame = { keyword: 'root', nodes: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;

  for (const piece of split(source)) {
    if (piece.kind === 'text') {
      if (piece.text) top().nodes.push({ kind: 'text', text: piece.text });
      continue;
    }
    const where = `${source.name}:${piece.line}`;
    const tokens = tokenize(piece.body, where);
    const first = tokens[0];
    const keyword = first?.kind === 'identifier' ? first.name : undefined;
    if (keyword === 'if' || keyword === 'with' || keyword === 'range') {
      const node = {
        kind: keyword,
        pipeline: parsePipeline(tokens.slice(1), functions, where),
        then: [],
        otherwise: [],
      } as Extract<Node, { then: Node[] }>;
      top().nodes.push(node);
      stack.push({ keyword, nodes: node.then, node });
    } else if (keyword === 'else') {
      const frame = top();
      if (!frame.node) throw new TemplateError(`${where}: unexpected else`);
      frame.nodes = frame.node.otherwise;
      const next = tokens[1];
      if (next?.kind === 'identifier' && next.name === 'if') {
        const node: Extract<Node, { then: Node[] }> = {
          kind: 'if',
          pipeline: parsePipeline(tokens.slice(2), functions, where),
          then: [],
          otherwise: [],
        };
        frame.nodes.push(node);
        frame.node = node;
        // `else if` opens an `if` inside the else branch, which the same `end` closes.
        frame.nodes = node.then;
      } else if (tokens.length > 1) throw new TemplateError(`${where}: unsupported else form`);
    } else if (keyword === 'end') {
      const frame = stack.pop()!;
      if (frame.keyword === 'root') throw new TemplateError(`${where}: unexpected end`);
      if (frame.keyword === 'define') defines.set(frame.name!, frame.nodes);
    } else if (keyword === 'define') {
      const name = tokens[1];
      if (name?.kind !== 'string') throw new TemplateError(`${where}: define needs a name`);
      stack.push({ keyword: 'define', nodes: [], name: name.value });
    } else if (
      keyword === 'template' ||
      keyword === 'block' ||
      keyword === 'break' ||
      keyword === 'continue'
    ) {
      throw new TemplateError(
        `${where}: "${keyword}" is not supported by this renderer: use include`,
      );
    } else {
      top().nodes.push({ kind: 'output', pipeline: parsePipeline(tokens, functions, where) });
    }
  }
  if (stack.length > 1) throw new TemplateError(`${source.name}: unclosed ${top().keyword}`);
  return { body: root.nodes, defines };
}

// ---- Execution ----

/** Go's truth: false, 0, nil and empty strings, lists and maps are false. */
export function isTrue(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '')
    return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function fieldOf(value: unknown, path: string[], where: string): unknown {
  let current = value;
  for (const [i, key] of path.entries()) {
    if (current === null || current === undefined)
      throw new TemplateError(
        `nil pointer evaluating interface {}.${key} (in ${where}${path
          .slice(0, i)
          .map((p) => `.${p}`)
          .join('')})`,
      );
    if (typeof current !== 'object' || Array.isArray(current))
      throw new TemplateError(`can't evaluate field ${key} in ${where}`);
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** How Go prints a value in a template: numbers as %v does for Helm's float64 values. */
export function printValue(value: unknown): string {
  if (value === null || value === undefined) return '<no value>';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (
      value !== 0 &&
      (Math.abs(value) >= 1e21 ||
        Math.abs(value) < 1e-4 ||
        (Number.isInteger(value) && Math.abs(value) >= 1e6))
    )
      throw new TemplateError(
        `printing ${value} (Go writes it in exponent form): quote it in values`,
      );
    return String(value);
  }
  throw new TemplateError(
    `printing a ${Array.isArray(value) ? 'list' : 'map'} as text: use toYaml`,
  );
}

class Execution {
  constructor(
    private readonly functions: Record<string, TemplateFunction>,
    private readonly context: RenderContext,
  ) {}

  run(nodes: Node[], dot: unknown, scope: Scope): string {
    let out = '';
    for (const node of nodes) {
      switch (node.kind) {
        case 'text':
          out += node.text;
          break;
        case 'output': {
          const value = this.pipeline(node.pipeline, dot, scope);
          if (node.pipeline.declare.length === 0) out += printValue(value);
          break;
        }
        case 'if': {
          const inner = new Scope(scope);
          const value = this.pipeline(node.pipeline, dot, inner);
          out += this.run(isTrue(value) ? node.then : node.otherwise, dot, inner);
          break;
        }
        case 'with': {
          const inner = new Scope(scope);
          const value = this.pipeline(node.pipeline, dot, inner);
          out += isTrue(value)
            ? this.run(node.then, value, inner)
            : this.run(node.otherwise, dot, inner);
          break;
        }
        case 'range':
          out += this.range(node, dot, scope);
          break;
      }
    }
    return out;
  }

  private range(node: Extract<Node, { kind: 'range' }>, dot: unknown, scope: Scope): string {
    const { declare } = node.pipeline;
    const value = this.pipeline({ ...node.pipeline, declare: [] }, dot, scope);
    let entries: [unknown, unknown][];
    if (value === null || value === undefined) entries = [];
    else if (Array.isArray(value)) entries = value.map((item, index) => [index, item]);
    else if (typeof value === 'object')
      entries = Object.keys(value)
        .sort()
        .map((key) => [key, (value as Record<string, unknown>)[key]]);
    else if (typeof value === 'number' && Number.isInteger(value))
      entries = Array.from({ length: value }, (_, i) => [i, i]);
    else throw new TemplateError(`range can't iterate over ${printValue(value)}`);
    if (entries.length === 0) return this.run(node.otherwise, dot, new Scope(scope));
    let out = '';
    for (const [key, item] of entries) {
      const inner = new Scope(scope);
      if (declare.length === 1) inner.declare(declare[0]!, item);
      if (declare.length === 2) {
        inner.declare(declare[0]!, key);
        inner.declare(declare[1]!, item);
      }
      out += this.run(node.then, item, inner);
    }
    return out;
  }

  private pipeline(pipeline: Pipeline, dot: unknown, scope: Scope): unknown {
    let value: unknown;
    let piped = false;
    for (const command of pipeline.commands) {
      value = this.command(command, dot, scope, piped ? { value } : undefined);
      piped = true;
    }
    if (pipeline.declare.length > 0) {
      const name = pipeline.declare[0]!;
      if (pipeline.assign) scope.assign(name, value);
      else scope.declare(name, value);
    }
    return value;
  }

  private command(
    command: Command,
    dot: unknown,
    scope: Scope,
    piped?: { value: unknown },
  ): unknown {
    const [head, ...rest] = command;
    if (head!.kind === 'function') {
      const args = rest.map((operand) => this.operand(operand, dot, scope));
      if (piped) args.push(piped.value);
      return this.functions[head!.name]!.apply(this.context, args);
    }
    if (rest.length > 0 || piped) throw new TemplateError(`can't give arguments to a non-function`);
    return this.operand(head!, dot, scope);
  }

  private operand(operand: Operand, dot: unknown, scope: Scope): unknown {
    switch (operand.kind) {
      case 'literal':
        return operand.value;
      case 'field':
        return fieldOf(dot, operand.path, '.');
      case 'variable':
        return fieldOf(scope.get(operand.name), operand.path, operand.name);
      case 'pipeline':
        return fieldOf(
          this.pipeline(operand.pipeline, dot, new Scope(scope)),
          operand.path,
          '(...)',
        );
      case 'function':
        return this.functions[operand.name]!.apply(this.context, []);
    }
  }
}
