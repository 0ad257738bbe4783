/**
 * The classic preset's docs with an `id` of their own (easyops-cn/docusaurus-search-local's multi-docs site names
 * them "product") are the docs plugin of that id, as Docusaurus 2.4.3 builds them: navbar items name it by
 * `docsPluginId`, its versions are `product_versions.json` and `product_versioned_docs/`, and its pages carry
 * `plugin-id-product`. There is then no docs plugin "default".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { id: 'product', lastVersion: '1.0', docCategoryGeneratedIndexComponent: '@site/src/GeneratedIndex', sidebarPath: require.resolve('./sidebars.js') } }]],
  themeConfig: { navbar: { items: [
    { type: 'doc', docId: 'intro', label: 'Tutorial', docsPluginId: 'product' },
    { type: 'docsVersionDropdown', docsPluginId: 'product' },
  ] } },
};
`;

test('the preset’s docs with an id of their own are that docs plugin: its navbar items, versions and class', async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
    'docs/intro.md': '# Intro\n\nThe next version.\n',
    'product_versions.json': '["1.0"]\n',
    'product_versioned_docs/version-1.0/intro.md': '# Intro\n\nVersion one.\n',
    'product_versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
  });
  const intro = b.page('/docs/intro');
  assert.match(intro, /Version one\./);
  assert.match(b.page('/docs/next/intro'), /The next version\./);
  assert.match(intro, /<a[^>]*class="navbar__item navbar__link[^"]*"[^>]*href="\/docs\/intro"[^>]*>Tutorial<\/a>/);
  assert.match(/<html[^>]*\sclass="([^"]*)"/.exec(intro)?.[1] ?? '', /\bplugin-docs plugin-id-product\b/);
  // Its options sitegen does not read are named once, as the preset's.
  assert.deepEqual(ignoredLines(b), ['- presets.classic.docs.docCategoryGeneratedIndexComponent: not supported']);
});
