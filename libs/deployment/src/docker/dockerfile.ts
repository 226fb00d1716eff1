/**
 * A small reader of Dockerfiles, for checking docker/Dockerfile where no docker binary exists: the
 * instructions (line continuations joined, comments dropped), their `--flag=value` options, the
 * JSON (exec) form, the stages with their names and bases, and the global ARGs. Heredocs are
 * refused rather than misread, since nothing here needs them.
 */

export type Instruction = {
  /** Upper-case: FROM, RUN, COPY... */
  keyword: string;
  /** The `--name=value` options before the arguments (`--from=build`); a bare `--link` is ''. */
  flags: Record<string, string>;
  /** The arguments after the options, continuation lines joined by a space. */
  args: string;
  /** The strings of the JSON (exec) form, when the arguments are one. */
  json: string[] | null;
  /** Where it starts (1-based), for messages. */
  line: number;
};

export type Stage = {
  /** The `AS` name, lower-case (Docker's stage names are case-insensitive), or null. */
  name: string | null;
  /** What FROM names, the global ARGs substituted: an image or an earlier stage. */
  base: string;
  /** The stage's instructions after its FROM. */
  instructions: Instruction[];
  line: number;
};

export type Dockerfile = {
  /** ARGs declared before the first FROM, with their defaults (undefined: no default). */
  globalArgs: Record<string, string | undefined>;
  stages: Stage[];
};

export class DockerfileSyntaxError extends Error {
  constructor(line: number, message: string) {
    super(`Dockerfile line ${line}: ${message}`);
    this.name = 'DockerfileSyntaxError';
  }
}

export function parseDockerfile(text: string): Dockerfile {
  const globalArgs: Record<string, string | undefined> = {};
  const stages: Stage[] = [];
  for (const instruction of readInstructions(text)) {
    const current = stages.at(-1);
    if (instruction.keyword === 'FROM') {
      stages.push(readFrom(instruction, globalArgs));
    } else if (current) {
      current.instructions.push(instruction);
    } else if (instruction.keyword === 'ARG') {
      Object.assign(globalArgs, readArg(instruction));
    } else {
      throw new DockerfileSyntaxError(instruction.line, `${instruction.keyword} before any FROM`);
    }
  }
  return { globalArgs, stages };
}

/** The `ARG NAME[=default]` declarations of one instruction (quotes around a default removed). */
export function readArg(instruction: Instruction): Record<string, string | undefined> {
  return Object.fromEntries(
    shellWords(instruction.args).map((word) => {
      const equals = word.indexOf('=');
      return equals < 0 ? [word, undefined] : [word.slice(0, equals), word.slice(equals + 1)];
    }),
  );
}

/**
 * Splits arguments into words the way Docker reads LABEL, ENV, ARG and the shell form of COPY:
 * on unquoted whitespace, with quotes removed and backslash escapes applied.
 */
export function shellWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (quote) {
      if (char === quote) quote = null;
      else if (char === '\\' && quote === '"' && i + 1 < text.length) word += text.charAt(++i);
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < text.length) {
      word += text.charAt(++i);
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote) throw new Error(`Unterminated ${quote} quote in: ${text}`);
  if (inWord) words.push(word);
  return words;
}

/** `$NAME`, `${NAME}` and `${NAME:-default}` replaced from `values` (unknown names become ''). */
export function substitute(text: string, values: Record<string, string | undefined>): string {
  return text.replace(
    /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g,
    (_match, braced?: string, fallback?: string, bare?: string) => {
      const value = values[braced ?? bare ?? ''];
      return value === undefined || (value === '' && fallback !== undefined)
        ? (fallback ?? '')
        : value;
    },
  );
}

function readFrom(instruction: Instruction, globalArgs: Dockerfile['globalArgs']): Stage {
  const words = shellWords(instruction.args);
  const [image, as, name] = words;
  const named = words.length === 3 && as?.toUpperCase() === 'AS';
  if (!image || (words.length !== 1 && !named))
    throw new DockerfileSyntaxError(
      instruction.line,
      `FROM takes an image and "AS name": ${instruction.args}`,
    );
  return {
    name: named && name ? name.toLowerCase() : null,
    base: substitute(image, globalArgs),
    instructions: [],
    line: instruction.line,
  };
}

/** The instructions of the file in order, each with its options and JSON form read. */
function readInstructions(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | null = null;
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const trimmed = raw.trim();
    // Comment lines, parser directives included, are dropped, even inside a continuation; so are
    // blank lines there (Docker accepts them).
    if (trimmed.startsWith('#') || trimmed === '') continue;
    const continued = CONTINUATION.test(raw);
    const body = raw.replace(CONTINUATION, '').trim();
    pending = pending
      ? { text: `${pending.text} ${body}`, line: pending.line }
      : { text: body, line: index + 1 };
    if (!continued) {
      instructions.push(readInstruction(pending.text, pending.line));
      pending = null;
    }
  }
  if (pending) throw new DockerfileSyntaxError(pending.line, 'the file ends inside a continuation');
  return instructions;
}

/** A backslash ending a line (trailing blanks allowed) continues the instruction on the next. */
const CONTINUATION = /\\[ \t]*$/;

/** One `--name` or `--name=value` option at the start of the arguments. */
const FLAG = /^--([a-z-]+)(?:=(\S*))?\s*/;

function readInstruction(text: string, line: number): Instruction {
  const match = /^(\S+)\s*(.*)$/s.exec(text);
  const keyword = (match?.[1] ?? '').toUpperCase();
  let rest = match?.[2] ?? '';
  if (!/^[A-Z]+$/.test(keyword))
    throw new DockerfileSyntaxError(line, `not an instruction: ${text}`);
  const flags: Record<string, string> = {};
  let flag: RegExpExecArray | null;
  while ((flag = FLAG.exec(rest))) {
    flags[flag[1] ?? ''] = flag[2] ?? '';
    rest = rest.slice(flag[0].length);
  }
  const args = rest.trim();
  if (/<<-?\s*["']?[A-Za-z_]/.test(args) && ['RUN', 'COPY', 'ADD'].includes(keyword))
    throw new DockerfileSyntaxError(line, 'heredocs are not supported by this reader');
  return { keyword, flags, args, json: jsonForm(args), line };
}

function jsonForm(args: string): string[] | null {
  if (!args.startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(args);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}
