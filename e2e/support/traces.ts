import { expect } from '@playwright/test';

/** A span as the test collector of the split stack received it (libs/testing's FakeOtlpCollector). */
type CollectedSpan = {
  service: string;
  traceId: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
};

/** Where the split stack's spans can be read; unset when the stack is not traced (embedded). */
export const tracesUrl = process.env['E2E_TRACES_URL'];

/**
 * Waits until one trace holds a span of each `[service, span name]` given (the first one starts
 * it), and returns that trace's spans, as the split stack's processes exported them.
 */
export async function expectOneTraceWith(
  steps: readonly (readonly [service: string, spanName: string | RegExp])[],
): Promise<CollectedSpan[]> {
  const matches = (span: CollectedSpan, [service, name]: (typeof steps)[number]) =>
    span.service === service &&
    (typeof name === 'string' ? span.name === name : name.test(span.name));
  let found: CollectedSpan[] = [];
  await expect
    .poll(
      async () => {
        const spans = (await (await fetch(tracesUrl!)).json()) as CollectedSpan[];
        const starts = spans.filter((span) => matches(span, steps[0]!));
        for (const start of starts) {
          const trace = spans.filter((s) => s.traceId === start.traceId);
          if (steps.every((step) => trace.some((span) => matches(span, step)))) {
            found = trace;
            return true;
          }
        }
        return false;
      },
      {
        message: `one trace with ${steps.map((step) => step.join(': ')).join(', ')}`,
        timeout: 30_000,
      },
    )
    .toBe(true);
  return found;
}
