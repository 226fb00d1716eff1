import { Script, createContext } from 'node:vm';
import {
  fieldChecksOf,
  fieldProblems,
  parseBlockSettings,
  type FieldCheck,
  type PatternTest,
} from '@tessera/domain';
import type { BuilderBlock } from '../builder/builder.port.js';

/** How long an owner's pattern may run against one answer, and all of a request's together. */
const PATTERN_TIME_LIMIT_MS = 50;
const PATTERNS_TIME_BUDGET_MS = 150;

const sandbox = createContext({ pattern: '', value: '' });
// The second test clears what RegExp keeps of the last match (RegExp.input, $1...).
const patternScript = new Script(
  "(() => { const matched = new RegExp(pattern).test(value); /(?:)/.test(''); return matched; })()",
);

/**
 * Owners' regex_validation patterns run against a visitor's answers in a context of their own,
 * 50 ms each and 150 ms for all of one request: a pattern that backtracks without end (ReDoS)
 * cannot hold the server. Undecided (out of time, or the engine gave up): null, and the answer is
 * not taken.
 */
export function serverPatternTest(): PatternTest {
  let budget = PATTERNS_TIME_BUDGET_MS;
  return (pattern, value) => {
    if (budget <= 0) return null;
    const started = performance.now();
    sandbox['pattern'] = pattern;
    sandbox['value'] = value;
    try {
      const timeout = Math.max(1, Math.min(PATTERN_TIME_LIMIT_MS, Math.ceil(budget)));
      return patternScript.runInContext(sandbox, { timeout }) === true;
    } catch {
      return null;
    } finally {
      sandbox['value'] = '';
      budget -= performance.now() - started;
    }
  };
}

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
  const problems = fieldProblems(fields, values, serverPatternTest());
  return fields
    .filter((field) => Object.hasOwn(problems, field.column))
    .map((field) => ({
      column: field.column,
      label: field.label,
      message: problems[field.column]!,
    }));
}
