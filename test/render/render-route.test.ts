/**
 * renderRoute on its own: a locale bundle and jobs made by hand, no build. What it owns: the output file name,
 * the cached sidebar with the page's link current and its path open, the locale's placeholders filled in the
 * entry's HTML, the navbar item whose section the page is in, the layout shared by a locale's pages with each
 * page's language links, and a clear error for a kind nothing renders.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveConfig } from '../../src/config/load-config.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { localeSwitchTargets } from '../../src/render/locale-switch-targets.js';
import { ChromeCache, renderRoute, type LocaleBundle } from '../../src/render/render-route.js';
import { MobileMenu } from '../../templates/mobile-menu.js';
import { outputFile } from '../../src/render/trailing-slash.js';
import { createSiteData } from '../../src/render/site-data.js';
import type { ContentEntry, Route, SidebarNode } from '../../src/types.js';
import { LOCALE_BASE, uiString } from '../../templates/placeholders.js';

const config = resolveConfig(
  {
    title: 'Fixture',
    url: 'https://fixture.dev',
    i18n: { defaultLocale: 'en', locales: ['en', 'de'] },
    navbar: { items: [{ to: '/docs/guide/intro', label: 'Guide' }, { type: 'localeDropdown' }] },
  },
  { root: '/site', configFile: null },
);

const sidebarItems: SidebarNode[] = [
  { type: 'doc', id: 'start', label: 'Start', href: '/docs/start', tags: [] },
  {
    type: 'category',
    key: 1,
    label: 'Guide',
    href: null,
    collapsed: true,
    items: [{ type: 'doc', id: 'guide/intro', label: 'Intro', href: '/docs/guide/intro', tags: [] }],
  },
  { type: 'category', key: 2, label: 'Other', href: null, collapsed: true, items: [] },
];

/** German, so that placeholders have a prefix to fill in. */
function bundle(): LocaleBundle {
  const site = createSiteData({
    config,
    locale: 'de',
    strings: { 'fixture.more': 'Mehr' },
    assets: { css: '/assets/site.css', js: '/assets/main.js', chunks: {}, search: null },
    data: {},
    docHref: () => undefined,
    docIds: () => [],
    sidebars: { sidebars: new Map(), sidebarOf: new Map(), order: new Map(), paging: new Map() },
    alternates: {},
  });
  return { site, sidebars: { docs: { id: 'docs', items: sidebarItems } } };
}

function docEntry(html: string): ContentEntry {
  return {
    kind: 'doc',
    id: 'guide/intro',
    locale: 'de',
    absPath: '/site/content/docs/guide/intro.md',
    relPath: 'guide/intro.md',
    permalink: '/docs/guide/intro',
    aliases: [],
    title: 'Intro',
    description: 'The intro.',
    hasOwnH1: false,
    frontMatter: {},
    html,
    excerptHtml: null,
    toc: [],
    anchors: [],
    links: [],
    draft: false,
    lastUpdated: 0,
    editUrl: null,
    features: { mermaid: false },
  };
}

const docRoute: Route = { path: '/docs/guide/intro', kind: 'doc', source: 'intro.md', sidebar: 'docs' };

test('a route is written to its folder index, the not-found route to 404.html', () => {
  assert.equal(outputFile({ path: '/', kind: 'home', source: '' }), 'index.html');
  assert.equal(outputFile({ path: '/docs/x', kind: 'doc', source: '' }), 'docs/x/index.html');
  assert.equal(outputFile({ path: '/docs/x/', kind: 'doc', source: '' }), 'docs/x/index.html');
  assert.equal(outputFile({ path: '/anything', kind: 'not-found', source: '' }), '404.html');
});

test("the sidebar marks the page's link current and opens only the categories on its path", () => {
  const page = renderRoute(
    { route: docRoute, entry: docEntry('<p>x</p>'), alternates: ['de'] },
    new ChromeCache(bundle()),
  );
  assert.equal(page.file, 'docs/guide/intro/index.html');
  assert.match(
    page.html,
    /<a class="menu__link menu__link--active" aria-current="page" href="\/de\/docs\/guide\/intro">/,
  );
  assert.match(page.html, /<a class="menu__link" href="\/de\/docs\/start">/);
  assert.match(page.html, /<details class="menu__category" data-key="1" open="">/);
  assert.match(page.html, /<details class="menu__category" data-key="2">/);
});

test("the entry's placeholders get the locale's base path and strings; the cached sidebar is not changed", () => {
  const chrome = new ChromeCache(bundle());
  const html = `<p><a href="${LOCALE_BASE}/docs/start">${uiString('fixture.more')}</a></p>`;
  const page = renderRoute({ route: docRoute, entry: docEntry(html), alternates: ['de'] }, chrome);
  assert.match(page.html, /<p><a href="\/de\/docs\/start">Mehr<\/a><\/p>/);
  assert.ok(!page.html.includes('\u0000'), 'no placeholder is left in the page');
  // A second page of the same sidebar gets its own current link, not the first page's.
  const start = renderRoute(
    {
      route: { ...docRoute, path: '/docs/start' },
      entry: { ...docEntry(''), permalink: '/docs/start' },
      alternates: [],
    },
    chrome,
  );
  assert.match(start.html, /aria-current="page" href="\/de\/docs\/start"/);
  assert.doesNotMatch(start.html, /aria-current="page" href="\/de\/docs\/guide\/intro"/);
});

test('the navbar item whose path the page is below is marked active', () => {
  const page = renderRoute({ route: docRoute, entry: docEntry(''), alternates: ['de'] }, new ChromeCache(bundle()));
  const guide = /<a[^>]*href="\/de\/docs\/guide\/intro"[^>]*>Guide<\/a>/.exec(page.html)?.[0] ?? '';
  assert.match(guide, /navbar__link--active/);
});

test('a route of a kind no template renders is an error naming the kind and path', () => {
  const route = { path: '/x', kind: 'nonsense', source: '' } as unknown as Route;
  assert.throws(() => renderRoute({ route, alternates: [] }, new ChromeCache(bundle())), {
    message: 'no template renders routes of kind "nonsense" (/x)',
  });
});

test("pages share the locale's cached layout, each with its own language links in the mobile menu, as React writes them", () => {
  const chrome = new ChromeCache(bundle());
  const odd: Route = { ...docRoute, path: "/docs/it's&more" };
  const routes = [docRoute, odd];
  const pages = routes.map((route) => renderRoute({ route, entry: docEntry(''), alternates: ['en', 'de'] }, chrome));
  routes.forEach((route, i) => {
    const menu = renderToStaticMarkup(
      createElement(MobileMenu, {
        site: chrome.bundle.site,
        hasSidebar: true,
        localeHrefs: localeSwitchTargets(chrome.bundle.site, route, ['en', 'de']),
      }),
    );
    assert.ok(pages[i].html.includes(menu), `the mobile menu of ${route.path} is the one React renders for it`);
  });
  assert.match(pages[1].html, /href="\/docs\/it&#x27;s&amp;more" hrefLang="en"/);
});

test("an entry's TOC is filled for the locale when it holds placeholders, and shared by the locales when not", () => {
  const chrome = new ChromeCache(bundle());
  const plain = { ...docEntry(''), toc: [{ id: 'a', level: 2, html: 'A', text: 'A' }] };
  assert.equal(chrome.localize(plain).toc, plain.toc, 'the same list, whose markup the TOC template keeps');
  const marked = { ...docEntry(''), toc: [{ id: 'b', level: 2, html: `<a href="${LOCALE_BASE}/x">B</a>`, text: 'B' }] };
  assert.deepEqual(chrome.localize(marked).toc, [{ id: 'b', level: 2, html: '<a href="/de/x">B</a>', text: 'B' }]);
});
