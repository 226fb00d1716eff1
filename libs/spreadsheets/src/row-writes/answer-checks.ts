import { Script, createContext } from 'node:vm';
import {
  fieldChecksOf,
  fieldProblems,
  parseBlockSettings,
  type FieldCheck,
  type PatternTest,
} from '@tessera/domain';
import type { BuilderBlock } from '../builder/builder.port.js';

/** How long an owner's pattern may run against one answer. */
const PATTERN_TIME_LIMIT_MS = 50;

const sandbox = createContext({ pattern: '', value: '' });
const patternScript = new Script('new RegExp(pattern).test(value)');

/**
 * An owner's regex_validation run against a visitor's answer with a time limit, in a context of its
 * own: a pattern that backtracks without end (ReDoS) cannot hold the server. Undecided in time:
 * null. A pattern that does not compile checks nothing (the settings refuse those).
 */
export const serverPatternTest: PatternTest = (pattern, value) => {
  sandbox['pattern'] = pattern;
  sandbox['value'] = value;
  try {
    return patternScript.runInContext(sandbox, { timeout: PATTERN_TIME_LIMIT_MS }) === true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return null;
    return true;
  } finally {
    sandbox['value'] = '';
  }
};

/** The fields a block's answers are checked against: a form's fields, an event's registration. */
function answerFields(block: BuilderBlock): FieldCheck[] {
  if (block.type !== 'form' && block.type !== 'event') return [];
  const parsed = parseBlockSettings(block.type, block.settings);
  return parsed.success ? fieldChecksOf(parsed.settings.axis) : [];
}

/**
 * What is wrong with the answers sent through a form or an event's registration, field by field,
 * as the browser checks them before sending (field-checks.ts); empty when nothing is.
 */
export function answerProblems(
  block: BuilderBlock,
  values: Readonly<Record<string, string>>,
): { column: string; label: string; message: string }[] {
  const fields = answerFields(block);
  const problems = fieldProblems(fields, values, serverPatternTest);
  return fields
    .filter((field) => Object.hasOwn(problems, field.column))
    .map((field) => ({
      column: field.column,
      label: field.label,
      message: problems[field.column]!,
    }));
}
