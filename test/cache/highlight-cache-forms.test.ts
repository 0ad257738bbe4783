/**
 * The kept highlights (highlights.json) hold a Docusaurus site's code, with Prism's token classes, and sitegen's
 * own, without them, under keys of their own: a build of one form never reads the other's from the file.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, test } from 'node:test';
import { CACHE_FOLDER } from '../../src/cache/cache-folder.js';
import { openHighlightCache } from '../../src/cache/highlight-cache.js';
import type { Logger } from '../../src/logger.js';
import { highlight, keepHighlights, markLikePrism } from '../../src/markdown/highlight.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));
afterEach(() => {
  markLikePrism(null);
  keepHighlights(null);
});

const warnings: string[] = [];
const logger: Logger = { info() {}, warn: (m) => void warnings.push(m), error() {}, progress() {} };

test('a build of each form keeps its own highlight of the same code, and reads back its own', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-highlight-forms-'));
  temps.push(root);
  const options = { root, dir: path.join(root, CACHE_FOLDER), scope: 'test', logger };
  const code = 'const keptInTheFile = true;';
  // sitegen's own site first: its highlight goes to the file.
  const own = openHighlightCache(options);
  keepHighlights(own.memo);
  const plain = highlight(code, 'js');
  own.save();
  // A Docusaurus build after it, in the same folder, highlights the code anew with Prism's classes.
  const docusaurus = openHighlightCache(options);
  keepHighlights(docusaurus.memo);
  markLikePrism([]);
  const prism = highlight(code, 'js');
  docusaurus.save();
  assert.doesNotMatch(plain, /token/);
  assert.match(prism, /<span class="token keyword">const<\/span>/);
  // The file holds both, each under its own key.
  const file = readFileSync(path.join(options.dir, 'highlights.json'), 'utf8');
  const kept = JSON.parse(file.slice(file.indexOf('\n') + 1)) as Record<string, string>;
  const forms = Object.entries(kept).filter(([key]) => key.endsWith(code));
  assert.equal(forms.length, 2);
  assert.deepEqual(new Set(forms.map(([, html]) => html)), new Set([plain, prism]));
  // Each form read back from the file is its own.
  const again = openHighlightCache(options);
  assert.equal(again.memo.get(forms.find(([, html]) => html === prism)![0]), prism);
  assert.deepEqual(warnings, []);
});
