/**
 * `markdown.math`: `$...$` and `$$` blocks read as remark-math 3 reads them, drawn with KaTeX as rehype-katex 5
 * draws them (the HTML below was compared with theirs, formula by formula, for the same Markdown); a Docusaurus
 * site that lists remark-math and rehype-katex gets it with rehype-katex's options.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';
import { buildDocusaurusSite } from '../docusaurus/docusaurus-fixture.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const DOC = [
  '# Formulas',
  '',
  'Inline $x^2$, a price \\$5, and $5 and $6 stay text.',
  '',
  '`$code$` stays code, $ x$ is no formula.',
  '',
  '$$',
  '\\frac{1}{2}',
  '$$',
  '',
  '## Area $\\pi r^2$',
  '',
  'Unknown $\\nope$ here.',
  '',
].join('\n');

/** The formulas of `html`: each wrapper's class and the TeX KaTeX keeps in its MathML annotation. */
function formulas(html: string): string[] {
  return [
    ...html.matchAll(
      /<(span|div) class="(math [^"]*)">.*?<annotation encoding="application\/x-tex">(.*?)<\/annotation>/gs,
    ),
  ].map((m) => `${m[1]}.${m[2].replace(' ', '.')} ${m[3]}`);
}

test('with markdown.math, formulas in a line and in blocks are drawn by KaTeX; what remark-math leaves as text stays text', async () => {
  const b = await buildFixture({ 'site.config.ts': configSource('markdown: { math: {} }'), 'content/docs/f.md': DOC });
  built.push(b);
  const html = b.page('/docs/f');
  const article = html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
  assert.deepEqual(formulas(article), [
    'span.math.math-inline x^2',
    'div.math.math-display \\frac{1}{2}',
    'span.math.math-inline \\pi r^2',
    'span.math.math-inline \\nope',
  ]);
  assert.match(html, /<div class="math math-display"><span class="katex-display"><span class="katex">/);
  assert.match(
    html,
    /a price \$5, and \$5 and \$6 stay text\.<\/p>\n<p><code>\$code\$<\/code> stays code, \$ x\$ is no formula/,
  );
  // The heading's id reads the formula's TeX, as Docusaurus's heading ids read mdast's text.
  assert.match(html, /<h2 id="area-pi-r2">/);
  // A formula KaTeX cannot read is drawn in red, and named at its line.
  assert.ok(article.includes('<mstyle mathcolor="#cc0000"><mtext>\\nope</mtext></mstyle>'), 'drawn in red');
  const warned = b.warnings.filter((w) => /KaTeX/.test(w.message));
  assert.deepEqual(
    warned.map((w) => [w.line, w.message.split(':')[0]]),
    [[13, 'KaTeX cannot read this formula']],
  );
});

test('without markdown.math, dollars are text', async () => {
  const b = await buildFixture({ 'site.config.ts': configSource(''), 'content/docs/f.md': DOC });
  built.push(b);
  assert.deepEqual(formulas(b.page('/docs/f')), []);
  assert.match(b.page('/docs/f'), /<p>Inline \$x\^2\$, a price/);
});

test('a Docusaurus site listing remark-math and rehype-katex gets math, with rehype-katex’s options, and no warning of them', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { remarkPlugins: [require('remark-math')],
        rehypePlugins: [[require('rehype-katex'), { macros: { '\\\\RR': '\\\\mathbb{R}' } }]] } }]] };\n`,
    'docs/f.md': '# F\n\nThe reals $\\RR$.\n',
  });
  built.push(b);
  assert.deepEqual(formulas(b.page('/docs/f')), ['span.math.math-inline \\RR']);
  assert.match(b.page('/docs/f'), /mathbb/, 'the macro was expanded');
  assert.deepEqual(
    b.warnings.filter((w) => /KaTeX/.test(w.message)),
    [],
  );
  const ignored = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
  assert.doesNotMatch(ignored, /cannot run on markdown-it/);
});

test('remark-math alone leaves the TeX as text in its wrappers, as it does without rehype-katex', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { remarkPlugins: [require('remark-math')] } }]] };\n`,
    'docs/f.md': '# F\n\nSquare $x^2$.\n\n$$\ny < 1\n$$\n',
  });
  built.push(b);
  const html = b.page('/docs/f');
  assert.match(html, /Square <span class="math math-inline">x\^2<\/span>/);
  assert.match(html, /<div class="math math-display">y &lt; 1<\/div>/);
});
