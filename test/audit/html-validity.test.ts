/**
 * The real site's pages (English build) pass html-validate with the repository's rule set (`.htmlvalidate.json`:
 * the recommended preset minus the serializer-style rules React's output cannot follow, see the README's "Audits"
 * section). Problems are grouped by rule with the first pages that show them.
 *
 * Validated is one page of every shape (./page-shapes.ts): pages until every feature of the site's markup (each
 * element with its parent, classes, attributes and restricting ancestors; each jump between heading levels; a
 * repeated id) is on a validated page, about a tenth of the ~400 pages. Most pages repeat a template and
 * constructs other pages show already, and html-validate over every page was ~35 CPU-s of `npm test`. The second
 * test plants defects in the real pages and checks that the pages picked then show them.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import fg from 'fast-glob';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type ResolvedConfig } from 'html-validate';
import { buildAuditedSite, REPO_ROOT, type AuditedSite } from './audited-site.js';
import { pageFeatures, pagesCoveringEveryShape } from './page-shapes.js';

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
let validator: HtmlValidate;
/** Every built page's HTML and its features, by its path in the output. */
const pages = new Map<string, string>();
const features = new Map<string, Set<string>>();

before(async () => {
  site = await buildAuditedSite();
  const config = JSON.parse(await readFile(path.join(REPO_ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
  validator = new HtmlValidate(new ResolveOnce(config));
  for (const file of await fg('**/*.html', { cwd: site.outDir })) {
    const html = await readFile(path.join(site.outDir, file), 'utf8');
    pages.set(file, html);
    features.set(file, pageFeatures(html));
  }
});
after(() => site.cleanup());

/** html-validate's messages for `files` of `html`, one line each, by rule. */
async function problemsByRule(files: string[], html: Map<string, string>): Promise<Map<string, string[]>> {
  const byRule = new Map<string, string[]>();
  for (const file of files) {
    const report = await validator.validateString(html.get(file)!, file);
    for (const message of report.results.flatMap((r) => r.messages)) {
      const lines = byRule.get(message.ruleId) ?? [];
      lines.push(
        `${file}:${message.line}:${message.column} ${message.message}${message.selector ? ` (${message.selector})` : ''}`,
      );
      byRule.set(message.ruleId, lines);
    }
  }
  return byRule;
}

test('one built page of every shape is valid HTML under .htmlvalidate.json', async (t) => {
  const files = pagesCoveringEveryShape(features);
  const byRule = await problemsByRule(files, pages);
  t.diagnostic(`validated ${files.length} of ${pages.size} pages: ${files.join(' ')}`);
  const summary = [...byRule].map(
    ([rule, lines]) => `${rule}: ${lines.length} problem(s), e.g.\n  ${lines.slice(0, 3).join('\n  ')}`,
  );
  assert.ok(files.length > 0, 'the build produced no pages');
  assert.deepEqual(summary, []);
});

test('a defect planted in one page, or in every page of a kind, is on a validated page', async () => {
  const picked = new Set(pagesCoveringEveryShape(features));
  const unpicked = [...pages.keys()]
    .sort()
    .filter((file) => !picked.has(file) && /<article[\s>]/.test(pages.get(file)!));
  assert.ok(unpicked.length > 0, 'every page with an article was picked: nothing to plant a defect in');
  const plants = [
    // One page, a button without a type in its article: markup no other page has.
    { rule: 'no-implicit-button-type', files: unpicked.slice(0, 1), markup: '<button>planted</button>' },
    // Every API page, as a template's defect would: an image without alt text after each article's start.
    {
      rule: 'wcag/h37',
      files: [...pages.keys()].filter((file) => file.startsWith('docs/latest/api/')),
      markup: '<img src="planted.png">',
    },
  ];
  for (const { rule, files, markup } of plants) {
    assert.ok(files.length > 0, `no page to plant ${rule}'s defect in`);
    const planted = new Map(pages);
    const plantedFeatures = new Map(features);
    for (const file of files) {
      const html = pages.get(file)!.replace(/(<article[^>]*>)/, `$1${markup}`);
      planted.set(file, html);
      plantedFeatures.set(file, pageFeatures(html));
    }
    // The first picked page that holds the defect: the audit validates it, so its report is the audit's.
    const validated = pagesCoveringEveryShape(plantedFeatures).filter((file) => files.includes(file));
    const reported = (await problemsByRule(validated.slice(0, 1), planted)).get(rule) ?? [];
    assert.ok(reported.length > 0, `${rule} planted in ${files.length} page(s) went unreported`);
  }
});
