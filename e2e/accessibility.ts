import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/**
 * axe-core's browser build. Evaluated through the DevTools protocol rather than added as a <script>:
 * the site's Content-Security-Policy (script-src 'self') rightly refuses inline scripts.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
};

/**
 * Runs axe-core on the page as it stands and answers its serious and critical violations (the
 * issue's bar: none of either), each with the elements that fail it.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    // Touch targets of 24 px at least (WCAG 2.2, 2.5.8): axe leaves this rule off unless asked.
    const results = (await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: true } },
    })) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string }[] }[];
    };
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html }) => ({ target: target.map(String), html: html.slice(0, 200) })),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** "color-contrast ×12: .badge, …" lines, for a failing test to say what to fix. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      ({ id, nodes }) =>
        `${id} ×${nodes.length}: ${nodes
          .slice(0, 4)
          .map((node) => node.html)
          .join(' | ')}`,
    )
    .join('\n');
}
