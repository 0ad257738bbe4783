/**
 * Tags as Docusaurus 2.4.3 makes them on a Docusaurus site: URL segments by lodash `kebabCase` (@docusaurus/utils
 * `normalizeFrontMatterTag`), tags written as `{ label, permalink }`, one page per permalink named by the first
 * label seen, for docs and blog alike; docs tag pages titled "N docs tagged with "X"" in every locale
 * (`theme.docs.tagDocListPageTitle`). A sitegen site keeps sitegen's own rule, so its tag URLs do not move.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';
import { migrate } from '../../src/commands/migrate.js';
import { tagSlug } from '../../templates/blog/blog-paths.js';
import type { BuiltFixture } from '../helpers/fixture-site.js';
import { buildDocusaurusSite } from './docusaurus-fixture.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', {}]],
};\n`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'docs/a.md': '---\ntags: [FooBar, Getting Started]\n---\n\n# Alpha\n\nA.\n',
  'docs/b.md': '---\ntags:\n  - foo-bar\n  - label: Custom\n    permalink: /my-custom\n---\n\n# Beta\n\nB.\n',
  'blog/2024-01-02-hello.md':
    '---\ntitle: Hello\ntags:\n  - FooBar\n  - label: Obj\n    permalink: obj-link\n---\n\nFirst post.\n',
};

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';

test("tag URLs follow Docusaurus's kebabCase on a Docusaurus site; objects keep their permalink", async () => {
  const b = await buildDocusaurusSite(FILES);
  built.push(b);
  const files = b.files();
  for (const page of [
    'docs/tags/foo-bar/index.html',
    'docs/tags/getting-started/index.html',
    'docs/tags/my-custom/index.html',
    'blog/tags/foo-bar/index.html',
    'blog/tags/obj-link/index.html',
  ])
    assert.ok(files.includes(page), `${page} is built`);
  assert.ok(!files.some((f) => /tags\/foobar\//.test(f)), "sitegen's own rule is not used here");
  assert.match(b.page('/docs/a'), /href="\/docs\/tags\/foo-bar"/);
  assert.match(b.page('/docs/b'), /href="\/docs\/tags\/my-custom"[^>]*>Custom</);
  assert.match(b.page('/blog/2024/01/02/hello'), /href="\/blog\/tags\/obj-link"[^>]*>Obj</);
});

test('a docs tag page is titled "N docs tagged with "X"", with the plural forms of each locale', async () => {
  const b = await buildDocusaurusSite(FILES);
  built.push(b);
  // `foo-bar` and `FooBar` are one page, named by the first label seen.
  const both = b.page('/docs/tags/foo-bar');
  assert.equal(h1Of(both), '2 docs tagged with &quot;FooBar&quot;');
  assert.match(titleOf(both), /^2 docs tagged with &quot;FooBar&quot; \| Dino$/);
  assert.equal(h1Of(b.page('/docs/tags/getting-started')), 'One doc tagged with &quot;Getting Started&quot;');
  // French from Docusaurus's own theme translations (theme.docs.tagDocListPageTitle and its nDocsTagged).
  assert.equal(h1Of(b.page('/fr/docs/tags/foo-bar')), '2 documents tagués avec &quot;FooBar&quot;');
});

test('sitegen migrate keeps the tag URLs: the site.config.ts it writes sets tagSlugs: docusaurus', async () => {
  const b = await buildDocusaurusSite(FILES);
  built.push(b);
  const { file } = await migrate({ root: b.root });
  assert.match(await readFile(file, 'utf8'), /"tagSlugs": "docusaurus"/);
});

test("sitegen's own rule stays for sitegen sites: 'FooBar' -> foobar; Docusaurus's is kebabCase", () => {
  assert.equal(tagSlug('FooBar'), 'foobar');
  assert.equal(tagSlug('Electron Forge'), 'electron-forge');
  assert.equal(tagSlug('FooBar', 'docusaurus'), 'foo-bar');
  assert.equal(tagSlug('v8 Engine', 'docusaurus'), 'v-8-engine');
  assert.equal(tagSlug('Électron', 'docusaurus'), 'electron');
});
