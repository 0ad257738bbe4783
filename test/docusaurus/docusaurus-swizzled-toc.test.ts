import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js', editUrl: 'https://git.example/dino/edit/main/' } }]],
};
`;

const DOCS = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.md': '# Intro\n\n## One\n\nText.\n\n### Sub `code`\n\nMore.\n\n#### Deep\n\nDeeper.\n\n## Two\n\nEnd.\n',
  'docs/bare.md': '# Bare\n\nNo headings.\n',
  'docs/hidden.md': '---\nhide_table_of_contents: true\n---\n# Hidden\n\n## Shown nowhere\n\nText.\n',
};

/** The element of `page` that starts with `start`, up to the end of its first child's closing tag `end`. */
function slice(page: string, start: string, end: string): string {
  const from = page.indexOf(start);
  assert.ok(from >= 0, `no ${start}`);
  return page.slice(from, page.indexOf(end, from) + end.length);
}

/** The attribute `name` of the island of `file` in `page`, unescaped. */
function islandAttribute(page: string, file: string, name: string): string {
  const island = page.match(new RegExp(`<sitegen-island [^>]*data-island="${file}#default"[^>]*>`))?.[0];
  assert.ok(island, `no island of ${file}`);
  return island
    .match(new RegExp(`${name}="([^"]*)"`))![1]
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** theme-classic 2.4.3's list of intro's headings h2 and h3, nested, with the desktop TOC's link names. */
const INTRO_LIST =
  '<ul class="table-of-contents table-of-contents__left-border"><li><a href="#one" class="table-of-contents__link toc-highlight">One</a><ul><li><a href="#sub-code" class="table-of-contents__link toc-highlight">Sub <code>code</code></a></li></ul></li><li><a href="#two" class="table-of-contents__link toc-highlight">Two</a></li></ul>';

test('a swizzled TOC that wraps @theme-init/TOC is drawn beside each doc, with useDoc() and the props theme-classic gives it', async () => {
  // capacitor's: a heading, the original TOC, the edit link and an ad picked in the browser.
  const b = await site({
    ...DOCS,
    'src/theme/TOC/index.js': `import React, { useEffect, useState } from 'react';
import OriginalTOC from '@theme-init/TOC';
import EditThisPage from '@theme/EditThisPage';
import { useDoc } from '@docusaurus/theme-common/internal';
export default function TOC({ ...props }) {
  const [ad, setAd] = useState('none');
  useEffect(() => setAd('picked'), []);
  const { toc, metadata: { editUrl } } = useDoc() || {};
  if (toc.length <= 0) return null;
  return (
    <div className="toc-wrapper">
      <h2>Contents</h2>
      <OriginalTOC toc={toc} {...props} />
      <hr />
      <EditThisPage editUrl={editUrl} />
      <p id="ad">{ad}</p>
    </div>
  );
}
`,
  });
  const intro = b.page('/docs/intro');
  const aside = slice(intro, '<div class="col col--3 toc-aside">', '<p id="ad">none</p>');
  assert.ok(
    aside.includes(
      `<div class="toc-wrapper"><h2>Contents</h2><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop">${INTRO_LIST}</div><hr/><a href="https://git.example/dino/edit/main/docs/intro.md"`,
    ),
    aside,
  );
  // sitegen's own list is not drawn beside it; the phone's stays sitegen's.
  assert.doesNotMatch(aside, /class="toc"/);
  assert.match(intro, /<details class="toc-mobile theme-doc-toc-mobile tocCollapsible_ETCw">/);
  // It keeps state, so it is an island that carries what Docusaurus gives it: the headings, the class name.
  const file = 'src/theme/TOC/index\\.js';
  const props = JSON.parse(islandAttribute(intro, file, 'data-props'));
  assert.deepEqual(props.className, 'theme-doc-toc-desktop');
  // The levels TOCItems settles on (themeConfig's defaults here), so that the island carries no config.
  assert.deepEqual([props.minHeadingLevel, props.maxHeadingLevel], [2, 3]);
  assert.deepEqual(
    props.toc.map((h: { id: string; level: number }) => [h.id, h.level]),
    [
      ['one', 2],
      ['sub-code', 3],
      ['deep', 4],
      ['two', 2],
    ],
  );
  assert.equal(props.toc[1].value, 'Sub <code>code</code>');
  // And useDoc().toc in the browser: the page data it read carries the same headings.
  const page = JSON.parse(islandAttribute(intro, file, 'data-page'));
  assert.equal(page.docToc.length, 4);
  assert.equal('docusaurus' in page.site, false);
  // A doc without headings, or whose front matter hides them, has no TOC, as theme-classic's DocItem draws none.
  assert.doesNotMatch(b.page('/docs/bare'), /toc-wrapper/);
  assert.doesNotMatch(b.page('/docs/hidden'), /toc-wrapper|toc-aside/);
  // What it does not reach is said: theme-classic draws it beside posts and pages too.
  assert.deepEqual(
    ignoredLines(b).filter((l) => l.includes('TOC')),
    [
      "- src/theme/TOC/index.js: a swizzled TOC, drawn beside each doc; blog posts and Markdown pages have sitegen's own table of contents",
    ],
  );
});

test('a swizzled TOC drawn with @theme/TOCItems gets theme-classic\u2019s list, down to the levels of the doc\u2019s front matter', async () => {
  // sequelize's: its own box, an ad slot, and theme-classic's list with the desktop TOC's link names.
  const b = await site({
    ...DOCS,
    'docs/deep.md': '---\ntoc_max_heading_level: 4\n---\n# Deep\n\n## A\n\n### B\n\n#### C\n\nText.\n',
    'src/theme/TOC/index.js': `import React from 'react';
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
export default function TOC({ className, ...props }) {
  return (
    <div className={clsx('my-toc', 'thin-scrollbar', className)}>
      <div className="ads-container desktop" />
      <TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" linkActiveClassName="table-of-contents__link--active" />
    </div>
  );
}
`,
  });
  const intro = b.page('/docs/intro');
  assert.ok(
    intro.includes(
      `<div class="col col--3 toc-aside"><div class="toc-part"><div class="my-toc thin-scrollbar theme-doc-toc-desktop"><div class="ads-container desktop"></div>${INTRO_LIST}</div></div></div>`,
    ),
  );
  // It only draws: HTML, no island.
  assert.doesNotMatch(intro, /data-island="src\/theme\/TOC/);
  // toc_max_heading_level reaches it as maxHeadingLevel: the h4 is listed, below the h3.
  assert.match(
    b.page('/docs/deep'),
    /<a href="#b" class="table-of-contents__link toc-highlight">B<\/a><ul><li><a href="#c" class="table-of-contents__link toc-highlight">C<\/a><\/li><\/ul>/,
  );
});

test('a swizzled TOCCollapsible that wraps the original is the phone\u2019s table of contents above each doc', async () => {
  const b = await site({
    ...DOCS,
    'src/theme/TOCCollapsible/index.js': `import React from 'react';
import TOCCollapsible from '@theme-original/TOCCollapsible';
export default function TOCCollapsibleWrapper(props) {
  return <><TOCCollapsible {...props} /><div className="ads-container mobile" /></>;
}
`,
  });
  const intro = b.page('/docs/intro');
  // theme-classic's box with its names (a <details>, so that it opens without script), its list with plain links.
  assert.ok(
    intro.includes(
      '<div class="toc-part"><details class="tocCollapsible_ETCw theme-doc-toc-mobile tocMobile_ITEo toc-mobile"><summary class="clean-btn tocCollapsibleButton_TO0P">On this page</summary><div class="tocCollapsibleContent_vkbj"><ul class="table-of-contents table-of-contents__left-border"><li><a href="#one" class="table-of-contents__link">One</a><ul><li><a href="#sub-code" class="table-of-contents__link">Sub <code>code</code></a></li></ul></li><li><a href="#two" class="table-of-contents__link">Two</a></li></ul></div></details><div class="ads-container mobile"></div></div>',
    ),
  );
  // Above the doc's text, once: sitegen's own phone TOC is not drawn; the one beside the doc stays sitegen's.
  assert.equal(intro.match(/<details class="[^"]*toc-mobile/g)?.length, 1);
  assert.ok(intro.indexOf('tocCollapsible_ETCw') < intro.indexOf('id="one"'));
  assert.match(
    intro,
    /<div class="col col--3 toc-aside"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><nav class="toc"/,
  );
  assert.ok(!ignoredLines(b).some((l) => l.includes('TOC')), ignoredLines(b).join('\n'));
});

test('@theme/TOCItems given no levels lists the headings between those of themeConfig.tableOfContents', async () => {
  const b = await site({
    ...DOCS,
    'docusaurus.config.js': CONFIG.replace(
      "baseUrl: '/',",
      "baseUrl: '/', themeConfig: { tableOfContents: { maxHeadingLevel: 4 } },",
    ),
    'src/theme/TOC/index.js': `import React from 'react';
import TOCItems from '@theme/TOCItems';
export default function TOC({ toc }) {
  return <TOCItems toc={toc} className="mine" />;
}
`,
  });
  assert.match(
    b.page('/docs/intro'),
    /<ul class="mine"><li><a href="#one" class="table-of-contents__link">One<\/a><ul><li><a href="#sub-code" class="table-of-contents__link">Sub <code>code<\/code><\/a><ul><li><a href="#deep" class="table-of-contents__link">Deep<\/a>/,
  );
});
