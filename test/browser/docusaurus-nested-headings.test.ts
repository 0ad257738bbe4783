/**
 * Infima sizes and spaces only the Markdown's own headings (`.markdown > h2`): a heading inside a tab, an
 * admonition or a component of a Docusaurus site's Markdown is a plain heading (h2 1.5rem, 1rem under it), which a
 * site's CSS module restyles with one class (tauri's DocCard titles are `.cardTitle { font-size: 1.2rem }`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE, minimalSiteWithCss } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test(
  'headings inside a tab, an admonition or a component are Infima’s plain headings; the Markdown’s own keep its rhythm',
  { skip },
  async () => {
    const files = {
      ...MINIMAL_SITE,
      'src/components/Card.js': `import styles from './Card.module.css';
export default function Card() { return <div><h2 id="card" className={styles.title}>Card</h2></div>; }
`,
      'src/components/Card.module.css': '.title { font-size: 1.2rem; }\n',
      'docs/headings.mdx': `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Card from '@site/src/components/Card';

# Intro

## Own

<Tabs>
<TabItem value="a" label="A">

## In a tab

</TabItem>
</Tabs>

:::note

## In a note

:::

<Card />
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/headings`);
      // The last thing of a tab panel or an admonition has no space under it, as in theme-classic.
      const sizes = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.markdown h2')).map((h) => {
          const s = getComputedStyle(h);
          return `${h.firstChild?.textContent} ${s.fontSize} ${s.marginBottom}`;
        }),
      );
      assert.deepEqual(sizes, ['Own 32px 20px', 'In a tab 24px 0px', 'In a note 24px 0px', 'Card 19.2px 16px']);
    });
  },
);

test(
  'a site’s own rules for h1 and h2 restyle a doc’s title and headings, as they override Infima’s element rules',
  { skip },
  async () => {
    // jellyfin's `h1, h2 { font-weight: 300; line-height: 1.35 }`; Avalonia's `h2 { font-size: 1.8rem }`.
    const files = {
      ...minimalSiteWithCss('h1, h2 { font-weight: 300; line-height: 1.35; } h2 { font-size: 1.8rem; }\n'),
      'docs/titled.md': '---\ntitle: Titled\n---\n\n## Part\n\nText.\n',
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/titled`);
      const styles = await page.evaluate(() =>
        ['h1', '.markdown h2'].map((selector) => {
          const s = getComputedStyle(document.querySelector(selector)!);
          return `${s.fontSize} ${s.fontWeight} ${s.lineHeight}`;
        }),
      );
      // The title keeps Infima's 3rem, which the site does not set.
      assert.deepEqual(styles, ['48px 300 64.8px', '28.8px 300 38.88px']);
    });
  },
);
