import {
  readArg,
  shellWords,
  substitute,
  type Dockerfile,
  type Instruction,
  type Stage,
} from './dockerfile.js';

/** One COPY (or ADD) instruction: where from, what, to where. */
export type Copy = {
  /** The stage (or image) of `--from`; null copies from the build context. */
  from: string | null;
  sources: string[];
  destination: string;
  chown: string | null;
};

/**
 * What an image built with `--target <name>` ends up with: its stages from the first (the one on
 * an image from a registry) to the target, and the settings the last of them leaves in force.
 */
export type TargetImage = {
  target: string;
  /** The registry image the first stage starts from. */
  baseImage: string;
  /** The stage names, first to target (unnamed stages as null). */
  stageNames: (string | null)[];
  /** The last WORKDIR (relative paths of CMD and COPY resolve from it), or null. */
  workdir: string | null;
  /** The last USER, or null when no stage sets one (the base image's, root for node images). */
  user: string | null;
  /** The last CMD in its JSON form (null when none, or in the shell form). */
  cmd: string[] | null;
  /** The last HEALTHCHECK's command (JSON form after `CMD`), 'NONE', or null without one. */
  healthcheck: string[] | 'NONE' | null;
  labels: Record<string, string>;
  env: Record<string, string>;
  volumes: string[];
  copies: Copy[];
  instructions: Instruction[];
};

/** The stage a target names; throws when there is none (a typo in a test or a compose file). */
export function findStage(file: Dockerfile, name: string): Stage {
  const stage = file.stages.find((candidate) => candidate.name === name.toLowerCase());
  if (!stage) throw new Error(`The Dockerfile has no stage named ${name}.`);
  return stage;
}

/** The names of the stages a build can target: every named stage. */
export function targetNames(file: Dockerfile): string[] {
  return file.stages.flatMap((stage) => (stage.name ? [stage.name] : []));
}

export function targetImage(file: Dockerfile, target: string): TargetImage {
  const chain = stageChain(file, findStage(file, target));
  const image: TargetImage = {
    target,
    baseImage: chain[0]?.base ?? '',
    stageNames: chain.map((stage) => stage.name),
    workdir: null,
    user: null,
    cmd: null,
    healthcheck: null,
    labels: {},
    env: {},
    volumes: [],
    copies: [],
    instructions: chain.flatMap((stage) => stage.instructions),
  };
  // ARG values seen so far: a stage's `ARG NAME` without a default takes the global one.
  const args: Record<string, string | undefined> = {};
  for (const stage of chain) {
    for (const instruction of stage.instructions) {
      apply(image, instruction, args, file.globalArgs);
    }
  }
  return image;
}

/** The stages from the first one, which starts from a registry image, to `stage`. */
function stageChain(file: Dockerfile, stage: Stage): Stage[] {
  const chain = [stage];
  for (let current = stage; ;) {
    const index = file.stages.indexOf(current);
    const parent = file.stages
      .slice(0, index)
      .find((candidate) => candidate.name === current.base.toLowerCase());
    if (!parent) return chain;
    chain.unshift(parent);
    current = parent;
  }
}

function apply(
  image: TargetImage,
  instruction: Instruction,
  args: Record<string, string | undefined>,
  globalArgs: Dockerfile['globalArgs'],
): void {
  const values = { ...image.env, ...args };
  switch (instruction.keyword) {
    case 'ARG':
      for (const [name, value] of Object.entries(readArg(instruction)))
        args[name] = value ?? globalArgs[name];
      return;
    case 'WORKDIR':
      image.workdir = substitute(instruction.args, values);
      return;
    case 'VOLUME':
      image.volumes.push(...(instruction.json ?? shellWords(instruction.args)));
      return;
    case 'USER':
      image.user = substitute(instruction.args, values);
      return;
    case 'CMD':
      image.cmd = instruction.json;
      return;
    case 'HEALTHCHECK':
      image.healthcheck = healthcheckCommand(instruction);
      return;
    case 'LABEL':
      Object.assign(image.labels, keyValues(instruction, values));
      return;
    case 'ENV':
      Object.assign(image.env, keyValues(instruction, values));
      return;
    case 'COPY':
    case 'ADD':
      image.copies.push(readCopy(instruction));
      return;
    default:
      return;
  }
}

function healthcheckCommand(instruction: Instruction): string[] | 'NONE' | null {
  if (instruction.args.toUpperCase() === 'NONE') return 'NONE';
  const match = /^CMD\s+(.*)$/is.exec(instruction.args);
  if (!match?.[1]) return null;
  try {
    const parsed: unknown = JSON.parse(match[1]);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    // The shell form: one string for `sh -c`.
    return [match[1]];
  }
}

/** `KEY=value KEY2="value 2"` (or the legacy `KEY value` of ENV), variables substituted. */
function keyValues(
  instruction: Instruction,
  values: Record<string, string | undefined>,
): Record<string, string> {
  const words = shellWords(instruction.args);
  if (words.length > 0 && !words[0]?.includes('=')) {
    const [key = '', ...rest] = words;
    return { [key]: substitute(rest.join(' '), values) };
  }
  return Object.fromEntries(
    words.map((word) => {
      const equals = word.indexOf('=');
      return [word.slice(0, equals), substitute(word.slice(equals + 1), values)];
    }),
  );
}

function readCopy(instruction: Instruction): Copy {
  const paths = instruction.json ?? shellWords(instruction.args);
  return {
    from: instruction.flags['from'] ?? null,
    sources: paths.slice(0, -1),
    destination: paths.at(-1) ?? '',
    chown: instruction.flags['chown'] ?? null,
  };
}
