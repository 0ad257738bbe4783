/**
 * A Docusaurus site built like jest's website looks as Docusaurus 2.4.3 draws it, in Chromium (computed styles and
 * boxes, not pixels). Each test names one difference seen side by side with Docusaurus's own build of jest's site:
 * the code colours of the site's Prism theme objects, Infima's code block box and tabs, the Layout's main wrapper
 * as a flex column (a `margin: 0 auto` page shrinks to its content and is centred), Infima's links and tables in
 * Markdown, the doc's footer and pager, the page footer.
 */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic, settleAfter } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';

const skip = browserUnavailable();

/** A package as a site installs it: prism-react-renderer 1's themes are CommonJS under themes/<name>. */
const prismPackage = (name: string, theme: object) => ({
  [`node_modules/prism-react-renderer/themes/${name}/package.json`]: '{ "main": "index.cjs.js" }',
  [`node_modules/prism-react-renderer/themes/${name}/index.cjs.js`]: `module.exports = ${JSON.stringify(theme)};\n`,
});

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
    presets: [['classic', { theme: { customCss: './custom.css' }, blog: { editUrl: 'https://github.com/dino/site/edit/main/' },
      docs: { sidebarPath: 'sidebars.js', editUrl: 'https://github.com/dino/site/edit/main/',
        remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { converters: ['yarn'] }]] } }]],
    themeConfig: { prism: { theme: require('./src/prism/light'), darkTheme: require('prism-react-renderer/themes/vsDark'), additionalLanguages: ['csharp'] },
      navbar: { title: 'Dino', items: [{ to: '/docs/intro', label: 'Docs', position: 'right' },
        { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Other', to: '/docs/other' },
          { label: 'Archive', to: 'https://archive.dino.example/' }, { label: 'Shop', href: 'https://shop.dino.example/' }] },
        { type: 'localeDropdown', position: 'right' }] },
      algolia: { appId: 'APP', apiKey: 'key', indexName: 'dino' },
      announcementBar: { id: 'news', content: 'Read the news', isCloseable: false },
      docs: { sidebar: { hideable: true } },
      footer: { style: 'dark', copyright: 'Copyright Dino', logo: { alt: 'Dino logo', src: 'img/logo.svg', href: 'https://dino.example' },
        links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Other', to: '/docs/other' }] },
          { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/dino' },
            { html: '<a id="deploys" href="https://deploys.dino.example/">Deploys by Dino</a>' }] }] } } };\n`,
  // As jest's themeLight.js: an installed theme's plain colours and styles, with the site's styles after them.
  'src/prism/light.js': `const base = require('prism-react-renderer/themes/github');
module.exports = { plain: Object.assign(base.plain, { backgroundColor: '#f6f6f6' }),
  styles: base.styles.concat([{ types: ['keyword'], style: { color: '#297a29' } },
    { types: ['operator'], style: { color: '#888' } }]) };\n`,
  ...prismPackage('github', {
    plain: { color: '#393A34', backgroundColor: '#f6f8fa' },
    styles: [
      { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#999988', fontStyle: 'italic' } },
      { types: ['keyword'], style: { color: '#00009f' } },
    ],
  }),
  ...prismPackage('vsDark', {
    plain: { color: '#9CDCFE', backgroundColor: '#1E1E1E' },
    styles: [
      { types: ['keyword'], style: { color: 'rgb(86, 156, 214)' } },
      { types: ['function'], style: { color: 'rgb(220, 220, 170)' } },
      // As the real vsDark: punctuation unlike plain code, so code blocks mark it (in light mode too).
      { types: ['punctuation'], style: { color: 'rgb(212, 212, 212)' } },
    ],
  }),
  // jest's rule for the bar's text, which never matches under Docusaurus (its CSS-module name comes second).
  // redux's rules for Docusaurus 2.0's beta admonitions (.admonition), which match nothing under 2.4, and a site's
  // own colour for Infima's info alerts, which 2.4's admonitions are.
  'custom.css':
    '.wrapper { margin: 0 auto; max-width: 1100px; padding: 0 20px; }\ndiv[class^=announcementBarContent] { font-size: 20px; }\n' +
    // jest's home page module sets the bar's height for every page (Docusaurus bundles all CSS into one file).
    ':root { --docusaurus-announcement-bar-height: auto !important; }\n' +
    '.admonition { border-left-width: 9px; border-top-width: 1px; }\n.alert--info { --ifm-alert-border-color: rgb(1, 2, 3); }\n' +
    // jest's: a wider container on wide screens, and a grey copyright line.
    '@media (min-width: 1650px) { .container { max-width: 1500px; } }\n.footer--dark .text--center { color: rgb(170, 170, 170); }\n' +
    // As webdriver.io's `h1, h2, h3 { font-weight: 400 }`, for the listed posts' titles only.
    'header h2 { font-weight: 400; }\n',
  'static/img/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="82"><rect width="256" height="82"/></svg>\n',
  'docs/intro.md': `# Intro

See [the other page](./other.md) and \`jest.fn()\`.

## Setup

Some text.

:::info

Read [the other page](./other.md) first.

:::

\`\`\`js
// a note
const sum = add(1, 2);
module.exports = sum;
\`\`\`

\`\`\`bash npm2yarn
npm install --save-dev dino
\`\`\`

| Option | Default |
| --- | --- |
| bail | 0 |
| cache | true |

### Options in depth

More.
`,
  'docs/other.md':
    '# Other\n\n```js title="sum.js"\nmodule.exports = 1;\n```\n\n```bash\n\nblank lines around\n\n```\n',
  'src/pages/about.md':
    '# About\n\nA Markdown page.\n\n## One\n\nText.\n\n## Two\n\nMore.\n\n' +
    '```csharp\n[assembly: XmlnsDefinition("https://x.example", "X")]\n```\n',
  'src/pages/plain.md': '# Plain\n\nNo headings below.\n',
  'src/pages/wide.md': '---\nhide_table_of_contents: true\n---\n\n# Wide\n\nAll the width.\n',
  'blog/2024-01-01-hello.md':
    '---\ntitle: Hello\nauthors: [{ name: Dino, image_url: /img/dino.png }]\n---\n\nA short post.\n',
  'static/img/dino.png': '',
  'blog/2024-01-02-again.md':
    '---\ntitle: Again\nauthors: [{ name: Ann }, { name: Bo }, { name: Cy }]\n---\n\nAnother post.\n\n<!--truncate-->\n\nMore.\n',
  'docs/later.md':
    "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
    '# Later\n\nText.\n\n---\n\n## Reference\n\n### First\n\n- one\n  - nested\n- two\n\nAfter the list.\n\n1. loose\n\n2. items\n\n> Quoted.\n\n' +
    ':::note\n\n<Tabs>\n<TabItem value="a" label="A">\n\n```js\na();\n```\n\n</TabItem>\n' +
    '<TabItem value="b" label="B">\n\n```js\nb();\n```\n\n</TabItem>\n</Tabs>\n\n:::\n\n' +
    '<details>\n<summary><strong>More</strong></summary>\n\nHidden text.\n\n</details>\n',
  'docs/alone.md': '# Alone\n\nIn no sidebar.\n\n## One\n\nText.\n\n## Two\n\nMore.\n',
  // hydra's docs hide their title and open with an h2.
  'docs/untitled.md': '---\nhide_title: true\n---\n\n## Opening\n\nText.\n',
  'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Start', items: ['intro', 'other'] },
    { type: 'category', label: 'More', collapsed: true, items: ['later'] }] };\n`,
  'src/pages/buttons.js': `import Layout from '@theme/Layout';
export default function Buttons() {
  return <Layout><main className="container"><a id="lg" className="button button--primary button--lg" href="/docs/intro">Get Started</a>
    <a id="outline" className="button button--secondary button--outline button--lg" href="/docs/intro">Learn More</a>
    <a id="sm" className="button button--primary button--sm" href="/docs/intro">Small</a>
    <blockquote id="quote"><h3 id="h3">Said</h3><p>Quoted on a page, <a id="link" href="/docs/intro">with a link</a>.</p></blockquote>
    <h1 id="hero-title" className="hero__title">Dino</h1><p id="hero-p" className="hero__subtitle">Roar</p><div id="hero-div" className="hero__subtitle">Loudly</div></main></Layout>;
}\n`,
  'src/pages/versions.js': `import Layout from '@theme/Layout';
export default function Versions() {
  return <Layout><div className="wrapper"><h1>Versions</h1><table id="narrow"><tbody><tr><th>2.0</th><td>Docs</td></tr></tbody></table></div></Layout>;
}\n`,
};

let site: Awaited<ReturnType<typeof buildToDisk>>;
let server: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;
let root: string;

before(async () => {
  if (skip) return;
  root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-jest-look-'));
  for (const [name, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  site = await buildToDisk({ root });
  server = await serveStatic(site.outDir);
  browser = await launchBrowser();
});

after(async () => {
  if (skip) return;
  await browser.close();
  await server.close();
  await site.cleanup();
  await rm(root, { recursive: true, force: true });
});

/**
 * The one page every check of the file loads its URL in: a new page cost the browser about 0.15 CPU-s more than
 * a load in this one (a browser context and a renderer of its own, and the site's assets fetched again). Made on
 * a file of the site, so that `open` can reach the site's storage before its first load.
 */
let shared: Promise<Page> | undefined;

async function sharedPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/img/logo.svg`);
  return page;
}

/**
 * The page at `url` of the built site in colour mode `theme`, at `width` px, loaded afresh in the shared page
 * with nothing stored from earlier checks and the pointer over none of its elements.
 */
async function open(url: string, theme: 'light' | 'dark' = 'light', width = 1280): Promise<Page> {
  const page = await (shared ??= sharedPage());
  // As a visitor who chose `theme`: theme-classic's inline script reads it as the page loads.
  await page.evaluate((t) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('theme', t);
  }, theme);
  await page.setViewportSize({ width, height: 800 });
  // Where an earlier check left the pointer (a hovered link, a clicked menu), the next page's element would be
  // :hover.
  await page.mouse.move(-1, -1);
  await page.goto(`${server.origin}${url}`);
  return page;
}

/** The text of the first element matching `selector`. */
function textOf(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().textContent();
}

/** Computed `props` of the first element matching `selector`. */
function styleOf(page: Page, selector: string, props: string[]): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate((e, ps) => Object.fromEntries(ps.map((p) => [p, getComputedStyle(e).getPropertyValue(p)])), props);
}

test(
  'code takes the colours of themeConfig.prism’s theme objects, installed themes and the site’s styles',
  { skip: skip ?? false },
  async () => {
    const light = await open('/docs/intro');
    // The site's keyword style comes after the installed github theme's, and wins as in Prism.
    assert.equal((await styleOf(light, '.code-block .hljs-keyword', ['color'])).color, 'rgb(41, 122, 41)');
    assert.deepEqual(await styleOf(light, '.code-block .hljs-comment', ['color', 'font-style']), {
      color: 'rgb(153, 153, 136)',
      'font-style': 'italic',
    });
    // A token the theme gives no style (a called function here) has the plain colour, as Prism leaves it; so
    // has `module`, which Prism does not mark at all.
    assert.equal((await styleOf(light, '.code-block .hljs-title', ['color'])).color, 'rgb(57, 58, 52)');
    assert.equal((await styleOf(light, '.code-block .hljs-variable', ['color'])).color, 'rgb(57, 58, 52)');
    // Operators have the site's grey, as Prism marks them; punctuation, which the theme leaves, is plain.
    assert.equal(await textOf(light, '.code-block .token.operator'), '=');
    assert.equal((await styleOf(light, '.code-block .token.operator', ['color'])).color, 'rgb(136, 136, 136)');
    assert.equal((await styleOf(light, '.code-block .token.punctuation', ['color'])).color, 'rgb(57, 58, 52)');
    assert.equal((await styleOf(light, '.code-block', ['background-color']))['background-color'], 'rgb(246, 246, 246)');
    // A C# attribute is highlight.js's meta, a grey italic prolog elsewhere; Prism's attribute, plain in the theme.
    const other = await open('/about');
    assert.deepEqual(await styleOf(other, '.language-csharp .hljs-meta', ['color', 'font-style']), {
      color: 'rgb(57, 58, 52)',
      'font-style': 'normal',
    });
    const dark = await open('/docs/intro', 'dark');
    assert.equal((await styleOf(dark, '.code-block .hljs-keyword', ['color'])).color, 'rgb(86, 156, 214)');
    assert.equal((await styleOf(dark, '.code-block pre', ['color'])).color, 'rgb(156, 220, 254)');
    assert.equal((await styleOf(dark, '.code-block .token.punctuation', ['color'])).color, 'rgb(212, 212, 212)');
    assert.equal((await styleOf(dark, '.code-block', ['background-color']))['background-color'], 'rgb(30, 30, 30)');
    // `npm install`: command words Prism's bash calls functions, in the theme's function colour.
    assert.equal(await textOf(dark, 'pre.language-bash .token.function'), 'npm');
    assert.equal((await styleOf(dark, 'pre.language-bash .token.function', ['color'])).color, 'rgb(220, 220, 170)');
  },
);

test(
  'a code block has Infima’s box: 1rem padding, 1.45 line height, 90% text, a shadow and no border',
  { skip: skip ?? false },
  async () => {
    const page = await open('/docs/intro');
    // The 1rem is the lines' own (theme-classic pads the code element, not the pre around it).
    assert.deepEqual(await styleOf(page, '.code-block pre', ['padding', 'font-size', 'line-height']), {
      padding: '0px',
      'font-size': '14.4px',
      'line-height': '20.88px',
    });
    assert.equal((await styleOf(page, '.code-block pre > code', ['padding'])).padding, '16px');
    assert.deepEqual(await styleOf(page, '.code-block', ['border-top-width', 'box-shadow', 'border-radius']), {
      'border-top-width': '0px',
      'box-shadow': 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px',
      'border-radius': '6.4px',
    });
    // A title as Docusaurus 2.4.3 draws jest's: the body font at the code size, 0.75rem above and below (48.8px high
    // with its rule), in the code's colour on the code's surface.
    const titled = await open('/docs/other');
    const title = await styleOf(titled, '.code-block__title', [
      'font-family',
      'font-size',
      'font-weight',
      'padding',
      'color',
      'background-color',
      'border-bottom-color',
    ]);
    assert.deepEqual(title, {
      'font-family': await styleOf(titled, 'body', ['font-family']).then((s) => s['font-family']),
      'font-size': '14.4px',
      'font-weight': '500',
      padding: '12px 16px',
      color: 'rgb(57, 58, 52)',
      'background-color': 'rgba(0, 0, 0, 0)',
      'border-bottom-color': 'rgb(218, 221, 225)',
    });
    const box = (await titled.locator('.code-block__title').boundingBox())!;
    assert.equal(Math.round(box.height * 10) / 10, 48.8);
    // Blank lines around the code show, the last one too (three 20.88px lines and 1rem padding, as in Docusaurus).
    const blank = (await titled.locator('.code-block:not(:has(.code-block__title)) pre').boundingBox())!;
    assert.equal(Math.round(blank.height * 10) / 10, 94.6);
  },
);

test(
  'tabs have Infima’s look: 1rem padding, a 3px bar under the chosen tab, no rule under the list',
  { skip: skip ?? false },
  async () => {
    const page = await open('/docs/intro');
    const tab = await styleOf(page, '.tabs__tab[aria-selected=true]', [
      'padding',
      'border-bottom-width',
      'font-weight',
    ]);
    assert.deepEqual(tab, { padding: '16px', 'border-bottom-width': '3px', 'font-weight': '700' });
    assert.equal((await styleOf(page, '.tabs__list', ['border-bottom-width']))['border-bottom-width'], '0px');
    // Infima's tab list is one row that scrolls sideways when the tabs outgrow it (tauri's home on phones).
    assert.deepEqual(await styleOf(page, '.tabs__list', ['flex-wrap', 'overflow-x']), {
      'flex-wrap': 'nowrap',
      'overflow-x': 'auto',
    });
  },
);

test(
  'Markdown links are not underlined until hovered; prose has Infima’s 1.65 line height',
  { skip: skip ?? false },
  async () => {
    const page = await open('/docs/intro');
    const link = page.locator('.markdown p a').first();
    assert.equal(await link.evaluate((e) => getComputedStyle(e).textDecorationLine), 'none');
    await link.hover();
    assert.equal(await link.evaluate((e) => getComputedStyle(e).textDecorationLine), 'underline');
    assert.equal((await styleOf(page, '.markdown p', ['line-height']))['line-height'], '26.4px');
  },
);

test(
  'the docs page has Docusaurus’s frame: Infima’s menu, breadcrumbs at 0.8 size, the table of contents, inline code',
  { skip: skip ?? false },
  async () => {
    const page = await open('/docs/intro');
    // Colours are read once the links' colour transitions (theme-classic's, as in Infima) have run.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    // The doc sits in Infima's container padding beside the 300px sidebar.
    assert.equal(Math.round((await page.locator('h1').boundingBox())!.x), 316);
    // Menu: 16px links with 6px/12px padding, a nested list indented without a rule; the category holding the
    // page is in the primary colour; a collapsed category's chevron turned right.
    const link = await styleOf(page, '.sidebar .menu__link[aria-current=page]', ['font-size', 'padding', 'color']);
    assert.deepEqual(link, { 'font-size': '16px', padding: '6px 12px', color: 'rgb(53, 120, 229)' });
    assert.equal((await styleOf(page, '.sidebar .menu__list', ['border-left-width']))['border-left-width'], '0px');
    const label = page.locator('.sidebar .menu__list-item-collapsible > .menu__link--active').first();
    assert.equal(await label.evaluate((e) => getComputedStyle(e).color), 'rgb(53, 120, 229)');
    // The chevron is theme-classic's: the label link's ::after (a category without a page), turned right.
    const chevron = page.locator(
      '.sidebar .menu__list-item--collapsed > .menu__list-item-collapsible > .menu__link--sublist-caret',
    );
    assert.deepEqual(
      await chevron
        .first()
        .evaluate((e) => [
          getComputedStyle(e.parentElement!, '::after').content,
          getComputedStyle(e, '::after').transform,
        ]),
      ['none', 'matrix(0, 1, -1, 0, 0, 0)'],
    );
    // Breadcrumbs: Infima's pills at 0.8 of their size, the page's crumb not bold.
    const crumb = await styleOf(page, '.breadcrumbs [aria-current]', ['font-size', 'font-weight', 'padding']);
    assert.deepEqual(crumb, { 'font-size': '12.8px', 'font-weight': '400', padding: '5.12px 10.24px' });
    // Table of contents: 0.8rem links, 0.5rem apart, in the secondary text colour; the section being read's in
    // the primary colour.
    const toc = await styleOf(page, '.toc-aside .toc__link:not(.toc__link--active)', ['font-size', 'color']);
    assert.deepEqual(toc, { 'font-size': '12.8px', color: 'rgb(82, 88, 96)' });
    const reading = await styleOf(page, '.toc-aside .toc__link--active', ['color']);
    assert.deepEqual(reading, { color: 'rgb(53, 120, 229)' });
    // A level-3 heading's item is nested as in Docusaurus's tree: 0.5rem of list padding and 0.5rem of margin in
    // from its parent's item on the left, 0.5rem on the right (its text wraps where Docusaurus wraps it).
    const [outer, inner] = await Promise.all(
      ['.toc__item--0', '.toc__item--1'].map(
        async (s) => (await page.locator(`.toc-aside ${s}`).first().boundingBox())!,
      ),
    );
    assert.deepEqual(
      [inner.x - outer.x, outer.x + outer.width - (inner.x + inner.width)],
      [16, 8],
      'the nested item, in from its parent on each side',
    );
    // Inline code: Infima's faint border and 0.1rem padding.
    const code = await styleOf(page, '.markdown p code', ['border-top-width', 'padding-left']);
    // (A 0.1rem border is drawn 1 device pixel wide.)
    assert.deepEqual(code, { 'border-top-width': '1px', 'padding-left': '1.6px' });
    // The bar's text is 85%, jest's [class^=announcementBarContent] rule matching it no more than in Docusaurus;
    // a bar that cannot be closed keeps no room for the button.
    assert.equal((await styleOf(page, '.announcement-bar__content', ['font-size']))['font-size'], '13.6px');
    assert.equal((await styleOf(page, '.announcement-bar', ['padding-left']))['padding-left'], '0px');
    // The bar is 33.4px high, as jest's under Docusaurus: a 1px rule under 5px of padding around the line.
    assert.equal(Math.round((await page.locator('.announcement-bar').boundingBox())!.height * 10) / 10, 33.4);
    // On phones the table of contents is Docusaurus's grey collapsible, without a border.
    await page.setViewportSize({ width: 390, height: 800 });
    const collapsible = await styleOf(page, '.toc-mobile', ['border-top-width', 'background-color']);
    assert.deepEqual(collapsible, { 'border-top-width': '0px', 'background-color': 'rgba(0, 0, 0, 0.05)' });
  },
);

test(
  'the navbar has Infima’s links and DocSearch’s button, after the colour-mode toggle, its icon alone on phones',
  { skip: skip ?? false },
  async () => {
    const page = await open('/docs/other');
    const search = page.locator('.navbar .search-button');
    const toggle = page.locator('.navbar__inner .theme-toggle');
    assert.ok(
      (await search.boundingBox())!.x > (await toggle.boundingBox())!.x,
      'the search box is right of the toggle',
    );
    // Docusaurus's 2rem round toggle, and its search box's item without padding on the right: the navbar's
    // right edge is the search button's.
    assert.deepEqual(await styleOf(page, '.navbar__inner .theme-toggle', ['width', 'height']), {
      width: '32px',
      height: '32px',
    });
    const inner = (await page.locator('.navbar__inner').boundingBox())!;
    const button = (await search.boundingBox())!;
    assert.equal(Math.round(inner.x + inner.width - (button.x + button.width)), 0);
    const box = await styleOf(page, '.navbar .search-button', ['height', 'border-radius', 'background-color']);
    assert.deepEqual(box, { height: '36px', 'border-radius': '40px', 'background-color': 'rgb(235, 237, 240)' });
    // Docusaurus's English: the button says "Search" (the modal's input says "Search docs").
    assert.equal(await page.locator('.navbar .search-button__label').textContent(), 'Search');
    assert.equal((await styleOf(page, '.navbar .search-button__label', ['font-size']))['font-size'], '16px');
    assert.equal((await styleOf(page, '.navbar__items--right .navbar__link', ['color'])).color, 'rgb(28, 30, 33)');
    await assertButtonFont(page);
    await assertInlineDropdowns(page);
    // Infima's dropdown: no border, its shadow, 14px items with 4px/8px padding, the current one in the link colour.
    await page.locator('.navbar__items .dropdown > .navbar__link').first().click();
    const menu = await styleOf(page, '.navbar__items .dropdown__menu', ['border-top-width', 'box-shadow', 'padding']);
    assert.deepEqual(menu, {
      'border-top-width': '0px',
      'box-shadow': 'rgba(0, 0, 0, 0.2) 0px 5px 40px 0px',
      padding: '8px',
    });
    const item = await styleOf(page, '.navbar__items .dropdown__link', ['font-size', 'padding', 'color']);
    assert.deepEqual(item, { 'font-size': '14px', padding: '4px 8px', color: 'rgb(53, 120, 229)' });
    await page.setViewportSize({ width: 390, height: 800 });
    assert.equal(await toggle.isVisible(), false, 'the toggle lives in the mobile menu');
    assert.equal(Math.round((await page.locator('.navbar .search-button__label').boundingBox())!.width), 1);
  },
);

/**
 * DocSearch's button is a <button>, in the browser's own button font (Arial 13.33px in Chromium on Linux), and its
 * keys' box is at least two 20px keys and 0.4em beside each.
 */
async function assertButtonFont(page: Page) {
  const blank = await browser.newPage();
  await blank.setContent('<button>Search</button>');
  const font = ['font-family', 'font-size', 'line-height'];
  const expected = await styleOf(blank, 'button', font);
  await blank.close();
  assert.deepEqual(await styleOf(page, '.navbar .search-button', font), expected);
  const keys = (await page.locator('.navbar .DocSearch-Button-Keys').boundingBox())!.width;
  assert.ok(Math.abs(keys - (40 + 0.8 * parseFloat(expected['font-size']))) < 0.1, `the keys take ${keys}px`);
}

/**
 * Infima's dropdown link is inline: the locale menu's icon and its 5px margin, the label, then the caret (0.3em
 * margin, 0.8em wide); nothing between them (jest's locale menu was 3px wider than Docusaurus's).
 */
async function assertInlineDropdowns(page: Page) {
  // Two 0.4em borders, each drawn in whole pixels.
  const CARET = 2 * Math.floor(0.4 * 16);
  const widths = await page.locator('.navbar__items .dropdown > .navbar__link').evaluateAll((labels) =>
    labels.map((s) => {
      const label = s.querySelector('span:not(.visually-hidden)') ?? s;
      const range = document.createRange();
      range.selectNodeContents(label === s ? label.firstChild! : label);
      const icon = s.querySelector('svg')?.getBoundingClientRect().width ?? -5;
      return [s.getBoundingClientRect().width, icon + 5 + range.getBoundingClientRect().width];
    }),
  );
  assert.equal(widths.length, 2, 'the More menu and the locale menu');
  for (const [width, content] of widths) {
    const expected = content + 0.3 * 16 + CARET;
    assert.ok(Math.abs(width - expected) < 0.1, `${width}px, not ${expected}px`);
  }
}

test('admonitions are Infima’s alerts and headings keep Infima’s rhythm', { skip: skip ?? false }, async () => {
  const page = await open('/docs/intro');
  const alert = await styleOf(page, '.theme-admonition-info', [
    'background-color',
    'border-left-width',
    'border-top-width',
    'border-left-color',
  ]);
  assert.deepEqual(alert, {
    'background-color': 'rgb(238, 249, 253)',
    'border-left-width': '5px',
    'border-top-width': '0px',
    'border-left-color': 'rgb(1, 2, 3)',
  });
  assert.equal((await styleOf(page, '.admonition__title', ['text-transform']))['text-transform'], 'uppercase');
  // Docusaurus 2.4.3 draws jest's titles 26.9px high around a 22.4px icon (1.6em of 14px): the icon's box sits in
  // the title's line with the line's descent under its SVG.
  const icon = (await page.locator('.theme-admonition-info .admonition__icon svg').boundingBox())!;
  const title = (await page.locator('.theme-admonition-info .admonition__title').boundingBox())!;
  assert.deepEqual([icon.width, icon.height].map(Math.round), [22, 22]);
  assert.equal(Math.round(title.height), 27);
  const link = await styleOf(page, '.theme-admonition a', ['color', 'text-decoration-line']);
  assert.deepEqual(link, { color: 'rgb(25, 60, 71)', 'text-decoration-line': 'underline' });
  const h2 = await styleOf(page, '.markdown h2', ['font-size', 'margin-top', 'margin-bottom']);
  assert.deepEqual(h2, { 'font-size': '32px', 'margin-top': '40px', 'margin-bottom': '20px' });
  assert.equal((await styleOf(page, '.markdown > p', ['margin-bottom']))['margin-bottom'], '20px');
  // The doc's own opening h1 (no title in front matter) sits 1.25 leadings (25px) over the text, by Infima's
  // `.markdown h1:first-child` (wails's reference pages were 1px off).
  assert.equal(await gapBetween(page, '.markdown h1', '.markdown > p'), 25);
});

test('Infima’s rhythm around rules, lists and headings that follow headings', { skip: skip ?? false }, async () => {
  const page = await open('/docs/later');
  // As Docusaurus 2.4.3 spaces jest's pages: a rule 1.5rem from its neighbours (in Infima's rule colour), an h3
  // 30px below the h2 over it, a list 20px above the paragraph after it.
  assert.equal(await styleOf(page, '.markdown hr', ['margin-top']).then((s) => s['margin-top']), '24px');
  assert.equal(await gapBetween(page, '.markdown > p', '.markdown hr'), 24);
  assert.deepEqual(await styleOf(page, '.markdown hr', ['background-color', 'border-top-width', 'height']), {
    'background-color': 'rgb(190, 195, 201)',
    'border-top-width': '0px',
    height: '1px',
  });
  assert.equal(await gapBetween(page, '.markdown h2', '.markdown h3'), 30);
  assert.equal(await gapBetween(page, '.markdown > ul', '.markdown ul + p'), 20);
  // The paragraphs of a loose list's items are 1rem from the item above (Infima's list paragraph margin) and keep
  // every paragraph's 1.25rem below (metro's numbered steps were 12px shorter each).
  assert.deepEqual(await styleOf(page, '.markdown li > p', ['margin-top', 'margin-bottom']), {
    'margin-top': '16px',
    'margin-bottom': '20px',
  });
  // Infima's quote: a 2px bar in the rule colour, 1rem in, no padding above or below, the emphasis-800 text.
  assert.deepEqual(
    await styleOf(page, '.markdown blockquote', ['border-left-width', 'border-left-color', 'padding', 'color']),
    {
      'border-left-width': '2px',
      'border-left-color': 'rgb(218, 221, 225)',
      padding: '0px 16px',
      color: 'rgb(68, 73, 80)',
    },
  );
  // A nested list sits right under its item's text and right over the next item (Infima: no margin).
  assert.deepEqual(await styleOf(page, '.markdown li > ul', ['margin-top', 'margin-bottom']), {
    'margin-top': '0px',
    'margin-bottom': '0px',
  });
  // A tab panel's last block keeps no space under it (theme-classic's tabItem): the note ends 1rem below the code.
  const code = page.locator('.theme-admonition .tabs__panel:not([hidden]) .code-block');
  const note = page.locator('.theme-admonition');
  const [codeBox, noteBox] = [(await code.boundingBox())!, (await note.boundingBox())!];
  assert.equal(Math.round(noteBox.y + noteBox.height - (codeBox.y + codeBox.height)), 16);
  // <details> is Docusaurus's Details: an info alert with a 1px border, its summary 1rem in, after a triangle.
  assert.deepEqual(
    await styleOf(page, '.markdown details', ['background-color', 'border-top-color', 'border-top-width', 'padding']),
    {
      'background-color': 'rgb(238, 249, 253)',
      'border-top-color': 'rgb(76, 179, 212)',
      'border-top-width': '1px',
      padding: '16px',
    },
  );
  assert.deepEqual(await styleOf(page, '.markdown details > summary', ['padding-left', 'font-weight']), {
    'padding-left': '16px',
    'font-weight': '400',
  });
  const details = (await page.locator('.markdown details').boundingBox())!;
  assert.equal(Math.round(details.height * 10) / 10, 60.4);
  // An opening h2 (the doc's title hidden) keeps an h2's space above it, as Infima has no rule for a first child.
  const h2Top = await styleOf(page, '.markdown > h2', ['margin-top']);
  const untitled = await open('/docs/untitled');
  assert.deepEqual(await styleOf(untitled, '.markdown > h2', ['margin-top']), h2Top);
  assert.notDeepEqual(h2Top, { 'margin-top': '0px' });
  // Inside Infima's Markdown box (its ::before), not shared with the breadcrumbs' margin above it (react-redux's).
  const inside = await untitled
    .locator('.markdown > h2')
    .evaluate((h) => Math.round(h.getBoundingClientRect().top - h.parentElement!.getBoundingClientRect().top));
  assert.equal(inside, Math.round(parseFloat(h2Top['margin-top'])));
});

test(
  'a blog post sits in Infima’s container: a quarter for the sidebar, 7 of 12 columns for the post',
  { skip: skip ?? false },
  async () => {
    const page = await open('/blog/2024/01/01/hello');
    // 1140px container centred in 1280: the sidebar from x=70, the post from 70 + 285 (+16 padding), 665 wide.
    const main = (await page.locator('.blog-main').boundingBox())!;
    assert.deepEqual([Math.round(main.x), Math.round(main.width)], [355, 665]);
    const title = await styleOf(page, '.blog-sidebar .sidebar__title', ['font-size', 'text-transform']);
    assert.deepEqual(title, { 'font-size': '20px', 'text-transform': 'none' });
    const link = await styleOf(page, '.blog-sidebar .menu__link[aria-current=page]', ['font-size', 'background-color']);
    assert.deepEqual(link, { 'font-size': '14.4px', 'background-color': 'rgba(0, 0, 0, 0)' });
    assert.equal((await styleOf(page, '.post-header__title', ['font-size']))['font-size'], '48px');
    // The header as Docusaurus 2.4.3 spaces jest's posts: date and reading time at 0.9rem in the text colour, 1rem
    // under the title and over the authors; 3rem avatars, 1rem from the name (bold, 16px on 20px); the post 1rem
    // under the avatars.
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const [avatar, name] = await Promise.all(['.post-author__avatar', '.post-author__name'].map(box));
    assert.deepEqual(await styleOf(page, '.post-header__meta', ['font-size', 'color']), {
      'font-size': '14.4px',
      color: await styleOf(page, 'body', ['color']).then((s) => s.color),
    });
    assert.equal(await gapBetween(page, '.post-header__title', '.post-header__meta'), 16);
    assert.equal(await gapBetween(page, '.post-header__meta', '.post-author__avatar'), 16);
    assert.deepEqual([avatar.width, avatar.height], [48, 48]);
    assert.equal(Math.round(name.x - (avatar.x + avatar.width)), 16);
    assert.deepEqual(await styleOf(page, '.post-author__name', ['font-size', 'line-height', 'font-weight']), {
      'font-size': '16px',
      'line-height': '20px',
      'font-weight': '700',
    });
    assert.equal(await gapBetween(page, '.post-author__avatar', '.blog-main .markdown'), 16);
    // Several authors are theme-classic's row of col--6: two to a row, each in half of the row, which reaches 1rem
    // out on both sides of the post, and 1rem in from its column's edge (facebook/yoga's second author was 1rem
    // left of where Docusaurus draws it). Each author's content box, where its avatar starts:
    await page.goto(page.url().replace('/2024/01/01/hello', '/2024/01/02/again'));
    const authors = await page.locator('.post-author').evaluateAll((all) =>
      all.map((e) => {
        const box = e.getBoundingClientRect();
        return [Math.round(box.x + parseFloat(getComputedStyle(e).paddingLeft)), Math.round(box.y)];
      }),
    );
    const post = (await page.locator('.blog-main .markdown').boundingBox())!;
    assert.equal(authors[0][0], Math.round(post.x));
    assert.equal(authors[1][0], Math.round(post.x - 16 + (post.width + 32) / 2 + 16));
    assert.deepEqual(
      [authors[2][0], authors[1][1] === authors[0][1], authors[2][1] > authors[0][1]],
      [authors[0][0], true, true],
    );
  },
);

test(
  'Markdown tables have Infima’s look: header cells on the row’s background, even rows striped',
  { skip: skip ?? false },
  async () => {
    const page = await open('/docs/intro');
    assert.equal(
      (await styleOf(page, '.markdown table th', ['background-color']))['background-color'],
      'rgba(0, 0, 0, 0)',
    );
    assert.equal(
      (await styleOf(page, '.markdown table tbody tr:nth-child(2)', ['background-color']))['background-color'],
      'rgba(0, 0, 0, 0.03)',
    );
  },
);

test(
  '<Layout>’s main wrapper is a flex column: a page with margin: 0 auto shrinks to its content, centred',
  { skip: skip ?? false },
  async () => {
    const page = await open('/versions');
    const wrapper = (await page.locator('.wrapper').boundingBox())!;
    const table = (await page.locator('#narrow').boundingBox())!;
    assert.ok(wrapper.width < 400, `the wrapper is ${wrapper.width}px wide, not shrunk to its content`);
    assert.ok(
      Math.abs(wrapper.x + wrapper.width / 2 - 640) < 1,
      `the wrapper's centre is at ${wrapper.x + wrapper.width / 2}`,
    );
    assert.equal(Math.round(table.x), Math.round(wrapper.x) + 20);
    // Infima's header cell: the row's background (none), not a grey head.
    assert.equal((await styleOf(page, '#narrow th', ['background-color']))['background-color'], 'rgba(0, 0, 0, 0)');
    // On a page taller than the window, the footer follows the wrapper at once, as under Docusaurus.
    await page.setViewportSize({ width: 1280, height: 200 });
    assert.equal(await gapBetween(page, '.main-wrapper', 'footer.footer'), 0);
  },
);

test(
  'the navbar has Docusaurus’s icons: a 30px menu button, the translate icon, two shortcut keys, no arrow on a `to`; on phones the search icon at the right edge',
  { skip: skip ?? false },
  async () => {
    const page = await open('/docs/intro');
    const language = page.locator('.navbar__inner [data-locale-menu] > .navbar__link svg');
    assert.equal(await language.getAttribute('width'), '20');
    assert.match((await language.locator('path').getAttribute('d'))!, /^M12\.87 15\.07/, 'the translate icon');
    const keys = page.locator('.navbar .search-button .DocSearch-Button-Key');
    assert.deepEqual(await keys.allTextContents(), ['Ctrl', 'K']);
    // The Ctrl key cap is DocSearch's own icon, as DocSearch draws it outside Apple's systems; the word stays
    // for screen readers.
    const icon = keys.first().locator('svg.DocSearch-Control-Key-Icon');
    assert.deepEqual(await icon.boundingBox().then((b) => [Math.round(b!.width), Math.round(b!.height)]), [15, 15]);
    assert.equal(await keys.first().locator('.visually-hidden').textContent(), 'Ctrl');
    // DocSearch's magnifier, drawn at its 1.6 stroke.
    const glass = page.locator('.navbar .search-button .DocSearch-Search-Icon path');
    assert.match((await glass.getAttribute('d'))!, /^M14\.386 14\.386/);
    assert.equal(await glass.evaluate((e) => getComputedStyle(e).strokeWidth), '1.6px');
    // DocSearch's keys are 20px wide, "Ctrl" too (no side padding).
    for (const key of await keys.all()) assert.equal(Math.round((await key.boundingBox())!.width), 20);
    // DocSearch's button is a flex box, not an inline one: the search box is the button's 36px and its padding,
    // with no line box below that would push the bar's other items down (socket.io's logo sat 0.2px low).
    assert.equal((await page.locator('.navbar .navbar__search-box').boundingBox())!.height, 44);
    // jest's archived versions are `to` links to other hosts: a new tab, but no arrow (an `href` keeps it).
    const archive = page.locator('.navbar .dropdown__link', { hasText: 'Archive' });
    assert.equal(await archive.getAttribute('target'), '_blank');
    assert.equal(await archive.locator('.external-icon').count(), 0);
    assert.equal(
      await page.locator('.navbar .dropdown__link', { hasText: 'Shop' }).locator('.external-icon').count(),
      1,
    );
    await page.setViewportSize({ width: 390, height: 800 });
    const menu = (await page.locator('.navbar__toggle svg').boundingBox())!;
    assert.deepEqual([menu.width, menu.height], [30, 30]);
    // On phones DocSearch's button is its icon alone, at the bar's right padding (theme-classic's searchBox is
    // absolute there), as pnpm.io's and rocketmq's under Docusaurus 2.4.
    const search = (await page.locator('.navbar .DocSearch-Button').boundingBox())!;
    assert.deepEqual([search.width, search.x + search.width], [36, 390 - 16]);
    const box = page.locator('.navbar .navbar__search-box');
    assert.equal(await box.evaluate((e) => getComputedStyle(e).position), 'absolute', 'out of the row, as there');
  },
);

test(
  'on phones the table of contents comes before the doc’s title, as Docusaurus places it',
  { skip: skip ?? false },
  async () => {
    const page = await open('/docs/intro', 'light', 390);
    const toc = (await page.locator('.toc-mobile').boundingBox())!;
    const title = (await page.locator('article h1').first().boundingBox())!;
    assert.ok(
      toc.y + toc.height <= title.y,
      `the table of contents ends at ${toc.y + toc.height}, the title starts at ${title.y}`,
    );
    // theme-classic's headings on phones (up to 576px): h2 1.5rem, h3 1.25rem (tauri's prerequisites page).
    await page.goto(`${server.origin}/docs/later`);
    assert.equal((await styleOf(page, '.markdown h2', ['font-size']))['font-size'], '24px');
    assert.equal((await styleOf(page, '.markdown h3', ['font-size']))['font-size'], '20px');
  },
);

test(
  'a hideable sidebar ends in Docusaurus’s collapse button at the window’s bottom; it folds to a 30px strip and back',
  { skip: skip ?? false },
  async () => {
    const page = await open('/docs/intro');
    const collapse = page.locator('.sidebar button[aria-label="Collapse sidebar"]');
    const box = (await collapse.boundingBox())!;
    // As wide as the 300px column, its 1px rule included: theme-classic's sidebar is `--doc-sidebar-width` wide.
    assert.deepEqual([box.x, box.width, box.height], [0, 300, 40]);
    // So is the menu: its links start at its 8px padding and end at the scrollbar's gutter (282px, as Docusaurus's).
    const link = (await page.locator('.sidebar .menu__link').first().boundingBox())!;
    const gutter = await page
      .locator('.sidebar__nav')
      .evaluate((nav) => (nav as HTMLElement).offsetWidth - nav.clientWidth);
    assert.deepEqual([link.x, link.width], [8, 300 - 8 - gutter]);
    assert.ok(Math.abs(box.y + box.height - 800) <= 2, `the button ends at ${box.y + box.height}, not at 800`);
    // Scrolled, the announcement bar is gone and the sidebar takes its room: the button stays at the bottom.
    // The scroll event (which marks the page scrolled) comes after scrollY changes: wait for the mark too.
    await page.evaluate(() => scrollTo(0, 40));
    await page.waitForFunction(() => scrollY === 40 && document.documentElement.hasAttribute('data-scrolled'));
    const scrolled = (await collapse.boundingBox())!;
    assert.ok(
      Math.abs(scrolled.y + scrolled.height - 800) <= 2,
      `scrolled, it ends at ${scrolled.y + scrolled.height}`,
    );
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForFunction(() => scrollY === 0 && !document.documentElement.hasAttribute('data-scrolled'));
    const docBefore = (await page.locator('article h1').boundingBox())!;
    // The column's width is animated, as Docusaurus's: where it lands is checked, not how fast it gets there.
    const width = () => page.evaluate(() => document.querySelector('.doc-sidebar')!.getBoundingClientRect().width);
    await clickWhereSeen(page, collapse);
    assert.equal(await page.evaluate(() => scrollY), 0, 'the click scrolled the page');
    await settleAfter(page, `document.documentElement.hasAttribute('data-sidebar-folded')`);
    assert.equal(await width(), 30);
    assert.equal(await page.locator('.sidebar .menu').isVisible(), false);
    // The doc takes the room: it starts right of the strip (Infima's 1rem padding), wider than before.
    const docAfter = (await page.locator('article h1').boundingBox())!;
    assert.equal(Math.round(docAfter.x), 46);
    assert.ok(docAfter.width > docBefore.width, 'the doc widens');
    await clickWhereSeen(page, page.locator('.sidebar button[aria-label="Expand sidebar"]'));
    await settleAfter(page, `!document.documentElement.hasAttribute('data-sidebar-folded')`);
    assert.equal(await width(), 300);
    assert.equal(await page.locator('.sidebar .menu').isVisible(), true);
  },
);

/**
 * Click the middle of what the window shows of `target`, as a visitor does. Playwright's click would first scroll
 * a button that ends a pixel below the window into view: the page, then scrolled, gives the sidebar the
 * announcement bar's room, and on a loaded machine the click could land where the button was before it moved.
 */
async function clickWhereSeen(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const seen = Math.min(box.y + box.height, page.viewportSize()!.height) - box.y;
  await page.mouse.click(box.x + box.width / 2, box.y + seen / 2);
}

/** Runs `check` on a page of the built site (light) loaded at `width` px, with nothing stored from earlier checks. */
async function atWidth(url: string, width: number, check: (page: Page) => Promise<void>): Promise<void> {
  await check(await open(url, 'light', width));
}

/** The space from the bottom of `above` to the top of `below` (first matches; locators for elements of one item). */
async function gapBetween(page: Page, above: string | Locator, below: string | Locator): Promise<number> {
  const rect = (target: string | Locator) =>
    (typeof target === 'string' ? page.locator(target) : target).first().evaluate((e) => e.getBoundingClientRect());
  const [a, b] = await Promise.all([rect(above), rect(below)]);
  return Math.round(b.top - a.bottom);
}

/** `[x, width]` of the first element matching `selector`, in whole pixels. */
function boxOf(page: Page, selector: string): Promise<[number, number]> {
  return page
    .locator(selector)
    .first()
    .evaluate((e) => [Math.round(e.getBoundingClientRect().x), Math.round(e.getBoundingClientRect().width)]);
}

test(
  'the docs page is laid out on Infima’s container at every width, as Docusaurus lays it out',
  { skip: skip ?? false },
  async () => {
    // Measured on Docusaurus 2.4.3's build of jest's site: the doc and the table of contents at the left of the
    // container beside the 300px sidebar (1140px wide, 1320px from 1440px, centred in what is left), 75/25. From
    // 1650px the site's own `.container` rule makes it 1500px wide: the docs' container is Infima's `.container`.
    const expected = [
      { width: 900, article: [16, 868], toc: null, h1: '48px' },
      { width: 1100, article: [316, 568], toc: [916, 168], h1: '48px' },
      { width: 1440, article: [316, 823], toc: [1171, 253], h1: '48px' },
      { width: 1600, article: [316, 943], toc: [1291, 293], h1: '48px' },
      { width: 1700, article: [316, 1018], toc: [1366, 318], h1: '48px' },
      { width: 1920, article: [376, 1093], toc: [1501, 343], h1: '48px' },
      { width: 390, article: [16, 358], toc: null, h1: '32px' },
    ];
    for (const { width, article, toc, h1 } of expected) {
      await atWidth('/docs/intro', width, async (page) => {
        assert.deepEqual(await boxOf(page, 'article'), article, `the doc at ${width}px`);
        if (toc) assert.deepEqual(await boxOf(page, '.toc-aside .toc'), toc, `the table of contents at ${width}px`);
        else assert.equal(await page.locator('.toc-aside').isVisible(), false, `no table of contents at ${width}px`);
        assert.equal((await styleOf(page, 'h1', ['font-size']))['font-size'], h1, `the title at ${width}px`);
        // The brand's title stays at every desktop width (sitegen's own bar sheds it below 1280px).
        if (width >= 997) assert.ok((await boxOf(page, '.navbar__title'))[1] > 1, `the brand's title at ${width}px`);
      });
    }
    // Folded, the container is Infima's width and the sidebar's (1440px), over the site's own rule, as in Docusaurus.
    await atWidth('/docs/intro', 1920, async (page) => {
      await clickWhereSeen(page, page.locator('.sidebar button[aria-label="Collapse sidebar"]'));
      await settleAfter(page, `document.documentElement.hasAttribute('data-sidebar-folded')`);
      assert.deepEqual(await boxOf(page, 'article'), [271, 1048]);
    });
    // A doc without headings keeps the doc's three quarters (jest's Architecture page): Docusaurus narrows the
    // column whenever the table of contents is not hidden by front matter, empty or not.
    await atWidth('/docs/other', 1440, async (page) => assert.deepEqual(await boxOf(page, 'article'), [316, 823]));
    // A doc in no sidebar: theme-classic's main is 30px (a folded sidebar's width) narrower than the window, and the
    // container is centred in it (tauri's config reference).
    await atWidth('/docs/alone', 1280, async (page) => assert.deepEqual(await boxOf(page, 'article'), [71, 823]));
  },
);

test(
  'buttons, quotes, headings and links in a React page are Infima’s, as Docusaurus draws them',
  { skip: skip ?? false },
  async () => {
    // Measured on Docusaurus 2.4.3's build of wails's home page (its own colours aside): a large button is 1.35
    // times Infima's size; its radius stays the root's 0.4rem.
    const box = ['font-size', 'padding', 'border-radius', 'background-color', 'color', 'border-top-color'];
    await atWidth('/buttons', 1280, async (page) => {
      assert.deepEqual(await styleOf(page, '#lg', box), {
        'font-size': '18.9px',
        padding: '8.1px 32.4px',
        'border-radius': '6.4px',
        'background-color': 'rgb(53, 120, 229)',
        color: 'rgb(255, 255, 255)',
        'border-top-color': 'rgb(53, 120, 229)',
      });
      assert.deepEqual(await styleOf(page, '#outline', box), {
        'font-size': '18.9px',
        padding: '8.1px 32.4px',
        'border-radius': '6.4px',
        'background-color': 'rgba(0, 0, 0, 0)',
        color: 'rgb(28, 30, 33)',
        'border-top-color': 'rgb(235, 237, 240)',
      });
      assert.deepEqual(await styleOf(page, '#sm', ['font-size', 'padding']), {
        'font-size': '11.2px',
        padding: '4.8px 19.2px',
      });
      const quote = ['border-left-width', 'border-left-color', 'padding', 'color', 'margin-bottom'];
      assert.deepEqual(await styleOf(page, '#quote', quote), {
        'border-left-width': '2px',
        'border-left-color': 'rgb(218, 221, 225)',
        padding: '0px 16px',
        color: 'rgb(68, 73, 80)',
        'margin-bottom': '16px',
      });
      // Infima's headings and links, which Docusaurus applies to every element of the page.
      assert.deepEqual(await styleOf(page, '#h3', ['font-size', 'line-height', 'margin-top']), {
        'font-size': '20px',
        'line-height': '25px',
        'margin-top': '0px',
      });
      assert.equal((await styleOf(page, '#link', ['color'])).color, 'rgb(53, 120, 229)');
      // Infima's hero title and subtitle set only their size: the margins are the element's own (tauri's subtitle is
      // a div, with none).
      const heroMargins = ['font-size', 'margin-bottom'];
      assert.deepEqual(await styleOf(page, '#hero-title', heroMargins), {
        'font-size': '48px',
        'margin-bottom': '16px',
      });
      assert.deepEqual(await styleOf(page, '#hero-p', heroMargins), { 'font-size': '24px', 'margin-bottom': '20px' });
      assert.deepEqual(await styleOf(page, '#hero-div', heroMargins), { 'font-size': '24px', 'margin-bottom': '0px' });
    });
  },
);

test(
  'the blog list is Docusaurus’s: no heading shown, 3rem linked titles 5rem apart, the whole width below 997px',
  { skip: skip ?? false },
  async () => {
    await atWidth('/blog', 1280, async (page) => {
      assert.ok((await boxOf(page, '.blog-list__header'))[1] <= 1, 'no heading shown above the list');
      assert.equal(await page.locator('h1').count(), 1, 'the page keeps its h1 for screen readers');
      const title = await styleOf(page, 'h2.post-header__title', ['font-size', 'font-weight']);
      // The weight is Infima's for every h2 (theme-classic's title sets only its size): a site's h2 rule wins.
      assert.deepEqual(title, { 'font-size': '48px', 'font-weight': '400' });
      const link = await styleOf(page, 'h2.post-header__title a', ['color']);
      assert.equal(link.color, 'rgb(53, 120, 229)', 'the title is a link in the link colour');
      const listed = await styleOf(page, '.blog-post--listed', ['border-bottom-width', 'margin-bottom']);
      assert.deepEqual(listed, { 'border-bottom-width': '0px', 'margin-bottom': '80px' });
      // theme-classic's post footer ('Read more', tags) is 3rem under the text.
      assert.equal(await gapBetween(page, '.blog-post--listed .markdown', '.blog-post--listed > footer'), 48);
      // A post with an edit URL has a footer on the list too, though the list shows no edit link: an empty one, 3rem
      // high with its margin, as in Docusaurus (so the next post starts where it does there).
      const plain = page.locator('.blog-post--listed').nth(1);
      const footer = plain.locator('footer');
      assert.equal(await gapBetween(page, plain.locator('.markdown'), footer), 48);
      assert.equal((await footer.boundingBox())!.height, 0);
    });
    await atWidth('/blog', 900, async (page) => assert.deepEqual(await boxOf(page, '.blog-main'), [0, 900]));
  },
);

test(
  'a Markdown page is laid out as Docusaurus’s MDXPage: 8 columns of text and 2 of contents, centred',
  { skip: skip ?? false },
  async () => {
    // Infima's fluid container at 1280px: col--8 (853.3px) and col--2 (213.3px) centred, each with 1rem padding.
    await atWidth('/about', 1280, async (page) => {
      assert.deepEqual(await boxOf(page, 'article'), [123, 821]);
      assert.deepEqual(await boxOf(page, '.toc-aside .toc'), [976, 181]);
    });
    // Without headings to list, the text keeps its 8 columns, centred (MDXPage's col--8 unless the table of contents
    // is hidden, as tauri's release notes page is laid out); hidden, the text takes the whole container.
    await atWidth('/plain', 1280, async (page) => assert.deepEqual(await boxOf(page, 'article'), [229, 821]));
    await atWidth('/wide', 1280, async (page) => assert.deepEqual(await boxOf(page, 'article'), [16, 1248]));
    await atWidth('/about', 900, async (page) => assert.deepEqual(await boxOf(page, 'article'), [16, 868]));
  },
);

test(
  'the footer is Docusaurus’s: link columns in Infima’s container, its type sizes, the logo at its own size',
  { skip: skip ?? false },
  async () => {
    // Measured on Docusaurus's build of jest's site at 1280px: the container 70+1140 (the site's own rule makes it
    // 1500px from 1650px), columns 2rem inside the footer, the logo 1rem under the links, the copyright 0.5rem under it.
    await atWidth('/docs/intro', 1280, async (page) => {
      assert.deepEqual(await boxOf(page, '.footer__inner'), [70, 1140]);
      assert.deepEqual(await boxOf(page, '.footer__title'), [86, 538]);
      // Tops in the footer: the titles 2rem in, two 2-line-high links 1rem under them, the links' row 1rem above the
      // logo's 1rem margin, the copyright 0.5rem under the logo's line.
      assert.deepEqual(
        await topsInFooter(page, ['.footer__title', '.footer__logo', '.footer__copyright']),
        [32, 164, 262],
      );
      assert.deepEqual(await styleOf(page, '.footer__title', ['font-size', 'line-height', 'margin-bottom']), {
        'font-size': '16px',
        'line-height': '20px',
        'margin-bottom': '16px',
      });
      assert.deepEqual(await styleOf(page, '.footer__items a', ['font-size', 'line-height', 'color']), {
        'font-size': '16px',
        'line-height': '32px',
        color: 'rgb(235, 237, 240)',
      });
      // A link in an `html` item is Infima's link, underlined on hover only (redux-toolkit's Netlify badge).
      assert.equal(
        (await styleOf(page, '.footer__item #deploys', ['text-decoration-line']))['text-decoration-line'],
        'none',
      );
      assert.deepEqual(await boxOf(page, '.footer__logo'), [512, 256]);
      assert.equal((await styleOf(page, '.footer__logo-link', ['opacity'])).opacity, '0.5');
      assert.deepEqual(await styleOf(page, '.footer__copyright', ['font-size', 'color', 'text-align']), {
        'font-size': '16px',
        color: 'rgb(170, 170, 170)',
        'text-align': 'center',
      });
    });
    await atWidth('/docs/intro', 1440, async (page) =>
      assert.deepEqual(await boxOf(page, '.footer__inner'), [60, 1320]),
    );
    await atWidth('/docs/intro', 1700, async (page) =>
      assert.deepEqual(await boxOf(page, '.footer__inner'), [100, 1500]),
    );
  },
);

/** The tops of the first elements matching `selectors`, from the top of the page's footer, in whole pixels. */
function topsInFooter(page: Page, selectors: string[]): Promise<number[]> {
  return page.evaluate((list) => {
    const footer = document.querySelector('footer.footer')!.getBoundingClientRect().top;
    return list.map((s) => Math.round(document.querySelector(s)!.getBoundingClientRect().top - footer));
  }, selectors);
}

test(
  'under a doc, the edit link and the pager are Docusaurus’s: body text, a 20px pencil, cards 3rem under it',
  { skip: skip ?? false },
  async () => {
    // Measured on Docusaurus's build of jest's site at 1280px (DocItem/Footer and DocPaginator on Infima).
    await atWidth('/docs/other', 1280, async (page) => {
      assert.deepEqual(await styleOf(page, '.doc__edit', ['font-size', 'font-weight']), {
        'font-size': '16px',
        'font-weight': '400',
      });
      assert.deepEqual(await boxOf(page, '.doc__edit svg'), [316, 20]);
      assert.equal(await gapBetween(page, '.doc__footer', '.pager'), 48);
      assert.equal((await styleOf(page, '.pager', ['border-top-width']))['border-top-width'], '0px');
      assert.deepEqual(await styleOf(page, '.pager__link', ['padding', 'line-height']), {
        padding: '16px',
        'line-height': '20px',
      });
      assert.deepEqual(await styleOf(page, '.pager__sub', ['font-size', 'line-height', 'margin-bottom']), {
        'font-size': '14px',
        'line-height': '17.5px',
        'margin-bottom': '4px',
      });
      assert.deepEqual(await styleOf(page, '.pager__label', ['font-size', 'font-weight']), {
        'font-size': '16px',
        'font-weight': '700',
      });
      assert.equal(Math.round((await page.locator('.pager__link').first().boundingBox())!.height), 76);
    });
    // Two columns at every width, as Infima's pagination-nav.
    await atWidth('/docs/other', 390, async (page) => {
      const [prev, next] = await Promise.all([boxOf(page, '.pager__link--prev'), boxOf(page, '.pager__link--next')]);
      assert.ok(next[0] > prev[0] + prev[1], `next (${next}) beside prev (${prev})`);
    });
  },
);

test(
  'the Algolia search page is theme-search-algolia’s box: 2rem under the navbar, its title Infima’s 2rem heading',
  { skip: skip ?? false },
  async () => {
    // Measured on Docusaurus's build of metro's site: the container's `margin-vert--lg` puts the h1 32px below the
    // navbar, where sitegen's padding lost to the container's and the 40px title touched the navbar.
    await atWidth('/search', 1280, async (page) => {
      assert.equal(await gapBetween(page, '.navbar', '.search-page h1'), 32);
      assert.deepEqual(await styleOf(page, '.search-page h1', ['font-size']), { 'font-size': '32px' });
    });
  },
);
