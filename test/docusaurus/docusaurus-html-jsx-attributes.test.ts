/**
 * In a Docusaurus site's Markdown (MDX 1), HTML tags are JSX: an attribute value in braces is a JavaScript expression
 * (`<img src={require('@site/static/img/logo.png').default} />`, as Docusaurus 2's docs say to write), and
 * `require()` in an expression loads a module as webpack's would, an image giving its URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** A page's Markdown, as rendered. */
function markdownOf(page: string): string {
  return /<div class="(?:theme-doc-markdown )?markdown">([\s\S]*?)<\/article>/.exec(page)?.[1] ?? page;
}

const LOGO = "require('@site/static/img/logo.png').default";
const IMAGES = [
  '# Images',
  '',
  `<img src={${LOGO}} />`,
  '',
  `Text with <img alt="inline" src={${LOGO}} width={200} /> inside.`,
  '',
  '<div>',
  `  <img src={${LOGO}} width={100 * 2} />`,
  '</div>',
  '',
].join('\n');
const URL = /\/assets\/images\/logo-[0-9a-f]{10}\.png/;

test("an HTML tag's require() of an image is the image's URL, in .md and .mdx, with and without imports", async () => {
  const b = await site({
    'static/img/logo.png': 'not really a png',
    'src/x.js': 'export default 1;\n',
    'docs/plain.md': IMAGES,
    'docs/as-mdx.mdx': IMAGES,
    'docs/with-import.md': `import X from '@site/src/x.js';\n\n${IMAGES}`,
  });
  for (const route of ['/docs/plain', '/docs/as-mdx', '/docs/with-import']) {
    const html = markdownOf(b.page(route));
    assert.doesNotMatch(html, /require|\{/, route);
    const urls = html.match(new RegExp(URL.source, 'g')) ?? [];
    assert.equal(urls.length, 3, `${route}: ${html}`);
    assert.match(
      html,
      new RegExp(`<p>Text with <img loading="lazy" alt="inline" src="${URL.source}" width="200"/> inside.</p>`),
    );
    assert.match(html, new RegExp(`<div>\\s*<img loading="lazy" src="${URL.source}" width="200"/>\\s*</div>`));
    assert.ok(b.writer.copies.has(urls[0].slice(1)), `${urls[0]} is copied into the output`);
  }
  assert.deepEqual(
    b.warnings.filter((w) => /require|JSX/.test(w.message)),
    [],
  );
});

test('a relative require() and an import of an image give the URL a Markdown image of it gets', async () => {
  const b = await site({
    'docs/shot.png': 'a shot',
    'docs/shots.mdx': [
      "import shot from './shot.png';",
      '',
      '# Shots',
      '',
      '![Shot](./shot.png)',
      '',
      '<img alt="required" src={require(\'./shot.png\').default} />',
      '',
      '<img alt="imported" src={shot} />',
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/shots'));
  const url = /<img src="([^"]+)" alt="Shot"/.exec(html)?.[1] ?? '';
  assert.match(url, /^\/assets\/images\/shot-[0-9a-f]{10}\.png$/, html);
  assert.ok(html.includes(`<img loading="lazy" alt="required" src="${url}"/>`), html);
  assert.ok(html.includes(`<img loading="lazy" alt="imported" src="${url}"/>`), html);
});

test("an import of a server-relative path is found in the static folder, then the site's, as webpack's roots find it", async () => {
  // tauri's updater.md: import update from '/img/guides/.../update-available.png'.
  const b = await site({
    'static/img/update.png': 'an update',
    'src/data/names.json': '["a","b"]',
    'docs/update.mdx': [
      "import update from '/img/update.png';",
      "import names from '/src/data/names.json';",
      '',
      '# Update',
      '',
      '<img alt="update" src={update} />',
      '',
      '<p id="names">{names.join()}</p>',
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/update'));
  assert.match(html, /<img loading="lazy" alt="update" src="\/assets\/images\/update-[0-9a-f]{10}\.png"\/>/, html);
  assert.match(html, /<p id="names">a,b<\/p>/);
});

test("require() of a module in a Markdown file's expressions gives what webpack's gives: a CommonJS file's exports", async () => {
  // ionic-docs' api.md: <DocsCards sidebar={require('@site/sidebars.js')} />.
  const b = await site({
    'src/components/List.js':
      'export default function List({ sidebar }) { return <p id="list">{sidebar === undefined ? "none" : Object.keys(sidebar).join()}</p>; }\n',
    'src/esm.js': 'export const answer = 42;\nexport default "esm";\n',
    'docs/api.md': [
      "import List from '@site/src/components/List';",
      '',
      '# API',
      '',
      "<List sidebar={require('@site/sidebars.js')} />",
      '',
      "<List sidebar={require('@site/sidebars.js').default} />",
      '',
      "<p id=\"esm\">{require('@site/src/esm.js').default} {require('@site/src/esm.js').answer}</p>",
      '',
    ].join('\n'),
    'sidebars.js': "module.exports = { api: ['api'], more: ['intro'] };\n",
  });
  const html = markdownOf(b.page('/docs/api'));
  assert.match(html, /<p id="list">api,more<\/p>\s*<p id="list">none<\/p>/);
  assert.match(html, /<p id="esm">esm 42<\/p>/);
});

test('require() of a module that is not there is an error at the line that requires it', async () => {
  await assert.rejects(
    () => site({ 'docs/gone.md': "# Gone\n\nText.\n\n<p>{require('@site/src/gone.js').x}</p>\n" }),
    (error: unknown) => {
      const text = formatError(error);
      assert.match(
        text,
        /a module this file requires does not build: Could not resolve "[^"]*src\/gone\.js" \(originally "@site\/src\/gone\.js"\)/,
      );
      assert.match(text, /gone\.md:5/);
      return true;
    },
  );
});

test('require() of an image that is not there is an error at its line that names it', async () => {
  await assert.rejects(
    () => site({ 'docs/gone.md': "# Gone\n\nText.\n\n<img src={require('@site/static/img/gone.png').default} />\n" }),
    (error: unknown) => {
      const text = formatError(error);
      assert.match(text, /"@site\/static\/img\/gone\.png" names no file: static[\\/]img[\\/]gone\.png is not there/);
      assert.match(text, /gone\.md:5/);
      return true;
    },
  );
});

const LINKS = [
  "import useBaseUrl from '@docusaurus/useBaseUrl';",
  "export const guide = '/docs/intro#guide';",
  '',
  '# Links',
  '',
  "See <a href={useBaseUrl('/docs/intro')}>the **guide**</a> for more.",
  '',
  'Or <a className="x" href={guide}>this *one* <span>and <span>that</span></span></a>, then <a href="/plain">plain</a>.',
  '',
  '- Item <a href={guide + "-2"}>`code` in a list</a>',
  '',
].join('\n');

test('an HTML tag inside a paragraph whose attribute needs JavaScript is JSX around its Markdown text', async () => {
  const b = await site({ 'docs/links.md': LINKS });
  const html = markdownOf(b.page('/docs/links'));
  assert.match(html, /<p>See <a href="\/docs\/intro">the <strong>guide<\/strong><\/a> for more\.<\/p>/);
  assert.match(
    html,
    /<p>Or <a class="x" href="\/docs\/intro#guide">this <em>one<\/em> <span>and <span>that<\/span><\/span><\/a>, then <a href="\/plain">plain<\/a>\.<\/p>/,
  );
  assert.match(html, /<li>Item <a href="\/docs\/intro#guide-2"><code>code<\/code> in a list<\/a><\/li>/);
  assert.doesNotMatch(html, /\{|\u0000/);
});

test("such a tag renders through the site's MDXComponents entry for it, as MDX 1 renders it", async () => {
  const b = await site({
    'src/theme/MDXComponents.js': `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
export default { ...MDXComponents, a: (props) => <a data-site="a" {...props} /> };
`,
    'docs/links.md': LINKS,
  });
  const html = markdownOf(b.page('/docs/links'));
  assert.match(html, /<p>See <a data-site="a" href="\/docs\/intro">the <strong>guide<\/strong><\/a> for more\.<\/p>/);
  assert.match(html, /<li>Item <a data-site="a" href="\/docs\/intro#guide-2"><code>code<\/code> in a list<\/a><\/li>/);
});

test('such a tag without its closing tag in the paragraph is a warning at its line that says to close it', async () => {
  const b = await site({
    'docs/open.md': "export const guide = '/docs/intro';\n\n# Open\n\nSee <a href={guide}>the guide\n\nfor more.</a>\n",
  });
  const warnings = b.warnings.filter((w) => /<a>/.test(w.message));
  assert.equal(warnings.length, 1);
  assert.equal(warnings[0].line, 5);
  assert.match(warnings[0].message, /Close it with <\/a> in the same paragraph\.$/);
});

test("an HTML tag's event handler is a warning at its line: the tag is drawn, the handler cannot run", async () => {
  // lexical's blog post: `<button onClick={() => alert('button clicked!')}>Click me!</button>`.
  const b = await site({
    'docs/click.mdx': [
      '# Click',
      '',
      "Press <button onClick={() => alert('clicked')}>Click me!</button> now.",
      '',
      '<div className="row">',
      '  <button type="button" onMouseEnter={() => {}} onClick={() => {}}>Hover</button>',
      '</div>',
      '',
      '<button type="button">Plain</button>',
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/click'));
  assert.match(html, /<p>Press <button>Click me!<\/button> now\.<\/p>/);
  assert.match(html, /<button type="button">Hover<\/button>/);
  const warnings = b.warnings.filter((w) => /nothing on the page/.test(w.message));
  assert.deepEqual(
    warnings.map((w) => [w.line, /^(.*?) do(es)? nothing/.exec(w.message)?.[1]]),
    [
      [3, "<button>'s onClick"],
      [6, "<button>'s onMouseEnter, onClick"],
    ],
  );
  assert.match(warnings[0].message, /Move the element into a component of its own file and import that here/);
});

test("a tag in a later paragraph, where such an element's closing tag was in an earlier one, is the later one's", async () => {
  const b = await site({
    'docs/same.md':
      "export const x = '/docs/intro';\n\n# Same\n\nAb <a href={x}>c</a> d.\n\nAbcdefghijklmnop<b>q</b> r.\n",
  });
  const html = markdownOf(b.page('/docs/same'));
  assert.match(html, /<p>Ab <a href="\/docs\/intro">c<\/a> d\.<\/p>\s*<p>Abcdefghijklmnop<b>q<\/b> r\.<\/p>/);
});

test("useBaseUrl() in Markdown puts a path without a leading slash below the base URL, as Docusaurus 2's does", async () => {
  // ionic-docs: `<a href={useBaseUrl('api/note')}>Note</a>`, on /docs/api/item.
  const b = await site({
    'docs/base.md': [
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      '',
      '# Base',
      '',
      "<a href={useBaseUrl('docs/intro')}>intro</a> <img src={useBaseUrl('img/a.png')} /> <a href={useBaseUrl('https://x.example')}>x</a> <a href={useBaseUrl('#top')}>top</a>",
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/base'));
  assert.match(
    html,
    /<a href="\/docs\/intro">intro<\/a> <img loading="lazy" src="\/img\/a\.png"\/> <a href="https:\/\/x\.example">x<\/a> <a href="#top">top<\/a>/,
  );
});

test('an HTML block with {expressions} may close an element an earlier block opened, as in MDX 1', async () => {
  const b = await site({
    'static/img/logo.png': 'png',
    'docs/intro.md': [
      '# Intro',
      '',
      "<div class='flex'>",
      '  <div class="left">',
      '',
      '- one',
      '',
      '[Start](#intro)',
      '',
      '  </div>',
      '',
      '  <div class="right">',
      `  <img src={${LOGO}} />`,
      '  </div>',
      '</div>',
      '',
      'After.',
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/intro'));
  assert.match(
    html,
    /<div class="right"><img loading="lazy" src="\/assets\/images\/logo-\w+\.png"\/?><\/div>\s*<\/div>/,
  );
  assert.match(html, /<\/div>\s*<p>After.<\/p>/);
});

test('an attribute expression that starts and ends with a quote but joins strings is run, not read as one string', async () => {
  const b = await site({
    'docs/joined.mdx': [
      '# Joined',
      '',
      "<img src={'/img/' + 'one.png'} alt='one' />",
      '',
      "Text <a href={'/docs/' + 'intro'} title={`t`}>link</a> and <a href={\"/x\"}>x</a>.",
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/joined'));
  assert.match(html, /<img loading="lazy" src="\/img\/one\.png" alt="one"\/?>/);
  assert.match(html, /<a href="\/docs\/intro" title="t">link<\/a> and <a href="\/x">x<\/a>/);
});

test("every HTML image loads lazily, as theme-classic's MDX img has it, unless it says how to load", async () => {
  const b = await site({
    'static/img/logo.png': 'not really a png',
    'docs/lazy.md': [
      '# Lazy',
      '',
      '<img src="https://example.com/block.png" alt="block" />',
      '',
      'Text with <img src="https://example.com/inline.png" alt="inline" /> inside.',
      '',
      `<img alt="required" src={${LOGO}} />`,
      '',
      '<img src="https://example.com/eager.png" loading="eager" alt="eager" />',
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/lazy'));
  assert.match(html, /<img loading="lazy" src="https:\/\/example\.com\/block\.png" alt="block" \/>/);
  assert.match(html, /Text with <img loading="lazy" src="https:\/\/example\.com\/inline\.png" alt="inline" \/> inside/);
  assert.match(html, new RegExp(`<img loading="lazy" alt="required" src="${URL.source}"/>`));
  assert.match(html, /<img src="https:\/\/example\.com\/eager\.png" loading="eager" alt="eager" \/>/);
  assert.equal(html.match(/loading=/g)?.length, 4, html);
});

test('a require() of a video, a sound or a document is its URL too, as Docusaurus 2 gives media and files', async () => {
  // capacitor-docs's: <source src={require('@site/static/video/new-project.mp4').default} type="video/mp4" />.
  const b = await site({
    'static/video/clip.mp4': 'not really a video',
    'static/files/guide.pdf': 'not really a pdf',
    'docs/media.md': [
      '# Media',
      '',
      '<video controls>',
      '  <source src={require(\'@site/static/video/clip.mp4\').default} type="video/mp4" />',
      '</video>',
      '',
      "<a href={require('@site/static/files/guide.pdf').default}>The guide</a>",
      '',
    ].join('\n'),
  });
  const html = markdownOf(b.page('/docs/media'));
  const video = /<source src="([^"]+)" type="video\/mp4"\/>/.exec(html)?.[1] ?? '';
  const pdf = /<a href="([^"]+)">The guide<\/a>/.exec(html)?.[1] ?? '';
  assert.match(video, /^\/assets\/[\w/]+\/clip-[0-9a-f]{10}\.mp4$/, html);
  assert.match(pdf, /^\/assets\/[\w/]+\/guide-[0-9a-f]{10}\.pdf$/, html);
  assert.ok(
    b.writer.copies.has(video.slice(1)) && b.writer.copies.has(pdf.slice(1)),
    'both are copied into the output',
  );
});

test('an import on the body’s first line is one even when the line starts with a space, as Docusaurus trims the body', async () => {
  // Avalonia's: ` import RiderWelcome from '/img/rider-welcome.webp';` under the front matter.
  const b = await site({
    'static/img/shot.webp': 'not really a webp',
    'docs/indented.md':
      "---\ntitle: Indented\n---\n\n import Shot from '/img/shot.webp';\n import Other from '/img/shot.webp';\n\n<img src={Shot} />\n",
  });
  assert.match(
    markdownOf(b.page('/docs/indented')),
    /<img loading="lazy" src="\/assets\/images\/shot-[0-9a-f]{10}\.webp"\/>/,
  );
});
