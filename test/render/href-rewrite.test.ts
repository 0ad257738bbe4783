/**
 * The href rewrites (route case, trailing slashes) remember what each href became, across pages. What they
 * remember must not hold the pages it was read from: an href sliced out of a page keeps the whole page alive in
 * V8, and a site whose pages bring new hrefs kept nearly every page it rendered (webdriver.io: ~175 KB a page in
 * each render thread).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { rewriteHrefs, type KnownRewrites } from '../../src/render/href-rewrite.js';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap used after a full collection, in MB. */
function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1048576;
}

test('rewrites a page’s hrefs, each worked out once', () => {
  const known: KnownRewrites = new Map();
  let asked = 0;
  const rewrite = (value: string) => (asked++, value.startsWith('/Docs') ? value.toLowerCase() : null);
  const html = '<a href="/Docs/A">a</a> <a href="/x">x</a> <a href="/Docs/A">again</a>';
  assert.equal(
    rewriteHrefs(html, rewrite, known),
    '<a href="/docs/a">a</a> <a href="/x">x</a> <a href="/docs/a">again</a>',
  );
  assert.equal(asked, 2);
  assert.deepEqual(
    [...known],
    [
      ['/Docs/A', '/docs/a'],
      ['/x', null],
    ],
  );
});

test('what the rewrites remember does not keep the pages they read', () => {
  const known: KnownRewrites = new Map();
  const before = heapMb();
  for (let i = 0; i < 100; i++) {
    // A 1 MB page (one byte a character) with an href no page before it had, rewritten and left as written.
    const page = `<a href="/docs/page-${i}/Section">${'x'.repeat(1 << 20)}</a><a href="/left/as-written-${i}">`;
    rewriteHrefs(page, (value) => (value.startsWith('/docs/') ? value.toLowerCase() + '/' : null), known);
  }
  const kept = heapMb() - before;
  assert.equal(known.size, 200);
  assert.ok(kept < 10, `the remembered rewrites hold ${kept.toFixed(0)} MB (100 pages of 1 MB were read)`);
});
