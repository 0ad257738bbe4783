/**
 * Every page of the real site (English build) passes html-validate with the repository's rule set
 * (`.htmlvalidate.json`: the recommended preset minus the serializer-style rules React's output cannot follow,
 * see the README's "Audits" section). Problems are grouped by rule with the first pages that show them.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import fg from 'fast-glob';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type ResolvedConfig } from 'html-validate';
import { buildAuditedSite, REPO_ROOT, type AuditedSite } from './audited-site.js';

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

let site: AuditedSite;
before(async () => {
  site = await buildAuditedSite();
});
after(() => site.cleanup());

test('every built page is valid HTML under .htmlvalidate.json', async (t) => {
  const config = JSON.parse(await readFile(path.join(REPO_ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
  const validator = new HtmlValidate(new ResolveOnce(config));
  const files = (await fg('**/*.html', { cwd: site.outDir })).sort();
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
  t.diagnostic(`validated ${files.length} pages`);
  const summary = [...byRule].map(
    ([rule, lines]) => `${rule}: ${lines.length} problem(s), e.g.\n  ${lines.slice(0, 3).join('\n  ')}`,
  );
  assert.ok(files.length > 0, 'the build produced no pages');
  assert.deepEqual(summary, []);
});
