/** A page's sections for the search index: a heading's anchor link is interface, never part of its title. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractSections } from '../../src/search/extract-sections.js';

test("a heading's title leaves out its # link, sitegen's or theme-classic's zero-width one", () => {
  const html = [
    '<p>Top.</p>',
    '<h2 id="a">Alpha<a class="hash-link" href="#a" aria-label="Direct link to Alpha">#</a></h2><p>One.</p>',
    '<h2 class="anchor" id="b">Beta<a href="#b" class="hash-link" aria-label="Direct link to Beta" title="Direct link to Beta">\u200b</a></h2><p>Two.</p>',
  ].join('\n');
  const sections = extractSections(html, 'Page');
  assert.deepEqual(
    sections.map((s) => [s.anchor, s.title, s.text]),
    [
      ['', 'Page', 'Top.'],
      ['a', 'Alpha', 'One.'],
      ['b', 'Beta', 'Two.'],
    ],
  );
});
