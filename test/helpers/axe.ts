/** axe-core in a page under test: the WCAG 2.1 A and AA violations of one part of it. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

/** The WCAG 2.1 A/AA violations inside the elements `include` selects, one line each (rule: targets). */
export async function axeViolationsIn(page: Page, include: string): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (selector) => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(
      { include: [[selector]] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, include);
}
