/**
 * A Docusaurus plugin's route in Chromium: its component hydrates as one island with the same props the server
 * rendered it with (its modules' data, `config`) and reads the plugins' global data in the browser too, so there
 * is no hydration mismatch and it responds to a click; `useDocusaurusContext()` works there too, and `translate()`
 * at the module's top level.
 */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
    plugins: ['./src/plugins/apps'] };\n`,
  'docs/intro.md': '# Intro\n',
  'src/plugins/apps.js': `module.exports = () => ({
  name: 'apps',
  loadContent: () => ['Slack', 'VS Code'],
  async contentLoaded({ content, actions }) {
    actions.setGlobalData({ count: content.length });
    actions.addRoute({ path: '/apps', component: '@site/src/components/Apps', modules: { apps: await actions.createData('apps.json', JSON.stringify(content)) } });
  },
});\n`,
  'src/components/Apps.js': `import { useState } from 'react';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { useColorMode } from '@docusaurus/theme-common';
// Made once as the module loads, on the server and in the browser.
const HEADING = translate({ id: 'apps.heading', message: 'Apps we like' });
export default function Apps({ apps, config }) {
  const [shown, setShown] = useState(1);
  const { count } = usePluginData('apps');
  const { i18n } = useDocusaurusContext();
  const { colorMode } = useColorMode();
  return <Layout title="Apps"><h2 id="heading">{HEADING}</h2><p id="mode">{colorMode}</p><p id="site">{config.title}: {count} apps</p><p id="locales">{i18n.locales.join(' ')} of {i18n.defaultLocale}</p><ul>{apps.slice(0, shown).map((a) => <li key={a}>{a}</li>)}</ul>
    <button type="button" onClick={() => setShown(shown + 1)}>More</button></Layout>;
}\n`,
  // flow.org's playground: an editor loaded with React.lazy inside <BrowserOnly>, shown once the page hydrates; and
  // webdriver.io's home page, whose <BrowserOnly> children call a hook (useColorMode) themselves.
  'src/pages/play.js': `import React, { Suspense } from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode } from '@docusaurus/theme-common';
const Editor = React.lazy(() => import('../editor/Editor'));
export default function Play() {
  const isBrowser = useIsBrowser();
  return <Layout title="Play"><p id="where">{isBrowser ? 'browser' : 'server'}</p>
    <BrowserOnly fallback={<p id="fallback">Loading...</p>}>{() => <Suspense fallback={<p>Loading the editor</p>}><Editor path={window.location.pathname} /></Suspense>}</BrowserOnly>
    <BrowserOnly>{() => { const { colorMode } = useColorMode(); return <p id="children-mode">{colorMode}</p>; }}</BrowserOnly></Layout>;
}\n`,
  // A vendored script (flow.org's require_2_3_3.js) that sets a global through a plain call's \`this\`: webpack runs
  // a file without import or export as sloppy code, where that \`this\` is the window.
  'src/editor/vendor.js': '// @generated\n(function () { this.vendorLoader = "ready"; }());\n',
  'src/editor/Editor.js': `import './vendor';
export default function Editor({ path }) { return <p id="editor">editor at {path}, loader {window.vendorLoader}</p>; }\n`,
};

test(
  'a plugin route hydrates with its module data, config and global data, without a mismatch',
  {
    skip: browserUnavailable() ?? false,
  },
  async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-docusaurus-browser-'));
    for (const [name, content] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), content);
    }
    const site = await buildToDisk({ root });
    const server = await serveStatic(site.outDir);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const console: string[] = [];
      page.on('console', (m) => void console.push(`${m.type()}: ${m.text()}`));
      await page.goto(`${server.origin}/apps`);
      await page
        .waitForFunction(() => document.querySelector('sitegen-island[data-island-ready]'), undefined, {
          timeout: 8000,
        })
        .catch((error: Error) => {
          throw new Error(`the island did not hydrate: ${console.join('\n')}`, { cause: error });
        });
      await page.getByRole('button', { name: 'More' }).click();
      await page.getByText('VS Code').waitFor();
      assert.equal(await page.locator('#site').textContent(), 'Dino: 2 apps');
      assert.equal(await page.locator('#heading').textContent(), 'Apps we like');
      // useColorMode() in the browser: the page's mode, followed when the toggle switches it (tauri's home page).
      assert.equal(await page.locator('#mode').textContent(), 'light');
      await page.locator('.navbar__inner [data-theme-toggle]').click();
      await page.locator('#mode', { hasText: 'dark' }).waitFor({ timeout: 2000 });
      // useDocusaurusContext() in the browser: the locales travel with the page's snapshot.
      assert.equal(await page.locator('#locales').textContent(), 'en of en');
      // <BrowserOnly> and useIsBrowser(): the fallback and false in the built HTML, as on Docusaurus's server; once
      // the page has hydrated, the children (here a lazily loaded component) and true.
      const response = await page.goto(`${server.origin}/play`);
      const html = await response!.text();
      assert.match(html, /<p id="where">server<\/p><p id="fallback">Loading...<\/p>/);
      await page.locator('#editor').waitFor({ timeout: 8000 });
      assert.equal(await page.locator('#editor').textContent(), 'editor at /play, loader ready');
      assert.equal(await page.locator('#where').textContent(), 'browser');
      // The mode chosen on /apps, read by a hook the children call themselves.
      assert.equal(await page.locator('#children-mode').textContent(), 'dark');
      assert.equal(await page.locator('#fallback').count(), 0);
      assert.deepEqual(
        console.filter((m) => m.startsWith('error') && !m.includes('Failed to load resource')),
        [],
        'no mismatch, no crash',
      );
    } finally {
      await browser.close();
      await server.close();
      await site.cleanup();
      await rm(root, { recursive: true, force: true });
    }
  },
);
