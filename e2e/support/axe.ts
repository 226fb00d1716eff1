import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** An accessibility problem axe-core finds, with where it is. */
export type Violation = { id: string; impact: string; help: string; targets: string[] };

/**
 * The serious and critical problems axe-core finds on the page as it is now (WCAG 2.1 A and AA
 * rules, and axe's best practices). The page's own CSP must let the test add axe's script:
 * use `bypassCSP: true` in the test's context.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}
