/**
 * A doc page's parts where theme-classic 2.4.3's DocItem/Layout puts them: the version banner above the doc's
 * `docItemContainer`, the pager inside it after the `<article>` (breadcrumbs, version badge, phone table of
 * contents, content, footer). A site's CSS written for that nesting (`div[class^="docItemContainer"]`, `article`)
 * meets the same parts; a swizzled banner or paginator takes the place of the theme's (in a box of `display: contents`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

const FILES = {
  'sidebars.js': `module.exports = { docs: ['intro', 'second'] };\n`,
  'versions.json': JSON.stringify(['1.0']),
  'docs/second.md': '# Second\n\n## Part\n\nText.\n',
  'versioned_docs/version-1.0/intro.md': '# Intro\n\nOne.\n',
  'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: ['intro'] }),
};

/** The page's doc column, from the element with id `main` to the table of contents beside it. */
function docColumn(page: string): string {
  const start = page.indexOf('id="main"');
  assert.ok(start > 0, 'the page has a main element');
  return page.slice(start, page.indexOf('<div class="col col--3 toc-aside"', start));
}

test("a doc's version banner precedes its docItemContainer and its pager follows the article, as theme-classic's", async () => {
  const b = await site(FILES);
  const column = docColumn(b.page('/docs/next/second'));
  const order = [
    'theme-doc-version-banner',
    '<div class="docItemContainer_Djhp"><article',
    'theme-doc-breadcrumbs',
    'theme-doc-version-badge',
    'theme-doc-toc-mobile',
    'theme-doc-markdown',
    'theme-doc-footer',
    '</article><nav class="pager pagination-nav"',
  ].map((part) => [part, column.indexOf(part)] as const);
  for (const [part, at] of order) assert.ok(at >= 0, `${part} is in the doc column`);
  assert.deepEqual(
    order.map(([part]) => part),
    [...order].sort((x, y) => x[1] - y[1]).map(([part]) => part),
  );
  // The pager closes the container, and the column after it.
  assert.match(column, /<\/nav><\/div><\/div>$/);
  // A page of the latest version has no banner, and the same nesting.
  assert.match(
    docColumn(b.page('/docs/intro')),
    /^id="main" class="col docItemCol_VOVn doc-main" tabindex="-1"><div class="docItemContainer_Djhp"><article/,
  );
});

test("a swizzled DocVersionBanner and DocPaginator are drawn where theme-classic's would be", async () => {
  const b = await site({
    ...FILES,
    'src/theme/DocVersionBanner/index.js': `import React from 'react';
export default function DocVersionBanner() { return <div id="own-banner">Old or new</div>; }\n`,
    'src/theme/DocPaginator/index.js': `import React from 'react';
export default function DocPaginator({ previous }) { return <nav id="own-pager">{previous ? previous.title : 'none'}</nav>; }\n`,
  });
  const column = docColumn(b.page('/docs/next/second'));
  assert.match(
    column,
    /^id="main" class="col docItemCol_VOVn doc-main" tabindex="-1"><div class="version-banner-part"><div id="own-banner">Old or new<\/div><\/div><div class="docItemContainer_Djhp"><article/,
  );
  assert.match(column, /<\/article><div class="pager-part"><nav id="own-pager">Intro<\/nav><\/div><\/div><\/div>$/);
});

test('a doc with headings only outside the levels its table of contents lists still has both boxes, as theme-classic draws them', async () => {
  // webdriver.io's API docs: `##### Usage` and the like, below the default h2–h3. theme-classic draws the boxes for
  // any h2–h6 (its "On this page" button on phones, folding an empty list); a doc with none has neither.
  const b = await site({
    'sidebars.js': `module.exports = { docs: ['url', 'plain'] };\n`,
    'docs/url.md': '# url\n\nLoads the URL.\n\n##### Usage\n\nText.\n',
    'docs/plain.md': '# Plain\n\nNo headings.\n',
  });
  const url = b.page('/docs/url');
  assert.match(docColumn(url), /<details class="toc-mobile theme-doc-toc-mobile/);
  assert.match(url, /class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"/);
  assert.doesNotMatch(url, /table-of-contents__link/);
  const plain = b.page('/docs/plain');
  assert.doesNotMatch(plain, /theme-doc-toc-(mobile|desktop)/);
});
