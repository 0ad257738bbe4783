import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' } },
};
`;

test('a swizzled Navbar/Search that wraps the original holds the navbar\u2019s search box, in each language', async () => {
  // Detox's: the original box with a class of its own.
  const b = await site({
    'docusaurus.config.js': CONFIG,
    'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
    'src/theme/Navbar/Search/index.js': `import React from 'react';
import Search from '@theme-original/Navbar/Search';
import styles from './styles.module.css';
export default function SearchWrapper(props) {
  return <><Search className={styles.searchWrapper} {...props} /></>;
}
`,
    'src/theme/Navbar/Search/styles.module.css': '.searchWrapper { margin-left: 10px; }\n',
  });
  for (const [url, base] of [
    ['/docs/intro', ''],
    ['/fr/docs/intro', '/fr'],
  ]) {
    const page = b.page(url);
    assert.match(
      page,
      new RegExp(
        `<div class="navbar__item navbar__search-item"><div class="\\w*searchWrapper_\\w+ searchBox_ZlJk navbar__search-box"><a class="search-button DocSearch DocSearch-Button" href="${base}/search"[^>]*>.*?</a></div></div>`,
      ),
    );
    assert.equal(page.match(/class="search-button /g)?.length, 1, 'one search box');
  }
  assert.ok(!ignoredLines(b).some((l) => l.includes('Navbar')), ignoredLines(b).join('\n'));
});

test('a swizzled Navbar/Search that draws no search box is an error that names it', async () => {
  await assert.rejects(
    site({
      'docusaurus.config.js': CONFIG,
      'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
      'src/theme/Navbar/Search/index.js': `export default function NoSearch() { return <div />; }\n`,
    }),
    /the swizzled Navbar\/Search .*src\/theme\/Navbar\/Search\/index\.js renders its children 0 times; it must render them once, as theme-classic's does/,
  );
});
