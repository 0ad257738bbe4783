import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

const sidebars = `module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/one', 'guides/two'] }], api: ['api/app'] };`;

async function site() {
  const b = await buildFixture({
    'content/sidebars.js': sidebars,
    'content/docs/intro.md':
      '---\ntitle: Introduction\nslug: /\n---\n\nWelcome. See [one](guides/one.md#setup).\n\n## First steps\n\n### Detail\n\n##### Too deep\n',
    'content/docs/guides/one.md': '# Guide One\n\n## Setup\n\ntext\n',
    'content/docs/guides/two.md': '---\ntitle: Guide Two\nsidebar_label: Two\n---\n\n## Class: Two\n',
    'content/docs/api/app.md': '---\ntitle: app\n---\n\nThe app.\n',
    'content/docs/orphan.md': '---\ntitle: Orphan\n---\n\nNo sidebar.\n',
  });
  built.push(b);
  return b;
}

test('a doc renders with its sidebar, active link, open category, TOC levels 2-4 and paging', async () => {
  const b = await site();
  const html = b.page('/docs/guides/one');
  assert.match(html, /<title>Guide One \| Fixture<\/title>/);
  assert.match(
    html,
    /<a class="menu__link menu__link--active" aria-current="page" href="\/docs\/guides\/one">Guide One<\/a>/,
  );
  assert.match(html, /<details class="menu__category" data-key="0" open="">/, 'the category holding the page is open');
  assert.match(html, /rel="prev"[\s\S]*Introduction/);
  assert.match(html, /rel="next"[\s\S]*Two/);
  assert.doesNotMatch(html, /<h1 class="doc__title">/, 'the body has its own H1');
  const intro = b.page('/docs');
  assert.match(intro, /<h1 class="doc__title">Introduction<\/h1>/, 'generated H1 from the title');
  assert.match(intro, /class="toc__link" href="#first-steps"/);
  assert.match(intro, /class="toc__link" href="#detail"/);
  assert.match(intro, /<h5 id="too-deep">/);
  assert.doesNotMatch(intro, /class="toc__link" href="#too-deep"/, 'level 5 is not in the TOC');
  assert.match(intro, /href="\/docs\/guides\/one#setup"/, '.md link resolved with its anchor');
});

test('a doc in no sidebar renders without sidebar or paging', async () => {
  const b = await site();
  const html = b.page('/docs/orphan');
  assert.doesNotMatch(html, /class="sidebar"/);
  assert.doesNotMatch(html, /class="pager[ "]/);
});

test('the not-found page has the spec text', async () => {
  const b = await site();
  const html = b.page('404.html');
  assert.match(html, /Page Not Found/);
  assert.match(html, /We could not find what you were looking for\./);
  assert.match(html, /Please contact the owner of the site that linked you to the original URL/);
});

test('an unknown doc id in the sidebars file is an error naming the id, the file and close ids', async () => {
  await assert.rejects(
    buildFixture({
      'content/sidebars.js': `module.exports = { docs: ['intro', 'guides/onee'] };`,
      'content/docs/intro.md': 'x',
      'content/docs/guides/one.md': 'y',
    }),
    (error: Error & { location?: { file: string; line: number }; hint?: string }) => {
      assert.match(error.message, /"guides\/onee", which does not exist/);
      assert.match(error.location!.file, /sidebars\.js$/);
      assert.equal(error.location!.line, 1);
      assert.match(error.hint!, /use an existing id: guides\/one/);
      return true;
    },
  );
});

test('an unknown navbar item type lists the valid types', async () => {
  await assert.rejects(
    buildFixture({ 'site.config.ts': configSource(`navbar: { items: [{ type: 'docz', label: 'x' }] }`) }),
    (error: Error & { details: string[] }) => {
      assert.match(error.message, /has 1 problem/);
      assert.deepEqual(error.details, [
        '! navbar.items.0.type: unknown navbar item type "docz"; use one of: doc, docSidebar, docsVersion, docsVersionDropdown, link, dropdown, localeDropdown, search, html, component',
      ]);
      return true;
    },
  );
});

test('two sources claiming one URL give a warning naming both', async () => {
  const b = await buildFixture({
    'content/docs/a.md': '---\nslug: /same\n---\nA',
    'content/docs/b.md': '---\nslug: /same\n---\nB',
  });
  built.push(b);
  const dup = b.warnings.find((w) => w.code === 'duplicate-route');
  assert.ok(dup, 'a duplicate-route warning');
  assert.match(dup.message, /content\/docs\/b\.md and content\/docs\/a\.md both claim the URL \/docs\/same/);
  assert.match(b.page('/docs/same'), /<p>A<\/p>/, 'the first in stable order wins');
});

test('the TOC nests headings as Docusaurus does: below the latest higher one, an h3 before any h2 at the top', async () => {
  // immer's introduction: three h3s, then its first h2.
  const b = await buildFixture({
    'content/docs/intro.md': '# Intro\n\n### Early\n\n## Main\n\n### Under main\n\n#### Skipped level\n\n## Last\n',
  });
  built.push(b);
  const items = [
    ...b.page('/docs/intro').matchAll(/<li class="toc__item toc__item--(\d)"><a class="toc__link" href="#([\w-]+)"/g),
  ];
  assert.deepEqual(
    items.slice(0, 5).map(([, depth, id]) => `${id}:${depth}`),
    ['early:0', 'main:0', 'under-main:1', 'skipped-level:2', 'last:0'],
  );
  // From h3 on, the tree is made of every heading first, then the h2s are left out: D is under S2, at the top.
  const deep = await buildFixture({
    'content/docs/intro.md': '---\ntoc_min_heading_level: 3\n---\n\n# Intro\n\n## S1\n\n### A\n\n## S2\n\n#### D\n',
  });
  built.push(deep);
  const deepItems = [
    ...deep
      .page('/docs/intro')
      .matchAll(/<li class="toc__item toc__item--(\d)"><a class="toc__link" href="#([\w-]+)"/g),
  ];
  assert.deepEqual(
    deepItems.slice(0, 2).map(([, depth, id]) => `${id}:${depth}`),
    ['a:0', 'd:0'],
  );
});
