/**
 * Markdown content given to a Docusaurus site's island as a prop (`code={{ a, b }}`, as ionic-docs' Playground
 * takes its samples) works in the browser: the island hydrates with no mismatch, and switching tabs renders the
 * other file's code. Site data shaped like the props' own markers (`{ $html }`) arrives as the data it is.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { test } from 'node:test';
import { browserUnavailable, launchBrowser, serveStatic, watchedPage } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { writeDocusaurusSite } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable();

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
  'src/components/CodeTabs.js': `import React, { useState } from 'react';
export default function CodeTabs({ code, meta }) {
  const [tab, setTab] = useState(Object.keys(code)[0]);
  return <div id="tabs">
    {Object.keys(code).map((k) => <button key={k} id={'tab-' + k} onClick={() => setTab(k)}>{k}</button>)}
    <div id="shown">{code[tab]({})}</div>
    <output id="meta">{JSON.stringify(meta)}</output>
  </div>;
}\n`,
  'docs/_a.md': '```js\nconst alpha = 1;\n```\n',
  'docs/_b.md': '```python\nbeta = 2\n```\n',
  'docs/samples.mdx': `import CodeTabs from '@site/src/components/CodeTabs';
import a from './_a.md';
import b from './_b.md';

# Samples

<CodeTabs code={{ a, b }} meta={{ $html: '<b>x</b>', $content: 'y', $$z: 1 }} />
`,
};

test(
  "Markdown files' content given to an island as props hydrates, and the island renders each on demand",
  { skip: skip ?? false },
  async () => {
    const root = await writeDocusaurusSite(FILES);
    const site = await buildToDisk({ root });
    const server = await serveStatic(site.outDir);
    const browser = await launchBrowser();
    try {
      assert.deepEqual(
        site.result.warnings.filter((w) => /CodeTabs/.test(w.message)),
        [],
      );
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${server.origin}/docs/samples`);
      const shown = page.locator('#shown');
      assert.match((await shown.textContent()) ?? '', /const alpha = 1;/);
      await page.locator('sitegen-island[data-island-ready] #tab-b').click();
      await page.waitForFunction(() => /beta = 2/.test(document.querySelector('#shown')!.textContent ?? ''));
      assert.doesNotMatch((await shown.textContent()) ?? '', /alpha/);
      assert.equal(await shown.locator('pre code').count(), 1, "the file's code block, as the server rendered it");
      await page.locator('#tab-a').click();
      await page.waitForFunction(() => /alpha/.test(document.querySelector('#shown')!.textContent ?? ''));
      assert.deepEqual(JSON.parse((await page.locator('#meta').textContent()) ?? ''), {
        $html: '<b>x</b>',
        $content: 'y',
        $$z: 1,
      });
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
    } finally {
      await browser.close();
      await server.close();
      await site.cleanup();
      await rm(root, { recursive: true, force: true });
    }
  },
);
