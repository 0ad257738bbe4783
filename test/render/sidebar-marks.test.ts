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

const docusaurus = { siteConfig: { customFields: {}, themeConfig: {} }, globalData: {} };
const fixed: SidebarNode = {
  type: 'category',
  key: 4,
  label: 'Fixed',
  href: null,
  collapsed: false,
  collapsible: false,
  items: [doc('/docs/fixed')],
};
const classicHtml = renderToStaticMarkup(
  createElement(Sidebar, { site: { ...site, docusaurus }, items: [...items, fixed], label: 'Docs' }),
);

/** Each category's item class, row class, label attributes and list style, by label, as `markSidebar` left them. */
function categories(html: string): Record<string, string> {
  const found = html.matchAll(
    /<li class="[^"]*?( menu__list-item--collapsed)?" data-key="\d+"><div class="([^"]*)"><a ([^>]*)>([^<]+)<\/a>(<button[^>]*><\/button>)?<\/div><ul class="menu__list"( style="[^"]*")?>/g,
  );
  return Object.fromEntries(
    [...found].map(([, collapsed, row, link, label, button, style]) => [
      label,
      [collapsed ? 'collapsed' : 'open', row, link, button ? 'caret' : '', style ?? ''].join(' | '),
    ]),
  );
}

test("on a Docusaurus site a category is theme-classic's: item, row, label link and caret, then its list", () => {
  assert.deepEqual(categories(classicHtml), {
    // Without a page of its own, the label toggles and, until the script runs, links to the category's first page.
    Deep: 'collapsed | menu__list-item-collapsible | class="menu__link menu__link--sublist menu__link--sublist-caret" aria-expanded="false" href="/docs/guide/deep" |  |  style="display:none;overflow:hidden;height:0px"',
    Guide:
      'collapsed | menu__list-item-collapsible | class="menu__link menu__link--sublist" aria-expanded="false" href="/docs/guide" | caret |  style="display:none;overflow:hidden;height:0px"',
    Other:
      'collapsed | menu__list-item-collapsible | class="menu__link menu__link--sublist menu__link--sublist-caret" aria-expanded="false" href="/docs/other" |  |  style="display:none;overflow:hidden;height:0px"',
    // One that cannot collapse has a plain label, without a page no href, and no toggle.
    Fixed: 'open | menu__list-item-collapsible | class="menu__link" |  | ',
  });
  assert.match(
    classicHtml,
    /<button aria-label="Toggle the collapsible sidebar category &#x27;Guide&#x27;" type="button"/,
  );
  // sitegen's own sites keep their <details>.
  assert.doesNotMatch(
    renderToStaticMarkup(createElement(Sidebar, { site, items, label: 'Docs' })),
    /--collapsed|<li[^>]*data-key/,
  );
});

test('on a Docusaurus site a page opens its categories and marks them as theme-classic does', () => {
  const sidebar = markableSidebar(classicHtml);
  const deep = categories(markSidebar(sidebar, { href: '/docs/guide/deep', open: [1, 2] }));
  // Each category holding the page is open and its label menu__link--active; the others are as drawn.
  assert.deepEqual(deep, {
    ...categories(classicHtml),
    Deep: 'open | menu__list-item-collapsible | class="menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" aria-expanded="true" href="/docs/guide/deep" |  | ',
    Guide:
      'open | menu__list-item-collapsible | class="menu__link menu__link--sublist menu__link--active" aria-expanded="true" href="/docs/guide" | caret | ',
  });
  // The page's link is its own, not the label of the category that links to it before the script runs.
  assert.match(
    markSidebar(sidebar, { href: '/docs/guide/deep', open: [1, 2] }),
    /<a class="menu__link menu__link--active" aria-current="page" href="\/docs\/guide\/deep">/,
  );
  // The category's own page: its label is the page's link and its row menu__list-item-collapsible--active.
  for (const open of [[1], [1, 1]])
    assert.equal(
      categories(markSidebar(sidebar, { href: '/docs/guide', open }))['Guide'],
      'open | menu__list-item-collapsible menu__list-item-collapsible--active | class="menu__link menu__link--sublist menu__link--active" aria-current="page" aria-expanded="true" href="/docs/guide" | caret | ',
    );
  const fixedPage = categories(markSidebar(sidebar, { href: '/docs/fixed', open: [4] }));
  assert.equal(fixedPage['Fixed'], 'open | menu__list-item-collapsible | class="menu__link menu__link--active" |  | ');
});
