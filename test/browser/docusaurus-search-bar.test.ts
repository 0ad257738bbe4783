/**
 * A Docusaurus site's swizzled SearchBar in the browser: the box the server drew in the navbar hydrates and works
 * as written, on every page, with no hydration error.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test('a swizzled SearchBar with state answers typing after it hydrates in the navbar', { skip }, async () => {
  const files = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/pages/about.md': '# About\n\nDinos.\n',
    'src/theme/SearchBar/index.js': `import React, { useState } from 'react';
export default function SearchBar() {
  const [query, setQuery] = useState('');
  return <div className="meili"><input aria-label="Search docs" value={query} onChange={(e) => setQuery(e.target.value)} /><span id="echo">{query ? 'Looking for ' + query : 'Type'}</span></div>;
}
`,
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The fixture has no favicon: the browser's own request for /favicon.ico is the one that fails to load.
    page.on(
      'console',
      (m) => m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && errors.push(m.text()),
    );
    for (const url of ['/docs/intro', '/about']) {
      await page.goto(`${origin}${url}`);
      const navbar = page.getByRole('navigation', { name: 'Main' });
      await navbar.locator('sitegen-island[data-island-ready] .meili').waitFor({ timeout: 10_000 });
      await navbar.getByRole('textbox', { name: 'Search docs' }).fill('raptor');
      await navbar.getByText('Looking for raptor').waitFor({ timeout: 5_000 });
    }
    assert.deepEqual(errors, []);
  });
});

test(
  'a swizzled SearchBar with state around the original keeps sitegen\u2019s search button as the server drew it',
  { skip },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' } } };\n`,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'src/theme/SearchBar/index.js': `import React, { useState } from 'react';
import SearchBar from '@theme-original/SearchBar';
export default function SearchBarWrapper(props) {
  const [tips, setTips] = useState(0);
  return <div><SearchBar {...props} /><button onClick={() => setTips(tips + 1)}>Tips {tips}</button></div>;
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on(
        'console',
        (m) => m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && errors.push(m.text()),
      );
      await page.goto(`${origin}/docs/intro`);
      const navbar = page.getByRole('navigation', { name: 'Main' });
      await navbar.locator('sitegen-island[data-island-ready]').waitFor({ timeout: 10_000 });
      await navbar.getByRole('button', { name: 'Tips 0' }).click();
      await navbar.getByRole('button', { name: 'Tips 1' }).waitFor({ timeout: 5_000 });
      assert.equal(await navbar.locator('a.search-button[href="/search"]').count(), 1);
      assert.deepEqual(errors, []);
    });
  },
);
