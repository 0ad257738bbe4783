/**
 * A Docusaurus site's swizzled `src/theme/Root` in the browser: an island (a React page, a stateful component in
 * Markdown) hydrates inside the Root, so the context it reads is the Root's there as on the server, with no
 * hydration mismatch; inside a Root that draws elements of its own, an island renders again with that context and
 * the Root's elements stay once on the page.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable, watchedPage } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable();
const withBuiltDocusaurusSite = builtDocusaurusSites();

const rootOf = (own: string) => `import React from 'react';
import { DinoContext } from '@site/src/dino-context';
export default function Root({ children }) {
  return <DinoContext.Provider value="Rex">${own}{children}</DinoContext.Provider>;
}
`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
  'src/dino-context.js': `import { createContext } from 'react';\nexport const DinoContext = createContext('no Root');\n`,
  'src/components/DinoCounter.js': `import React, { useContext, useState } from 'react';
import { DinoContext } from '../dino-context';
export default function DinoCounter({ id }) {
  const name = useContext(DinoContext);
  const [n, setN] = useState(0);
  return <button id={id} onClick={() => setN(n + 1)}>{name}: {n}</button>;
}
`,
  'src/pages/hello.js': `import React from 'react';
import Layout from '@theme/Layout';
import DinoCounter from '@site/src/components/DinoCounter';
export default function Hello() { return <Layout title="Hello"><DinoCounter id="page-counter" /></Layout>; }
`,
  'docs/intro.mdx': `import DinoCounter from '@site/src/components/DinoCounter';\n\n# Intro\n\n<DinoCounter id="mdx-counter" />\n`,
};

/** Open `url`, check the counter reads the Root's context before and after it hydrates. */
async function checkCounter(page: Page, url: string, id: string): Promise<void> {
  await page.goto(url);
  const counter = page.locator(`#${id}`);
  assert.equal(await counter.textContent(), 'Rex: 0', `the server HTML of ${id}`);
  await page.locator(`sitegen-island[data-island-ready] #${id}`).waitFor();
  await page.locator(`#${id}`).click();
  assert.equal(await page.locator(`#${id}`).textContent(), 'Rex: 1', `${id} hydrated, the Root's context in hand`);
}

test(
  "an island hydrates inside the site's Root: the context it reads is the same in the browser, with no mismatch",
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite({ ...FILES, 'src/theme/Root.js': rootOf('') }, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      await checkCounter(page, `${origin}/hello`, 'page-counter');
      await checkCounter(page, `${origin}/docs/intro`, 'mdx-counter');
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
    });
  },
);

test(
  'inside a Root that draws an element of its own, an island gets the context and the element stays once',
  { skip: skip ?? false },
  async () => {
    const root = rootOf('<div id="root-banner">Banner</div>');
    await withBuiltDocusaurusSite({ ...FILES, 'src/theme/Root.js': root }, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      for (const [url, id] of [
        ['/hello', 'page-counter'],
        ['/docs/intro', 'mdx-counter'],
      ]) {
        await checkCounter(page, `${origin}${url}`, id);
        assert.equal(await page.locator('#root-banner').count(), 1, `one banner on ${url}`);
        assert.equal(await page.locator(`#${id}`).count(), 1, `one counter on ${url}`);
      }
      assert.deepEqual(problems, []);
    });
  },
);

test(
  "an island hydrates inside a swizzled Layout that wraps theme-classic's, with its context and no mismatch",
  { skip: skip ?? false },
  async () => {
    const layout = `import React from 'react';
import OriginalLayout from '@theme-original/Layout';
import { DinoContext } from '@site/src/dino-context';
export default function Layout(props) {
  return <DinoContext.Provider value="Rex"><OriginalLayout {...props} /><div id="chat-widget">Chat</div></DinoContext.Provider>;
}
`;
    await withBuiltDocusaurusSite({ ...FILES, 'src/theme/Layout.js': layout }, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      for (const [url, id] of [
        ['/hello', 'page-counter'],
        ['/docs/intro', 'mdx-counter'],
      ]) {
        await checkCounter(page, `${origin}${url}`, id);
        assert.equal(await page.locator('#chat-widget').count(), 1, `one widget on ${url}`);
        assert.equal(await page.locator(`#${id}`).count(), 1, `one counter on ${url}`);
      }
      assert.deepEqual(problems, []);
    });
  },
);
