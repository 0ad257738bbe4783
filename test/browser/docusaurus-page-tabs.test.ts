/**
 * A tab set a React page draws keeps theme-classic's leading under it (its tab list's `margin-bottom:
 * var(--ifm-leading)`), in a page as in Markdown: Tauri's home puts its Quick Start button that far below the tabs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE, minimalSiteWithCss } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test("a page's tab set has Infima's leading under it, as in Markdown", { skip }, async () => {
  const files = {
    ...MINIMAL_SITE,
    'docs/intro.md':
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n# Intro\n\n<Tabs>\n<TabItem value="a" label="A">\n\nText.\n\n</TabItem>\n</Tabs>\n\nAfter.\n',
    'src/pages/index.js': `import Layout from '@theme/Layout';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
export default function Home() {
  return <Layout><div id="set"><Tabs><TabItem value="a" label="A">a</TabItem></Tabs></div></Layout>;
}
`,
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    const leading = async (path: string, selector: string) => {
      await page.goto(origin + path);
      return page.evaluate((s) => {
        const set = document.querySelector(s)!;
        const probe = document.createElement('div');
        probe.style.marginBottom = 'var(--ifm-leading)';
        document.body.append(probe);
        return [getComputedStyle(set).marginBottom, getComputedStyle(probe).marginBottom];
      }, selector);
    };
    const [onPage, expected] = await leading('/', '#set > [role="tablist"], #set > :has(> [role="tablist"])');
    assert.equal(onPage, expected);
    assert.notEqual(expected, '0px');
    assert.deepEqual(await leading('/docs/intro', '.markdown :has(> [role="tablist"])'), [expected, expected]);
  });
});

test(
  'a site’s rules for theme-classic’s tab names style the tabs, the chosen one as it changes',
  { skip },
  async () => {
    // capacitor-docs's pill tabs: `.tabs .tabs__item` and `.tabs__item--active`.
    const files = {
      ...minimalSiteWithCss(
        '.tabs-container .tabs__item { border-radius: 99px; } .tabs__item--active { background-color: rgb(1, 2, 3); }\n',
        { remarkPlugins: "[[require('@docusaurus/remark-plugin-npm2yarn'), { converters: ['yarn'] }]]" },
      ),
      'docs/intro.md': '# Intro\n\n```bash npm2yarn\nnpm install dino\n```\n',
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      const styles = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[role=tab]')).map((tab) => {
            const s = getComputedStyle(tab);
            return `${tab.textContent} ${s.borderTopLeftRadius} ${s.backgroundColor}`;
          }),
        );
      assert.deepEqual(await styles(), ['npm 99px rgb(1, 2, 3)', 'Yarn 99px rgba(0, 0, 0, 0)']);
      await page.click('[role=tab][data-value=yarn]');
      // Off the tab: a hovered tab has Infima's hover background, in Docusaurus too.
      await page.mouse.move(0, 0);
      assert.deepEqual(await styles(), ['npm 99px rgba(0, 0, 0, 0)', 'Yarn 99px rgb(1, 2, 3)']);
    });
  },
);
