/**
 * A Docusaurus site's components in Markdown work in the browser as they do under Docusaurus: one that needs the
 * browser (state, handlers) hydrates, though the site never says `'use client'`, around the Markdown it is given
 * too; one that only turns props into markup stays HTML with no script; a package Markdown imports by name that
 * needs the browser hydrates too. One given components as children hydrates around their HTML when it only shows
 * them; one that reads them (a site's tabs) renders as HTML, and a warning names it, its file and line. A handler's error is the site's to log, as under React: the island stays.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { test } from 'node:test';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { writeDocusaurusSite } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable();

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
  'src/components/Counter.js': `import React, { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './Counter.module.css';
export default function Counter({ start }) {
  const [n, setN] = useState(start);
  const { siteConfig } = useDocusaurusContext();
  return <button id="counter" className={n > start ? styles.clicked : styles.idle} onClick={() => setN(n + 1)}>{siteConfig.title}: {n}</button>;
}\n`,
  'src/components/Counter.module.css': '.idle { color: rgb(1, 1, 1); }\n.clicked { color: rgb(9, 8, 7); }\n',
  'src/components/Highlight.js': `export default function Highlight({ children, color }) {
  return <span id="highlight" style={{ color }}>{children}</span>;
}\n`,
  'src/components/Toggle.js': `import React, { useState } from 'react';
export default function Toggle({ children }) {
  const [open, setOpen] = useState(true);
  return <div id="toggle"><button onClick={() => setOpen(!open)}>toggle</button>{open && children}</div>;
}\n`,
  // A site's tabs: it reads its children's props, which the browser could not give it as HTML.
  'src/components/Picks.js': `import React, { Children, useState } from 'react';
export default function Picks({ children }) {
  const [i, setI] = useState(0);
  const items = Children.toArray(children);
  return <div id="picks"><button onClick={() => setI(i + 1)}>{items.map((c) => c.props.label).join('|')}</button>{items[i % items.length]}</div>;
}\n`,
  'src/components/Pick.js': `export default function Pick({ children }) { return <p>{children}</p>; }\n`,
  // webdriver.io's flowchart: a handler that throws (the site's own bug) leaves the widget, as React does.
  'src/components/Thrower.js': `import React, { useState } from 'react';
export default function Thrower() {
  const [n] = useState(0);
  return <button id="thrower" onClick={() => { throw new Error('site bug ' + n); }}>throw</button>;
}\n`,
  // react-lite-youtube-embed, as jest's docs import it: a package's built code, its hook called through its module.
  'node_modules/lite-embed/package.json': '{ "name": "lite-embed", "main": "dist/index.js" }',
  'node_modules/lite-embed/dist/index.js': `"use strict";
var r = require("react");
function LiteEmbed(e) { var t = (0, r.useState)(!1), n = t[0], o = t[1];
  return r.createElement("button", { id: "embed", onClick: function () { o(!0); } }, n ? "playing " + e.id : "play"); }
module.exports = LiteEmbed;\n`,
  'docs/intro.mdx': `import Counter from '@site/src/components/Counter';
import LiteEmbed from 'lite-embed';
import Thrower from '@site/src/components/Thrower';
import Highlight from '@site/src/components/Highlight';
import Toggle from '@site/src/components/Toggle';
import Picks from '@site/src/components/Picks';
import Pick from '@site/src/components/Pick';

# Intro

<Counter start={2} />

<Highlight color="red">hot</Highlight>

<Toggle>

**Bold** text

</Toggle>

<Toggle>

<Highlight color="blue">inner</Highlight>

</Toggle>

<Picks>
  <Pick label="one">first</Pick>
  <Pick label="two">second</Pick>
</Picks>

<Thrower />

<LiteEmbed id="abc" />
`,
};

test(
  "a Docusaurus site's stateful component in Markdown hydrates, around Markdown it is given too; a plain one ships no script",
  { skip: skip ?? false },
  async () => {
    const root = await writeDocusaurusSite(FILES);
    const site = await buildToDisk({ root });
    const server = await serveStatic(site.outDir);
    const browser = await launchBrowser();
    try {
      // One that reads its children's props stays HTML: given them as HTML, it would draw other markup.
      const warned = site.result.warnings.filter((w) => /Toggle|Picks/.test(w.message));
      assert.equal(warned.length, 1, JSON.stringify(site.result.warnings));
      assert.match(warned[0].message, /Picks/);
      assert.match(warned[0].file ?? '', /intro\.mdx$/);
      assert.equal(warned[0].line, 27);
      assert.match(
        warned[0].message,
        /given components as children that it reads or that hydrate here.*renders as HTML/,
      );
      const others = site.result.warnings.filter((w) => /Counter|Highlight/.test(w.message));
      assert.deepEqual(others, [], 'the components that hydrate, or need no script, are not warned of');
      const page = await browser.newPage();
      const mismatches: string[] = [];
      page.on('console', (m) => void (/hydration mismatch/.test(m.text()) && mismatches.push(m.text())));
      await page.goto(`${server.origin}/docs/intro`);
      const counter = page.locator('#counter');
      assert.equal(await counter.textContent(), 'Dino: 2');
      await page.locator('sitegen-island #counter').waitFor();
      // Hydrated (the island loads when the browser is idle): the click counts, with the site's context in hand.
      await page.waitForFunction(() => {
        document.querySelector<HTMLButtonElement>('#counter')!.click();
        return document.querySelector('#counter')!.textContent !== 'Dino: 2';
      });
      assert.match((await counter.textContent()) ?? '', /^Dino: [3-9]/);
      // The class its CSS module gives it after a click is the one the site's stylesheet holds.
      assert.equal(await counter.evaluate((e) => getComputedStyle(e).color), 'rgb(9, 8, 7)');
      assert.equal(
        await page.locator('sitegen-island[data-island^="src/components/Highlight"]').count(),
        0,
        'a component with no state is HTML',
      );
      // A package's component hydrates too.
      await page.locator('sitegen-island[data-island-ready] #embed').click();
      assert.equal(await page.locator('#embed').textContent(), 'playing abc');
      // Given Markdown, an island hydrates around it: the toggle hides and shows its Markdown.
      const toggle = page.locator('sitegen-island[data-island-ready] #toggle').first();
      assert.equal(await toggle.locator('strong').textContent(), 'Bold');
      await toggle.locator('button').click();
      await toggle.locator('strong').waitFor({ state: 'detached' });
      await toggle.locator('button').click();
      assert.equal(await toggle.locator('strong').textContent(), 'Bold');
      // Given a component that only shows its children, it hydrates around their HTML too.
      const around = page.locator('sitegen-island[data-island-ready] #toggle').nth(1);
      assert.equal(await around.locator('#highlight').textContent(), 'inner');
      await around.locator('button').click();
      await around.locator('#highlight').waitFor({ state: 'detached' });
      await around.locator('button').click();
      assert.equal(await around.locator('#highlight').evaluate((e) => getComputedStyle(e).color), 'rgb(0, 0, 255)');
      // One that reads them stays HTML (the warning above), drawn from them as Docusaurus draws it.
      assert.equal(await page.locator('sitegen-island #picks').count(), 0);
      assert.equal(await page.locator('#picks button').textContent(), 'one|two');
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.locator('sitegen-island[data-island-ready] #thrower').click();
      await page.waitForFunction(() => true);
      assert.deepEqual(errors, ['site bug 0']);
      assert.equal(await page.locator('#thrower').count(), 1, 'the island keeps its UI');
      assert.equal(await page.locator('[data-crashed]').count(), 0);
      assert.deepEqual(mismatches, [], 'each island hydrates the server HTML as it is');
    } finally {
      await browser.close();
      await server.close();
      await site.cleanup();
      await rm(root, { recursive: true, force: true });
    }
  },
);

test(
  "a doc's component that needs the browser and reads its sidebar category hydrates with the category the server drew",
  { skip: skip ?? false },
  async () => {
    const root = await writeDocusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
      'sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' }, items: ['guides/setup', 'guides/more'] }] };\n`,
      'docs/intro.md': '# Intro\n',
      'docs/guides/setup.md': '# Setup\n',
      'docs/guides/more.md': '# More\n',
      // Its category's items, one per click: the browser's theme-common must answer the hook as the server did.
      'src/components/Picker.js': `import React, { useState } from 'react';
import { useCurrentSidebarCategory } from '@docusaurus/theme-common';
import { useDocsSidebar } from '@docusaurus/theme-common/internal';
export default function Picker() {
  const category = useCurrentSidebarCategory();
  const [i, setI] = useState(0);
  const item = category.items[i % category.items.length];
  return <button id="picker" onClick={() => setI(i + 1)}>{category.label} of {useDocsSidebar().name}: {item.label}</button>;
}\n`,
      'docs/guides/index.mdx': "import Picker from '@site/src/components/Picker';\n\n# Guides\n\n<Picker />\n",
    });
    const site = await buildToDisk({ root });
    const server = await serveStatic(site.outDir);
    const browser = await launchBrowser();
    try {
      assert.deepEqual(
        site.result.warnings.filter((w) => /Picker/.test(w.message)),
        [],
        'its browser code builds',
      );
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (m) => void (/hydration|error/i.test(m.text()) && problems.push(m.text())));
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${server.origin}/docs/guides/`);
      const picker = page.locator('#picker');
      assert.equal(await picker.textContent(), 'Guides of docs: Setup');
      await page.locator('sitegen-island[data-island-ready] #picker').click();
      assert.equal(await picker.textContent(), 'Guides of docs: More');
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
      await server.close();
      await site.cleanup();
      await rm(root, { recursive: true, force: true });
    }
  },
);
