import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, blog: {} }]],
};
`;

const DOCS = {
  'docusaurus.config.js': CONFIG,
  'sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Bones', link: { type: 'generated-index' }, items: ['skull'] }] };\n`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/skull.md': '# Skull\n\nBig.\n',
};

/** The attribute `name` of the island of `file` in `page`, unescaped. */
function islandAttribute(page: string, file: string, name: string): string {
  const island = page.match(new RegExp(`<sitegen-island [^>]*data-island="${file}#default"[^>]*>`))?.[0];
  assert.ok(island, `no island of ${file}`);
  return island
    .match(new RegExp(`${name}="([^"]*)"`))![1]
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

test('a swizzled DocPaginator that wraps the original draws every doc\u2019s and generated index\u2019s pager, its comments an island with the neighbours', async () => {
  // casbin's: the original pager, then a comments widget that follows the colour mode.
  const b = await site({
    ...DOCS,
    'src/theme/DocPaginator/index.js': `import React, { useState } from 'react';
import DocPaginator from '@theme-original/DocPaginator';
import { useColorMode } from '@docusaurus/theme-common';
export default function DocPaginatorWrapper(props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DocPaginator {...props} />
      <button id="comments" onClick={() => setOpen(true)}>{open ? 'Loading' : 'Comments'} ({useColorMode().colorMode}, {props.next ? props.next.title : 'last'})</button>
    </>
  );
}
`,
    'i18n/fr/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'Suivant' } }),
  });
  const intro = b.page('/docs/intro');
  const file = 'src/theme/DocPaginator/index\\.js';
  // The original: sitegen's pager, with the locale's words and the neighbour's link.
  assert.match(
    intro,
    /<nav class="pager pagination-nav" aria-label="Docs pages"><span><\/span><a class="pager__link pager__link--next pagination-nav__link pagination-nav__link--next" href="\/docs\/category\/bones" rel="next"><span class="pager__sub pagination-nav__sublabel">Next<\/span><span class="pager__label pagination-nav__label">Bones »<\/span><\/a><\/nav><button id="comments">Comments \(light, Bones\)<\/button>/,
  );
  assert.deepEqual(JSON.parse(islandAttribute(intro, file, 'data-props')), {
    next: { title: 'Bones', permalink: '/docs/category/bones' },
  });
  // sitegen's own pager is not drawn beside it: one pager on the page.
  assert.equal(intro.match(/class="pager pagination-nav"/g)?.length, 1);
  // The generated index between the two docs gets it too, with both neighbours.
  const index = b.page('/docs/category/bones');
  assert.match(
    index,
    /pagination-nav__link--prev" href="\/docs\/intro" rel="prev">.*pagination-nav__link--next" href="\/docs\/skull"/,
  );
  assert.match(index, /<button id="comments">Comments \(light, Skull\)<\/button>/);
  // The last doc has no next page, and still its comments, as theme-classic draws the pager on every doc.
  const skull = b.page('/docs/skull');
  assert.match(skull, /<button id="comments">Comments \(light, last\)<\/button>/);
  assert.deepEqual(JSON.parse(islandAttribute(skull, file, 'data-props')), {
    previous: { title: 'Bones', permalink: '/docs/category/bones' },
  });
  // Each language links within itself, in its words.
  assert.match(
    b.page('/fr/docs/intro'),
    /href="\/fr\/docs\/category\/bones" rel="next"><span class="pager__sub pagination-nav__sublabel">Suivant</,
  );
  assert.ok(!ignoredLines(b).some((l) => l.includes('DocPaginator')), ignoredLines(b).join('\n'));
});

test('a swizzled BlogPostPaginator draws the pager of each post that has a neighbour, newer first', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'blog/2024-01-01-first.md': '---\ntitle: First\n---\nOld news.\n',
    'blog/2024-02-01-second.md': '---\ntitle: Second\n---\nNew news.\n',
    'blog/2024-03-01-third.md': '---\ntitle: Third\n---\nNewest news.\n',
    'src/theme/BlogPostPaginator/index.js': `import React from 'react';
import BlogPostPaginator from '@theme-original/BlogPostPaginator';
export default function Wrapper(props) {
  return <><BlogPostPaginator {...props} /><p id="below">{props.prevItem ? 'after ' + props.prevItem.title : 'newest'}</p></>;
}
`,
  });
  const second = b.page('/blog/2024/02/01/second');
  assert.match(
    second,
    /<nav class="pager pagination-nav" aria-label="Blog post page navigation"><a class="pager__link pager__link--prev pagination-nav__link pagination-nav__link--prev" href="\/blog\/2024\/03\/01\/third" rel="prev"><span class="pager__sub pagination-nav__sublabel">Newer Post<\/span><span class="pager__label pagination-nav__label">« Third<\/span><\/a><a class="pager__link pager__link--next pagination-nav__link pagination-nav__link--next" href="\/blog\/2024\/01\/01\/first" rel="next"><span class="pager__sub pagination-nav__sublabel">Older Post<\/span><span class="pager__label pagination-nav__label">First »<\/span><\/a><\/nav><p id="below">after Third<\/p>/,
  );
  // It only draws, so it is HTML: no island, no script for it.
  assert.doesNotMatch(second, /data-island="src\/theme\/BlogPostPaginator/);
  assert.match(b.page('/blog/2024/03/01/third'), /<p id="below">newest<\/p>/);
  assert.ok(!ignoredLines(b).some((l) => l.includes('BlogPostPaginator')), ignoredLines(b).join('\n'));
});

test('a post with no neighbour has no pager, swizzled or not', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'blog/2024-01-01-only.md': '---\ntitle: Only\n---\nAlone.\n',
    'src/theme/BlogPostPaginator/index.js': `export default function Wrapper() { return <p id="below">pager</p>; }\n`,
  });
  assert.doesNotMatch(b.page('/blog/2024/01/01/only'), /id="below"|class="pager[ "]/);
});
