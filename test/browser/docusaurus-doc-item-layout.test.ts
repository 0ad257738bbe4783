/**
 * A site's swizzled DocItem/Layout in the browser: its columns sit side by side as theme-classic's row lays them out,
 * the table of contents it draws marks the section being read, and a component it imports that needs the browser
 * (ionic-docs' phone demo beside the doc) hydrates and answers clicks.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
};
`;

/** theme-classic 2.4.3's Layout with a demo column from front matter, as ionic-docs adds it. */
const LAYOUT = `import React from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/theme-common/internal';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import styles from '@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css';
import DocDemo from '@site/src/components/DocDemo';

export default function DocItemLayout({children}) {
  const {frontMatter, toc} = useDoc();
  const windowSize = useWindowSize();
  const canRender = toc.length > 0 && !frontMatter.demoUrl;
  return (
    <div className="row">
      <div className={clsx('col', styles.docItemCol)}>
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocVersionBadge />
            {canRender && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {frontMatter.demoUrl && <div className="col col--4"><DocDemo url={frontMatter.demoUrl} /></div>}
      {canRender && windowSize !== 'mobile' && <div className="col col--3"><DocItemTOCDesktop /></div>}
    </div>
  );
}
`;

const DEMO = `import React, {useState} from 'react';
export default function DocDemo({url}) {
  const [mode, setMode] = useState('ios');
  return <div className="doc-demo"><button id="mode" onClick={() => setMode(mode === 'ios' ? 'md' : 'ios')}>{mode}</button><iframe title="demo" src={url + '?mode=' + mode} /></div>;
}
`;

const LONG_DOC = `# Long\n\n${['First', 'Second', 'Third']
  .map((name) => `## ${name}\n\n${'A paragraph of text to read. '.repeat(60)}\n\n${'More.\n\n'.repeat(12)}`)
  .join('')}`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'sidebars.js': `module.exports = { docs: ['long', 'button'] };\n`,
  'docs/long.md': LONG_DOC,
  'docs/button.md': '---\ntitle: Button\ndemoUrl: /demo.html\n---\n\nPress it.\n',
  'static/demo.html': '<!doctype html><title>demo</title><p>Demo</p>\n',
  'src/theme/DocItem/Layout/index.js': LAYOUT,
  'src/components/DocDemo/index.js': DEMO,
};

test("a swizzled DocItem/Layout's demo column hydrates beside the doc and switches on click", { skip }, async () => {
  await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}/docs/button`);
    await page.locator('sitegen-island[data-island-ready] #mode').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'ios' }).click();
    await page.getByRole('button', { name: 'md' }).waitFor();
    assert.equal(await page.locator('iframe[title="demo"]').getAttribute('src'), '/demo.html?mode=md');
    // The demo's column is a third of theme-classic's row, to the right of the doc's.
    const boxes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.doc-container .row > .col'), (col) => {
        const { left, width } = col.getBoundingClientRect();
        return { left, width, row: col.parentElement!.getBoundingClientRect().width };
      }),
    );
    assert.equal(boxes.length, 2);
    assert.ok(boxes[1].left > boxes[0].left + boxes[0].width - 1, JSON.stringify(boxes));
    assert.ok(Math.abs(boxes[1].width - boxes[1].row / 3) < 1, JSON.stringify(boxes));
    assert.deepEqual(errors, []);
  });
});

test(
  "a swizzled DocItem/Layout's table of contents is beside the doc and marks the section being read",
  { skip },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      // Past theme-classic's breakpoint (997px), where it shows the table of contents, below sitegen's own (1200px).
      const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
      await page.goto(`${origin}/docs/long`);
      const toc = page.locator('.row > .col--3 .toc-aside');
      assert.ok(await toc.isVisible());
      // The box of theme-classic's TOC: the column's width inside its padding.
      const [box, inColumn] = await page.evaluate(() => {
        const aside = document.querySelector('.row > .col--3 .toc-aside')!;
        const style = getComputedStyle(aside.parentElement!);
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return [aside.getBoundingClientRect().width, aside.parentElement!.getBoundingClientRect().width - padding];
      });
      assert.ok(Math.abs(box - inColumn) < 1, `${box} ${inColumn}`);
      // A quarter of the row, as theme-classic's; the doc's column the rest.
      const [doc, aside, row] = await page.evaluate(() =>
        ['.row > .col:first-child', '.row > .col--3', '.doc-container > .row'].map(
          (s) => document.querySelector(s)!.getBoundingClientRect().width,
        ),
      );
      assert.ok(Math.abs(aside - row / 4) < 1 && Math.abs(doc - (row * 3) / 4) < 1, `${doc} ${aside} ${row}`);
      await page.evaluate(() =>
        window.scrollTo(0, document.getElementById('second')!.getBoundingClientRect().top + window.scrollY - 100),
      );
      await page.waitForFunction(
        () => document.querySelector('.toc-aside a.table-of-contents__link--active')?.textContent === 'Second',
      );
      // It stays in view as the page scrolls.
      assert.ok((await toc.boundingBox())!.y >= 0);
      // On a phone the column's table of contents is hidden, and the one above the doc is there.
      await page.setViewportSize({ width: 400, height: 800 });
      assert.ok(!(await toc.isVisible()));
      assert.ok(await page.locator('article .theme-doc-toc-mobile').isVisible());
    });
  },
);
