/**
 * A `.md` link in raw HTML, as Docusaurus 2.4.3 treats it: its docs plugin rewrites `](x.md)` and `]: x.md` in the
 * file's text (replaceMarkdownLinks), never `href="x.md"`, so the browser follows such an href as written.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

test('an href to a .md file in raw HTML is left as written, as Docusaurus leaves it, and its warning says to write a Markdown link', async () => {
  const b = await site({
    'docs/guide/a.md': [
      '# A',
      '',
      'Inline <a href="./other.md">raw</a>, a [Markdown link](./other.md) and a [reference][ref].',
      '',
      '<div class="box">',
      '  <a href="other.mdx#part">in a block</a>',
      '</div>',
      '',
      '[ref]: ./other.md',
    ].join('\n'),
    'docs/guide/other.md': '# Other\n\n## Part\n',
  });
  const html = b.page('/docs/guide/a');
  assert.match(html, /Inline <a href="\.\/other\.md">raw<\/a>, a <a href="\/docs\/guide\/other">Markdown link<\/a>/);
  assert.match(html, /a <a href="\/docs\/guide\/other">reference<\/a>/, 'a reference definition is rewritten');
  assert.match(html, /<a href="other\.mdx#part">in a block<\/a>/);
  const warnings = b.warnings.filter((w) => w.file.endsWith('a.md') && w.code === 'broken-link');
  assert.deepEqual(
    warnings.map((w) => [w.line, w.link]),
    [
      [3, './other.md'],
      [6, 'other.mdx#part'],
    ],
  );
  assert.equal(
    warnings[0].message,
    "page not found: /docs/guide/other.md; a .md link in raw HTML is not rewritten (nor is it in Docusaurus): write it as a Markdown link, [text](./other.md), or link the page's URL",
  );
  assert.match(warnings[1].message, /^page not found: \/docs\/guide\/other\.mdx; .*\[text\]\(other\.mdx#part\)/);
});
