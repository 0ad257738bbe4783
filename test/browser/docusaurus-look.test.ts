/**
 * A Docusaurus site as Docusaurus draws it, in Chromium. A wide navbar logo keeps its proportions at the navbar's
 * 2rem height; links are not underlined until hovered; tabs, alerts and tables have Infima's look; every Infima
 * variable has its value. The version badge looks as Docusaurus 2.4.3 draws it in both colour modes: Infima's
 * `badge--secondary` is light grey with black text and a border of the same grey, in the dark theme too
 * (`--ifm-color-secondary` has no dark value), rather than a light pill with sitegen's dark border.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';
import { MINIMAL_CONFIG } from '../docusaurus/docusaurus-fixture.js';

const skip = browserUnavailable();
const withBuiltSite = builtDocusaurusSites();

/** The classic preset with a custom.css beside it: for tests of a site's own rules. */
const CUSTOM_CSS_CONFIG = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { theme: { customCss: './custom.css' } }]] };\n`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { theme: { customCss: './custom.css' } }]],
    themeConfig: { navbar: { title: 'Dino', logo: { alt: 'Dino', src: 'img/logo.svg' }, items: [{ to: '/blog', label: 'Blog' }, { href: 'https://github.com/dino', label: 'GitHub', position: 'right' },
      { href: 'https://twitter.com/dino', 'aria-label': 'Twitter', position: 'right', className: 'navbar__icon' }] },
      announcementBar: { id: 'news', content: '<a href="/news"><img src="/img/banner.svg" alt="Read the news"></a>' } } };\n`,
  'static/img/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="32" viewBox="0 0 100 32"><rect width="100" height="32" fill="#36c"/></svg>',
  // A banner with a viewBox and no size of its own (redux's announcement): as wide as what holds it.
  'static/img/banner.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2600 160"><rect width="2600" height="160" fill="#fe3"/></svg>',
  'docs/intro.md': '# Intro next\n',
  'custom.css':
    ':root { --ifm-color-content: #232f47; }\n.navbar__brand { font-size: 24px; }\ndiv[class*="announcementBarContent"] { font-size: 21px; }\n' +
    // flow.org's dark navbar: rules as specific as Infima's own, which a site's later CSS overrides.
    '.navbar { background-color: #2d343a; }\n.navbar .navbar__link { color: rgba(255, 255, 255, 0.7); }\n' +
    '.navbar .navbar__icon { padding: 0; padding-right: 1rem; }\n',
  'src/pages/index.js': `import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
export default function Home() {
  return <Layout><h1 id="hero">Dino</h1><Link id="card" to="/docs/intro">Docs</Link><ul className="tabs"><li id="tab" className="tabs__item tabs__item--active">All</li></ul>
    <div id="alert" className="alert alert--primary">0 projects</div><p id="overlay" style={{ background: 'var(--ifm-menu-color-background-active)' }}>o</p><table id="table"><tbody><tr><td>x</td></tr></tbody></table>
    <header className="hero hero--primary"><p id="hero-primary" className="hero__title">Dino</p></header>
    <div><span>Source</span><div id="group" className="button-group button-group--block"><a id="group-a" className="button button--primary">tar</a><a id="group-b" className="button button--primary">asc</a></div></div></Layout>;
}\n`,
  'src/pages/faq.md': '# FAQ\n\n## Why?\n\nBecause.\n\n- one\n- two\n',
  'versions.json': '["2.0", "1.0"]',
  'versioned_docs/version-2.0/intro.md': '# Intro two\n',
  'versioned_docs/version-1.0/intro.md': '# Intro one\n\n## First\n\nOne.\n\n## Second\n\nTwo.\n',
};

/** A new page at `url` in colour mode `theme`, as a visitor who chose it sees it. */
async function openInTheme(browser: Browser, url: string, theme: string): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto(url);
  return page;
}

test(
  'the version badge is Infima’s secondary badge in both colour modes; a wide logo keeps its proportions',
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(FILES, async ({ origin, browser }) => {
      for (const theme of ['light', 'dark']) {
        const page = await openInTheme(browser, `${origin}/docs/1.0/intro`, theme);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
        const style = await page.locator('.version-badge').evaluate((e) => {
          const s = getComputedStyle(e);
          const height = e.getBoundingClientRect().height;
          return { bg: s.backgroundColor, color: s.color, border: s.borderTopColor, lineHeight: s.lineHeight, height };
        });
        // Infima's badge: 75% of 16px on one line of that height, 4px of padding and a 1px border each way.
        assert.deepEqual(
          style,
          {
            bg: 'rgb(235, 237, 240)',
            color: 'rgb(0, 0, 0)',
            border: 'rgb(235, 237, 240)',
            lineHeight: '12px',
            height: 22,
          },
          theme,
        );
        // Infima's alert links take the alert's text colour: the banner's link is as dark as its words.
        const banner = await page.locator('.theme-doc-version-banner').evaluate((e) => ({
          text: getComputedStyle(e).color,
          link: getComputedStyle(e.querySelector('a')!).color,
          weight: getComputedStyle(e.querySelector('a')!).fontWeight,
        }));
        assert.equal(banner.link, banner.text, `${theme}: the banner's link in its text colour`);
        assert.equal(banner.weight, '700', `${theme}: the banner's link in bold`);
        const logo = await page.locator('.navbar__inner .navbar__logo').boundingBox();
        assert.deepEqual(
          [Math.round(logo!.width), Math.round(logo!.height)],
          [100, 32],
          'the logo keeps its proportions',
        );
        // Docusaurus's frame: a full-width navbar (1rem padding, a shadow, 60px), a 3rem title,
        // an announcement bar in plain text, 30px high on wide screens, no heading over the table of contents (1px, for screen readers).
        const frame = await page.evaluate((mode) => {
          const navbar = document.querySelector('.navbar')!;
          const title = document.querySelector('h1')!;
          return {
            logoX: document.querySelector('.navbar__inner .navbar__logo')!.getBoundingClientRect().x,
            navbarHeight: navbar.getBoundingClientRect().height,
            shadow: getComputedStyle(navbar).boxShadow,
            title: [getComputedStyle(title).fontSize, getComputedStyle(title).fontWeight],
            barLink: getComputedStyle(document.querySelector('.announcement-bar a')!).fontWeight,
            barSize: getComputedStyle(document.querySelector('.announcement-bar__content')!).fontSize,
            // theme-classic 2.4.3: 30px from 997px wide, however large its text (here 21px).
            barHeight: document.querySelector('.announcement-bar')!.getBoundingClientRect().height,
            // Its content an image link, as redux's banner: the image at its own width (the content fills the bar).
            barImage: [
              document.querySelector('.announcement-bar img')!.getBoundingClientRect().width,
              document.querySelector('.announcement-bar__content')!.getBoundingClientRect().width,
            ],
            navLink: getComputedStyle(document.querySelector('.navbar__link')!).fontSize,
            // Infima's spacing: the brand's 1rem margin before the first item; an external link's icon 0.3rem
            // after its text.
            itemGap: Math.round(
              document.querySelector('.navbar__items .navbar__item')!.getBoundingClientRect().x -
                document.querySelector('.navbar__brand')!.getBoundingClientRect().right,
            ),
            iconGap: (() => {
              const link = document.querySelector('.navbar__items--right a[href^="https://github.com"]')!;
              const text = document.createRange();
              text.selectNodeContents(link.firstChild!);
              const gap = link.querySelector('svg')!.getBoundingClientRect().x - text.getBoundingClientRect().right;
              return Math.round(gap * 10) / 10;
            })(),
            tocTitle: document.querySelector('.toc-aside .toc__title')?.getBoundingClientRect().height ?? 'none',
            // theme-classic's colour-mode icons, its own artwork (the start of each path), 24px in the 2rem button.
            toggleIcon: (() => {
              const icon = document.querySelector(`.navbar .theme-toggle__${mode === 'dark' ? 'moon' : 'sun'}`)!;
              const box = icon.getBoundingClientRect();
              return [box.width, box.height, icon.querySelector('path')!.getAttribute('d')!.slice(0, 20)];
            })(),
          };
        }, theme);
        const { barImage, ...rest } = frame;
        assert.ok(
          barImage[0] > 0 && Math.round(barImage[0]) === Math.round(barImage[1]),
          `the banner fills the bar's content: ${barImage}`,
        );
        assert.deepEqual(rest, {
          logoX: 16,
          navbarHeight: 60,
          shadow: 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px',
          title: ['48px', '700'],
          barLink: '400',
          barSize: '21px',
          barHeight: 30,
          navLink: '16px',
          itemGap: 16,
          iconGap: 4.8,
          tocTitle: 1,
          toggleIcon: [24, 24, theme === 'dark' ? 'M9.37,5.51C9.19,6.15' : 'M12,9c1.65,0,3,1.35,'],
        });
        // Infima's links: no underline until hovered.
        await page.goto(`${origin}/`);
        const card = page.locator('#card');
        assert.equal(await card.evaluate((e) => getComputedStyle(e).textDecorationLine), 'none');
        await card.hover();
        assert.equal(await card.evaluate((e) => getComputedStyle(e).textDecorationLine), 'underline');
        // Infima's tabs, alerts and tables, which React pages build from its class names.
        const css = (id: string, prop: string) =>
          page.locator(id).evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), prop);
        assert.equal(await css('#tab', 'border-bottom-width'), '3px');
        assert.equal(await css('#alert', 'border-left-width'), '5px');
        assert.equal(await css('#table td', 'padding-top'), '12px');
        // Infima's block button group (eventmesh's download page): a row of its own, below the label before it,
        // whose buttons grow to fill it and join with square inner corners.
        assert.equal(await css('#group', 'display'), 'flex');
        assert.equal(await css('#group-a', 'flex-grow'), '1');
        assert.deepEqual(
          [await css('#group-a', 'border-top-right-radius'), await css('#group-b', 'border-top-left-radius')],
          ['0px', '0px'],
        );
        // Infima's heading margins in React pages; the site's --ifm-color-content is the text colour (light only:
        // Infima's dark value wins over a :root override, as under Docusaurus); the navbar title takes the brand's size.
        assert.equal(await css('#hero', 'margin-top'), '0px');
        assert.equal(await css('#hero', 'color'), theme === 'light' ? 'rgb(35, 47, 71)' : 'rgb(227, 227, 227)');
        assert.equal(await css('.navbar__inner .navbar__title', 'font-size'), '24px');
        assert.equal(await css('.navbar', 'background-color'), 'rgb(45, 52, 58)');
        assert.equal(await css('.navbar__items .navbar__link >> nth=0', 'color'), 'rgba(255, 255, 255, 0.7)');
        // An item's own class is on the element Infima pads, as in Docusaurus, where the item is the link: the
        // site's rule for it replaces the padding (flow.org's icons).
        const icon = await page.locator('.navbar__inner .navbar__icon').evaluate((e) => {
          const link = getComputedStyle(e);
          return [e.matches('a.navbar__item.navbar__link'), link.paddingLeft, link.paddingRight];
        });
        assert.deepEqual(icon, [true, '0px', '16px']);
        // Centred in the bar as Docusaurus's link is, a flex item of the row with no line box around it.
        const offCentre = await page.evaluate(() => {
          const [bar, link] = ['.navbar', '.navbar__inner .navbar__icon'].map((s) =>
            document.querySelector(s)!.getBoundingClientRect(),
          );
          return Math.abs(Math.round(link.y + link.height / 2 - (bar.y + bar.height / 2)));
        });
        assert.equal(offCentre, 0, 'the icon link is centred in the navbar');
        // Any Infima variable a site's CSS reads has Infima's value (jest's grey sections use this one).
        const overlay = theme === 'light' ? 'rgba(0, 0, 0, 0.05)' : 'rgba(255, 255, 255, 0.05)';
        assert.equal(await css('#overlay', 'background-color'), overlay);
        await page.close();
      }
    });
  },
);

/** Two `styles.module.css` (as most Docusaurus sites have, one per component) and a page's own module. */
const CSS_MODULE_FILES: Record<string, string> = {
  'docusaurus.config.js': MINIMAL_CONFIG,
  'docs/intro.md': '# Intro\n',
  'docs/tabs.mdx': `# Tabs\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n
<Tabs>\n<TabItem value="a" label="A">\n\nAlpha\n\n</TabItem>\n<TabItem value="b" label="B">\n\nBeta\n\n</TabItem>\n</Tabs>\n`,
  'src/components/A/index.js': `import styles from './styles.module.css';
export default function A() { return <p id="a" className={styles.box}>a</p>; }\n`,
  'src/components/A/styles.module.css': '.box { padding-top: 7px; }\n',
  'src/components/B/index.js': `import styles from './styles.module.css';
export default function B() { return <p id="b" className={styles.box}>b</p>; }\n`,
  'src/components/B/styles.module.css': '.box { padding-top: 9px; }\n',
  'src/pages/index.js': `import { useState } from 'react';
import Layout from '@theme/Layout';
import A from '@site/src/components/A';
import B from '@site/src/components/B';
import styles from './index.module.css';
export default function Home() {
  const [n, setN] = useState(0);
  // After the click, rendered by the browser bundle alone (hydration keeps the server's attributes).
  return <Layout><button id="more" onClick={() => setN(n + 1)}>{n}</button>
    {n > 0 && <><span id="kebab" className={styles['kebab-name']}>k</span><A /><B /></>}</Layout>;
}\n`,
  'src/pages/index.module.css': '.kebab-name { padding-top: 5px; }\n',
};

test(
  'CSS module classes the browser renders keep their styles; sitegen’s tabs are not laid out as Infima’s tab list',
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(CSS_MODULE_FILES, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      // Hydrated: the button's handler runs.
      await page.locator('#more').click();
      await page.locator('#more', { hasText: '1' }).waitFor({ timeout: 5000 });
      const padding = (sel: string) => page.locator(sel).evaluate((e) => getComputedStyle(e).paddingTop);
      assert.deepEqual([await padding('#kebab'), await padding('#a'), await padding('#b')], ['5px', '7px', '9px']);
      // sitegen's tabs (class "tabs", as Infima's tab list is) stack their panel below the tab list.
      await page.goto(`${origin}/docs/tabs`);
      const list = await page.locator('.tabs__list').boundingBox();
      const panel = await page.locator('.tabs__panel:not([hidden])').boundingBox();
      assert.ok(
        panel!.y >= list!.y + list!.height,
        `panel at y=${panel!.y}, below the list's ${list!.y + list!.height}`,
      );
    });
  },
);

test(
  "a narrow docs page's table of contents opens from theme-classic's collapsible: one line of text, Infima's chevron",
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(FILES, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${origin}/docs/1.0/intro`);
      const summary = page.locator('.toc-mobile > summary');
      const look = () =>
        summary.evaluate((e) => {
          const after = getComputedStyle(e, '::after');
          return {
            lineHeight: getComputedStyle(e).lineHeight,
            icon: [after.width, after.height, after.backgroundImage.startsWith('url("data:image/svg+xml')],
            transform: after.transform,
          };
        });
      // A button's line (theme-classic's is a <button>): `normal`, not the page's 1.65.
      assert.deepEqual(await look(), {
        lineHeight: 'normal',
        icon: ['20px', '20px', true],
        transform: 'matrix(-1, 0, 0, -1, 0, 0)',
      });
      await summary.click();
      // Open, the chevron turns (a transition) to point up.
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.toc-mobile > summary')!, '::after').transform === 'none',
        null,
        { timeout: 5000 },
      );
    });
  },
);

test(
  "a site's own rule for a class named `announcement` (hydra.cc's, for markup it no longer has) leaves the bar alone",
  { skip: skip ?? false },
  async () => {
    const files = { ...FILES, 'custom.css': '@media (max-width: 500px) { .announcement { font-size: 15px; } }\n' };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${origin}/docs/intro`);
      // theme-classic's bar has no element of that class: its text stays at 85% of 16px.
      const size = await page
        .locator('[data-announcement] .announcement-bar__content')
        .evaluate((e) => getComputedStyle(e).fontSize);
      assert.equal(size, '13.6px');
      // Its text between theme-classic's 10px placeholder and 30px close button (webdriver.io's long notice wrapped
      // in narrower lines), both 50px wide from 997px.
      const boxes = async () =>
        [
          await page.locator('.announcement-bar__content').boundingBox(),
          await page.locator('.announcement-bar__close').boundingBox(),
        ].map((b) => [Math.round(b!.x), Math.round(b!.width)]);
      assert.deepEqual(await boxes(), [
        [10, 350],
        [360, 30],
      ]);
      await page.setViewportSize({ width: 1280, height: 800 });
      assert.deepEqual(await boxes(), [
        [50, 1180],
        [1230, 50],
      ]);
      // Its cross in the middle of the button: theme-classic's button has no line height to lift it.
      const button = (await page.locator('.announcement-bar__close').boundingBox())!;
      const cross = (await page.locator('.announcement-bar__close svg').boundingBox())!;
      assert.equal(Math.round(cross.y + cross.height / 2), Math.round(button.y + button.height / 2));
    });
  },
);

test(
  "Infima's primary hero writes in the inverse of the base font colour: white in light mode, black in dark",
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(FILES, async ({ origin, browser }) => {
      for (const [theme, colour] of [
        ['light', 'rgb(255, 255, 255)'],
        ['dark', 'rgb(0, 0, 0)'],
      ]) {
        const page = await openInTheme(browser, `${origin}/`, theme);
        assert.equal(await page.locator('#hero-primary').evaluate((e) => getComputedStyle(e).color), colour, theme);
        await page.close();
      }
    });
  },
);

test(
  "a page opened in place swaps Docusaurus's <html> classes for its own and keeps those a script added",
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(FILES, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      const classes = () => page.evaluate(() => Array.from(document.documentElement.classList).sort());
      assert.deepEqual(await classes(), ['js', 'plugin-id-default', 'plugin-pages']);
      await page.evaluate(() => document.documentElement.classList.add('added-by-script'));
      await page.locator('#card').click();
      await page.waitForURL(`${origin}/docs/intro`);
      // The last version's doc (2.0) is the one at /docs/intro.
      await page.waitForFunction(() => document.title.startsWith('Intro two'));
      const expected = 'added-by-script docs-doc-id-intro docs-doc-page docs-version-2.0 docs-wrapper';
      assert.deepEqual(await classes(), [...expected.split(' '), 'js', 'plugin-docs', 'plugin-id-default']);
      assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'in place');
      await page.close();
    });
  },
);

test(
  "a site's `.markdown a`, `article header h2 a`, `.markdown code` and `blockquote` rules win over Infima's `a`, `code` and `blockquote` (react-native-website's, react-redux's)",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': CUSTOM_CSS_CONFIG,
      'custom.css':
        '.markdown a { color: rgb(1, 2, 3); text-decoration: underline wavy; }\narticle header h2 a { color: rgb(4, 5, 6); }\n.markdown code { border-color: rgb(7, 8, 9); }\n' +
        // react-redux's quotes: a bare `blockquote` rule, as weak as Infima's and later.
        'blockquote { color: rgb(10, 11, 12); border-left: 6px solid rgb(13, 14, 15); }\n',
      'docs/intro.md':
        '# Intro\n\nSee [the post](/blog/hello) and `npm start`, or press <kbd>Ctrl</kbd>.\n\n> Quoted.\n',
      'blog/2024-01-02-hello.md': '---\nslug: hello\n---\n# Hello\n\nBack to [the intro](/docs/intro).\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      for (const [url, text] of [
        ['/docs/intro', 'the post'],
        ['/blog/hello', 'the intro'],
      ]) {
        await page.goto(origin + url);
        const style = await page
          .locator('.markdown a', { hasText: text })
          .evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationStyle]);
        assert.deepEqual(style, ['rgb(1, 2, 3)', 'wavy'], url);
      }
      // Inline code: react-native-website's has no border (`.markdown code { border-color: transparent }`).
      await page.goto(origin + '/docs/intro');
      const border = await page.locator('.markdown p code').evaluate((c) => getComputedStyle(c).borderTopColor);
      assert.equal(border, 'rgb(7, 8, 9)');
      // Keys are Infima's: 0.15rem by 0.3rem with an inset shadow below (react-native-website's docs).
      const key = await page
        .locator('.markdown kbd')
        .evaluate((k) => [getComputedStyle(k).padding, getComputedStyle(k).boxShadow.includes('inset')]);
      assert.deepEqual(key, ['2.4px 4.8px', true]);
      const quote = await page
        .locator('.markdown blockquote')
        .evaluate((q) => [getComputedStyle(q).color, getComputedStyle(q).borderLeft]);
      assert.deepEqual(quote, ['rgb(10, 11, 12)', '6px solid rgb(13, 14, 15)']);
      // The blog list's post titles: react-native-website draws them in the text colour.
      await page.goto(origin + '/blog');
      const title = await page
        .locator('article header h2 a', { hasText: 'Hello' })
        .evaluate((a) => getComputedStyle(a).color);
      assert.equal(title, 'rgb(4, 5, 6)');
      await page.close();
    });
  },
);

test(
  "a blog post is in theme-classic's container, row and columns, its authors in Infima's avatar: a site's rules for them apply",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': CUSTOM_CSS_CONFIG,
      // react-native-website's rules for its blog.
      'custom.css':
        '.blog-wrapper .main-wrapper .container .row .col.col--7 { padding: 24px 16px 24px 32px; }\n' +
        '.avatar__name a { color: rgb(1, 2, 3); }\n' +
        '.theme-code-block button:hover { background: var(--docusaurus-collapse-button-bg-hover); }\n' +
        // wails's: every column inline-flex, which would show the sidebar and the contents' column on a phone.
        '.col { display: inline-flex; }\n',
      'blog/2024-01-02-hello.md':
        '---\nslug: hello\nauthors: [{ name: Rex, url: https://rex.example, title: Roarer }]\n---\n# Hello\n\n## One\n\nText.\n\n## Two\n\nMore.\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
      await page.goto(`${origin}/blog/hello`);
      const main = page.locator('.container.margin-vert--lg > .row > main.col.col--7');
      assert.equal(await main.evaluate((e) => getComputedStyle(e).paddingLeft), '32px');
      const toc = page.locator('.container > .row > .col.col--2 .table-of-contents');
      assert.ok(await toc.isVisible(), 'the table of contents is beside the post at 1100px, as in Docusaurus');
      const sidebar = await page.locator('.row > aside.col.col--3').boundingBox();
      const box = await main.boundingBox();
      assert.ok(sidebar && box && sidebar.x + sidebar.width <= box.x + 1, 'the sidebar is the column left of the post');
      const name = page.locator('.avatar__name a', { hasText: 'Rex' });
      assert.equal(await name.evaluate((e) => getComputedStyle(e).color), 'rgb(1, 2, 3)');
      // theme-classic's variables, which react-native-website's own read (as custom.css does here).
      const hover = () =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--docusaurus-collapse-button-bg-hover'),
        );
      assert.equal(await hover(), '#0000001a');
      // On a phone, a post has no table of contents, as theme-classic's has none.
      await page.setViewportSize({ width: 390, height: 800 });
      assert.equal(await page.locator('.toc-mobile').isVisible(), false);
      // Nor a sidebar or table of contents' column, whatever the site's `.col` rule says.
      for (const column of ['.row > aside.col.col--3', '.row > .col.col--2'])
        assert.equal(await page.locator(column).evaluate((c) => getComputedStyle(c).display), 'none', column);
      await page.close();
    });
  },
);

test(
  "the not-found page is theme-classic's: its 3rem title and words in six centred columns, 5rem under the navbar",
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(FILES, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const loads: string[] = [];
      page.on('request', (request) => request.isNavigationRequest() && loads.push(request.url()));
      await page.goto(`${origin}/404.html`);
      // Its script asked the host whether /404 is a page (this host serves 404.html there): it stays where it is.
      await page.waitForLoadState('networkidle');
      assert.deepEqual(loads, [`${origin}/404.html`]);
      const look = await page.evaluate(() => {
        const title = document.querySelector('main h1')!;
        const row = document.querySelector('main .row')!.getBoundingClientRect();
        return {
          size: getComputedStyle(title).fontSize,
          // col--offset-3: a quarter of the row in, half of it wide (less the columns' 1rem padding).
          left: Math.round(title.getBoundingClientRect().left - row.left - row.width / 4),
          width: Math.round(title.getBoundingClientRect().width - row.width / 2),
          below: Math.round(
            title.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom,
          ),
          buttons: document.querySelectorAll('main .button').length,
        };
      });
      assert.deepEqual(look, { size: '48px', left: 16, width: -32, below: 80, buttons: 0 });
      await page.close();
    });
  },
);

test(
  "<Layout>'s main-wrapper is an item of a flex column, as in Docusaurus: a site's align-self: center centres a narrow page; a navbar search item keeps Infima's padding",
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(
      {
        'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
        presets: [['classic', { theme: { customCss: './custom.css' } }]],
        themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'dino' }, navbar: { logo: { alt: 'Dino', src: 'img/logo.svg' },
          items: [{ to: '/versions', label: 'Versions' }, { type: 'search', position: 'right' }] } } };\n`,
        'static/img/logo.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" fill="#36c"/></svg>',
        'custom.css': '.main-wrapper { align-self: center; }\n.narrow { max-width: 400px; }\n',
        'docs/intro.md': '# Intro\n',
        'src/pages/versions.js': `import Layout from '@theme/Layout';
export default function Versions() { return <Layout wrapperClassName="narrow"><h1>Versions</h1><p>Latest</p></Layout>; }\n`,
      },
      async ({ origin, browser }) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`${origin}/versions`);
        const wrapper = (await page.locator('.main-wrapper').boundingBox())!;
        const column = (await page.locator('.page-module').boundingBox())!;
        // Docusaurus 2.4.3 draws it 154px wide: a centred item of its flex column is as wide as its content, the
        // title `Versions` (under the 400px `max-width`), not as the column.
        assert.equal(Math.round(wrapper.width), 154);
        const offCentre = wrapper.x + wrapper.width / 2 - (column.x + column.width / 2);
        assert.ok(Math.abs(offCentre) < 1, `the wrapper is ${offCentre}px off the centre`);
        // wails's bar: an explicit search item has Infima's padding on both sides; only the right group's last item
        // (here the colour-mode toggle) has none on its right, as Infima's `.navbar__items--right > :last-child`.
        const paddingRight = (sel: string) => page.locator(sel).evaluate((e) => getComputedStyle(e).paddingRight);
        assert.equal(await paddingRight('.navbar__items--right > :has(.DocSearch-Button)'), '12px');
        assert.equal(await paddingRight('.navbar__items--right > :last-child'), '0px');
        // flow.org's bar, a logo and no title: Infima's logo keeps its 0.5rem margin, then the brand's 1rem and the
        // item's 0.75rem before the first link's text.
        const logo = (await page.locator('.navbar__inner .navbar__logo').boundingBox())!;
        const first = await page
          .locator('.navbar__items .navbar__link')
          .first()
          .evaluate((link) => {
            const text = document.createRange();
            text.selectNodeContents(link);
            return text.getBoundingClientRect().x;
          });
        assert.equal(Math.round(first - (logo.x + logo.width)), 36);
        // A row too full for its items (webdriver.io's in German) squeezes the brand, never Infima's logo in it.
        await page.evaluate(() => {
          const wide = document.createElement('div');
          wide.style.cssText = 'flex: 0 0 3000px';
          document.querySelector('.navbar__items')!.append(wide);
        });
        const squeezed = (await page.locator('.navbar__inner .navbar__logo').boundingBox())!;
        assert.equal(Math.round(squeezed.width), Math.round(logo.width));
      },
    );
  },
);

test(
  "a font the site sets on :root is the page's, as Infima sets it on html; the announcement bar has theme-classic's class names and role; navbar items take Infima's padding variables, a dark navbar Infima's link colour",
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(
      {
        'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
        presets: [['classic', { theme: { customCss: './custom.css' } }]],
        themeConfig: { announcementBar: { content: 'Tauri 2.0 has launched!' },
          navbar: { style: 'dark', items: [{ to: '/blog', label: 'Blog', position: 'right' }] } } };\n`,
        // tauri's custom.css: its Rubik font, and a taller bar through the bar's CSS-module class name; then
        // react-native-website's wider navbar items and its bar's border, selected by the bar's role.
        'custom.css':
          ":root { font-family: 'Rubik', sans-serif; --ifm-card-background-color: #f6f6f6; --docusaurus-highlighted-code-line-bg: rgb(1, 2, 3); }\n" +
          "[class*='announcementBar_'] { min-height: 3rem; }\n" +
          ':root { --ifm-navbar-item-padding-horizontal: 18px; }\n' +
          'div[class*="announcementBar"][role="banner"] { border-bottom-color: rgb(4, 5, 6); }\n',
        'docs/intro.md':
          '# Intro\n\nWords.\n\n<div class="card" id="card">Card</div>\n\n```js {1}\nconst a = 1;\n```\n',
        // tauri's config reference lists headings down to h5 (toc_max_heading_level: 5).
        'docs/deep.md':
          '---\ntoc_max_heading_level: 5\n---\n\n# Deep\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n',
        'blog/2024-01-01-news.md': '---\ntitle: News\nauthors: [{ name: Dan, title: Cofounder }]\n---\n\nNews.\n',
      },
      async ({ origin, browser }) => {
        const page = await browser.newPage();
        await page.goto(`${origin}/docs/intro`);
        // A computed style of the first element `sel` matches.
        const style = (
          sel: string,
          property: 'fontFamily' | 'color' | 'backgroundColor' | 'borderBottomColor' | 'paddingLeft',
        ) =>
          page
            .locator(sel)
            .first()
            .evaluate((e, p) => getComputedStyle(e)[p], property);
        const font = (sel: string) => style(sel, 'fontFamily');
        assert.equal(await font('body'), 'Rubik, sans-serif');
        assert.equal(await font('.markdown p'), 'Rubik, sans-serif');
        // Infima gives headings their own variable, which a font on :root does not change.
        assert.match(await font('h1'), /^system-ui, /);
        const bar = await page.locator('.announcement-bar').evaluate((e) => e.getBoundingClientRect().height);
        assert.equal(bar, 48);
        // react-native-website's bar: as high as its content, whose padding it sets; the bar adds none of its own.
        await page.addStyleTag({
          content:
            ':root { --docusaurus-announcement-bar-height: auto !important; }\n' +
            "[class*='announcementBar_'] { min-height: 0; }\n" +
            "div[class*='announcementBarContent'] { padding: 16px 30px; }\n",
        });
        const padded = await page
          .locator('.announcement-bar')
          .evaluate((e) => [e.getBoundingClientRect().height, e.firstElementChild!.getBoundingClientRect().height]);
        assert.equal(padded[0], padded[1] + 1, 'the bar is its content and its 1px border');
        assert.equal(await style('.announcement-bar', 'borderBottomColor'), 'rgb(4, 5, 6)');
        assert.equal(await style('.navbar__items--right .navbar__item', 'paddingLeft'), '18px');
        // Infima's dark navbar: its links and brand in its light grey (white was sitegen's own dark bar).
        assert.equal(await style('.navbar__items--right .navbar__link', 'color'), 'rgb(245, 246, 247)');
        assert.equal(await style('.navbar__brand', 'color'), 'rgb(245, 246, 247)');
        // Infima's card and theme-classic's highlighted line take their colours from the variables sites set.
        assert.equal(await style('#card', 'backgroundColor'), 'rgb(246, 246, 246)');
        assert.equal(await style('.code-line--highlighted', 'backgroundColor'), 'rgb(1, 2, 3)');
        const line = await page.locator('.code-line--highlighted').evaluate((e) => getComputedStyle(e).borderLeftWidth);
        assert.equal(line, '0px');
        // Each deeper level of the table of contents sits further in, down to h5.
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${origin}/docs/deep`);
        const xs = await page
          .locator('.toc-aside .toc__link')
          .evaluateAll((all) => all.map((e) => Math.round(e.getBoundingClientRect().x)));
        assert.equal(xs.length, 4);
        assert.ok(
          xs.every((x, i) => i === 0 || x - xs[i - 1] === 16),
          `each level 16px further in: ${xs.join(', ')}`,
        );
        // Infima's author name is in the base font variable, bold, whatever the page's font.
        await page.goto(`${origin}/blog/2024/01/01/news`);
        assert.match(await font('.post-author__name'), /^system-ui, /);
      },
    );
  },
);

test(
  'an iframe keeps its own width, as Infima leaves it: two 560px videos in a .row take a row each, as on hydra.cc',
  { skip: skip ?? false },
  async () => {
    const video = (title: string) => `<div className="col"><iframe width="560" height="315" title="${title}" /></div>`;
    const files = {
      'docusaurus.config.js': MINIMAL_CONFIG,
      'sidebars.js': 'module.exports = {};\n',
      'src/pages/index.js': `import Layout from '@theme/Layout';\nexport default function Home() { return <Layout><div className="container"><div className="row">${video('one')}${video('two')}</div></div></Layout>; }\n`,
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/`);
      const boxes = await page.locator('.row > .col').evaluateAll((all) => all.map((e) => e.getBoundingClientRect()));
      assert.equal(boxes.length, 2);
      assert.ok(
        boxes[1].y > boxes[0].y,
        `the second video is below the first, not beside it (${boxes[0].y}, ${boxes[1].y})`,
      );
      assert.equal(
        await page
          .locator('iframe')
          .first()
          .evaluate((e) => e.getBoundingClientRect().width),
        560,
      );
    });
  },
);

test(
  "an iframe in a doc's Markdown is as Infima leaves it too: its own width, inline, square (kubevela.io's videos)",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': MINIMAL_CONFIG,
      'sidebars.js': 'module.exports = {};\n',
      'docs/video.md': '# Video\n\n<iframe height="480" width="720" src="about:blank" frameborder="no"> </iframe>\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      await page.goto(`${origin}/docs/video`);
      const iframe = await page.locator('.markdown iframe').evaluate((e) => {
        const s = getComputedStyle(e);
        const column = e.closest('.markdown')!.getBoundingClientRect().width;
        return {
          width: e.getBoundingClientRect().width,
          wider: column < 720,
          display: s.display,
          radius: s.borderRadius,
        };
      });
      assert.deepEqual(iframe, { width: 720, wider: true, display: 'inline', radius: '0px' });
    });
  },
);

test(
  "a blog post's footer is theme-classic's: Tags: in bold, the tags and Read More in the link colour, tags with Infima's radius",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': MINIMAL_CONFIG,
      'sidebars.js': 'module.exports = {};\n',
      // hydra's palette: a light primary, and shades of another colour (which sitegen's own accents take).
      'src/css/custom.css': ':root { --ifm-color-primary: #89b8cd; --ifm-color-primary-darker: rgb(31, 165, 136); }\n',
      'blog/2024-01-01-news.md': '---\ntitle: News\ntags: [release]\n---\n\nNews.\n\n<!--truncate-->\n\nMore.\n',
    };
    const config = MINIMAL_CONFIG.replace(
      "presets: [['classic', {",
      "presets: [['classic', { theme: { customCss: './src/css/custom.css' },",
    );
    await withBuiltSite({ ...files, 'docusaurus.config.js': config }, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/blog`);
      const style = (sel: string) =>
        page
          .locator(sel)
          .first()
          .evaluate((e) => {
            const s = getComputedStyle(e);
            return { color: s.color, weight: s.fontWeight, radius: s.borderTopLeftRadius };
          });
      const primary = 'rgb(137, 184, 205)';
      assert.equal((await style('.blog-post__read-more')).color, primary);
      assert.equal((await style('.blog-post footer .tag_zVej')).color, primary);
      assert.equal((await style('.blog-post footer .tag_zVej')).radius, '6.4px');
      const label = await style('.blog-post footer b');
      assert.equal(label.weight, '700');
      assert.equal(label.color, await page.locator('body').evaluate((e) => getComputedStyle(e).color));
    });
  },
);

test(
  "a swizzled NotFound is the page at an unknown address, and reads the address opened, as hydra's redirects do",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': MINIMAL_CONFIG,
      'sidebars.js': 'module.exports = {};\n',
      'src/theme/NotFound.js': `import Layout from '@theme/Layout';
export default function NotFound({ location }) {
  if (location.pathname === '/old-page' && typeof window !== 'undefined') window.location.href = '/docs/intro';
  return <Layout title="Lost"><h1 id="lost">Nothing at {location.pathname}</h1></Layout>;
}
`,
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/nowhere`);
      await page.locator('#lost', { hasText: '/nowhere' }).waitFor({ timeout: 10_000 });
      // The page sends the visitor on as it hydrates, which may be before its load event: wait for the
      // navigation to start only, then for where it ends.
      await page.goto(`${origin}/old-page`, { waitUntil: 'commit' });
      // The address the page shows, polled: waitForURL also waits for a load event, and reports a navigation the
      // redirect cuts short (net::ERR_ABORTED) as its own failure on a loaded machine.
      const deadline = Date.now() + 10_000;
      while (page.url() !== `${origin}/docs/intro`) {
        assert.ok(Date.now() < deadline, `the visitor was not sent on to /docs/intro: the page is at ${page.url()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
  },
);

test(
  "breadcrumb separators follow each crumb, as Infima's do: one that wraps takes no separator to the next line",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': MINIMAL_CONFIG,
      'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Children Components', items: [{ type: 'category', label: 'A very long category name', items: ['deep/page'] }] }] };\n`,
      'docs/deep/page.md': '# Page\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
      await page.goto(`${origin}/docs/deep/page`);
      const separators = await page
        .locator('.breadcrumbs li')
        .evaluateAll((items) =>
          items.map((li) => [getComputedStyle(li, '::before').content, getComputedStyle(li, '::after').content]),
        );
      assert.ok(separators.length >= 3, JSON.stringify(separators));
      separators.forEach(([before, after], i) => {
        assert.equal(before, 'none', `crumb ${i} has no separator before it`);
        assert.equal(after === 'none', i === separators.length - 1, `crumb ${i}: a separator after it unless last`);
      });
    });
  },
);

test(
  "a React page's lists have Infima's 2rem indent and 1rem margin below; a list in a list has none",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': MINIMAL_CONFIG,
      'docs/intro.md': '# Intro\n',
      // metro's help page: lists in a React page, outside any Markdown.
      'src/pages/help.js': `export default function Help() {
  return <ul id="outer"><li>One<ol id="inner"><li>Two</li></ol></li></ul>;
}\n`,
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/help`, { waitUntil: 'networkidle' });
      const box = (sel: string) =>
        page.locator(sel).evaluate((e) => {
          const s = getComputedStyle(e);
          return [s.paddingLeft, s.marginTop, s.marginBottom];
        });
      assert.deepEqual(await box('#outer'), ['32px', '0px', '16px']);
      assert.deepEqual(await box('#inner'), ['32px', '0px', '0px']);
    });
  },
);

test(
  "theme-classic's wrapper and sidebar names are there: a site's rules scoped by them reach docs, blog and pages",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': CUSTOM_CSS_CONFIG,
      // webdriver.io's custom.css styles the links of every page through the wrapper.
      'custom.css':
        '.main-wrapper .markdown p > a { color: rgb(1, 2, 3); }\n' +
        '.theme-doc-sidebar-item-link-level-2 > .menu__link { color: rgb(4, 5, 6); }\n' +
        '.theme-doc-sidebar-container { border-right-color: rgb(7, 8, 9); }\n' +
        // react-native-website's items are 2px apart, where Infima puts 0.25rem.
        '.menu__list .menu__list-item { margin-top: 3px; }\n',
      'docs/intro.md': '# Intro\n\nSee [more](/docs/more).\n',
      'docs/guide/deep.md': '# Deep\n',
      'docs/more.md': '# More\n',
      'blog/2020-01-01-hi.md': '---\ntitle: Hi\n---\n\nSee [the docs](/docs/intro).\n',
      'src/pages/about.md': '# About\n\nSee [the docs](/docs/intro).\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      for (const url of ['/docs/intro', '/blog/2020/01/01/hi', '/about']) {
        await page.goto(`${origin}${url}`);
        const color = await page
          .locator('.markdown p > a')
          .first()
          .evaluate((e) => getComputedStyle(e).color);
        assert.equal(color, 'rgb(1, 2, 3)', url);
      }
      // The wrapper's class leaves the docs grid as it was: the sidebar beside the doc, not above it.
      await page.goto(`${origin}/docs/intro`);
      const sidebar = (await page.locator('.doc-layout > aside').first().boundingBox())!;
      const main = (await page.locator('#main').boundingBox())!;
      assert.ok(
        main.x >= sidebar.x + sidebar.width,
        `doc at x=${main.x}, sidebar ends at ${sidebar.x + sidebar.width}`,
      );
      // The sidebar's items and column carry theme-classic's names, by depth.
      const color = (sel: string, prop: 'color' | 'borderRightColor') =>
        page.locator(sel).evaluate((e, p) => getComputedStyle(e)[p], prop);
      // (The doc's own link, not its category's label, which links there until the script runs.)
      assert.equal(
        await color('.sidebar .theme-doc-sidebar-item-link a[href="/docs/guide/deep"]', 'color'),
        'rgb(4, 5, 6)',
      );
      assert.notEqual(await color('.sidebar a[href="/docs/more"]', 'color'), 'rgb(4, 5, 6)');
      assert.equal(await color('aside.theme-doc-sidebar-container', 'borderRightColor'), 'rgb(7, 8, 9)');
      const gap = await page
        .locator('.sidebar li:has(> a[href="/docs/more"])')
        .evaluate((e) => getComputedStyle(e).marginTop);
      assert.equal(gap, '3px', "the site's spacing of the items outweighs Infima's");
    });
  },
);

test(
  "the table of contents carries Infima's names: a site's rules for them restyle it, as react-native-website's do",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': CUSTOM_CSS_CONFIG,
      // react-native-website's rules, as specific as Infima's own.
      'custom.css':
        '.table-of-contents li { margin: 7px 3px; }\n' +
        '.table-of-contents .table-of-contents__link { font-size: 12px; }\n' +
        '.table-of-contents .table-of-contents__link--active { font-weight: 500; border-left: 4px solid rgb(1, 2, 3); }\n' +
        '.theme-doc-toc-desktop { background-color: rgb(4, 5, 6); }\n',
      'docs/intro.md': '# Intro\n\n## First\n\nOne.\n\n### Deeper\n\nThree.\n\n## Second\n\nTwo.\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/docs/intro`);
      const aside = page.locator('.theme-doc-toc-desktop');
      assert.equal(await aside.evaluate((e) => getComputedStyle(e).backgroundColor), 'rgb(4, 5, 6)');
      const style = (sel: string) =>
        aside
          .locator(sel)
          .first()
          .evaluate((e) => {
            const c = getComputedStyle(e);
            return { size: c.fontSize, margin: c.margin, weight: c.fontWeight, border: c.borderLeft };
          });
      // Infima's 0.8rem.
      assert.equal((await style('ul.table-of-contents.table-of-contents__left-border')).size, '12.8px');
      assert.equal((await style('a.table-of-contents__link[href="#deeper"]')).size, '12px');
      assert.equal((await style('li:has(> a[href="#second"])')).margin, '7px 3px');
      // The section being read is marked with Infima's class too. Its colours change through a transition as the
      // client marks it: read it once that has ended (at most Infima's 200ms, a second on a loaded machine).
      let first = await style('a.table-of-contents__link--active');
      for (let i = 0; i < 20 && first.border !== '4px solid rgb(1, 2, 3)'; i++) {
        await page.waitForTimeout(50);
        first = await style('a.table-of-contents__link--active');
      }
      assert.deepEqual([first.weight, first.border], ['500', '4px solid rgb(1, 2, 3)']);
      assert.equal(await page.locator('details.theme-doc-toc-mobile').count(), 1);
    });
  },
);

test(
  "the doc's main, code blocks, admonitions and the table of contents carry theme-classic's CSS-module names: a site's rules for them apply",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: { breadcrumbs: false }, theme: { customCss: './custom.css' } }]] };\n`,
      // react-native-website's rules, which reach theme-classic's parts by the start of their CSS-module names.
      'custom.css':
        'div[class*="codeBlockTitle"] { background-color: rgb(7, 8, 9); }\n' +
        'div[class*="codeBlockContent"] { display: grid; min-width: 100%; }\n' +
        'div[class^="admonitionHeading"] { font-size: 14px; }\n' +
        'div[class^="admonitionContent"] { color: rgb(1, 2, 3); }\n' +
        'div[class^="tableOfContents"] { min-width: 100%; width: 100%; background-color: rgb(4, 5, 6); }\n' +
        'main[class^="docMainContainer"] > .container { padding-top: 2rem !important; }\n' +
        // webdriver.io's Mendable widget gives the page its font this way, at run time: the title inherits it.
        'article { font-family: Georgia, serif; }\n',
      'docs/intro.md':
        '# Intro\n\n## First\n\n```js title="dino.js"\nconst roar = 1;\n```\n\n:::note\n\nMind the teeth.\n\n:::\n\n## Second\n\nTwo.\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/docs/intro`);
      const css = (sel: string, property: string) =>
        page
          .locator(sel)
          .first()
          .evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), property);
      assert.equal(await css('.code-block__title', 'background-color'), 'rgb(7, 8, 9)');
      assert.equal(await css('.code-block__title', 'font-family'), 'Georgia, serif');
      assert.equal(await css('.admonition__title', 'font-size'), '14px');
      assert.equal(await css('.admonition__body', 'color'), 'rgb(1, 2, 3)');
      assert.equal(await css('.toc-aside [class^="tableOfContents"]', 'background-color'), 'rgb(4, 5, 6)');
      // The table of contents' box is as wide as its column, as theme-classic's is as wide as its col--3: the doc
      // keeps its width beside it.
      const main = await page.locator('.doc-main').boundingBox();
      const aside = await page.locator('.toc-aside').boundingBox();
      assert.ok(
        main!.width > 2 * aside!.width,
        `the doc is ${main!.width}px wide, the table of contents ${aside!.width}px`,
      );
      // The doc and its table of contents are in theme-classic's main, whose container the site pads: 2rem above
      // the doc (Infima's padding-top--md is 1rem), in the page's one main landmark.
      const navbar = await page.locator('.navbar').boundingBox();
      assert.equal(Math.round(main!.y - (navbar!.y + navbar!.height)), 32);
      assert.equal(await page.locator('main').count(), 1);
      // On a phone the folded table of contents is the article's first child, which theme-classic gives no margin
      // above: it starts at the container's padding too.
      await page.setViewportSize({ width: 390, height: 800 });
      const mobileToc = await page.locator('.toc-mobile').boundingBox();
      const phoneNavbar = await page.locator('.navbar').boundingBox();
      assert.equal(Math.round(mobileToc!.y - (phoneNavbar!.y + phoneNavbar!.height)), 32);
    });
  },
);

test(
  "a category's row and label carry theme-classic's names; nested table-of-contents items add up a site's margins",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: './custom.css' } }]] };\n`,
      'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Static', collapsible: false, items: ['intro'] },
        { type: 'category', label: 'Folding', items: ['other'] }] };\n`,
      // react-native-website's rules: its category labels are grey, the one holding the page too.
      'custom.css':
        '.menu__list-item-collapsible .menu__link { color: rgb(1, 2, 3); font-weight: 600; }\n' +
        '.table-of-contents li { margin: 7px 3px; }\n',
      'docs/intro.md': '# Intro\n\n## First\n\n### Deeper\n\nThree.\n\n## Second\n\nTwo.\n',
      'docs/other.md': '# Other\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/docs/intro`);
      for (const label of ['Static', 'Folding']) {
        const style = await page
          .locator('.sidebar .menu__list-item-collapsible .menu__link', { hasText: label })
          .evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).fontWeight]);
        assert.deepEqual(style, ['rgb(1, 2, 3)', '600'], label);
      }
      // The h3's item sits in its parent's, as in Docusaurus: 0.5rem of list padding, then its own 3px margin.
      const x = (href: string) =>
        page
          .locator(`.toc-aside a[href="${href}"]`)
          .boundingBox()
          .then((b) => b!.x);
      assert.equal((await x('#deeper')) - (await x('#first')), 11);
    });
  },
);

test(
  "the base font size a site sets in Infima's variable is the page's, on wide screens as on narrow ones",
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(
      {
        'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
        presets: [['classic', { theme: { customCss: './custom.css' } }]] };\n`,
        // redux's custom.css.
        'custom.css':
          '@media screen and (max-width: 996px) { :root { --ifm-font-size-base: 15px; } }\n' +
          '@media screen and (min-width: 997px) { :root { --ifm-font-size-base: 17px; } }\n',
        'docs/intro.md': '# Intro\n\nWords.\n',
      },
      async ({ origin, browser }) => {
        for (const [width, px] of [
          [1280, '17px'],
          [800, '15px'],
        ] as const) {
          const page = await browser.newPage({ viewport: { width, height: 800 } });
          await page.goto(`${origin}/docs/intro`);
          const sizes = await page.evaluate(() =>
            ['html', 'body', '.markdown p'].map((s) => getComputedStyle(document.querySelector(s)!).fontSize),
          );
          assert.deepEqual(sizes, [px, px, px], `${width}px wide`);
          await page.close();
        }
      },
    );
  },
);

test(
  "the navbar's right group ends at the navbar's right edge, even when a site's rule grows both groups",
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(
      {
        'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
        presets: [['classic', { theme: { customCss: './custom.css' } }]],
        themeConfig: { navbar: { title: 'Dino', items: [{ to: '/docs/intro', label: 'Docs', position: 'right' }, { href: 'https://github.com/dino', label: 'GitHub', position: 'right' }] } } };\n`,
        // redux's custom.css.
        'custom.css': '.navbar .navbar__items { flex: 1 1 auto; }\n',
        'docs/intro.md': '# Intro\n\nWords.\n',
      },
      async ({ origin, browser }) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`${origin}/docs/intro`);
        const gap = await page.evaluate(() => {
          const right = document.querySelector('.navbar__items--right')!;
          const inner = document.querySelector('.navbar__inner')!.getBoundingClientRect().right;
          return Math.round(inner - right.lastElementChild!.getBoundingClientRect().right);
        });
        // Without search, theme-classic's empty search box (0.75rem) follows the colour toggle, as on immer's site.
        assert.equal(gap, 12, 'the right group ends where the navbar does, its last item 0.75rem before it');
        await page.close();
      },
    );
  },
);

test(
  "a doc titled by its front matter has what follows 25px under the title, as theme-classic's header + * rule puts it",
  { skip: skip ?? false },
  async () => {
    // The title from front matter, the text opening with a section heading (infer's getting started): Docusaurus
    // 2.4.3 sets the heading's own 40px space to 0 there.
    await withBuiltSite(
      {
        'docusaurus.config.js': MINIMAL_CONFIG,
        'sidebars.js': `module.exports = { docs: ['motivation', 'words'] };`,
        'docs/motivation.md': '---\ntitle: Motivation\n---\n\n## Saving disk space\n\nText.\n',
        'docs/words.md': '---\ntitle: Words\n---\n\nText first.\n',
      },
      async ({ origin, browser }) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        const gap = async (url: string) => {
          await page.goto(`${origin}${url}`);
          return page.evaluate(() => {
            const title = document.querySelector('h1')!.getBoundingClientRect().bottom;
            // The title is in its header inside the Markdown's box, as theme-classic draws it; the text follows.
            return Math.round(document.querySelector('.markdown > header + *')!.getBoundingClientRect().top - title);
          });
        };
        assert.deepEqual([await gap('/docs/motivation'), await gap('/docs/words')], [25, 25]);
        await page.close();
      },
    );
  },
);

test(
  "a site's CSS for the elements of its content stays off sitegen's chrome, and reaches it where it would reach theme-classic's",
  { skip: skip ?? false },
  async () => {
    // immer's CSS: a grey box and a coloured rule under every <details>, white links in `.navbar--fixed-top`, a
    // black dark navbar; its introduction has an h1 of its own under the front matter's title, after an image.
    await withBuiltSite(
      {
        'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
        presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: './custom.css' } }]],
        themeConfig: { navbar: { style: 'dark', items: [{ type: 'doc', docId: 'intro', label: 'Docs', position: 'right' }] } } };\n`,
        'custom.css': [
          'details { background: rgb(226, 226, 226); margin-bottom: 20px; }',
          'details[open] { border-bottom: 2px solid rgb(194, 0, 194); }',
          '.navbar--dark { --ifm-navbar-background-color: black; }',
          '.navbar--fixed-top a { color: white; }',
        ].join('\n'),
        'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Basics', items: ['intro'] }] };`,
        'docs/intro.md': '---\ntitle: Introduction\n---\n\n<img src="/img/dino.png" alt="" />\n\n# Dino\n\nWords.\n',
      },
      async ({ origin, browser }) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`${origin}/docs/intro`);
        // Selectors in, computed styles out: a named function inside evaluate() would need tsx's __name helper.
        const [category, navbar, activeLink, h1] = await page.evaluate(
          (selectors) =>
            selectors
              .map((selector) => getComputedStyle(document.querySelector(selector)!))
              .map((s) => ({
                backgroundColor: s.backgroundColor,
                borderBottomWidth: s.borderBottomWidth,
                marginBottom: s.marginBottom,
                color: s.color,
                fontSize: s.fontSize,
              })),
          // The doc's own h1, not the title from front matter in the header above it.
          [
            '.sidebar .theme-doc-sidebar-item-category:not(.menu__list-item--collapsed)',
            '.navbar',
            '.navbar__link--active',
            '.markdown > h1',
          ],
        );
        const styles = {
          category: [category.backgroundColor, category.borderBottomWidth, category.marginBottom],
          navbar: navbar.backgroundColor,
          activeLink: activeLink.color,
          h1: [h1.fontSize, h1.marginBottom],
        };
        assert.deepEqual(styles, {
          category: ['rgba(0, 0, 0, 0)', '0px', '0px'],
          navbar: 'rgb(0, 0, 0)',
          activeLink: 'rgb(255, 255, 255)',
          h1: ['32px', '16px'],
        });
        await page.close();
      },
    );
  },
);

test(
  "a site's sidebar link colours win over the theme's as they win over Infima's: rules as specific as Infima's own",
  { skip: skip ?? false },
  async () => {
    // redux-toolkit's: light text on its purple for the page's link, and its own colour for the others.
    const files = {
      ...FILES,
      'docs/other.md': '# Other\n',
      'custom.css':
        `${FILES['custom.css']}.menu__link { color: rgb(20, 40, 60); }\n` +
        '.menu__link--active:not(.menu__link--sublist) { background-color: rgb(118, 74, 188); color: rgb(236, 244, 249); }\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/next/intro`);
      const colours = (sel: string) =>
        page.locator(sel).evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]);
      assert.deepEqual(await colours('.sidebar .menu__link[aria-current=page]'), [
        'rgb(236, 244, 249)',
        'rgb(118, 74, 188)',
      ]);
      assert.equal((await colours('.sidebar .menu__link:not([aria-current])'))[0], 'rgb(20, 40, 60)');
      // Hovered, the page's link keeps the active colour, as Infima's `.menu__link--active:hover` keeps it.
      await page.locator('.sidebar .menu__link[aria-current=page]').hover();
      // After the colour's transition.
      await page.waitForTimeout(400);
      assert.equal((await colours('.sidebar .menu__link[aria-current=page]'))[0], 'rgb(236, 244, 249)');
    });
  },
);

test(
  'a Markdown page has Infima’s plain headings and lists, as MDXPage draws it, not the docs’ Markdown rhythm',
  { skip: skip ?? false },
  async () => {
    await withBuiltSite(FILES, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/faq`);
      const look = await page.evaluate(() => {
        const [h1, h2] = [document.querySelector('main h1')!, document.querySelector('main h2')!];
        const items = document.querySelectorAll('main li');
        const [first, second] = [items[0], items[1]];
        return {
          h1: getComputedStyle(h1).fontSize,
          h2: getComputedStyle(h2).fontSize,
          // Infima: a heading has no margin above it, 1rem below.
          h2Gap: Math.round(h2.getBoundingClientRect().top - h1.getBoundingClientRect().bottom),
          itemGap: Math.round(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom),
          // The page's last block, its list, keeps Infima's 1rem under it.
          lastMargin: getComputedStyle(first.parentElement!).marginBottom,
        };
      });
      assert.deepEqual(look, { h1: '32px', h2: '24px', h2Gap: 16, itemGap: 0, lastMargin: '16px' });
      await page.close();
    });
  },
);

test(
  'the back-to-top button shows as theme-classic’s does: while scrolling up, past 300px, not at the bottom',
  { skip: skip ?? false },
  async () => {
    const long = `# Long\n\n${Array.from({ length: 80 }, (_, i) => `Paragraph ${i}.`).join('\n\n')}\n`;
    await withBuiltSite(
      { 'docusaurus.config.js': MINIMAL_CONFIG, 'docs/long.md': long },
      async ({ origin, browser }) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
        await page.goto(`${origin}/docs/long`);
        const shownAfter = async (y: number) => {
          await page.evaluate((to) => window.scrollTo(0, to), y);
          // Two frames: the scroll event's update runs in the next one.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          return page.evaluate(() => !document.querySelector<HTMLElement>('[data-scroll-to-top]')!.hidden);
        };
        assert.equal(await shownAfter(1500), false, 'scrolling down hides it');
        assert.equal(await shownAfter(1200), true, 'scrolling up past 300px shows it');
        assert.equal(await shownAfter(1300), false, 'scrolling down again hides it');
        assert.equal(await shownAfter(200), false, 'within 300px of the top it is hidden');
        await page.close();
      },
    );
  },
);

test(
  "a navbar link is no flex box: what a site draws after its text goes below it (react-native-website's active bar)",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { theme: { customCss: './custom.css' } }]],
        themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog', position: 'right' }, { href: 'https://github.com/dino', label: 'GitHub', position: 'right' }] } } };\n`,
      'custom.css':
        '.navbar__link--active:after { content: ""; display: flex; width: calc(100% + 40px); height: 4px; margin: -4px -20px 0; position: relative; top: 18px; background: red; }\n',
      'blog/2024-01-01-hello.md': '# Hello\n\nWords.\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/blog`);
      // The bar is under the text, so the link is as wide as its text and Infima's item padding (0.75rem each
      // side), as under Docusaurus.
      const [link, text] = await page.locator('.navbar a.navbar__link--active').evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a.firstChild!);
        return [a.getBoundingClientRect().width, range.getBoundingClientRect().width];
      });
      assert.equal(Math.round(link), Math.round(text) + 24);
    });
  },
);

test(
  "a site's navbar rules meet the parts Docusaurus draws: the active link in the hover colour, the search box no navbar__item and DocSearch's width, the toggle a clean-btn, the doc's columns Infima's",
  { skip: skip ?? false },
  async () => {
    // babel's website: a hover colour that is not its primary colour, `.navbar__item svg` hidden (its external-link
    // icons) and the toggle's icon coloured through `.navbar .clean-btn > svg:first-child`.
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: './custom.css' } }]],
        themeConfig: { algolia: { appId: 'APP', apiKey: 'key', indexName: 'dino' },
          navbar: { items: [{ to: 'docs/intro', label: 'Docs', position: 'right' }, { type: 'search', position: 'right' }] } } };\n`,
      'custom.css':
        ':root { --ifm-color-primary: rgb(158, 132, 0); --ifm-navbar-link-hover-color: rgb(245, 218, 85); }\n' +
        '.navbar__item svg { display: none; }\n.navbar .clean-btn > svg:first-child { color: rgb(1, 2, 3); }\n' +
        // rocketmq-site's: a rule as specific as DocSearch's own overrides it; and one for Infima's columns.
        '.DocSearch-Button { width: 200px; }\n.col { padding-left: 40px !important; }\n' +
        // wails's: every column inline-flex, which would show the table of contents' column on a phone.
        '.col { display: inline-flex; }\n',
      'docs/intro.md': '# Intro\n\nHello.\n\n## Part\n\nMore.\n',
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      await page.goto(`${origin}/docs/intro`);
      // The doc and its table of contents are theme-classic's columns: the site's `.col` rule pads both.
      for (const column of ['.col.docItemCol_VOVn', '.col.col--3'])
        assert.equal(await page.locator(column).evaluate((c) => getComputedStyle(c).paddingLeft), '40px', column);
      const active = page.getByRole('navigation').getByRole('link', { name: 'Docs', exact: true });
      assert.equal(await active.evaluate((a) => getComputedStyle(a).color), 'rgb(245, 218, 85)');
      const icon = page.locator('.navbar .DocSearch-Search-Icon');
      assert.equal(await icon.evaluate((svg) => getComputedStyle(svg).display), 'block');
      assert.equal(
        await page.locator('.navbar .DocSearch-Button').evaluate((b) => b.getBoundingClientRect().width),
        200,
      );
      const toggle = page.getByRole('button', { name: /dark and light mode/ });
      assert.equal(
        await toggle
          .locator('svg')
          .first()
          .evaluate((svg) => getComputedStyle(svg).color),
        'rgb(1, 2, 3)',
      );
      // Below 997px theme-classic draws no table of contents' column, whatever the site's `.col` rule says: the doc
      // has the width.
      await page.setViewportSize({ width: 390, height: 800 });
      assert.equal(await page.locator('.col.col--3').evaluate((c) => getComputedStyle(c).display), 'none');
      const docWidth = await page.locator('.col.docItemCol_VOVn').evaluate((c) => c.getBoundingClientRect().width);
      assert.ok(docWidth > 350, `the doc is ${docWidth}px wide`);
    });
  },
);

test(
  "a post's title is an Infima heading: Infima's heading variables a site sets on the post's header apply to it",
  { skip: skip ?? false },
  async () => {
    // babel's website: `article[itemprop="blogPost"] header { --ifm-heading-line-height: 1; ... }` sets the title's
    // lines 1em apart and its weight to 600, as Infima's h1-h6 rule reads both variables on the heading itself.
    const files = {
      'docusaurus.config.js': CUSTOM_CSS_CONFIG,
      'custom.css':
        'article[itemprop="blogPost"] header { --ifm-heading-font-weight: 600; --ifm-heading-line-height: 1; }\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello there\n---\n\nWords.\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      for (const path of ['/blog', '/blog/2024/01/01/hello']) {
        await page.goto(`${origin}${path}`);
        const title = page.getByRole('heading', { name: 'Hello there' });
        const [weight, lineHeight, size] = await title.evaluate((h) => {
          const style = getComputedStyle(h);
          return [style.fontWeight, style.lineHeight, style.fontSize];
        });
        assert.deepEqual([weight, lineHeight], ['600', size], path);
      }
    });
  },
);

test(
  "a React page's tables and inline code are Infima's, as weak as Infima's rules; a code block's lines keep their padding inside a site's; a site's rule for a paragraph in Markdown wins",
  { skip: skip ?? false },
  async () => {
    // react-native-website's /versions and home page, in small.
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { theme: { customCss: './custom.css' } }]] };\n`,
      'custom.css':
        '.versions-page table td { padding: 8px 20px; }\n.versions-page p code { border: 0; }\n.native .prism-code { padding: 16px 24px; }\n.content-banner p { margin: 0; }\n',
      // react-native-website's getting-started banner: the site's rule for a paragraph in it wins in Markdown too.
      'docs/intro.md': '# Intro\n\n<div className="content-banner">\n\nWelcome aboard.\n\n</div>\n\nText.\n\nMore.\n',
      'src/pages/versions.js': `import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
export default function Versions() {
  return (
    <Layout>
      <div className="versions-page">
        <p>Released from the <code>main</code> branch.</p>
        <table><tbody><tr><th>0.72</th><td>Documentation</td></tr></tbody></table>
        <div className="native"><CodeBlock language="jsx">{'const a = 1;'}</CodeBlock></div>
      </div>
    </Layout>
  );
}
`,
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/versions`);
      const style = (selector: string, props: string[]) =>
        page
          .locator(selector)
          .first()
          .evaluate((e, p) => p.map((name) => getComputedStyle(e).getPropertyValue(name)), props);
      // The site's cell padding wins over Infima's, as it does over Infima's `table td`.
      assert.deepEqual(await style('.versions-page td', ['padding']), ['8px 20px']);
      assert.deepEqual(await style('.versions-page th', ['padding', 'font-weight']), ['12px', '700']);
      // Infima's inline code chip, less the border the site takes off.
      const code = await style('.versions-page p code', [
        'padding',
        'vertical-align',
        'border-top-width',
        'background-color',
      ]);
      assert.deepEqual(code.slice(0, 3), ['1.6px', 'middle', '0px']);
      assert.notEqual(code[3], 'rgba(0, 0, 0, 0)', 'the chip has a background');
      // The site pads the pre; the lines keep theme-classic's own 1rem inside it.
      assert.deepEqual(await style('.native pre', ['padding']), ['16px 24px']);
      assert.deepEqual(await style('.native pre > code', ['padding']), ['16px']);
      await page.goto(`${origin}/docs/intro`);
      assert.deepEqual(await style('.content-banner p', ['margin-bottom']), ['0px']);
      assert.deepEqual(
        await style('.markdown > p', ['margin-bottom']),
        ['20px'],
        "a paragraph elsewhere keeps Infima's",
      );
      await page.close();
    });
  },
);

test(
  "create-react-app's site: a React page's CodeBlock has a leading under it, table code wraps only where it must, a footer logo without href is no link",
  { skip: skip ?? false },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
        themeConfig: { footer: { logo: { alt: 'Dino logo', src: 'img/logo.svg' }, copyright: 'Dino' } } };\n`,
      'static/img/logo.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="32" viewBox="0 0 100 32"><rect width="100" height="32" fill="#36c"/></svg>',
      'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
export default function Home() {
  return <Layout><CodeBlock className="language-sh">npx create-dino</CodeBlock><p id="after">after</p></Layout>;
}
`,
      'docs/intro.md':
        '# Intro\n\n| Variable | Usage |\n| --- | --- |\n| `PUBLIC_URL_WITH_A_LONG_NAME` | Set `window.location.hostname` and more words to fill the row past the width of the table so that it wraps. |\n',
    };
    await withBuiltSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/`);
      const gap = await page.evaluate(() => {
        const block = document.querySelector('.page-module [class*="codeBlockContainer"]')!.getBoundingClientRect();
        return document.getElementById('after')!.getBoundingClientRect().top - block.bottom;
      });
      // Infima's --ifm-leading: 1.25rem, 20px.
      assert.equal(Math.round(gap), 20);
      // The logo is an image alone, at full opacity, as theme-classic draws a logo with no href.
      assert.equal(await page.locator('.footer a.footer__logo-link').count(), 0);
      assert.equal(
        await page.locator('.footer img[alt="Dino logo"]').evaluate((i) => getComputedStyle(i).opacity),
        '1',
      );
      await page.goto(`${origin}/docs/intro`);
      // The code in a cell keeps its words whole: one line for the variable's name.
      const name = page.locator('.markdown td code').first();
      const { height, lineHeight } = await name.evaluate((c) => ({
        height: c.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(c).lineHeight) || 0,
      }));
      assert.ok(height < 2 * (lineHeight || 20), `the name's code is one line high (${height}px)`);
      await page.close();
    });
  },
);
