/**
 * A Docusaurus site's swizzled `src/theme/SearchBar` (tauri's Meilisearch box, a DocSearch of its own): theme-classic
 * draws it in the navbar's search box, with or without `themeConfig.algolia`, where sitegen draws its own button.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const config = (themeConfig: string) => `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: ${themeConfig},
};
`;

const ALGOLIA = `{ algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' } }`;

/** A search box that keeps state and reads the page's language, as tauri's does. */
const SEARCH_BAR = `import React, { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function SearchBar() {
  const { i18n } = useDocusaurusContext();
  const [query, setQuery] = useState('');
  return <div className="meili"><input id="meili-input" aria-label={'Search ' + i18n.currentLocale} value={query} onChange={(e) => setQuery(e.target.value)} /><span id="meili-echo">{query.length}</span></div>;
}
`;

const SITE = { 'sidebars.js': `module.exports = { docs: ['intro'] };\n`, 'src/theme/SearchBar/index.js': SEARCH_BAR };

/** The navbar's right-hand items, up to the end of the bar (the drawer's backdrop follows it). */
function rightItems(page: string): string {
  return (
    /<div class="navbar__items navbar__items--right[^"]*">(.*?)<\/div><\/div><div role="presentation"/s.exec(
      page,
    )?.[1] ?? ''
  );
}

/** The markup the site's SearchBar drew (inside its island, when it is one). */
const SEARCH_BAR_HTML = (locale: string) =>
  `<div class="meili"><input id="meili-input" aria-label="Search ${locale}" value=""/><span id="meili-echo">0</span></div>`;

test('a swizzled SearchBar is the navbar\u2019s search box without themeConfig.algolia, after the colour-mode toggle', async () => {
  const b = await site({ ...SITE, 'docusaurus.config.js': config('{}') });
  for (const [url, locale] of [
    ['/docs/intro', 'en'],
    ['/fr/docs/intro', 'fr'],
  ]) {
    const right = rightItems(b.page(url));
    // theme-classic's NavbarSearch around it, the site's box hydrating as an island.
    assert.match(
      right,
      new RegExp(
        `</button></div><div class="navbar__item navbar__search-item"><div class="searchBox_ZlJk navbar__search-box"><sitegen-island [^>]*>${SEARCH_BAR_HTML(locale)}</sitegen-island></div></div>$`,
      ),
      right,
    );
  }
  assert.ok(!ignoredLines(b).some((l) => l.includes('SearchBar')), ignoredLines(b).join('\n'));
  // No search page comes without themeConfig.algolia: the mobile menu links to none, and no warning says it is missing.
  assert.doesNotMatch(b.page('/docs/intro'), /href="\/search"/);
  assert.deepEqual(
    b.warnings.filter((w) => w.message.includes('search button')).map((w) => w.message),
    [],
  );
});

test('a swizzled SearchBar replaces sitegen\u2019s search button with themeConfig.algolia, at a search item\u2019s place', async () => {
  const b = await site({
    ...SITE,
    'docusaurus.config.js': config(`{ ...${ALGOLIA}, navbar: { items: [{ type: 'search', position: 'left' }] } }`),
  });
  const page = b.page('/docs/intro');
  assert.doesNotMatch(page, /class="search-button /);
  assert.match(
    page,
    new RegExp(
      // The left group: theme-classic's menu button and brand, then the item.
      `<div class="navbar__items"><button [^>]*class="navbar__toggle[^]*?</button><a class="navbar__brand"[^]*?</a>` +
        `<div class="navbar__item navbar__search-item"><div class="searchBox_ZlJk navbar__search-box"><sitegen-island [^>]*>${SEARCH_BAR_HTML('en')}</sitegen-island></div></div></div>`,
    ),
  );
  assert.equal(page.match(/id="meili-input"/g)?.length, 1, 'one search box');
});

test('a swizzled SearchBar is drawn inside the site\u2019s swizzled Navbar/Search', async () => {
  const b = await site({
    ...SITE,
    'docusaurus.config.js': config(ALGOLIA),
    'src/theme/Navbar/Search/index.js': `import React from 'react';
import Search from '@theme-original/Navbar/Search';
export default function SearchWrapper(props) { return <Search className="wrapped" {...props} />; }
`,
  });
  assert.match(
    rightItems(b.page('/docs/intro')),
    new RegExp(
      `<div class="navbar__item navbar__search-item"><div class="wrapped searchBox_ZlJk navbar__search-box"><sitegen-island [^>]*>${SEARCH_BAR_HTML('en')}</sitegen-island></div></div>$`,
    ),
  );
  assert.ok(!ignoredLines(b).some((l) => /SearchBar|Navbar/.test(l)), ignoredLines(b).join('\n'));
});

test('a swizzled SearchBar that only draws is HTML, with no island', async () => {
  const b = await site({
    ...SITE,
    'docusaurus.config.js': config('{}'),
    'src/theme/SearchBar/index.js': `export default function SearchBar() { return <div id="docsearch" />; }\n`,
  });
  assert.match(
    rightItems(b.page('/docs/intro')),
    /<div class="navbar__item navbar__search-item"><div class="searchBox_ZlJk navbar__search-box"><div id="docsearch"><\/div><\/div><\/div>$/,
  );
});

test('a swizzled SearchBar that wraps the original holds sitegen\u2019s search button, as DocSearch\u2019s would be', async () => {
  const b = await site({
    ...SITE,
    'docusaurus.config.js': config(ALGOLIA),
    'src/theme/SearchBar/index.js': `import React from 'react';
import SearchBar from '@theme-original/SearchBar';
export default function SearchBarWrapper(props) { return <div className="mine"><SearchBar {...props} /></div>; }
`,
  });
  for (const [url, base] of [
    ['/docs/intro', ''],
    ['/fr/docs/intro', '/fr'],
  ]) {
    const page = b.page(url);
    assert.match(
      rightItems(page),
      new RegExp(
        `<div class="navbar__item navbar__search-item"><div class="searchBox_ZlJk navbar__search-box"><div class="mine"><div style="display:contents"><a class="search-button DocSearch DocSearch-Button" href="${base}/search"[^>]*>.*?</a></div></div></div></div>$`,
      ),
    );
    assert.equal(page.match(/class="search-button /g)?.length, 1, 'one search button');
  }
});
