/**
 * A page's marks spliced into its cached sidebar at the places found once are what replacing each tag's first
 * occurrence in turn gives, and the categories opened for each href are `expandedKeys`'s.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expandedKeys } from '../../src/docs/resolve-sidebars.js';
import { expandedKeysByHref, markableSidebar, markSidebar } from '../../src/render/sidebar-marks.js';
import { walkSidebar } from '../../src/docs/walk-sidebar.js';
import { createSiteData } from '../../src/render/site-data.js';
import { resolveConfig } from '../../src/config/load-config.js';
import { Sidebar } from '../../templates/sidebar.js';
import type { SidebarNode } from '../../src/types.js';

const doc = (href: string): SidebarNode => ({ type: 'doc', id: href, label: href, href, tags: [] });

const items: SidebarNode[] = [
  doc('/docs/start'),
  {
    type: 'category',
    key: 1,
    label: 'Guide',
    href: '/docs/guide',
    collapsed: true,
    items: [
      doc('/docs/guide/intro'),
      { type: 'category', key: 2, label: 'Deep', href: null, collapsed: true, items: [doc('/docs/guide/deep')] },
      // The same page twice: the first place counts, as it did for `replace`.
      doc('/docs/start'),
    ],
  },
  { type: 'category', key: 3, label: 'Other', href: null, collapsed: true, items: [doc('/docs/other')] },
];

const config = resolveConfig({ title: 'Fixture', url: 'https://fixture.dev' }, { root: '/site', configFile: null });
const site = createSiteData({
  config,
  locale: 'en',
  strings: {},
  assets: { css: '/a.css', js: '/a.js', chunks: {}, search: null },
  data: {},
  docHref: () => undefined,
  docIds: () => [],
  sidebars: { sidebars: new Map(), sidebarOf: new Map(), order: new Map(), paging: new Map() },
  alternates: {},
});

/** What the render stage did before: replace each category's tag, then the link's, first occurrence each. */
function replaced(html: string, href: string, open: number[]): string {
  let out = html;
  for (const key of open) {
    out = out.replace(
      `<details class="menu__category" data-key="${key}">`,
      `<details class="menu__category" data-key="${key}" open="">`,
    );
  }
  return out.replace(
    `<a class="menu__link" href="${href}">`,
    `<a class="menu__link menu__link--active" aria-current="page" href="${href}">`,
  );
}

test('each page of the sidebar gets the marks that replacing the first occurrences gives', () => {
  const html = renderToStaticMarkup(createElement(Sidebar, { site, items, label: 'Docs' }));
  const sidebar = markableSidebar(html);
  const paths = [...walkSidebar(items)].map(({ item }) => item.href ?? '').concat(['/docs/missing', '/docs/$&']);
  for (const path of paths) {
    const open = expandedKeys(items, path);
    const href = `${site.localeBase}${path}`;
    assert.equal(markSidebar(sidebar, { href, open }), replaced(html, href, open), href);
    assert.equal(markSidebar(sidebar, { href, open: [] }), replaced(html, href, []), `${href}, nothing open`);
  }
  const deep = markSidebar(sidebar, { href: `${site.localeBase}/docs/guide/deep`, open: [1, 2] });
  assert.match(deep, /data-key="2" open=""/);
  assert.match(deep, /menu__link--active" aria-current="page" href="\/docs\/guide\/deep"/);
  assert.equal(markSidebar(sidebar, { href: '/docs/other', open: [3, 3] }), replaced(html, '/docs/other', [3, 3]));
});

test('the categories opened for each href are those expandedKeys finds', () => {
  const byHref = expandedKeysByHref(items);
  for (const { item } of walkSidebar(items)) {
    const href = item.href ?? '';
    assert.deepEqual(byHref.get(href) ?? [], expandedKeys(items, href), href);
  }
});

test("on a Docusaurus site a category's label has theme-classic's menu__link--sublist, and its link is marked on its page", () => {
  const docusaurus = { siteConfig: { customFields: {}, themeConfig: {} }, globalData: {} };
  const html = renderToStaticMarkup(createElement(Sidebar, { site: { ...site, docusaurus }, items, label: 'Docs' }));
  // In theme-classic's row, named as its link is (it draws the label as one, to `#`).
  assert.match(
    html,
    /<summary class="menu__summary menu__list-item-collapsible"[^>]*><span class="menu__label menu__link menu__link--sublist">Deep<\/span>/,
  );
  const sidebar = markableSidebar(html);
  const active = '<a class="menu__link menu__link--sublist menu__link--active" aria-current="page" href="/docs/guide">';
  for (const guide of [
    markSidebar(sidebar, { href: '/docs/guide', open: [1] }),
    markSidebar(sidebar, { href: '/docs/guide', open: [1, 1] }),
  ])
    assert.ok(guide.includes(active), guide);
  const intro = markSidebar(sidebar, { href: '/docs/guide/intro', open: [1] });
  assert.ok(!intro.includes('menu__link--active" aria-current="page" href="/docs/guide"'));
  assert.match(intro, /<a class="menu__link menu__link--active" aria-current="page" href="\/docs\/guide\/intro">/);
});
