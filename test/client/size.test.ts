/**
 * The budget: a docs page runs at most 10 KB (gzip) of JavaScript before the visitor interacts, inline scripts
 * included, and loads at most 20 KB (gzip) of CSS. Everything else (search UI and index, diagrams) loads on
 * demand. Measured as `npm run bench` measures pages (test/helpers/page-bytes.ts): each file compressed on its own,
 * as a server would send it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildToDisk } from '../helpers/built-site.js';
import { CLIENT_FIXTURE, clientConfigSource } from '../helpers/client-site.js';
import { pageBytes } from '../helpers/page-bytes.js';

const JS_BUDGET = 10 * 1024;
const CSS_BUDGET = 20 * 1024;

describe('client size budget', () => {
  let outDir: string;
  let cleanup: () => Promise<void>;
  before(async () => {
    const site = await buildToDisk({
      ...CLIENT_FIXTURE,
      'site.config.ts': clientConfigSource(`analytics: { trackingId: 'G-TEST123' },`),
    });
    outDir = site.outDir;
    cleanup = site.cleanup;
  });
  after(() => cleanup?.());

  test('a docs page: before-interaction JavaScript <= 10 KB gzip, CSS <= 20 KB gzip', async (t) => {
    const file = 'docs/intro/index.html';
    const bytes = await pageBytes(outDir, file);
    assert.ok(
      bytes.inline.length > 0 && bytes.modules.size > 0 && bytes.sheets.length > 0,
      'the page has inline scripts, a module script and a stylesheet',
    );
    const inlineGz = bytes.inline.reduce((n, b) => n + b, 0);
    const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
    const report = [
      `before-interaction JavaScript: ${kb(bytes.js)} gzip of ${kb(JS_BUDGET)} (inline ${kb(inlineGz)} in ${bytes.inline.length} scripts; modules ${kb(bytes.js - inlineGz)}: ${[...bytes.modules.keys()].join(', ')})`,
      `CSS: ${kb(bytes.css)} gzip of ${kb(CSS_BUDGET)} (${bytes.sheets.join(', ')})`,
    ];
    for (const line of report) {
      t.diagnostic(line);
      console.log(line);
    }
    assert.ok(bytes.js <= JS_BUDGET, report[0]);
    // What the main script shares with the chunks it loads on demand is in it (src/bundle/merge-entry-chunks.ts):
    // seven files compressed one by one were ~0.9 KB more, and six more requests before the page could run.
    assert.equal(bytes.modules.size, 1, report[0]);
    assert.ok(bytes.css <= CSS_BUDGET, report[1]);
  });
});
