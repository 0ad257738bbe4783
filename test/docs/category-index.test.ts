import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

test('a category with link generated-index gets a page listing its items, linked from the sidebar', async () => {
  const b = await buildFixture({
    'content/sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Main Process Modules', link: { type: 'generated-index' }, items: ['app', { type: 'link', label: 'Releases', href: 'https://example.com/releases' }] }] };`,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/app.md': '---\ntitle: app\ndescription: Control the application lifecycle.\n---\n\nText.\n',
  });
  built.push(b);
  const html = b.page('/docs/category/main-process-modules');
  assert.match(html, /<title>Main Process Modules \| Fixture<\/title>/);
  assert.match(html, /<h1 class="doc__title">Main Process Modules<\/h1>/);
  assert.match(
    html,
    /href="\/docs\/app"><span class="category-index__label">app<\/span><span class="category-index__description">Control the application lifecycle\.<\/span>/,
  );
  assert.match(html, /href="https:\/\/example\.com\/releases"><span class="category-index__label">Releases<\/span>/);
  // The sidebar's link to another site opens a new tab, with an arrow after its label and words for screen readers.
  assert.match(
    html,
    /<a class="menu__link" href="https:\/\/example\.com\/releases" target="_blank" rel="noopener noreferrer">Releases<svg class="external-icon"[^>]*aria-hidden="true">.*?<\/svg><span class="visually-hidden">[^<]+<\/span><\/a>/,
  );
  assert.match(
    html,
    /<a class="menu__link menu__link--active" aria-current="page" href="\/docs\/category\/main-process-modules">Main Process Modules<\/a>/,
    'the sidebar marks the index page',
  );
  assert.match(
    b.page('/docs/intro'),
    /<summary[^>]*><a class="menu__link" href="\/docs\/category\/main-process-modules">/,
    'the category label links to its index',
  );
});

test('a generated index is paged to between the page before its category and its first item, as Docusaurus pages', async () => {
  const b = await buildFixture({
    'content/sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Basics', link: { type: 'generated-index' }, items: ['app', 'menu'] }, 'last'] };`,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/app.md': '---\npagination_label: The app module\n---\n# app\n',
    'content/docs/menu.md': '# menu\n',
    'content/docs/last.md': '# Last\n',
  });
  built.push(b);
  const pager = (url: string) => {
    const nav = b.page(url).match(/<nav class="pager"[^]*?<\/nav>/)?.[0] ?? '';
    return [
      ...nav.matchAll(
        /href="([^"]+)" rel="(prev|next)"><span class="pager__sub">[^<]*<\/span><span class="pager__label">([^<]*)</g,
      ),
    ].map(([, href, rel, label]) => `${rel} ${href} ${label}`);
  };
  assert.deepEqual(pager('/docs/intro'), ['next /docs/category/basics Basics »']);
  assert.deepEqual(pager('/docs/category/basics'), ['prev /docs/intro « Intro', 'next /docs/app The app module »']);
  assert.deepEqual(pager('/docs/app'), ['prev /docs/category/basics « Basics', 'next /docs/menu menu »']);
  assert.deepEqual(pager('/docs/menu'), ['prev /docs/app « The app module', 'next /docs/last Last »']);
});

test('platform badges in headings show as badges in the table of contents too', async () => {
  const b = await buildFixture({ 'content/docs/a.md': '# A\n\n## `win.setVibrancy(type)` _macOS_\n' });
  built.push(b);
  const html = b.page('/docs/a');
  assert.match(
    html,
    /class="toc__link" href="#winsetvibrancytype-macos"><code>win.setVibrancy\(type\)<\/code> <span class="badge badge--platform badge--macos">macOS<\/span><\/a>/,
  );
});

test('a category in a generated index without a page of its own links to its first page; one with no link at all is left out', async () => {
  const b = await buildFixture({
    'content/sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Basics', link: { type: 'generated-index' }, items: [
      { type: 'category', label: 'Deeper', items: [{ type: 'category', label: 'Deepest', items: ['app'] }] },
      { type: 'category', label: 'Empty', items: [] }] }] };`,
    'content/docs/app.md': '# app\n',
  });
  built.push(b);
  const items = [
    ...b
      .page('/docs/category/basics')
      .matchAll(/<a class="category-index__link" href="([^"]*)"><span class="category-index__label">([^<]*)</g),
  ];
  assert.deepEqual(
    items.map(([, href, label]) => [href, label]),
    [['/docs/app', 'Deeper']],
  );
});
