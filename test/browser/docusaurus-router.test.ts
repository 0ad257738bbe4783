/**
 * `@docusaurus/router`'s `useLocation` on a page that hydrates: the server renders the page without a query or a
 * hash (there is none at build time), and in the browser the page reads the address it was opened at from its first
 * render on, as a Docusaurus page does (redux-toolkit's `/errors?code=N` page shows the error it is given so,
 * jellyfin.org's downloads pages seed their filters from it). `useHistory()` changes the address as react-router's
 * does: within the page, a new entry and a re-render; to another page, that page. A page's `config` prop is the site
 * config, carried once: in the page data when the page reads the site's context, else in its props.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable, watchedPage } from '../helpers/browser.js';
import { isSameWindow, markWindow } from '../helpers/client-site.js';
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
  // Filters kept in the query, as jellyfin.org's downloads pages keep theirs: state seeded from the address, and
  // history.push() to change it.
  'src/pages/filters.js': `import React, { useState } from 'react';
import Layout from '@theme/Layout';
import { useHistory, useLocation } from '@docusaurus/router';
export default function Filters() {
  const location = useLocation();
  const history = useHistory();
  const [first] = useState(() => new URLSearchParams(location.search).get('os') || 'none');
  return (
    <Layout title="Filters">
      <p id="first">first: {first}</p>
      <p id="search">search: {location.search || 'none'}</p>
      <button onClick={() => history.push({ search: '?os=linux' })}>Linux</button>
      <button onClick={() => history.replace({ search: 'os=bsd' })}>BSD</button>
      <button onClick={() => history.push({ search: '?os=win', hash: '#list' })}>Windows list</button>
      <button onClick={() => history.push('/errors?code=3')}>Errors</button>
      <a href="#list">To the list</a>
      <div style={{ height: '3000px' }} />
      <div id="list">The list</div>
      <div style={{ height: '3000px' }} />
    </Layout>
  );
}
`,
  'src/pages/titled.js': `import React, { useEffect, useState } from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Titled({ config }) {
  const { siteConfig } = useDocusaurusContext();
  const [when, setWhen] = useState('server');
  useEffect(() => setWhen('browser'), []);
  return <Layout title="Titled"><p id="titled">{when}: {siteConfig.title} / {config.title}</p></Layout>;
}
`,
};

test(
  "a page that reads the site's context gets its config prop from the page data, which carries the config once",
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const html = await (await fetch(`${origin}/titled`)).text();
      assert.equal(html.match(/&quot;presets&quot;/g)?.length, 1);
      assert.match(html, /data-props="\{\}"/);
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/titled`);
      await page.locator('#titled', { hasText: 'browser: Dino / Dino' }).waitFor({ timeout: 5000 });
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
      await page.close();
    });
  },
);

test(
  "a hydrated page's useLocation gives the address's query and hash; the server's HTML has neither",
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const html = await (await fetch(`${origin}/errors`)).text();
      assert.match(html, /<p id="code">no code<\/p>/);
      // The browser makes the location from the address; the site config travels once, in the props or the page data.
      assert.match(html, /data-page-props/);
      assert.doesNotMatch(html, /data-props="[^"]*&quot;location&quot;/);
      assert.equal(html.match(/&quot;presets&quot;/g)?.length, 1);
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/errors?code=7#why`);
      await page.locator('sitegen-island[data-island-ready]').first().waitFor();
      await page.locator('#code', { hasText: 'error 7' }).waitFor({ timeout: 5000 });
      assert.equal(await page.locator('#hash').textContent(), '#why');
      assert.equal(await page.locator('#path').textContent(), '/errors');
      await page.evaluate(() => (window.location.hash = '#other'));
      await page.locator('#hash', { hasText: '#other' }).waitFor({ timeout: 5000 });
      // The address's location (from the first render on), then the new hash's: one object per address, not per render.
      assert.equal(await page.evaluate(() => document.body.dataset.locationChanges), '2');
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
      await page.close();
    });
  },
);

test(
  "a page's first render in the browser reads the address it was opened at, so state seeded from it holds the query",
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/filters?os=mac`);
      await page.locator('sitegen-island[data-island-ready]').first().waitFor();
      assert.equal(await page.locator('#first').textContent(), 'first: mac');
      assert.equal(await page.locator('#search').textContent(), 'search: ?os=mac');
      // The server HTML has no query: React renders the island again, as Docusaurus's does, and nothing is reported.
      assert.deepEqual(problems, [], 'no error');
      await page.close();
    });
  },
);

test(
  'history.push and replace within the page change the address and re-render the page, which keeps its state; back and forward re-render it too',
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/filters?os=mac`);
      await page.locator('sitegen-island[data-island-ready]').first().waitFor();
      const length = await page.evaluate(() => history.length);
      // Scrolled down, as a reader is who changes a filter beside the list it filters; a click that scrolls not.
      await page.evaluate(() => scrollTo(0, 300));
      await page.getByRole('button', { name: 'Linux' }).dispatchEvent('click');
      await page.locator('#search', { hasText: 'search: ?os=linux' }).waitFor({ timeout: 5000 });
      assert.equal(page.url(), `${origin}/filters?os=linux`);
      assert.equal(await page.evaluate(() => history.length), length + 1, 'push makes an entry');
      assert.equal(await page.locator('#first').textContent(), 'first: mac', 'the page was not loaded again');
      await page.goBack();
      await page.locator('#search', { hasText: 'search: ?os=mac' }).waitFor({ timeout: 5000 });
      await page.goForward();
      await page.locator('#search', { hasText: 'search: ?os=linux' }).waitFor({ timeout: 5000 });
      assert.equal(await page.locator('#first').textContent(), 'first: mac', 'back and forward keep the page');
      // Docusaurus goes to the top on a push without a hash: theme-common's skip-to-content focuses its region there.
      assert.equal(await page.evaluate(() => scrollY), 0, "a push: the page's top");
      await page.evaluate(() => scrollTo(0, 500));
      await page.getByRole('button', { name: 'BSD' }).dispatchEvent('click');
      await page.locator('#search', { hasText: 'search: ?os=bsd' }).waitFor({ timeout: 5000 });
      assert.equal(page.url(), `${origin}/filters?os=bsd`);
      assert.equal(await page.evaluate(() => scrollY), 500, 'a replace of the query alone: the page stays');
      assert.equal(await page.evaluate(() => history.length), length + 1, 'replace makes no entry');
      await page.getByRole('button', { name: 'Windows list' }).dispatchEvent('click');
      await page.locator('#search', { hasText: 'search: ?os=win' }).waitFor({ timeout: 5000 });
      const listTop = await page.evaluate(() => document.getElementById('list')!.getBoundingClientRect().top);
      // At the top, below the navbar, as the browser puts a hash link's target.
      assert.ok(listTop >= 0 && listTop < 100, `a push with a hash: its target at the top (${listTop})`);
      await page.goBack();
      await page.locator('#search', { hasText: 'search: ?os=bsd' }).waitFor({ timeout: 5000 });
      assert.equal(await page.evaluate(() => scrollY), 500, 'back: where the entry was left');
      await page.goBack();
      await page.locator('#search', { hasText: 'search: ?os=mac' }).waitFor({ timeout: 5000 });
      assert.deepEqual(problems, [], 'no error');
      await page.close();
    });
  },
);

test(
  'history.push to another page follows it as a link: the client swaps the page in',
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/filters`);
      await page.locator('sitegen-island[data-island-ready]').first().waitFor();
      await markWindow(page);
      await page.getByRole('button', { name: 'Errors' }).click();
      await page.locator('#code', { hasText: 'error 3' }).waitFor({ timeout: 5000 });
      assert.equal(page.url(), `${origin}/errors?code=3`);
      assert.ok(await isSameWindow(page), 'no full page load');
      await page.goBack();
      await page.locator('#first', { hasText: 'first: none' }).waitFor({ timeout: 5000 });
      assert.deepEqual(problems, [], 'no error');
      await page.close();
    });
  },
);

test(
  "a hash link on an entry the page's router made jumps within the page; back returns to the router's entry",
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/filters?os=mac`);
      await page.locator('sitegen-island[data-island-ready]').first().waitFor();
      await markWindow(page);
      await page.getByRole('button', { name: 'Linux' }).dispatchEvent('click');
      await page.locator('#search', { hasText: 'search: ?os=linux' }).waitFor({ timeout: 5000 });
      const length = await page.evaluate(() => history.length);
      await page.getByRole('link', { name: 'To the list' }).click();
      await page.waitForURL(`${origin}/filters?os=linux#list`, { timeout: 5000 });
      const listTop = () => page.evaluate(() => document.getElementById('list')!.getBoundingClientRect().top);
      assert.ok((await listTop()) < 100, 'the list is at the top of the window');
      assert.equal(await page.evaluate(() => history.length), length + 1, 'the jump makes an entry');
      assert.equal(await page.locator('#first').textContent(), 'first: mac', 'the page was not loaded again');
      await page.goBack();
      await page.waitForURL(`${origin}/filters?os=linux`, { timeout: 5000 });
      assert.equal(await page.locator('#search').textContent(), 'search: ?os=linux');
      assert.equal(await page.locator('#first').textContent(), 'first: mac', 'back keeps the page');
      assert.ok(await isSameWindow(page), 'no full page load');
      assert.deepEqual(problems, [], 'no error');
      await page.close();
    });
  },
);

test(
  "back and forward between the entries a page's router made and the others restore the position of each",
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      const scrolled = () => page.evaluate(() => scrollY);
      await page.goto(`${origin}/filters?os=mac`);
      await page.locator('sitegen-island[data-island-ready]').first().waitFor();
      await page.evaluate(() => scrollTo(0, 300));
      await page.getByRole('button', { name: 'Linux' }).dispatchEvent('click');
      await page.locator('#search', { hasText: 'search: ?os=linux' }).waitFor({ timeout: 5000 });
      await page.evaluate(() => scrollTo(0, 700));
      await page.goBack();
      await page.locator('#search', { hasText: 'search: ?os=mac' }).waitFor({ timeout: 5000 });
      assert.equal(await scrolled(), 300, "back: the page's own entry, where it was left");
      await page.goForward();
      await page.locator('#search', { hasText: 'search: ?os=linux' }).waitFor({ timeout: 5000 });
      assert.equal(await scrolled(), 700, "forward: the router's entry, where it was left");
      // Dispatched: a click by the mouse would first scroll the link into view, leaving the entry elsewhere.
      await page.getByRole('link', { name: 'To the list' }).dispatchEvent('click');
      await page.waitForURL(`${origin}/filters?os=linux#list`, { timeout: 5000 });
      await page.evaluate(() => scrollBy(0, 100));
      const atList = await scrolled();
      await page.goBack();
      await page.waitForURL(`${origin}/filters?os=linux`, { timeout: 5000 });
      assert.equal(await scrolled(), 700, "back from the hash link's entry: the router's");
      await page.goForward();
      await page.waitForURL(`${origin}/filters?os=linux#list`, { timeout: 5000 });
      assert.equal(await scrolled(), atList, "forward: the hash link's entry, where it was left");
      assert.deepEqual(problems, [], 'no error');
      await page.close();
    });
  },
);
