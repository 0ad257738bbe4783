/**
 * A Docusaurus site's src/theme/MDXComponents replaces how Markdown's elements render (`a`, `img`, `pre`, `h2`,
 * `table`...): those elements render through its components with the props MDX 1 gives them; the theme's own,
 * spread in or wrapped, render as sitegen renders them; what sitegen does not apply is named in one warning.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, markdownOf, mdxComponentsFile as components } from './docusaurus-fixture.js';

const site = docusaurusSites();

const LINK_IMAGE_CODE = components(
  `function A({ href, children, ...rest }) {
  return <a className="site-a" data-rest={Object.keys(rest).join()} href={href}>{children}</a>;
}
function Img(props) {
  return <figure className="site-img"><img {...props} /><figcaption>{props.alt}|{props.title}</figcaption></figure>;
}
function Pre({ children, ...rest }) {
  const p = children.props;
  return (
    <div className="site-pre" data-type={p.mdxType} data-original={p.originalType} data-class={p.className} data-meta={p.metastring} data-title={p.title}>
      <MDXComponents.pre {...rest}>{children}</MDXComponents.pre>
    </div>
  );
}`,
  'a: A, img: Img, pre: Pre',
);

test("a site's a, img and pre render Markdown's links, images and code blocks with the props MDX 1 gives them", async () => {
  const b = await site({
    'src/theme/MDXComponents.js': LINK_IMAGE_CODE,
    'docs/a.md': [
      '# A',
      '',
      'See [the other page](./other.md "Other") and [**bold** site](https://x.example).',
      '',
      '![A *dino*](https://x.example/dino.png "Roar")',
      '',
      '```js title="x.js"',
      'const a = 1;',
      '```',
    ].join('\n'),
    'docs/other.md': '# Other\n\nPlain `code` and text.\n\n    indented code\n',
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(html, /<a class="site-a" data-rest="title" href="\/docs\/other">the other page<\/a>/);
  assert.match(html, /<a class="site-a" data-rest="" href="https:\/\/x\.example"><strong>bold<\/strong> site<\/a>/);
  assert.match(
    html,
    /<figure class="site-img"><img src="https:\/\/x\.example\/dino\.png" alt="A dino" title="Roar"\/><figcaption>A dino\|Roar<\/figcaption><\/figure>/,
  );
  assert.match(
    html,
    /<div class="site-pre" data-type="code" data-original="code" data-class="language-js" data-meta="title=&quot;x\.js&quot;" data-title="&quot;x\.js&quot;"><div class="code-block language-js codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_Ktv7 code-block__title">x\.js<\/div>.*<code class="codeBlockLines_e6Vv"><span class="token-line"><span class="hljs-keyword"><span class="token keyword">const<\/span><\/span> a .*<\/code><\/pre>/s,
    "the theme's pre, wrapped, is sitegen's code block",
  );
  const other = markdownOf(b.page('/docs/other'));
  assert.match(other, /<p>Plain <code>code<\/code> and text.<\/p>/);
  assert.match(other, /<div class="site-pre" data-type="code" data-original="code"><div class="code-block[ "]/);
  assert.doesNotMatch(html + other, /\u0000/);
});

test("headings, tables, quotes and inline code render through the site's components; the table of contents stays plain", async () => {
  const b = await site({
    'src/theme/MDXComponents.js': components(
      `const Table = (props) => <div className="table-scroll"><table {...props} /></div>;
const Quote = ({ children }) => <blockquote className="site-quote">{children}</blockquote>;
const H3 = ({ id, children }) => <h3 id={id} className="site-h3">{children}</h3>;
const Code = ({ children }) => <code className="site-code">{children}</code>;
const Cell = ({ align, children }) => <td data-align={align}>{children}</td>;`,
      'h2: (props) => <MDXComponents.h2 {...props} className="site-h2" />, h3: H3, table: Table, td: Cell, blockquote: Quote, inlineCode: Code, \'pre.code\': Code',
    ),
    'docs/a.md': [
      '# A',
      '',
      '## The `run` step',
      '',
      '### Deeper',
      '',
      '> Quoted **words**.',
      '',
      '| Name | Value |',
      '| :--- | ----: |',
      '| a | 1 |',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(
    html,
    /<h2 class="anchor anchorWithStickyNavbar_LWe7 site-h2" id="the-run-step">The <code class="site-code">run<\/code> step<a href="#the-run-step" class="hash-link" aria-label="Direct link to the-run-step" title="Direct link to the-run-step">\u200b<\/a><\/h2>/,
    "the theme's heading, wrapped: sitegen's heading markup",
  );
  assert.match(html, /<h3 id="deeper" class="site-h3">Deeper<\/h3>/);
  assert.match(html, /<blockquote class="site-quote">\s*<p>Quoted <strong>words<\/strong>.<\/p>\s*<\/blockquote>/);
  assert.match(
    html,
    /<div class="table-scroll"><table><thead>\s*<tr>\s*<th style="text-align:left">Name<\/th>[\s\S]*<td data-align="left">a<\/td>\s*<td data-align="right">1<\/td>/,
    "a cell's alignment is MDX 1's align prop",
  );
  const entry = [...b.parsed.entries.values()].find((e) => e.title === 'A');
  assert.equal(entry?.toc.find((t) => t.id === 'the-run-step')?.html, 'The <code>run</code> step');
  assert.deepEqual(
    b.warnings.filter((w) => /replaces how Markdown renders/.test(w.message)).map((w) => w.message),
    [],
    "every replacement is applied ('pre.code' goes with the theme's pre, as in Docusaurus)",
  );
});

test('a page whose Markdown uses none of the replaced elements renders as it does without MDXComponents', async () => {
  const page =
    '# Plain\n\nText with `code`, **bold**, <b>raw</b> and\n\n- a list\n\n```js\nconst a = 1;\n```\n\n<div class="x">\n  <span>raw</span>\n\n*in*\n\n</div>\n';
  const own = await site({
    'src/theme/MDXComponents.js': components('const A = (props) => <a className="site-a" {...props} />;', 'a: A'),
    'docs/plain.md': page,
  });
  const none = await site({ 'docs/plain.md': page });
  assert.equal(markdownOf(own.page('/docs/plain')), markdownOf(none.page('/docs/plain')));
});

test("without the theme's pre, a code block is a <pre> around the site's code, as MDX 1 renders it; the wrapper, which sitegen does not apply, is a warning", async () => {
  const b = await site({
    // No theme spread in: MDX 1 then renders a fenced block as <pre> around components.code.
    'src/theme/MDXComponents.js': `import React from 'react';
const Code = ({ className, metastring, children }) => <code className={className} data-meta={metastring}>{children.toUpperCase()}</code>;
export default { code: Code, wrapper: ({ children }) => <main>{children}</main>, details: (p) => <details {...p} /> };
`,
    'docs/a.md': '# A\n\n```sh {1}\nnpm run build\n```\n\n<details><summary>More</summary>\n\nText.\n\n</details>\n',
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(html, /<pre><code class="language-sh" data-meta="\{1\}">NPM RUN BUILD\n<\/code><\/pre>/);
  assert.match(
    html,
    /<details><summary>More<\/summary><p>Text.<\/p>\s*<\/details>/,
    "raw HTML through the site's details",
  );
  const warnings = b.warnings.filter((w) => /replaces how/.test(w.message));
  assert.equal(warnings.length, 1);
  assert.match(
    warnings[0].message,
    /^src\/theme\/MDXComponents\.js replaces how <wrapper> renders in Markdown; sitegen renders that itself, so this replacement is not applied\./,
  );
});

test("a site's a that needs the browser is an island, given the link's text as HTML and its href as the page shows it", async () => {
  const b = await site({
    'src/components/TrackedLink.js': `import React, { useState } from 'react';
export default function TrackedLink({ href, children }) {
  const [clicks, setClicks] = useState(0);
  return <a className="tracked" href={href} data-clicks={clicks} onClick={() => setClicks(clicks + 1)}>{children}</a>;
}
`,
    'src/theme/MDXComponents.js': components(
      "import TrackedLink from '@site/src/components/TrackedLink';",
      'a: TrackedLink',
    ),
    'docs/a.md': '# A\n\nGo to [the *intro*](./intro.md#top).\n',
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(html, /<sitegen-island [^>]*data-island="src\/components\/TrackedLink\.js#default"/);
  assert.match(
    html,
    /<a class="tracked" href="\/docs\/intro#top" data-clicks="0"><sitegen-children>the <em>intro<\/em><\/sitegen-children><\/a><\/sitegen-island>/,
  );
  const props = JSON.parse(
    /data-props="([^"]*)"/
      .exec(html)![1]
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
  assert.equal(props.href, '/docs/intro#top');
});

test("an a written as raw HTML renders through the site's a, as MDX 1 renders it; one in a comment is no tag", async () => {
  const b = await site({
    'src/theme/MDXComponents.js': components('const A = (props) => <a className="site-a" {...props} />;', 'a: A'),
    'docs/a.md':
      '# A\n\n<!-- <a href="x"> -->\n\nText with <a href="/docs/intro">a raw link</a>.\n\n<p><a href="/docs/intro">again</a></p>\n',
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(
    html,
    /<!-- <a href="x"> -->\s*<p>Text with <a class="site-a" href="\/docs\/intro">a raw link<\/a>.<\/p>/,
  );
  assert.match(html, /<p><a class="site-a" href="\/docs\/intro">again<\/a><\/p>/);
  assert.deepEqual(
    b.warnings.filter((w) => /raw HTML/.test(w.message)),
    [],
  );
});

test('an imported element in a heading is drawn in the heading; the table of contents shows its children only', async () => {
  // flow's `### Abstract enums <SinceVersion version="0.234" /> {#toc-abstract-enums}`: theme-classic's TOC holds
  // the heading's JSX as raw HTML, a tag the browser does not know and shows nothing of but its children. The TOC
  // held the element's NUL-delimited markers instead.
  const b = await site({
    'src/Since.js': 'export function Since({ version }) { return <span className="since">≥{version}</span>; }\n',
    'docs/a.md': [
      "import { Since } from '@site/src/Since';",
      '',
      '# A',
      '',
      '## Abstract enums <Since version="0.234" /> {#toc-abstract-enums}',
      '',
      '## Wrapped <Since version="1">text</Since>',
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/a'));
  assert.match(
    html,
    /<h2 class="anchor anchorWithStickyNavbar_LWe7" id="toc-abstract-enums">Abstract enums <span class="since">≥0.234<\/span>/,
  );
  const entry = [...b.parsed.entries.values()].find((e) => e.title === 'A');
  assert.deepEqual(
    entry?.toc.map((t) => t.html),
    ['Abstract enums ', 'Wrapped text'],
  );
  assert.doesNotMatch(b.page('/docs/a'), /\u0000/);
});

test("a code block's title is read as Docusaurus 2 reads it, MDX 1's title prop where the quoted one is empty", async () => {
  // hydra's defaults_list.md (`title=""`) and terminology.md (a title whose quote is never closed).
  const fence = (meta: string) => ['```yaml ' + meta, 'a: 1', '```', ''].join('\n');
  const b = await site({
    'docs/a.md': ['# A', '', fence('title=""'), fence('title="Example config file'), fence('title=x.yaml')].join('\n'),
  });
  const titles = [...markdownOf(b.page('/docs/a')).matchAll(/code-block__title">([^<]*)</g)].map((m) => m[1]);
  assert.deepEqual(titles, ['""', '"Example', 'x.yaml']);
});
