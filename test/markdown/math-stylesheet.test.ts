/**
 * KaTeX's stylesheet on a sitegen site with `markdown.math`: written into the output from the installed `katex`
 * package with the fonts it names, and linked by the pages that show a formula, and by no other page. A Docusaurus
 * site links KaTeX itself (`stylesheets`): sitegen adds no second link there.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path/posix';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';
import { buildDocusaurusSite } from '../docusaurus/docusaurus-fixture.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const FILES = {
  'content/docs/formulas.md': '# Formulas\n\nInline $x^2$.\n\n$$\n\\frac{1}{2}\n$$\n',
  'content/docs/plain.md': '# Plain\n\nNo formula, a price of $5.\n',
  'content/blog/2024-01-02-area.md': '---\ntitle: Area\n---\n\nThe area is $\\pi r^2$.\n',
};

/** The stylesheets a page links, in order. */
function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])![1]);
}

/** The output file a root-relative URL names (the fixture's base URL is `/`). */
function outputFile(url: string): string {
  return url.replace(/^\//, '');
}

test("a page that shows a formula links KaTeX's stylesheet, which the output holds with every font it names", async (t) => {
  const b = await buildFixture({ 'site.config.ts': configSource('markdown: { math: {} }'), ...FILES });
  built.push(b);
  const [katex, site] = stylesheets(b.page('/docs/formulas'));
  assert.match(katex, /^\/assets\/katex-\d+\.\d+\.\d+\/katex\.min\.css$/);
  assert.equal(site, stylesheets(b.page('/docs/plain'))[0], "after it, the site's own");
  // A page without a formula, and one whose list shows a post with one.
  assert.deepEqual(stylesheets(b.page('/docs/plain')), [site]);
  const [katexOnBlog, blogCss] = stylesheets(b.page('/blog'));
  assert.equal(katexOnBlog, katex);
  assert.match(blogCss, /^\/assets\/site-blog\.\w+\.css$/, 'then the site’s stylesheet with the blog’s part');
  const files = new Set(b.files());
  const cssFile = outputFile(katex);
  assert.ok(files.has(cssFile), `${cssFile} is in the output`);
  const css = readFileSync(b.writer.copies.get(cssFile)!, 'utf8');
  const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => path.join(path.dirname(cssFile), m[1]));
  assert.ok(fonts.length >= 20, `the stylesheet names its fonts (${fonts.length})`);
  const missing = fonts.filter((f) => !files.has(f) || !existsSync(b.writer.copies.get(f)!));
  assert.deepEqual(missing, [], 'every font the stylesheet names is in the output');
  // The CSS budget (test/audit/css-budget.test.ts): a page with a formula still loads at most 20 KB after gzip.
  const loaded = gzipSync(b.writer.text(outputFile(site)) + css).length;
  t.diagnostic(`a formula page's CSS: ${(loaded / 1024).toFixed(1)} KB gzip, ${fonts.length} font URLs`);
  assert.ok(loaded < 20 * 1024, `a formula page loads ${(loaded / 1024).toFixed(1)} KB of CSS (gzip)`);
});

test('a site with no formula on any page gets no KaTeX files, and its pages link only their own stylesheet', async () => {
  const b = await buildFixture({
    'site.config.ts': configSource('markdown: { math: {} }'),
    'content/docs/plain.md': FILES['content/docs/plain.md'],
  });
  built.push(b);
  assert.deepEqual(
    b.files().filter((f) => f.includes('katex')),
    [],
  );
  assert.equal(stylesheets(b.page('/docs/plain')).length, 1);
});

test('a Docusaurus site with rehype-katex gets no stylesheet link of sitegen’s: it links KaTeX through stylesheets', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      stylesheets: [{ href: 'https://cdn.example/katex.min.css', type: 'text/css' }],
      presets: [['classic', { docs: { remarkPlugins: [require('remark-math')], rehypePlugins: [require('rehype-katex')] } }]] };\n`,
    'docs/intro.md': '# Intro\n\nInline $x^2$.\n',
  });
  built.push(b);
  const html = b.page('/docs/intro');
  assert.match(html, /class="katex"/);
  assert.deepEqual(
    stylesheets(html).filter((href) => href.includes('katex')),
    ['https://cdn.example/katex.min.css'],
  );
  assert.deepEqual(
    b.files().filter((f) => f.includes('katex')),
    [],
  );
});
