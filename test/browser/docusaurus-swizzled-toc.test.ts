/**
 * A Docusaurus site's swizzled TOC in the browser: the link of the section being read is marked as the page
 * scrolls, in a TOC that hydrates as an island (capacitor's, with state) and in one drawn as HTML from
 * `@theme/TOCItems` (sequelize's), as theme-classic's TOC marks it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
};
`;

/** A doc whose three sections are each taller than the window. */
const LONG_DOC = `# Long\n\n${['First', 'Second', 'Third']
  .map((name) => `## ${name}\n\n${'A paragraph of text to read. '.repeat(60)}\n\n${'More.\n\n'.repeat(12)}`)
  .join('')}`;

/** The text of the marked links of the site's TOC beside the doc, after scrolling heading `id` to `offset` px from the top. */
async function markedAfterScrolling(page: Page, id: string, offset: number): Promise<string[]> {
  await page.evaluate(
    ({ id, offset }) =>
      window.scrollTo(0, document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - offset),
    { id, offset },
  );
  await page.waitForTimeout(150);
  return page.locator('.toc-aside .toc-part a.table-of-contents__link--active').allTextContents();
}

/** Scrolled to each section, the swizzled TOC marks it, and only it. */
async function assertFollowsScrolling(page: Page): Promise<void> {
  assert.deepEqual(await markedAfterScrolling(page, 'second', 100), ['Second']);
  assert.deepEqual(await markedAfterScrolling(page, 'third', 100), ['Third']);
  assert.deepEqual(await markedAfterScrolling(page, 'first', 100), ['First']);
}

test(
  'a swizzled TOC that hydrates as an island marks the section being read as the page scrolls',
  { skip },
  async () => {
    const files = {
      'docusaurus.config.js': CONFIG,
      'docs/long.md': LONG_DOC,
      'src/theme/TOC/index.js': `import React, { useEffect, useState } from 'react';
import OriginalTOC from '@theme-init/TOC';
import { useDoc } from '@docusaurus/theme-common/internal';
export default function TOC(props) {
  const [ad, setAd] = useState('none');
  useEffect(() => setAd('picked'), []);
  const { toc } = useDoc();
  return <div className="toc-wrapper"><h2>Contents</h2><OriginalTOC toc={toc} {...props} /><p id="ad">{ad}</p></div>;
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${origin}/docs/long`);
      // Hydrated: its effect ran, and it re-rendered around the links.
      await page.locator('sitegen-island[data-island-ready] #ad', { hasText: 'picked' }).waitFor({ timeout: 10_000 });
      assert.deepEqual(await page.locator('.toc-aside .toc-wrapper a').allTextContents(), ['First', 'Second', 'Third']);
      await assertFollowsScrolling(page);
      assert.deepEqual(errors, []);
    });
  },
);

test('a swizzled TOC drawn as HTML with @theme/TOCItems marks the section being read', { skip }, async () => {
  const files = {
    'docusaurus.config.js': CONFIG,
    'docs/long.md': LONG_DOC,
    'src/theme/TOC/index.js': `import React from 'react';
import TOCItems from '@theme/TOCItems';
export default function TOC({ className, ...props }) {
  return <div className={'my-toc ' + className}><TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" linkActiveClassName="table-of-contents__link--active" /></div>;
}
`,
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/long`);
    await page.waitForFunction(() => document.querySelector('.toc-aside .table-of-contents__link--active'));
    await assertFollowsScrolling(page);
    // Marked in Infima's primary colour (once its colour transition has ended), the others in the TOC's grey; not in
    // bold, as sitegen marks its own.
    await page.waitForTimeout(300);
    const colours = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--ifm-color-primary)';
      const look = (e: Element) => `${getComputedStyle(e).color} ${getComputedStyle(e).fontWeight}`;
      return {
        primary: `${getComputedStyle(probe).color} 400`,
        active: look(document.querySelector('.toc-aside a.table-of-contents__link--active')!),
        other: look(document.querySelector('.toc-aside a.toc-highlight:not(.table-of-contents__link--active)')!),
      };
    });
    assert.equal(colours.active, colours.primary);
    assert.notEqual(colours.other, colours.primary);
    assert.match(colours.other, / 400$/);
  });
});

test(
  'a swizzled TOC that hydrates as an island and draws @theme/TOCItems keeps its links, as sequelize.org does',
  { skip },
  async () => {
    const files = {
      'docusaurus.config.js': CONFIG,
      'docs/long.md': LONG_DOC,
      // Its hook is all that makes it an island: it reads nothing of the page, so its island carries no page data.
      'src/theme/TOC/index.js': `import React, { useEffect } from 'react';
import TOCItems from '@theme/TOCItems';
export default function TOC({ className, ...props }) {
  useEffect(() => { document.body.dataset.ads = 'placed'; }, []);
  return <div className={'my-toc ' + className}><TOCItems {...props} linkClassName="table-of-contents__link toc-highlight" /></div>;
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // An island whose render throws is reported on the console (the fixture's missing favicon is a 404 there too).
      page.on(
        'console',
        (m) => void (m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && errors.push(m.text())),
      );
      await page.goto(`${origin}/docs/long`);
      await page.locator('body[data-ads="placed"]').waitFor({ timeout: 10_000 });
      await page.locator('sitegen-island[data-island-ready]').first().waitFor({ timeout: 10_000 });
      assert.deepEqual(await page.locator('.toc-aside .my-toc a').allTextContents(), ['First', 'Second', 'Third']);
      await assertFollowsScrolling(page);
      assert.deepEqual(errors, []);
    });
  },
);
