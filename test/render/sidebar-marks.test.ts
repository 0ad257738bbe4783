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

test("on a Docusaurus site a category's row is theme-classic's, and its link is marked on its page", () => {
  const docusaurus = { siteConfig: { customFields: {}, themeConfig: {} }, globalData: {} };
  const html = renderToStaticMarkup(createElement(Sidebar, { site: { ...site, docusaurus }, items, label: 'Docs' }));
  // Without a page, the label is theme-classic's toggling link, its chevron its own ::after; with one, a link and
  // the caret beside it.
  assert.match(
    html,
    /<summary class="menu__summary menu__list-item-collapsible"[^>]*><a class="menu__link menu__link--sublist menu__link--sublist-caret" role="button" aria-expanded="false">Deep<\/a><\/summary>/,
  );
  assert.match(
    html,
    /<summary class="menu__summary menu__list-item-collapsible"[^>]*><a class="menu__link menu__link--sublist" href="\/docs\/guide">Guide<\/a><span class="clean-btn menu__caret"><\/span><\/summary>/,
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

test("on a Docusaurus site the categories a page opens say so in their label's aria-expanded", () => {
  const docusaurus = { siteConfig: { customFields: {}, themeConfig: {} }, globalData: {} };
  const html = renderToStaticMarkup(createElement(Sidebar, { site: { ...site, docusaurus }, items, label: 'Docs' }));
  const state = (out: string, label: string) => new RegExp(`aria-expanded="(\\w+)">${label}<`).exec(out)?.[1];
  const sidebar = markableSidebar(html);
  // The fast path, and the one that replaces each tag in turn (a `$` in the href takes it).
  for (const href of ['/docs/guide/deep', '/docs/guide/$deep']) {
    const deep = markSidebar(sidebar, { href, open: [1, 2] });
    assert.deepEqual([state(deep, 'Deep'), state(deep, 'Other')], ['true', 'false'], href);
    assert.match(deep, /data-key="2" open=""/, href);
  }
  const other = markSidebar(sidebar, { href: '/docs/other', open: [3] });
  assert.deepEqual([state(other, 'Deep'), state(other, 'Other')], ['false', 'true']);
});

test("on a Docusaurus site a collapsed category's item is theme-classic's menu__list-item--collapsed until a page opens it", () => {
  const docusaurus = { siteConfig: { customFields: {}, themeConfig: {} }, globalData: {} };
  const open: SidebarNode = {
    type: 'category',
    key: 4,
    label: 'Open',
    href: null,
    collapsed: false,
    items: [doc('/docs/open')],
  };
  const html = renderToStaticMarkup(
    createElement(Sidebar, { site: { ...site, docusaurus }, items: [...items, open], label: 'Docs' }),
  );
  /** The labels of the categories whose item is marked collapsed. */
  const collapsed = (out: string) =>
    [...out.matchAll(/menu__list-item--collapsed"><details[^>]*><summary[^>]*><a[^>]*>([^<]+)</g)].map((m) => m[1]);
  assert.deepEqual(collapsed(html), ['Guide', 'Deep', 'Other']);
  const sidebar = markableSidebar(html);
  // The fast path, and the one that replaces each tag in turn (a `$` in the href takes it).
  for (const href of ['/docs/guide/deep', '/docs/guide/$deep'])
    assert.deepEqual(collapsed(markSidebar(sidebar, { href, open: [1, 2] })), ['Other'], href);
  assert.deepEqual(collapsed(markSidebar(sidebar, { href: '/docs/other', open: [3] })), ['Guide', 'Deep']);
  // sitegen's own sites have no theme-classic names.
  assert.doesNotMatch(renderToStaticMarkup(createElement(Sidebar, { site, items, label: 'Docs' })), /--collapsed/);
});
