/**
 * Versioned docs and docs sections, one test per rule, against Docusaurus 2.4.3's behaviour: versions.json,
 * versioned_docs/ and versioned_sidebars/, lastVersion, onlyIncludeVersions, banners, the version menu, the search
 * tag per version and a second docs section.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildFixture, configSource, type BuiltFixture, type FixtureFiles } from '../helpers/fixture-site.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

/** A site with `current` and two released versions, each with an intro and a guide (2.0 has no `new` doc). */
function versionedSite(docs = '', extra: FixtureFiles = {}): FixtureFiles {
  return {
    'site.config.ts': configSource(
      `docs: { ${docs} }, navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'doc', docId: 'intro', label: 'Docs' }] }`,
    ),
    'content/versions.json': '["2.0", "1.0"]',
    'content/sidebars.js': `module.exports = { docs: ['intro', 'guide', 'new'] };`,
    'content/docs/intro.md': '# Intro next\n',
    'content/docs/guide.md': '# Guide next\n\nSee [intro](./intro.md).\n',
    'content/docs/new.md': '# New\n',
    'content/versioned_docs/version-2.0/intro.md': '# Intro 2.0\n',
    'content/versioned_docs/version-2.0/guide.md': '# Guide 2.0\n\nSee [intro](./intro.md).\n',
    'content/versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro", "guide"] }',
    'content/versioned_docs/version-1.0/intro.md': '# Intro 1.0\n',
    'content/versioned_docs/version-1.0/guide.md': '# Guide 1.0\n',
    'content/versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["guide", "intro"] }',
    ...extra,
  };
}

async function site(files: FixtureFiles): Promise<BuiltFixture> {
  const b = await buildFixture(files, { locales: ['en'] });
  built.push(b);
  return b;
}

function docRoutes(b: BuiltFixture): string[] {
  return b.files().filter((f) => f.startsWith('docs/') && f.endsWith('index.html'));
}

test('each version is served where Docusaurus serves it: last at /docs, current at /docs/next, others at /docs/<v>', async () => {
  const b = await site(versionedSite());
  assert.deepEqual(docRoutes(b), [
    'docs/1.0/guide/index.html',
    'docs/1.0/intro/index.html',
    'docs/guide/index.html',
    'docs/intro/index.html',
    'docs/next/guide/index.html',
    'docs/next/intro/index.html',
    'docs/next/new/index.html',
  ]);
  assert.match(b.page('/docs/intro'), /<h1 id="[^"]*">Intro 2\.0</);
  assert.match(b.page('/docs/next/intro'), /<h1 id="[^"]*">Intro next</);
  assert.match(b.page('/docs/next/guide'), /href="\/docs\/next\/intro"/, 'links resolve inside their own version');
  assert.match(b.page('/docs/guide'), /href="\/docs\/intro"/);
  assert.match(b.page('/docs/intro'), /href="\/docs\/intro">Docs</, 'navbar doc items point into the last version');
  // On a page of another version, a navbar doc item goes to its doc in that version, as Docusaurus's active version.
  // (Active there: the page is in the doc's sidebar.)
  assert.match(b.page('/docs/next/guide'), /class="navbar__link navbar__link--active" href="\/docs\/next\/intro"/);
  assert.match(b.page('/docs/1.0/guide'), /class="navbar__link navbar__link--active" href="\/docs\/1\.0\/intro"/);
  assert.match(b.page('/404.html'), /class="navbar__link" href="\/docs\/intro">Docs</);
});

test('lastVersion picks the version served at the docs base; versions.<v>.path and label rename one', async () => {
  const b = await site(versionedSite(`lastVersion: 'current', versions: { '2.0': { path: 'two', label: 'Two' } }`));
  assert.match(b.page('/docs/intro'), /<h1 id="[^"]*">Intro next</);
  assert.match(b.page('/docs/two/intro'), /<h1 id="[^"]*">Intro 2\.0</);
  assert.ok(!b.files().includes('docs/next/intro/index.html'));
  assert.match(
    b.page('/docs/two/intro'),
    /This is documentation for Fixture <b>Two<\/b>, which is no longer actively maintained\./,
  );
});

test('onlyIncludeVersions and includeCurrentVersion leave versions out', async () => {
  const only = await site(versionedSite(`onlyIncludeVersions: ['current', '1.0']`));
  assert.deepEqual(docRoutes(only), [
    'docs/guide/index.html',
    'docs/intro/index.html',
    'docs/next/guide/index.html',
    'docs/next/intro/index.html',
    'docs/next/new/index.html',
  ]);
  assert.match(
    only.page('/docs/intro'),
    /<h1 id="[^"]*">Intro 1\.0</,
    'the first included released version is the last',
  );
  const noCurrent = await site(versionedSite('includeCurrentVersion: false'));
  assert.ok(!noCurrent.files().some((f) => f.startsWith('docs/next/')));
  await assert.rejects(
    buildFixture(versionedSite(`onlyIncludeVersions: ['3.0']`)),
    /onlyIncludeVersions names unknown versions: 3\.0/,
  );
});

test('each version has its own sidebars: versioned_sidebars for released versions', async () => {
  const b = await site(versionedSite());
  const labels = (html: string) =>
    [
      ...html
        .split('<aside class="doc-sidebar"><div class="sidebar">')[1]
        .split('</aside>')[0]
        .matchAll(/class="menu__link[^"]*"[^>]*href="([^"]+)"/g),
    ].map((m) => m[1]);
  assert.deepEqual(labels(b.page('/docs/1.0/intro')), ['/docs/1.0/guide', '/docs/1.0/intro']);
  assert.deepEqual(labels(b.page('/docs/intro')), ['/docs/intro', '/docs/guide']);
  assert.deepEqual(labels(b.page('/docs/next/intro')), ['/docs/next/intro', '/docs/next/guide', '/docs/next/new']);
  assert.match(b.page('/docs/1.0/guide'), /rel="next"[^]*Intro 1\.0/, 'paging follows the version sidebar');
});

test('banners: unreleased above the last version, unmaintained below, linking to the same doc in the latest', async () => {
  const b = await site(versionedSite());
  const next = b.page('/docs/next/guide');
  // Docusaurus 2.4's banner: the version's label and the link in bold, the latest version's label after the link.
  assert.match(next, /<div>This is unreleased documentation for Fixture <b>Next<\/b> version\.<\/div>/);
  assert.match(
    next,
    /<div class="margin-top--md">For up-to-date documentation, see the <b><a href="\/docs\/guide">latest version<\/a><\/b> \(2\.0\)\.<\/div>/,
  );
  const old = b.page('/docs/1.0/guide');
  assert.match(old, /This is documentation for Fixture <b>1\.0<\/b>, which is no longer actively maintained\./);
  assert.match(old, /<b><a href="\/docs\/guide">latest version<\/a><\/b> \(2\.0\)\./);
  assert.match(
    b.page('/docs/next/new'),
    /<a href="\/docs\/intro">latest version<\/a>/,
    "a doc the latest version lacks links to that version's main doc",
  );
  assert.doesNotMatch(b.page('/docs/intro'), /version-banner/);
  assert.match(b.page('/docs/intro'), /Version: 2\.0/, 'with several versions each doc shows its version badge');
});

test('the version menu lists every version, linking to the same doc in each, else its main doc', async () => {
  const b = await site(versionedSite());
  const menu = (html: string) =>
    [...html.matchAll(/<a class="dropdown__link[^"]*" href="([^"]+)" data-docs-version="([^"]+)"/g)].map(
      (m) => `${m[2]} ${m[1]}`,
    );
  assert.deepEqual(menu(b.page('/docs/next/new')), [
    'current /docs/next/new',
    '2.0 /docs/intro',
    '1.0 /docs/1.0/guide',
  ]);
  assert.deepEqual(menu(b.page('/docs/1.0/guide')), [
    'current /docs/next/guide',
    '2.0 /docs/guide',
    '1.0 /docs/1.0/guide',
  ]);
  for (const [path, label] of [
    ['/docs/next/guide', 'Next'],
    ['/docs/guide', '2.0'],
    ['/docs/1.0/guide', '1.0'],
  ])
    assert.match(b.page(path), new RegExp(`data-docs-version-label="true">${label.replace('.', '\\.')}<`), path);
  assert.match(
    b.page('/404.html'),
    /data-docs-version-label="true">2\.0</,
    'outside the docs it shows the last version',
  );
  assert.match(b.page('/docs/1.0/guide'), /aria-current="page">1\.0</);
});

test("the menus of a version's pages each link to the page's own doc: navbar and mobile menu, every locale, escaped", async () => {
  const b = await buildFixture(
    {
      ...versionedSite(),
      'site.config.ts': configSource(
        `i18n: { defaultLocale: 'en', locales: ['en', 'de'] }, navbar: { items: [{ type: 'docsVersionDropdown' }] }`,
      ),
      'content/docs/new.md': "---\nslug: /new's\n---\n# New\n",
    },
    { locales: ['en', 'de'] },
  );
  built.push(b);
  // The navbar's menu and the mobile menu's: `version href` for each link, in the order shown.
  const menus = (html: string) =>
    ['dropdown__link', 'menu__link'].map((cls) =>
      [...html.matchAll(new RegExp(`<a class="${cls}[^"]*" href="([^"]+)" data-docs-version="([^"]+)"`, 'g'))].map(
        (m) => `${m[2]} ${m[1]}`,
      ),
    );
  const expect = (path: string, links: string[]) => assert.deepEqual(menus(b.page(path)), [links, links], path);
  expect('/docs/next/guide', ['current /docs/next/guide', '2.0 /docs/guide', '1.0 /docs/1.0/guide']);
  expect("/docs/next/new's", ['current /docs/next/new&#x27;s', '2.0 /docs/intro', '1.0 /docs/1.0/guide']);
  expect('/docs/next/intro', ['current /docs/next/intro', '2.0 /docs/intro', '1.0 /docs/1.0/intro']);
  expect('/de/docs/next/guide', ['current /de/docs/next/guide', '2.0 /de/docs/guide', '1.0 /de/docs/1.0/guide']);
  expect('/de/docs/1.0/intro', ['current /de/docs/next/intro', '2.0 /de/docs/intro', '1.0 /de/docs/1.0/intro']);
});

test('search tags each docs page with its plugin and version, as docusaurus_tag', async () => {
  const b = await site(versionedSite());
  const index = b.files().find((f) => /^assets\/search-index\.en\..*\.json$/.test(f))!;
  const pages = (JSON.parse(b.writer.text(index)) as { pages: string[][] }).pages;
  const tags = Object.fromEntries(pages.map((row) => [row[0], row[3]]));
  assert.equal(tags['/docs/intro'], 'docs-default-2.0');
  assert.equal(tags['/docs/next/intro'], 'docs-default-current');
  assert.equal(tags['/docs/1.0/intro'], 'docs-default-1.0');
});

test('a second docs section lives at its own route base with its own sidebars and ids', async () => {
  const b = await site({
    'site.config.ts': configSource(
      `docs: { sections: [{ id: 'community', path: 'community', routeBasePath: 'community', sidebars: 'sidebarsCommunity.js' }] },
       navbar: { items: [{ type: 'doc', docId: 'intro', docsPluginId: 'community', label: 'Community' }] }`,
    ),
    'content/sidebars.js': `module.exports = { docs: ['intro'] };`,
    'content/docs/intro.md': '# Main intro\n',
    'sidebarsCommunity.js': `module.exports = { community: ['intro', 'team'] };`,
    'community/intro.md': '# Community intro\n',
    'community/team.md': '---\ndisplayed_sidebar: community\n---\n# Team\n',
  });
  assert.match(b.page('/community/intro'), /<h1 id="[^"]*">Community intro</);
  assert.match(b.page('/docs/intro'), /<h1 id="[^"]*">Main intro</);
  assert.match(b.page('/docs/intro'), /href="\/community\/intro">Community</);
  assert.match(b.page('/community/intro'), /class="menu__link" href="\/community\/team">Team</);
  assert.doesNotMatch(b.page('/community/intro'), /version-banner|Version: /, 'one version: no banner, no badge');
});

test('versioned sidebars may name ids the Docusaurus 1 way (version-<v>/id), as Docusaurus 2 accepts', async () => {
  const b = await site(
    versionedSite('', {
      'content/versioned_sidebars/version-1.0-sidebars.json':
        '{ "version-1.0/docs": [{ "type": "doc", "id": "version-1.0/guide" }, "version-1.0/intro"] }',
    }),
  );
  assert.match(b.page('/docs/1.0/intro'), /class="menu__link" href="\/docs\/1\.0\/guide">Guide 1\.0</);
});

test("a version's translations live where Docusaurus keeps them: i18n/<locale>/docusaurus-plugin-content-docs/version-<v>/", async () => {
  const b = await buildFixture(
    versionedSite('', {
      'site.config.ts': configSource(
        `i18n: { defaultLocale: 'en', locales: ['en', 'de'] }, navbar: { items: [{ type: 'docsVersionDropdown' }] }`,
      ),
      'content/i18n/de/docusaurus-plugin-content-docs/version-1.0/guide.md': '# Anleitung 1.0\n',
      'content/i18n/de/docusaurus-plugin-content-docs/version-2.0/guide.md': '# Anleitung 2.0\n',
      // `new` exists in the current version only: this translation has no source in 1.0.
      'content/i18n/de/docusaurus-plugin-content-docs/version-1.0/new.md': '# Neu 1.0\n',
    }),
  );
  built.push(b);
  assert.ok(!b.files().includes('de/docs/1.0/new/index.html'), 'a translation without a source in its version');
  const unmatched = b.warnings.filter((w) => w.code === 'unmatched-translation');
  assert.deepEqual(
    unmatched.map((w) => w.message),
    [
      'de: this translation matches no source (content/versioned_docs/version-1.0/new.md does not exist), so it is not built; move it to the path of the doc it translates, or delete it',
    ],
  );
  assert.match(b.page('/de/docs/1.0/guide'), /<h1 id="[^"]*">Anleitung 1\.0</);
  assert.match(b.page('/de/docs/guide'), /<h1 id="[^"]*">Anleitung 2\.0</);
  assert.match(b.page('/de/docs/next/guide'), /<h1 id="[^"]*">Guide next</, 'untranslated docs fall back');
  assert.match(b.page('/de/docs/1.0/intro'), /<h1 id="[^"]*">Intro 1\.0</);
});

test("a docSidebar navbar item links to that sidebar's first doc in the version being read", async () => {
  const b = await site(
    versionedSite('', {
      'site.config.ts': configSource(
        `navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'docSidebar', sidebarId: 'docs', label: 'Guides' }] }`,
      ),
    }),
  );
  const guides = (path: string) => /class="navbar__link[^"]*" href="([^"]+)"[^>]*>Guides</.exec(b.page(path))?.[1];
  assert.equal(guides('/docs/guide'), '/docs/intro');
  assert.equal(guides('/docs/next/guide'), '/docs/next/intro');
  assert.equal(guides('/docs/1.0/intro'), '/docs/1.0/guide', "1.0's sidebar starts with its guide");
  assert.equal(guides('/404.html'), '/docs/intro', 'outside the docs: the last version');
});

test("a locale's current.json and version-<v>.json translate that version's label and its sidebar labels", async () => {
  const category = (items: string) => `[{ "type": "category", "label": "Basics", "items": [${items}] }]`;
  const json = (label: string, basics: string) =>
    JSON.stringify({
      'version.label': { message: label },
      'sidebar.docs.category.Basics': { message: basics },
    });
  const b = await buildFixture(
    versionedSite('', {
      'site.config.ts': configSource(
        `i18n: { defaultLocale: 'en', locales: ['en', 'de'] }, navbar: { items: [{ type: 'docsVersionDropdown' }] }`,
      ),
      'content/sidebars.js': `module.exports = { docs: ${category(`'intro', 'guide', 'new'`)} };`,
      'content/versioned_sidebars/version-1.0-sidebars.json': `{ "docs": ${category('"guide", "intro"')} }`,
      'content/i18n/de/docusaurus-plugin-content-docs/current.json': json('Nächste', 'Grundlagen (nächste)'),
      'content/i18n/de/docusaurus-plugin-content-docs/version-1.0.json': json('Eins', 'Grundlagen 1.0'),
    }),
  );
  built.push(b);
  const category1 = (path: string) => /<span class="menu__label">([^<]*)</.exec(b.page(path))?.[1];
  assert.equal(category1('/de/docs/1.0/intro'), 'Grundlagen 1.0');
  assert.equal(category1('/de/docs/next/intro'), 'Grundlagen (nächste)');
  assert.equal(category1('/docs/1.0/intro'), 'Basics');
  const old = b.page('/de/docs/1.0/guide');
  assert.match(old, /Version: Eins/);
  assert.match(old, /data-docs-version-label="true">Eins</);
  assert.match(old, /data-docs-version="current"[^>]*>Nächste</);
  assert.match(old, /Dokumentation für Fixture <b>Eins<\/b>/, 'the banner names the translated label');
  assert.match(b.page('/de/docs/next/guide'), /Fixture <b>Nächste<\/b>/);
  assert.match(b.page('/docs/1.0/guide'), /Version: 1\.0/, 'English keeps the config labels');
  const unmatched = b.warnings.filter((w) => w.code === 'unmatched-translation');
  assert.deepEqual(unmatched, [], 'every key names a label of its own version');
  const missing = b.warnings.filter((w) => w.code === 'missing-translation').map((w) => w.message);
  assert.ok(
    !missing.some((m) => /(: |, )sidebar\.docs\.category\.Basics(,|$)/.test(m)),
    'the last version has no Basics category, so no file is asked to translate it',
  );
});

test('docs tags get a tags page and a page per tag in each docs version, as Docusaurus 2 builds them', async () => {
  const b = await site(
    versionedSite('', {
      'content/docs/intro.md': '---\ntags: [Getting Started, OLAP Engines]\n---\n# Intro next\n',
      'content/docs/guide.md': '---\ntags: [OLAP Engines]\n---\n# Guide next\n',
      'content/versioned_docs/version-1.0/intro.md': '---\ntags: [Legacy]\n---\n# Intro 1.0\n',
    }),
  );
  const tagPages = b
    .files()
    .filter((f) => f.includes('/tags'))
    .sort();
  assert.deepEqual(tagPages, [
    'docs/1.0/tags/index.html',
    'docs/1.0/tags/legacy/index.html',
    'docs/next/tags/getting-started/index.html',
    'docs/next/tags/index.html',
    'docs/next/tags/olap-engines/index.html',
  ]);
  const olap = b.page('/docs/next/tags/olap-engines');
  assert.match(olap, /<h1 class="doc__title">2 docs tagged with &quot;OLAP Engines&quot;<\/h1>/);
  assert.match(olap, /href="\/docs\/next\/guide"[^]*href="\/docs\/next\/intro"/, 'its docs, by title');
  assert.match(olap, /<a href="\/docs\/next\/tags">View All Tags<\/a>/);
  assert.match(
    b.page('/docs/next/tags'),
    /href="\/docs\/next\/tags\/olap-engines" rel="tag">OLAP Engines <span class="tag__count">2</,
  );
  assert.match(b.page('/docs/1.0/intro'), /<a class="tag" href="\/docs\/1\.0\/tags\/legacy" rel="tag">Legacy<\/a>/);
});

test("a .md link that is not beside the doc resolves from the root of the doc's own version, as Docusaurus does", async () => {
  const b = await site(
    versionedSite('', {
      'content/versioned_docs/version-1.0/deep/page.md': '# Deep 1.0\n\nSee [the guide](guide.md).\n',
    }),
  );
  assert.match(b.page('/docs/1.0/deep/page'), /href="\/docs\/1\.0\/guide">the guide</);
});

test("a .md link written from the site's folder resolves, as Docusaurus tries it after the content folders", async () => {
  // Detox's versioned docs link `versioned_docs/version-19.x/APIRef.LaunchArgs.md`; `./` or `../` is the file's own.
  const b = await site(
    versionedSite('', {
      'content/versioned_docs/version-1.0/deep/page.md':
        '# Deep 1.0\n\nSee [the guide](content/versioned_docs/version-1.0/guide.md) and [intro](./content/docs/intro.md).\n',
    }),
  );
  const html = b.page('/docs/1.0/deep/page');
  assert.match(html, /href="\/docs\/1\.0\/guide">the guide</);
  assert.ok(
    b.warnings.some((w) => /Markdown file not found/.test(w.message) && w.file.endsWith('version-1.0/deep/page.md')),
    'a link from the file itself does not reach the site folder',
  );
});

test("a .md link that starts with / resolves from the root of the doc's own version, as Docusaurus resolves it", async () => {
  // hydra's docs link `/configure_hydra/Intro.md#accessing-the-hydra-config` from every version.
  const b = await site(
    versionedSite('', {
      'content/versioned_docs/version-1.0/deep/page.md':
        '# Deep 1.0\n\nSee [the guide](/guide.md#top) and [home](/nowhere.md).\n',
      'content/docs/deep/page.md': '# Deep\n\nSee [the guide](/guide.md).\n',
    }),
  );
  assert.match(b.page('/docs/1.0/deep/page'), /href="\/docs\/1\.0\/guide#top">the guide</);
  assert.match(b.page('/docs/next/deep/page'), /href="\/docs\/next\/guide">the guide</);
  // A path that names no source stays as written, and is reported.
  assert.match(b.page('/docs/1.0/deep/page'), /href="\/nowhere\.md">home</);
  assert.ok(b.warnings.some((w) => /page not found: \/nowhere\.md/.test(w.message)));
});

test('a doc page marks the navbar item of its own sidebar, in every version; a relative `to` is a site path', async () => {
  const b = await site(
    versionedSite('', {
      'site.config.ts': configSource(
        `navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { type: 'doc', docId: 'api', label: 'API' },
          { to: 'blog', label: 'Blog' }] }`,
      ),
      'content/sidebars.js': `module.exports = { docs: ['intro', 'guide', 'new'], api: ['api', 'calls'] };`,
      'content/docs/api.md': '# API\n',
      'content/docs/calls.md': '# Calls\n',
      'content/versioned_docs/version-2.0/api.md': '# API 2.0\n',
      'content/versioned_docs/version-2.0/calls.md': '# Calls 2.0\n',
      'content/versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro", "guide"], "api": ["api", "calls"] }',
      'content/blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
    }),
  );
  const active = (path: string) =>
    [...b.page(path).matchAll(/class="navbar__link navbar__link--active"[^>]*>([^<]*)</g)].map((m) => m[1]);
  // As Docusaurus's doc items: active on any doc of the doc's sidebar, in the page's version, not by path prefix.
  assert.deepEqual(active('/docs/next/guide'), ['Docs']);
  assert.deepEqual(active('/docs/next/calls'), ['API']);
  assert.deepEqual(active('/docs/guide'), ['Docs']);
  assert.deepEqual(active('/docs/calls'), ['API']);
  assert.deepEqual(active('/docs/1.0/guide'), ['Docs']);
  // `to: 'blog'` is `/blog`, as useBaseUrl makes it: active on the blog's pages.
  assert.deepEqual(active('/blog'), ['Blog']);
  assert.deepEqual(active('/blog/2024/01/01/hello'), ['Blog']);
});
