/**
 * The docs plugin's `admonitions` option, as Docusaurus 2.4.3 reads it: `keywords` replaces its list (a keyword
 * theme-classic has no config for is drawn as an info box, named by its keyword), `false` turns boxes off.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { BuiltFixture } from '../helpers/fixture-site.js';
import { buildDocusaurusSite } from './docusaurus-fixture.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const DOC = '# Boxes\n\n:::security\n\nRotate keys.\n\n:::\n\n:::tip\n\nA tip.\n\n:::\n';

function config(docs: string, blog = ''): string {
  return `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
    presets: [['classic', { docs: { ${docs} }, blog: { ${blog} } }]] };\n`;
}

test("a site's own keywords are the only ones: one theme-classic does not know is an info box named by it", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': config("admonitions: { keywords: ['note', 'security'] }"),
    'docs/boxes.md': DOC,
  });
  built.push(b);
  const html = b.page('/docs/boxes');
  assert.match(html, /<div class="theme-admonition theme-admonition-security alert alert--info[^"]*">/);
  assert.match(html, /admonition__title--default">.*?info<\/div>/s, "the box is titled as theme-classic's info box");
  assert.doesNotMatch(html, /theme-admonition-tip/, ':::tip is no keyword of the site');
  assert.match(html, /<p>:::tip<\/p>/);
  const ignored = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
  assert.doesNotMatch(ignored, /admonitions/);
});

test('admonitions: false draws no boxes; a blog whose keywords differ from the docs’ is named', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': config('admonitions: false', "admonitions: { keywords: ['note'] }"),
    'docs/boxes.md': DOC,
  });
  built.push(b);
  assert.doesNotMatch(b.page('/docs/boxes'), /theme-admonition/);
  const ignored = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
  assert.match(ignored, /blog\.admonitions: differs from the docs' setting; sitegen has one setting, the docs'/);
  assert.doesNotMatch(ignored, /admonitions: not supported/, 'named once, for what it is');
});
