/**
 * The search analysis thread keeps every page's analysis until the index is built (src/search/kept-analysis.ts):
 * what it keeps must not hold the page's HTML or its sections' text alive. V8 makes a substring of 13 characters or
 * more a view of its parent, so an anchor cut from the HTML kept the whole page (10,000 docs: ~200 MB). Measured
 * on the heap after a full collection: a page of ~2 MB of HTML, with long anchors and long sections, is dropped,
 * and its kept analysis must be a small fraction of it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { analyseEntry, type WordAnalysis } from '../../src/search/analyse-entry.js';
import { wordMemo } from '../../src/search/count-words.js';
import { keptAnalysis } from '../../src/search/kept-analysis.js';
import { languageSteps } from '../../src/search/language-steps.js';
import type { EntryAnalysis } from '../../src/search/stored-analysis.js';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const SECTIONS = 20;
const SECTION_CHARS = 100_000;

/** A page of SECTIONS headings with anchors longer than 13 characters, each over ~100 KB of prose (few words). */
function bigPage(): string {
  const prose = `<p>${'Window menu tray session protocol. '.repeat(SECTION_CHARS / 35)}</p>\n`;
  const parts = ['<p>The page starts with a paragraph long enough for a snippet of its own, and then some.</p>'];
  for (let i = 0; i < SECTIONS; i++)
    parts.push(`<h2 id="section-anchor-number-${i}">Heading number ${i}</h2>\n${prose}`);
  return parts.join('');
}

/** Analyse a page made inside this call, so that nothing but the analysis can keep its HTML. */
function analyseDropped(words: WordAnalysis): { kept: EntryAnalysis; htmlChars: number } {
  const html = bigPage();
  return {
    kept: keptAnalysis(analyseEntry({ html, title: 'A big page', locale: 'en' }, words)),
    htmlChars: html.length,
  };
}

test('a kept analysis holds neither the page HTML nor its sections text', () => {
  const words: WordAnalysis = { steps: languageSteps(), cjk: 'bigram', memo: wordMemo() };
  analyseDropped(words); // warm up: the word memo and the compiled code are not the analysis
  gc();
  const before = process.memoryUsage().heapUsed;
  const { kept, htmlChars } = analyseDropped(words);
  gc();
  const retained = process.memoryUsage().heapUsed - before;
  assert.equal(kept.sections.length, SECTIONS + 1);
  assert.ok(
    retained < htmlChars / 8,
    `the kept analysis holds ${Math.round(retained / 1024)} KB after collection; the page's HTML was ${Math.round(htmlChars / 1024)} KB`,
  );
});

test('a kept analysis has what the index files use: anchors, titles, parents, snippets and postings', () => {
  const words: WordAnalysis = { steps: languageSteps(), cjk: 'bigram', memo: wordMemo() };
  const html = '<p>Intro text.</p><h2 id="setting-up-the-window">Setting up</h2><p>Open a window.</p>';
  const full = analyseEntry({ html, title: 'Guide', locale: 'en' }, words);
  const kept = keptAnalysis(full);
  assert.deepEqual(
    kept.sections,
    full.sections.map((s) => ({ ...s, text: '' })),
  );
  assert.equal(kept.postings, full.postings);
});
