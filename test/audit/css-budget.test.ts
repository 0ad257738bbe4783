/**
 * The CSS budget: every kind of page loads at most 20 KB of CSS after gzip (stylesheets it links plus inline
 * <style>). The figures are printed, with the HTML size of the largest API page, so a change that grows them
 * shows up in the test output before it reaches the budget.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { buildAuditedSite, describeKinds, type AuditedSite } from './audited-site.js';

const CSS_BUDGET = 20 * 1024;

let site: AuditedSite;
before(async () => {
  site = await buildAuditedSite();
});
after(() => site.cleanup());

test('each page kind loads at most 20 KB of CSS (gzip)', async (t) => {
  const over: string[] = [];
  for (const kind of site.kinds) {
    const html = await readFile(path.join(site.outDir, kind.file), 'utf8');
    const bytes = await cssBytes(site.outDir, html);
    t.diagnostic(`${kind.kind.padEnd(10)} ${kind.path.padEnd(36)} CSS ${kb(bytes)} gzip`);
    if (bytes > CSS_BUDGET) over.push(`${kind.kind}: ${kb(bytes)}`);
  }
  t.diagnostic(describeKinds(site));
  assert.ok(site.kinds.length > 0, 'the build has no page kinds to measure');
  assert.deepEqual(over, [], `over the ${kb(CSS_BUDGET)} CSS budget`);
});

test('reports the HTML size of the largest API page', async (t) => {
  const files = await fg('docs/*/api/**/index.html', { cwd: site.outDir });
  assert.ok(files.length > 0, 'the build has no API pages');
  const sized = await Promise.all(files.map(async (f) => ({ f, html: await readFile(path.join(site.outDir, f)) })));
  const largest = sized.reduce((a, b) => (b.html.length > a.html.length ? b : a));
  t.diagnostic(
    `largest API page: /${path.dirname(largest.f)} HTML ${kb(largest.html.length)} raw, ${kb(gzipSync(largest.html).length)} gzip`,
  );
});

/** gzip size of the CSS a page loads before interaction: linked stylesheets (local) and inline <style> blocks. */
async function cssBytes(outDir: string, html: string): Promise<number> {
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1])
    .filter((h): h is string => Boolean(h) && h!.startsWith('/'));
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const sheets = await Promise.all(hrefs.map((h) => readFile(path.join(outDir, h.split(/[?#]/)[0]), 'utf8')));
  return gzipSync(sheets.join('') + inline).length;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
