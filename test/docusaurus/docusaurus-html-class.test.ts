/**
 * A Docusaurus site's pages carry on `<html>` the classes Docusaurus 2.4.3 puts there (the plugin's wrapper, the
 * page kind, the route's plugin and its id), as react-native-website's build shows them, so a site's
 * `.blog-wrapper .main-wrapper` and `html.docs-doc-page` rules apply; the plugin's wrapper is not on the layout's div.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildFixture } from '../helpers/fixture-site.js';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  plugins: ['./src/plugins/apps'],
};
`;

const APPS_PLUGIN = `module.exports = function apps() {
  return {
    name: 'docusaurus-plugin-apps',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: '/apps', component: '@site/src/components/Apps', exact: true });
    },
  };
};
`;

const PAGE = `import React from 'react';
import Layout from '@theme/Layout';
export default function Page() { return <Layout title="Page"><p>Hi</p></Layout>; }
`;

const htmlClass = (page: string) => /<html[^>]*\sclass="([^"]*)"/.exec(page)?.[1];

test("each kind of page carries Docusaurus's <html> classes, and its layout only main-wrapper", async () => {
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'sidebars.js': `module.exports = { docs: ['guides/intro'] };\n`,
    'docs/guides/intro.md': '---\ntags: [dino]\n---\n# Intro\n\nHello.\n',
    'blog/2024-01-02-hello.md': '---\ntags: [news]\n---\n# Hello\n\nA post.\n',
    'src/pages/index.js': PAGE,
    'src/pages/about.md': '# About\n\nAbout us.\n',
    'src/components/Apps.js': PAGE,
    'src/plugins/apps/index.js': APPS_PLUGIN,
  });
  const expected: Record<string, string> = {
    '/': 'plugin-pages plugin-id-default',
    '/about': 'mdx-wrapper mdx-page plugin-pages plugin-id-default',
    '/apps': 'plugin-apps plugin-id-default',
    '/docs/guides/intro':
      'docs-wrapper docs-doc-page docs-version-current plugin-docs plugin-id-default docs-doc-id-guides/intro',
    '/docs/tags': 'docs-wrapper docs-tags-list-page plugin-docs plugin-id-default',
    '/docs/tags/dino': 'docs-wrapper docs-tags-doc-list-page plugin-docs plugin-id-default',
    '/blog': 'blog-wrapper blog-list-page plugin-blog plugin-id-default',
    '/blog/2024/01/02/hello': 'blog-wrapper blog-post-page plugin-blog plugin-id-default',
    '/blog/tags': 'blog-wrapper blog-tags-list-page plugin-blog plugin-id-default',
    '/blog/tags/news': 'blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default',
    '/blog/archive': 'plugin-blog plugin-id-default',
    '/404': 'plugin-native plugin-id-default',
  };
  for (const [path, classes] of Object.entries(expected)) assert.equal(htmlClass(b.page(path)), classes, path);
  for (const path of ['/docs/guides/intro', '/blog', '/about']) {
    const layout = /<div class="([^"]*main-wrapper[^"]*)"/.exec(b.page(path))?.[1] ?? '';
    assert.doesNotMatch(layout, /-wrapper\b.*-wrapper\b/, `${path}: only main-wrapper on the layout (${layout})`);
  }
});

test("sitegen's own site puts no class on <html>", async () => {
  const b = await buildFixture({ 'docs/latest/intro.md': '# Intro\n\nHello.\n' });
  try {
    for (const file of b.files().filter((f) => f.endsWith('.html')))
      assert.equal(htmlClass(b.page(file)), undefined, file);
  } finally {
    await b.cleanup();
  }
});
