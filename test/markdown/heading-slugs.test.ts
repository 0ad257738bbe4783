/**
 * Heading ids (src/markdown/heading-slugs.ts) are github-slugger's, repeats numbered per page, whether or not a
 * text's slug was remembered from an earlier page.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import GithubSlugger from 'github-slugger';
import { PageSlugger } from '../../src/markdown/heading-slugs.js';

/** One page's calls: [text, maintainCase]. */
const PAGE: [string, boolean][] = [
  ["Event: 'close'", false],
  ['Options', false],
  ['Options', false],
  ['options-1', false],
  ['Custom-ID', true],
  ['custom-id', false],
  ['Ünïcödé & ✨ Emoji 🎉', false],
  ['  Spaces   around  ', false],
  ['__proto__', false],
  ['Options', false],
];

test('a page gets the ids github-slugger gives, on its first and on later pages', () => {
  for (let page = 0; page < 3; page++) {
    const expected = new GithubSlugger();
    const actual = new PageSlugger();
    for (const [text, keepCase] of PAGE) assert.equal(actual.slug(text, keepCase), expected.slug(text, keepCase), text);
  }
});
