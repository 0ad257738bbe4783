/**
 * A Docusaurus site's components hydrate before the window's `load` event, as Docusaurus 2 hydrates the whole page
 * once its deferred bundle runs. A site's own script that edits the page at `load` (a copy button beside a code
 * block, a badge in a widget) then edits the hydrated DOM, and its edit stays: an island that hydrated after it
 * would find HTML that is not the server's, report a mismatch (React #418) and render again without the edit.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable, watchedPage } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

/** At `load`, a badge goes inside every `.widget` and a copy button after every code block. */
const SITE_SCRIPT = `window.addEventListener('load', function () {
  document.querySelectorAll('.widget').forEach(function (widget) {
    var badge = document.createElement('span');
    badge.className = 'site-badge';
    badge.textContent = 'new';
    widget.appendChild(badge);
  });
  document.querySelectorAll('pre').forEach(function (pre) {
    var button = document.createElement('button');
    button.className = 'site-copy';
    button.textContent = 'Copy';
    pre.parentNode.appendChild(button);
  });
  document.body.dataset.siteScriptRan = 'yes';
});
`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', {}]], scripts: [{ src: '/js/site.js', defer: true }] };\n`,
  'static/js/site.js': SITE_SCRIPT,
  'src/components/Counter.js': `import React, { useEffect, useState } from 'react';
export default function Counter({ start }) {
  const [n, setN] = useState(start);
  useEffect(() => () => void (window.counterUnmounts = (window.counterUnmounts || 0) + 1), []);
  return <div className="widget"><button id="counter" onClick={() => setN(n + 1)}>Count: {n}</button></div>;
}
`,
  'docs/intro.mdx': `import Counter from '@site/src/components/Counter';

# Intro

<Counter start={2} />

[Set up](/setup)
`,
  // A React page, one island, with a code block in it, as babel's /setup.
  'src/pages/setup.js': `import React, { useState } from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
export default function Setup() {
  const [tool, setTool] = useState('none');
  return (
    <Layout title="Setup">
      <button onClick={() => setTool('cli')}>CLI</button>
      <p id="tool">{tool}</p>
      <CodeBlock language="json">{'{ "presets": ["@babel/preset-env"] }'}</CodeBlock>
    </Layout>
  );
}
`,
};

test(
  "a component in a doc's Markdown is hydrated when a site script edits it at load, and the edit stays",
  { skip },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/docs/intro`);
      await page.locator('body[data-site-script-ran]').waitFor();
      // Hydrated: the click counts at once, and the badge the script added is still in the widget.
      await page.getByRole('button', { name: 'Count: 2' }).click();
      await page.getByRole('button', { name: 'Count: 3' }).waitFor({ timeout: 2000 });
      assert.equal(await page.locator('.widget .site-badge').count(), 1, 'the badge stays');
      await page.waitForTimeout(300);
      assert.equal(await page.locator('.widget .site-badge').count(), 1, 'the badge stays once the page settles');
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
      await page.close();
    });
  },
);

test('a React page is hydrated when a site script adds a button beside its code block at load', { skip }, async () => {
  await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${origin}/setup`);
    await page.locator('body[data-site-script-ran]').waitFor();
    await page.getByRole('button', { name: 'CLI', exact: true }).click();
    await page.locator('#tool', { hasText: 'cli' }).waitFor({ timeout: 2000 });
    await page.waitForTimeout(300);
    assert.equal(await page.locator('.site-copy').count(), 1, 'the copy button stays');
    assert.deepEqual(problems, [], 'no hydration mismatch, no error');
    await page.close();
  });
});

test('after a move to another page and back, its islands hydrate there, once', { skip }, async () => {
  await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${origin}/docs/intro`);
    await page.locator('body[data-site-script-ran]').waitFor();
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Set up' }).click();
    // The page moved to hydrates its island once its bundle is in: a click before that does nothing (the button
    // is the server's HTML), as a reader's would. Clicked again until the island answers (a loaded machine).
    for (let tries = 0; ; tries++) {
      await page.getByRole('button', { name: 'CLI', exact: true }).click();
      const shown = await page
        .locator('#tool', { hasText: 'cli' })
        .waitFor({ timeout: 1000 })
        .then(
          () => true,
          () => false,
        );
      if (shown) break;
      assert.ok(tries < 8, 'the island of the page moved to never hydrated');
    }
    const unmounts = () => page.evaluate(() => (window as { counterUnmounts?: number }).counterUnmounts);
    assert.equal(await unmounts(), 1, 'the counter was unmounted as its page left');
    await page.goBack();
    await page.getByRole('button', { name: 'Count: 2' }).click();
    await page.getByRole('button', { name: 'Count: 3' }).waitFor({ timeout: 2000 });
    assert.equal(await page.locator('sitegen-island').count(), 1);
    assert.ok(await page.evaluate(() => (window as { stayed?: boolean }).stayed), 'the pages were swapped, not loaded');
    assert.deepEqual(problems, [], 'no hydration mismatch, no error');
    await page.close();
  });
});
