/**
 * `@docusaurus/router`'s `useLocation` on a page that hydrates: the server renders the page without a query or a
 * hash (there is none at build time), and in the browser the page reads the address it was opened at, as a
 * Docusaurus page does (redux-toolkit's `/errors?code=N` page shows the error it is given so).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable, watchedPage } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable();
const withBuiltDocusaurusSite = builtDocusaurusSites();

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
  'docs/intro.md': '# Intro\n',
  'src/pages/errors.js': `import React, { useEffect, useRef } from 'react';
import Layout from '@theme/Layout';
import { useLocation } from '@docusaurus/router';
export default function Errors() {
  const location = useLocation();
  const code = new URLSearchParams(location.search).get('code');
  // Counts the renders that see a new location object: one per change of address, not one per render.
  const seen = useRef({ last: null, changes: 0 });
  if (seen.current.last !== location) seen.current = { last: location, changes: seen.current.changes + 1 };
  useEffect(() => { document.body.dataset.locationChanges = String(seen.current.changes); });
  return <Layout title="Errors"><p id="code">{code ? 'error ' + code : 'no code'}</p><p id="hash">{location.hash || 'no hash'}</p><p id="path">{location.pathname}</p></Layout>;
}
`,
};

test(
  "a hydrated page's useLocation gives the address's query and hash; the server's HTML has neither",
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const html = await (await fetch(`${origin}/errors`)).text();
      assert.match(html, /<p id="code">no code<\/p>/);
      // The page island's config and location are made in the browser, not carried in its props a second time.
      assert.match(html, /data-page-props/);
      assert.doesNotMatch(html, /data-props="[^"]*&quot;(config|location)&quot;/);
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/errors?code=7#why`);
      await page.locator('sitegen-island[data-island-ready]').first().waitFor();
      await page.locator('#code', { hasText: 'error 7' }).waitFor({ timeout: 5000 });
      assert.equal(await page.locator('#hash').textContent(), '#why');
      assert.equal(await page.locator('#path').textContent(), '/errors');
      await page.evaluate(() => (window.location.hash = '#other'));
      await page.locator('#hash', { hasText: '#other' }).waitFor({ timeout: 5000 });
      // The server's location, the address's, then the new hash's: a location object per address, not per render.
      assert.equal(await page.evaluate(() => document.body.dataset.locationChanges), '3');
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
      await page.close();
    });
  },
);
