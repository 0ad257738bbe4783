/**
 * The CSS budget of a Docusaurus site's page: sitegen's theme, the Infima layer and the Prism colours the smallest
 * site gets, measured as `npm run bench` measures pages (test/helpers/page-bytes.ts). The aim is 20 KB gzip, what
 * the framework site's pages may load (test/client/size.test.ts); the budget comes down as the theme does.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildToDisk } from '../helpers/built-site.js';
import { MINIMAL_SITE, writeDocusaurusSite } from '../helpers/docusaurus-browser.js';
import { pageBytes } from '../helpers/page-bytes.js';

const CSS_BUDGET = 24 * 1024;

let outDir: string;
let cleanup: () => Promise<void>;
before(async () => {
  const site = await buildToDisk({ root: await writeDocusaurusSite(MINIMAL_SITE) });
  outDir = site.outDir;
  cleanup = site.cleanup;
});
after(() => cleanup?.());

test('a Docusaurus site’s docs page loads at most 24 KB (gzip) of CSS', async (t) => {
  const bytes = await pageBytes(outDir, 'docs/intro/index.html');
  assert.ok(bytes.sheets.length > 0, 'the page links a stylesheet');
  const report = `CSS: ${(bytes.css / 1024).toFixed(2)} KB gzip of ${CSS_BUDGET / 1024} KB (${bytes.sheets.join(', ')})`;
  t.diagnostic(report);
  assert.ok(bytes.css <= CSS_BUDGET, report);
});
