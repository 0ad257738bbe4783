/**
 * Every page of the real site (English build) passes html-validate with the repository's rule set
 * (`.htmlvalidate.json`: the recommended preset minus the serializer-style rules React's output cannot follow,
 * see the README's "Audits" section). Problems are grouped by rule with the first pages that show them.
 *
 * The pages are dealt out to PARTS test files (html-validity-<n>.test.ts), each validating every PARTS-th page of
 * the sorted list in a process of its own: html-validate runs on one thread, and one file validating the ~400 pages
 * was the longest process of `npm test`. Together the parts validate every page once.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import fg from 'fast-glob';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type ResolvedConfig } from 'html-validate';
import { buildAuditedSite, REPO_ROOT, type AuditedSite } from './audited-site.js';

/** How many test files share the pages; each `html-validity-<n>.test.ts` (n = 1 … PARTS) registers one part. */
export const PARTS = 3;

/**
 * The repository's rule set, resolved once for every page. html-validate's static loader resolves the same config
 * anew for each page (rebuilding its element table), which was a fifth of the audit's time; the config does not
 * depend on the page (no transformers), so one resolution gives the same result.
 */
class ResolveOnce extends StaticConfigLoader {
  private resolved?: ResolvedConfig | Promise<ResolvedConfig>;

  override getConfigFor(handle: string, configOverride?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    return (this.resolved ??= super.getConfigFor(handle));
  }
}

/**
 * The pages of part `part` (1-based) of PARTS: every PARTS-th of the sorted list, so the long API pages, which
 * sort together, spread over the parts.
 */
export function pagesOfPart(files: string[], part: number): string[] {
  return [...files].sort().filter((_, i) => i % PARTS === part - 1);
}

/** Register the test of part `part` (1 … PARTS): its pages of the shared English build pass html-validate. */
export function testHtmlValidity(part: number): void {
  let site: AuditedSite;
  before(async () => {
    site = await buildAuditedSite();
  });
  after(() => site.cleanup());

  test(`every built page is valid HTML under .htmlvalidate.json (part ${part} of ${PARTS})`, async (t) => {
    const config = JSON.parse(await readFile(path.join(REPO_ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
    const validator = new HtmlValidate(new ResolveOnce(config));
    const all = await fg('**/*.html', { cwd: site.outDir });
    const files = pagesOfPart(all, part);
    const byRule = new Map<string, string[]>();
    for (const file of files) {
      const report = await validator.validateString(await readFile(path.join(site.outDir, file), 'utf8'), file);
      for (const message of report.results.flatMap((r) => r.messages)) {
        const lines = byRule.get(message.ruleId) ?? [];
        lines.push(
          `${file}:${message.line}:${message.column} ${message.message}${message.selector ? ` (${message.selector})` : ''}`,
        );
        byRule.set(message.ruleId, lines);
      }
    }
    t.diagnostic(`validated ${files.length} of ${all.length} pages`);
    const summary = [...byRule].map(
      ([rule, lines]) => `${rule}: ${lines.length} problem(s), e.g.\n  ${lines.slice(0, 3).join('\n  ')}`,
    );
    assert.ok(files.length > 0, `the build produced no pages for part ${part} of ${PARTS}`);
    assert.deepEqual(summary, []);
  });
}
