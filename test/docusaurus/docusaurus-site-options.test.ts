/**
 * Site-wide settings of a Docusaurus config that shape every page: `trailingSlash` (output layout and links, as
 * Docusaurus applies it) and the tags it adds to every head (`headTags`, `scripts`, `stylesheets`).
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import { buildDocusaurusSite, ignoredLines, markdownOf } from './docusaurus-fixture.js';
import { buildFixture } from '../helpers/fixture-site.js';

const config = (extra: string) =>
  `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]], ${extra}
  themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Intro' }, { to: '/blog/', label: 'Blog' }] } } };\n`;

const FILES = {
  'docs/intro.md': '# Intro\n\n[Other](./other.md), [with slash](/docs/other/), [file](/files/guide.pdf), [top](/).\n',
  'docs/other.md': '# Other\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
  'static/files/guide.pdf': 'pdf',
  'src/pages/index.md': '# Home\n',
};

test('trailingSlash: false writes x.html and links without a trailing slash', async () => {
  const b = await buildDocusaurusSite({ ...FILES, 'docusaurus.config.js': config('trailingSlash: false,') });
  try {
    assert.ok(b.files().includes('docs/intro.html'));
    assert.ok(b.files().includes('blog.html'));
    assert.ok(!b.files().includes('docs/intro/index.html'));
    assert.ok(b.files().includes('index.html'), 'the home page stays index.html');
    const intro = b.writer.text('docs/intro.html');
    assert.match(intro, /<link rel="canonical" href="https:\/\/dino.example\/docs\/intro"\/>/);
    assert.match(intro, /<meta property="og:url" content="https:\/\/dino.example\/docs\/intro"\/>/);
    assert.match(intro, /href="\/docs\/other">Other<\/a>, <a href="\/docs\/other">with slash<\/a>/);
    assert.match(intro, /href="\/files\/guide.pdf">file<\/a>, <a href="\/">top<\/a>/);
    assert.match(intro, /href="\/blog"/);
    assert.match(b.writer.text('sitemap.xml'), /<loc>https:\/\/dino.example\/docs\/intro<\/loc>/);
    assert.equal(b.warnings.filter((w) => w.code === 'broken-link').length, 0);
  } finally {
    await b.cleanup();
  }
});

test('trailingSlash: true writes x/index.html and links with a trailing slash', async () => {
  const b = await buildDocusaurusSite({ ...FILES, 'docusaurus.config.js': config('trailingSlash: true,') });
  try {
    const intro = b.writer.text('docs/intro/index.html');
    assert.match(intro, /<link rel="canonical" href="https:\/\/dino.example\/docs\/intro\/"\/>/);
    // chaos-mesh's website: og:url is the canonical URL, its slash too, as Docusaurus writes it.
    assert.match(intro, /<meta property="og:url" content="https:\/\/dino.example\/docs\/intro\/"\/>/);
    assert.match(intro, /href="\/docs\/other\/">Other<\/a>, <a href="\/docs\/other\/">with slash<\/a>/);
    assert.match(intro, /href="\/files\/guide.pdf">file<\/a>/);
    assert.match(b.writer.text('sitemap.xml'), /<loc>https:\/\/dino.example\/docs\/intro\/<\/loc>/);
    assert.match(intro, /<a class="navbar__link[^"]*"[^>]* href="\/docs\/intro\/"|href="\/docs\/intro\/"[^>]*>Intro/);
  } finally {
    await b.cleanup();
  }
});

test('trailingSlash: true resolves a relative URL against the page URL with its slash, as the browser does', async () => {
  // flow.org: docs/config/index.md links `./version`, docs/types/utilities.md links `../functions`.
  const b = await buildDocusaurusSite({
    ...FILES,
    'docusaurus.config.js': config('trailingSlash: true,'),
    'docs/config/index.md': '# Config\n\n[version](./version)\n',
    'docs/config/version.md': '# Version\n',
    'docs/types/utilities.md': '# Utilities\n\n[functions](../functions)\n',
    'docs/types/functions.md': '# Functions\n',
  });
  try {
    assert.match(b.writer.text('docs/config/index.html'), /href="\/docs\/config\/version\/">version<\/a>/);
    assert.match(b.writer.text('docs/types/utilities/index.html'), /href="\/docs\/types\/functions\/">functions<\/a>/);
    assert.deepEqual(
      b.warnings.filter((w) => w.code === 'broken-link').map((w) => w.message),
      [],
    );
  } finally {
    await b.cleanup();
  }
});

test('trailingSlash unset keeps links as written', async () => {
  const b = await buildDocusaurusSite({ ...FILES, 'docusaurus.config.js': config('') });
  try {
    assert.match(b.page('/docs/intro'), /href="\/docs\/other">Other<\/a>, <a href="\/docs\/other\/">with slash<\/a>/);
  } finally {
    await b.cleanup();
  }
});

test("a page has no theme-color of sitegen's, as Docusaurus writes none: the one a site's headTags add is the page's", async () => {
  // openyurt.io's headTags add `<meta name="theme-color" content="#ffffff">`; a first theme-color before it won.
  const b = await buildDocusaurusSite({
    ...FILES,
    'docusaurus.config.js': config(
      `headTags: [{ tagName: 'meta', attributes: { name: 'theme-color', content: '#ffffff' } }],`,
    ),
  });
  assert.deepEqual(b.page('/docs/intro').match(/<meta name="theme-color"[^>]*>/g), [
    '<meta name="theme-color" content="#ffffff">',
  ]);
  const plain = await buildDocusaurusSite({ ...FILES, 'docusaurus.config.js': config('') });
  assert.doesNotMatch(plain.page('/docs/intro'), /theme-color/);
});

test("an announcement bar without colours of its own is theme-classic's white and black; the site's own win", async () => {
  // kubevela.io's bar: white with black text under Docusaurus 2, sitegen's grey-blue and navy before.
  const bar = (announcementBar: string) =>
    buildDocusaurusSite({
      ...FILES,
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { announcementBar: ${announcementBar} } };\n`,
    }).then((b) => /<div class="[^"]*announcement-bar"[^>]*style="([^"]*)"/.exec(b.page('/docs/intro'))?.[1]);
  assert.equal(
    await bar("{ id: 'star', content: 'Star us' }"),
    'background-color:var(--ifm-color-white);color:var(--ifm-color-black)',
  );
  assert.equal(
    await bar("{ id: 'star', content: 'Star us', backgroundColor: '#20232a', textColor: '#fff' }"),
    'background-color:#20232a;color:#fff',
  );
});

test("the announcement bar's close button is theme-classic's: Infima's half-transparent close, with its icon", async () => {
  // openyurt.io's bar: Docusaurus's thin grey cross, where sitegen drew its own dark one.
  const b = await buildDocusaurusSite({
    ...FILES,
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { announcementBar: { id: 'star', content: 'Star us' } } };\n`,
  });
  assert.match(
    b.page('/docs/intro'),
    /<button type="button" class="clean-btn close closeButton_CVFx announcementBarClose_gvF7 announcement-bar__close" aria-label="Close"[^>]*><svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true"><g stroke="currentColor" stroke-width="3.1"><path d="M.75.75l13.5 13.5M14.25.75L.75 14.25"><\/path><\/g><\/svg><\/button>/,
  );
  const css = [...b.writer.files.keys()]
    .filter((f) => /^assets\/site\.\w+\.css$/.test(f))
    .map((f) => b.writer.text(f))
    .join('\n');
  assert.match(css, /\.announcement-bar__close\.close\s*\{[^}]*opacity:\s*0?\.5/);
});

test('headTags, scripts and stylesheets of the config are in every head', async () => {
  const b = await buildDocusaurusSite({
    ...FILES,
    'docusaurus.config.js': config(`
      stylesheets: ['https://cdn.example/a.css', { href: '/b.css', type: 'text/css' }],
      scripts: ['https://cdn.example/x.js', { src: '/y.js', async: true }],
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } }, { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"a":1}' }],`),
  });
  try {
    const head =
      '<link rel="stylesheet" href="https://cdn.example/a.css"><link rel="stylesheet" href="/b.css" type="text/css">' +
      '<script src="https://cdn.example/x.js"></script><script src="/y.js" async></script>' +
      '<link rel="preconnect" href="https://fonts.example"><script type="application/ld+json">{"a":1}</script></head>';
    for (const page of ['/', '/docs/intro', '/blog'].map((p) => b.page(p))) assert.ok(page.includes(head), page);
    assert.ok(!b.warnings.some((w) => /headTags|scripts|stylesheets/.test(w.message)));
  } finally {
    await b.cleanup();
  }
});

test("navbar.style and footer.style 'dark' keep them dark as in Docusaurus, and are not in the warning", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { navbar: { style: 'dark', items: [] }, footer: { style: 'dark', copyright: 'Built with Dino.' } } };\n`,
  });
  try {
    const page = b.page('/docs/intro');
    assert.match(page, /<nav class="navbar navbar--fixed-top navbar--dark" aria-label="Main">/);
    // No search: theme-classic's empty search box still holds the right group off the edge.
    assert.match(page, /<div class="navbar__items navbar__items--right navbar__items--search-space">/);
    assert.match(page, /<footer class="footer footer--dark"/);
    assert.ok(!b.warnings.some((w) => /style/.test(w.message)), JSON.stringify(b.warnings));
  } finally {
    await b.cleanup();
  }
});

test("the table of contents lists h2 and h3, Docusaurus's default, unless themeConfig.tableOfContents says otherwise", async () => {
  const doc = '# Intro\n\n## Two\n\n### Three\n\n#### Four\n';
  // Blog posts and Markdown pages too (tauri's 1.0 post lists no h4).
  const post = '---\ntitle: Post\n---\n\n## Two\n\n### Three\n\n#### Four\n';
  const b = await buildDocusaurusSite({
    'docs/intro.md': doc,
    'blog/2024-01-01-post.md': post,
    'src/pages/page.md': doc,
  });
  const deeper = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { tableOfContents: { maxHeadingLevel: 4 } } };\n`,
    'docs/intro.md': doc,
  });
  try {
    // The page has the table twice (beside the text, and folded above it on narrow screens); its links carry
    // Infima's names too.
    const toc = (page: string) => [
      ...new Set(
        [...page.matchAll(/class="toc__link table-of-contents__link toc-highlight" href="#([^"]+)"/g)].map((m) => m[1]),
      ),
    ];
    assert.deepEqual(toc(b.page('/docs/intro')), ['two', 'three']);
    assert.deepEqual(toc(b.page('/blog/2024/01/01/post')), ['two', 'three']);
    assert.deepEqual(toc(b.page('/page')), ['two', 'three']);
    assert.deepEqual(toc(deeper.page('/docs/intro')), ['two', 'three', 'four']);
  } finally {
    await b.cleanup();
    await deeper.cleanup();
  }
});

test('an external navbar link without a label (an icon drawn by the site CSS) gets no external-link icon, as in Docusaurus', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { navbar: { items: [
        { href: 'https://github.com/dino/dino', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub' },
        { href: 'https://dino.example/chat', label: 'Chat' },
      ] } } };\n`,
  });
  try {
    const html = b.page('/docs/intro');
    const link = (cls: RegExp) => html.match(cls)?.[0] ?? '';
    assert.match(html, /header-github-link/);
    assert.doesNotMatch(link(/<a[^>]*header-github-link[^>]*>.*?<\/a>/), /external-icon/);
    assert.match(link(/<a[^>]*href="https:\/\/dino\.example\/chat"[^>]*>.*?<\/a>/), /Chat<svg class="external-icon"/);
  } finally {
    await b.cleanup();
  }
});

test("a navbar link item's html is the link's content, with its href and className, as Docusaurus renders it", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { navbar: { items: [
        { href: 'https://github.com/dino/dino', position: 'right', html: '<span>GitHub</span>', className: 'header-github-link' },
      ] } } };\n`,
  });
  try {
    assert.match(
      b.page('/docs/intro'),
      /<a class="navbar__item navbar__link header-github-link" href="https:\/\/github\.com\/dino\/dino" target="_blank" rel="noopener noreferrer"><span>GitHub<\/span><span class="visually-hidden">\(opens in a new tab\)<\/span><\/a>/,
    );
  } finally {
    await b.cleanup();
  }
});

test('the search box goes after the colour-mode toggle as Docusaurus adds it, or where a search item puts it', async () => {
  const navbar = async (items: string) => {
    const b = await buildDocusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
        themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' }, navbar: { items: ${items} } } };\n`,
    });
    try {
      // Up to the drawer, whose backdrop follows the bar.
      const bar = /<div class="navbar__items navbar__items--right">.*?<div role="presentation"/.exec(
        b.page('/docs/intro'),
      )![0];
      // The right side's controls in document order (the order of the Tab key and of the bar).
      return [...bar.matchAll(/DocSearch-Button"|theme-toggle"|href="https:\/\/github\.com\/dino"/g)].map((m) =>
        m[0].startsWith('DocSearch') ? 'search' : m[0].startsWith('theme') ? 'toggle' : 'github',
      );
    } finally {
      await b.cleanup();
    }
  };
  const github = `{ href: 'https://github.com/dino', label: 'GitHub', position: 'right' }`;
  assert.deepEqual(await navbar(`[${github}]`), ['github', 'toggle', 'search']);
  // wails's navbar: its last item is the search box, so the toggle comes after it.
  assert.deepEqual(await navbar(`[${github}, { type: 'search', position: 'right' }]`), ['github', 'search', 'toggle']);
});

test("the search button holds its icon and word in DocSearch's container, in @docsearch/css's colours", async () => {
  // chaos-mesh's website sets the button 200px wide: its space goes between the container and the keys.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' } } };\n`,
  });
  assert.match(
    b.page('/docs/intro'),
    /<a class="search-button DocSearch DocSearch-Button"[^>]*><span class="DocSearch-Button-Container"><svg class="DocSearch-Search-Icon"[^>]*>.*?<\/svg><span class="search-button__label DocSearch-Button-Placeholder">Search<\/span><\/span><span class="DocSearch-Button-Keys">/,
  );
  // The button's colours are @docsearch/css's, as theme-search-algolia loads them: chaos-mesh's grey "Search" word.
  const css = [...b.writer.files.keys()]
    .filter((f) => /^assets\/site\.\w+\.css$/.test(f))
    .map((f) => b.writer.text(f))
    .join('\n');
  assert.match(css, /:root\s*\{[^}]*--docsearch-muted-color:\s*#969faf/);
  assert.match(
    css,
    /html\[data-theme=dark\]\s*\{[^}]*--docsearch-muted-color:\s*#7f8497[^}]*--docsearch-searchbox-background:\s*#090a11/,
  );
});

test("the current version's own path is its URL even when it is the only version, as tauri's docs at /v1/", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { routeBasePath: '/', versions: { current: { label: 'v1', path: 'v1' } } } }]] };\n`,
    'docs/guides/setup.md': '# Setup\n\nSee [intro](../intro.md).\n',
  });
  try {
    assert.match(b.page('/v1/guides/setup'), /<a href="\/v1\/intro">intro<\/a>/);
    assert.ok(b.files().includes('v1/intro/index.html'));
    assert.ok(!b.files().includes('intro/index.html'));
  } finally {
    await b.cleanup();
  }
});

test("the navbar logo has its dark-mode image (srcDark), its className, and links where logo.href says, as Docusaurus's", async () => {
  const b = await buildDocusaurusSite({
    // tauri's: a light and a dark logo.
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { navbar: { logo: { alt: 'Dino Logo', src: 'img/light.svg', srcDark: 'img/dark.svg', href: '/docs/intro', className: 'dino-logo' },
      }, footer: { logo: { alt: 'Host', src: 'img/host.svg', href: 'https://host.example', className: 'host-logo' } } } };\n`,
  });
  try {
    const brand = /<a class="navbar__brand"[^>]*>.*?<\/a>/s.exec(b.page('/docs/intro'))?.[0] ?? '';
    assert.match(brand, /^<a class="navbar__brand" href="\/docs\/intro">/);
    // theme-classic's Logo: the images in a div.navbar__logo (docsearch's CSS: `.navbar__logo .docsearch-nav-logo`).
    assert.match(
      brand,
      /<div class="navbar__logo"><img class="dino-logo only-light" src="\/img\/light.svg" alt="Dino Logo"\/><img class="dino-logo only-dark" src="\/img\/dark.svg" alt="Dino Logo"\/><\/div>/,
    );
    assert.match(b.page('/docs/intro'), /<img class="footer__logo host-logo" src="\/img\/host.svg" alt="Host"/);
  } finally {
    await b.cleanup();
  }
});

test('each locale has the static files below its own path, as Docusaurus builds each locale as a site of its own', async () => {
  // tauri's French home page names its illustrations relatively (img/x.svg), which /fr/ resolves to /fr/img/x.svg.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', {}]] };\n`,
    'static/img/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  try {
    assert.ok(b.files().includes('img/a.svg'));
    assert.ok(b.files().includes('fr/img/a.svg'));
  } finally {
    await b.cleanup();
  }
});

test('a Markdown link that already starts with the baseUrl is not given it twice, as Docusaurus links it', async () => {
  // react-native-navigation's docs link `/react-native-navigation/api/events` (baseUrl /react-native-navigation/).
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/dino/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'docs/guide.md': '# Guide\n\nSee [events](/dino/docs/intro#top), [the intro](/docs/intro) and [home](/dino).\n',
    'src/pages/index.md': '# Home\n',
  });
  const html = b.page('/docs/guide');
  assert.match(html, /<a href="\/dino\/docs\/intro#top">events<\/a>/);
  assert.match(html, /<a href="\/dino\/docs\/intro">the intro<\/a>/);
  assert.match(html, /<a href="\/dino\/">home<\/a>/);
  assert.deepEqual(
    b.warnings.filter((w) => w.file?.endsWith('guide.md')).map((w) => w.message),
    [],
  );
});

test('a config that lists the classic theme and the content plugins itself, not the preset, is read as that preset', async () => {
  // immer's: theme-classic with its customCss, the docs plugin at routeBasePath '/', gtag; no blog plugin.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  themes: [['@docusaurus/theme-classic', { customCss: require.resolve('./src/css/custom.css') }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { sidebarPath: require.resolve('./sidebars.js'), routeBasePath: '/' }],
    ['@docusaurus/plugin-google-gtag', { trackingID: 'G-DINO' }],
  ],
};
`,
    'sidebars.js': `module.exports = { dino: ['intro'] };\n`,
    'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n',
    'src/css/custom.css': ':root { --ifm-color-primary: rgb(1, 2, 3); }\n',
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
  });
  assert.match(b.page('/'), /<h1>Intro<\/h1>/, "the docs plugin's routeBasePath '/' puts the doc at the home page");
  assert.match(b.page('/'), /G-DINO/, 'gtag is the analytics');
  const css = [...b.writer.files.keys()].filter((f) => f.endsWith('.css')).map((f) => b.writer.text(f));
  assert.ok(
    css.some((c) => c.includes('rgb(1, 2, 3)')),
    "the theme's customCss is the site's CSS",
  );
  assert.ok(!b.files().some((f) => f.startsWith('blog/')), 'no blog plugin is listed, so the blog is not built');
  assert.ok(!b.files().includes('sitemap.xml'), 'no sitemap plugin is listed, so no sitemap is written');
  assert.deepEqual(ignoredLines(b), [], 'nothing is left unread');
});

test("the classic preset's sitemap is written unless the preset turns it off; its options are named", async () => {
  const config = (sitemap: string) =>
    `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false${sitemap} }]] };\n`;
  const page = { 'src/pages/index.md': '# Home\n' };
  const on = await buildDocusaurusSite({ 'docusaurus.config.js': config(''), ...page });
  assert.match(on.writer.text('sitemap.xml'), /<loc>https:\/\/dino\.example\/<\/loc>/);
  const off = await buildDocusaurusSite({ 'docusaurus.config.js': config(', sitemap: false'), ...page });
  assert.ok(!off.files().includes('sitemap.xml'), 'sitemap: false writes none');
  assert.deepEqual(ignoredLines(off), []);
  const tuned = await buildDocusaurusSite({
    'docusaurus.config.js': config(", sitemap: { changefreq: 'daily', priority: 0.7 }"),
    ...page,
  });
  assert.ok(tuned.files().includes('sitemap.xml'));
  assert.deepEqual(ignoredLines(tuned), [
    '- presets.classic.sitemap.changefreq: not supported (sitegen writes no <changefreq>)',
    '- presets.classic.sitemap.priority: not supported (sitegen writes no <priority>)',
  ]);
});

test('a content plugin turned off in the preset (docs: false, blog: false) builds none of its folder', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };\n`,
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
    'src/pages/index.md': '# Home\n',
  });
  assert.deepEqual(
    b.files().filter((f) => f.endsWith('.html')),
    ['404.html', 'index.html'],
  );
});

test('a paragraph that opens with an HTML tag is raw HTML, as MDX 1 reads it: no <p>, no Markdown inside; such a line ends a paragraph', async () => {
  // watchman's install page; the expected markup is what @mdx-js/mdx 1.6 (Docusaurus 2.4.3's) makes of it.
  const b = await buildDocusaurusSite({
    'docs/intro.md': [
      '# Intro',
      '',
      '- <i class="fa fa-linux"></i> Linux systems with `inotify`',
      '- plain `code`',
      '',
      '<kbd>Ctrl</kbd> and **bold**',
      'on two lines',
      '',
      'Text <b>b</b> and `code`',
      '',
      // A line that opens with a tag ends the paragraph above it: buck2's `<FbInternalOnly>` line, in a quote too.
      'A paragraph',
      '<span>x</span> then [a link](/y) and **b**',
      '',
      '> A quote',
      '> <b>y</b> z',
      '',
    ].join('\n'),
  });
  const html = b.page('/docs/intro');
  assert.match(html, /<p>A paragraph<\/p>\n<span>x<\/span> then \[a link\]\(\/y\) and \*\*b\*\*\n/);
  assert.match(html, /<blockquote>\n<p>A quote<\/p>\n<b>y<\/b> z\n<\/blockquote>/);
  assert.match(
    html,
    /<li>\n<i class="fa fa-linux"><\/i> Linux systems with `inotify`\n<\/li>\n<li>plain <code>code<\/code><\/li>/,
  );
  assert.match(html, /\n<kbd>Ctrl<\/kbd> and \*\*bold\*\*\non two lines\n/);
  assert.match(html, /<p>Text <b>b<\/b> and <code>code<\/code><\/p>/, 'a tag inside a paragraph is inline HTML');
});

test('a link reference definition ends the paragraph above it, as remark-parse 8 reads it; CommonMark keeps it as text', async () => {
  // tauri's translated guides: a broken definition line (a space in its URL), then a good one under it.
  const source = [
    '# Intro',
    '',
    'Install [cargo-edit][] first.',
    '',
    '[tauri-build]: https://crates. io/crates/tauri-build',
    '[cargo-edit]: https://github.com/killercup/cargo-edit',
    '',
  ].join('\n');
  const b = await buildDocusaurusSite({ 'docs/intro.md': source });
  const html = b.page('/docs/intro');
  assert.match(
    html,
    /<p>Install <a href="https:\/\/github.com\/killercup\/cargo-edit"[^>]*>cargo-edit<\/a> first\.<\/p>/,
  );
  assert.match(
    html,
    /<p>\[tauri-build\]: <a[^>]*>[^<]*<\/a> io\/crates\/tauri-build<\/p>\n<\/div>/,
    'the paragraph ends',
  );
  assert.doesNotMatch(html, /\[cargo-edit\]/);
  // It ends a quote it would lazily continue too: the text after it is a paragraph of its own (MDX 1.6.22).
  const quoted = await buildDocusaurusSite({ 'docs/intro.md': '# Intro\n\n> q\n[a]: /x\ntext [a]\n' });
  assert.match(
    markdownOf(quoted.page('/docs/intro')),
    /<blockquote>\n<p>q<\/p>\n<\/blockquote>\n<p>text <a href="\/x">a<\/a><\/p>/,
  );
  // A sitegen site reads CommonMark: the definition line stays in the paragraph, and the reference is text.
  const own = await buildFixture({ 'content/docs/intro.md': source });
  assert.match(own.page('/docs/intro'), /Install \[cargo-edit\]\[\] first\./);
  await own.cleanup();
});

test("a paragraph that opens with a component's tag is a JSX block in MDX 1, and a component inside a tag paragraph renders", async () => {
  // The Docusaurus 2 docs' own markdown-features page (docusaurus-search-local's copy of it): `<Highlight>` first in
  // its paragraph, MDX 1.6 gives no <p> and no Markdown; a component later in a block that opens with an HTML tag is
  // JSX there too, so it renders.
  const highlight =
    'export const Highlight = ({children, color}) => (<span style={{backgroundColor: color}}>{children}</span>);';
  const b = await buildDocusaurusSite({
    'docs/intro.md': undefined,
    'docs/intro.mdx': [
      '# Intro',
      '',
      highlight,
      '',
      '<Highlight color="#25c2a0">Docusaurus green</Highlight> and <Highlight color="#1877F2">blue</Highlight> are **colors**.',
      '',
      '<kbd>Ctrl</kbd> and <Highlight color="#ff0000">red</Highlight> too.',
      '',
      'I can write **Markdown** alongside my _JSX_!',
      '',
    ].join('\n'),
  });
  const html = b.page('/docs/intro');
  assert.match(
    html,
    /\n<span style="background-color:#25c2a0">Docusaurus green<\/span> and <span style="background-color:#1877F2">blue<\/span> are \*\*colors\*\*\.\n/,
  );
  assert.match(html, /\n<kbd>Ctrl<\/kbd> and <span style="background-color:#ff0000">red<\/span> too\.\n/);
  assert.doesNotMatch(html, /<Highlight/);
  assert.match(html, /<p>I can write <strong>Markdown<\/strong> alongside my <em>JSX<\/em>!<\/p>/);
});

test('a tag whose attributes go on over the next lines opens a raw HTML block in MDX 1, not a paragraph', async () => {
  // docsearch's how-does-it-work.mdx; MDX 1.6's block rule takes a tag name followed by the end of the line.
  const b = await buildDocusaurusSite({
    'docs/intro.md': undefined,
    'docs/intro.mdx': [
      '# Intro',
      '',
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      '',
      '<img',
      "  src={useBaseUrl('img/how.png')}",
      '  alt="How it works"',
      '/>',
      '',
      '<a href="/x"',
      '  title="y">Next</a>',
      '',
    ].join('\n'),
  });
  const html = b.page('/docs/intro');
  assert.match(html, /\n<img loading="lazy" src="\/img\/how\.png" alt="How it works"\/>\n/);
  assert.doesNotMatch(html, /<p><img/);
  assert.doesNotMatch(html, /<p><a href="\/x"/);
});

test("the announcement bar is a div whose class starts with theme-classic's module name and whose role is banner, as a site's CSS selects it", async () => {
  // casbin's custom.css: div[class^="announcementBar_"] { font-weight: bold }
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { announcementBar: { id: 'news', content: 'Dinos are back' } } };\n`,
  });
  assert.match(
    b.page('/docs/intro'),
    /<div class="announcementBar_[\w-]+ [^"]*" aria-label="[^"]+"[^>]*role="banner"><div class="[^"]* announcementBarContent_[\w-]+">Dinos are back<\/div>/,
  );
});

test("themeConfig.image is every page's social card unless its front matter names one; themeConfig.metadata's tags are in every head", async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/base/', presets: [['classic', {}]],
      themeConfig: { image: 'img/card.png', metadata: [{ name: 'google-site-verification', content: 'abc' }, { property: 'og:site_name', content: 'Dino' }] } };\n`,
    'docs/own.md': '---\nimage: /img/own.png\n---\n\n# Own\n',
    'src/pages/index.js':
      "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout><p>Home</p></Layout>; }\n",
  });
  const intro = b.page('/docs/intro');
  assert.match(intro, /<meta property="og:image" content="https:\/\/dino\.example\/base\/img\/card\.png"\/>/);
  assert.match(intro, /<meta name="twitter:image" content="https:\/\/dino\.example\/base\/img\/card\.png"\/>/);
  const own = b.page('/docs/own');
  assert.match(own, /<meta property="og:image" content="https:\/\/dino\.example\/base\/img\/own\.png"\/>/);
  assert.doesNotMatch(own, /card\.png/);
  for (const page of [intro, own, b.page('/')]) {
    assert.match(page, /<meta name="google-site-verification" content="abc"\/>/);
    assert.match(page, /<meta property="og:site_name" content="Dino"\/>/);
  }
});

test("Docusaurus 2.0's themeConfig.gtag is the analytics too, where its alphas read it", async () => {
  // neutralino's: themeConfig: { gtag: { trackingID: 'UA-120983955-1', anonymizeIP: true } }.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themeConfig: { gtag: { trackingID: 'UA-1-DINO', anonymizeIP: true } } };
`,
    'docs/intro.md': '# Intro\n',
  });
  assert.match(b.page('/docs/intro'), /UA-1-DINO/);
  assert.deepEqual(ignoredLines(b), []);
});

test('theme-search-algolia named in themes (by its package folder, as capacitor-docs names it) is the Algolia search', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `const path = require('path');
module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themes: [path.resolve(__dirname, './node_modules/@docusaurus/theme-search-algolia')],
  themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' } } };
`,
    'docs/intro.md': '# Intro\n',
  });
  assert.deepEqual(ignoredLines(b), []);
});

test('a config that lists the content plugins with a theme of its own in place of theme-classic is read as the preset too', async () => {
  // capacitor-docs's: its docs plugin at routeBasePath '/', and a local theme that wraps theme-classic.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `const path = require('path');
module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  themes: [path.resolve(__dirname, 'dino-theme')],
  plugins: [['@docusaurus/plugin-content-docs', { sidebarPath: require.resolve('./sidebars.js'), routeBasePath: '/' }]],
};
`,
    'dino-theme/index.js': `module.exports = function () { return { name: 'dino-theme' }; };\n`,
    'sidebars.js': `module.exports = { dino: ['intro'] };\n`,
    'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n',
  });
  assert.match(b.page('/'), /<h1>Intro<\/h1>/, "the docs plugin's routeBasePath '/' puts the doc at the home page");
  assert.deepEqual(ignoredLines(b), []);
});

test("@docusaurus/plugin-pwa's pwaHead tags are in every page's head, its service worker named as not built", async () => {
  // tauri's: the manifest and icons, named from the site's root.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/dino/', presets: [['classic', {}]],
  plugins: [['@docusaurus/plugin-pwa', { offlineModeActivationStrategies: ['appInstalled'], pwaHead: [
    { tagName: 'link', rel: 'manifest', href: '/meta/manifest.json' },
    { tagName: 'meta', name: 'theme-color', content: 'rgb(37, 194, 160)' },
    { tagName: 'meta', name: 'msapplication-TileImage', content: 'meta/tile.png' },
  ] }]] };
`,
    'docs/intro.md': '# Intro\n',
  });
  assert.match(
    b.page('/docs/intro'),
    /<link rel="manifest" href="\/dino\/meta\/manifest\.json"><meta name="theme-color" content="rgb\(37, 194, 160\)"><meta name="msapplication-TileImage" content="\/dino\/meta\/tile\.png"><\/head>/,
  );
  assert.deepEqual(ignoredLines(b), [
    "- plugins: @docusaurus/plugin-pwa: its pwaHead tags are in every page's head; its service worker and offline mode are not built",
  ]);
});

test('a lone blog plugin with an id of its own is the site’s blog, at its routeBasePath', async () => {
  // jellyfin's: ['@docusaurus/plugin-content-blog', { id: 'blog-main', routeBasePath: 'posts', path: 'blog' }].
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  themes: [['@docusaurus/theme-classic', {}]],
  plugins: [
    ['@docusaurus/plugin-content-blog', { id: 'blog-main', routeBasePath: 'posts', path: 'blog' }],
    ['@docusaurus/plugin-content-pages', {}],
  ],
};
`,
    'blog/2023-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
    'src/pages/index.md': '# Home\n',
  });
  assert.match(b.page('/posts/2023/01/01/hello'), /<h1[^>]*>Hello<\/h1>/);
  assert.ok(b.files().includes('posts/rss.xml'), 'its feed');
  assert.deepEqual(ignoredLines(b), []);
});

test('a footer of columns titles them with theme-classic’s div; a flat list of links is its one centred line', async () => {
  const footer = (links: string) =>
    buildDocusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themeConfig: { footer: { links: ${links} } } };
`,
      'docs/intro.md': '# Intro\n',
    });
  const columns = await footer(`[{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }]`);
  assert.match(columns.page('/docs/intro'), /<div class="footer__title">Docs<\/div>/);
  // jellyfin's: links with no columns, as theme-classic's FooterLinksSimple draws them.
  const flat = await footer(
    `[{ label: 'Intro', to: '/docs/intro' }, { label: 'Status', href: 'https://status.dino.example' }, { html: '<b>Contact</b>' }]`,
  );
  const simple = /<div class="footer__links text--center"><div class="footer__links">(.*?)<\/div><\/div>/s.exec(
    flat.page('/docs/intro'),
  )?.[1];
  assert.match(
    simple ?? '',
    /^<a class="footer__link footer__link-item" href="\/docs\/intro">Intro<\/a><span class="footer__link-separator">·<\/span><a [^>]*href="https:\/\/status\.dino\.example"[^>]*>Status.*<\/a><span class="footer__link-separator">·<\/span><span class="footer__link-item"><b>Contact<\/b><\/span>$/,
  );
  assert.doesNotMatch(flat.page('/docs/intro'), /footer__title/);
});

test('a footer with a copyright and no links has no row of links, which would add its margin', async () => {
  // immer's: `footer: { copyright }` alone; theme-classic draws the links only when there are some.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themeConfig: { footer: { copyright: 'Copyright Dino' } } };
`,
    'docs/intro.md': '# Intro\n',
  });
  const footer = /<footer[\s\S]*<\/footer>/.exec(b.page('/docs/intro'))?.[0] ?? '';
  assert.match(footer, /Copyright Dino/);
  assert.doesNotMatch(footer, /footer__links/);
});

test("a footer copyright is theme-classic's div, so the paragraphs its HTML holds stay inside it", async () => {
  // chaos-mesh's website: `copyright: '<p style="font-weight: 500;">Copyright ...</p> © The Linux Foundation ...'`;
  // inside a <p>, the browser would end the copyright at its first <p> and leave the rest outside it.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themeConfig: { footer: { copyright: '<p class="owner">Copyright Dino</p> Trademarks.' } } };
`,
    'docs/intro.md': '# Intro\n',
  });
  assert.match(
    b.page('/docs/intro'),
    /<div class="footer__copyright"><p class="owner">Copyright Dino<\/p> Trademarks\.<\/div>/,
  );
});

test("a doc's title from its front matter is in the Markdown's box, in a header, as theme-classic's DocItem draws it", async () => {
  // openyurt.io's `.markdown h1:first-child { --ifm-h1-font-size: 2rem }` sizes its docs' titles.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'docs/intro.md': '---\ntitle: Summary & more\n---\n\nHello.\n',
    'docs/own.md': '# Own title\n\nHello.\n',
  });
  assert.match(
    b.page('/docs/intro'),
    /<div class="theme-doc-markdown markdown"><header><h1 class="doc__title">Summary &amp; more<\/h1><\/header><p>Hello\.<\/p>/,
  );
  assert.match(b.page('/docs/own'), /<div class="theme-doc-markdown markdown"><h1>Own title<\/h1>/);
  assert.doesNotMatch(b.page('/docs/own'), /<header><h1/);
});

test('a versioned doc’s badge carries theme-classic’s class, which a site’s CSS spaces it by', async () => {
  // Avalonia's `.theme-doc-version-badge { margin-bottom: 25px }`.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'docs/intro.md': '# Intro\n',
    'versions.json': '["1.0"]\n',
    'versioned_docs/version-1.0/intro.md': '# Old intro\n',
  });
  assert.match(
    b.page('/docs/next/intro'),
    /<span class="theme-doc-version-badge badge badge--secondary version-badge">/,
  );
});

test('a navbar search item without Algolia is sitegen’s search button, and the search page it links to is built', async () => {
  // Avalonia's: { type: 'search' } with a search plugin sitegen does not run; the button's link went to no page.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themeConfig: { navbar: { items: [{ type: 'search', position: 'right' }] } } };
`,
    'docs/intro.md': '# Intro\n',
  });
  assert.match(b.page('/docs/intro'), /href="\/search"/);
  assert.ok(b.files().includes('search/index.html'), 'the search page');
  assert.ok(!b.warnings.some((w) => /search button links to a page that does not exist/.test(w.message)));
});

test('a Docusaurus site with no search has none: no search files, no button, no shortcut', async () => {
  // neutralino's: no Algolia, no search item, no search plugin; Docusaurus draws no search, so Ctrl+K opened one
  // that the site never had.
  const b = await buildDocusaurusSite({});
  assert.ok(!b.files().some((f) => /^search\.|search-index/.test(f)), 'no search files');
  assert.ok(!b.page('/docs/intro').includes('data-search-button'), 'no search button');
  assert.ok(b.page('/docs/intro').includes('"search":null'), 'no search in the client config');
});

test('a local search plugin sitegen does not run is stood in for by sitegen’s search, button included', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
  themes: [['@easyops-cn/docusaurus-search-local', { hashed: true }]] };
`,
  });
  assert.ok(b.files().includes('search.en.json'), 'the search file');
  assert.ok(b.page('/docs/intro').includes('data-search-button'), 'the search button');
  assert.ok(
    ignoredLines(b).includes(
      '- themes: @easyops-cn/docusaurus-search-local is not run; sitegen’s own search takes its place',
    ),
    ignoredLines(b).join('\n'),
  );
});

test('a Docusaurus site’s stylesheet leaves out the framework site’s page styles, which would restyle its class names', async () => {
  // babel's /setup: `<div className="page-header">` took the framework site's width, padding and heading size.
  const b = await buildDocusaurusSite({});
  const file = b.files().find((f) => /^assets\/site\.[\w-]+\.css$/.test(f));
  assert.ok(file, b.files().join(', '));
  const css = b.writer.text(file);
  for (const rule of ['.page-header', '.feature-grid', '.home-hero', '.member-list'])
    assert.ok(!css.includes(rule), `${rule} is not in the stylesheet`);
  // What every site's pages share stays: the crash notice and the lazy loader.
  assert.ok(css.includes('.lazy-loader') && css.includes('.crash'));
});

test('descriptions are Docusaurus’s: a doc’s first line of text, none for a Markdown page or a page module without one', async () => {
  const b = await buildDocusaurusSite({
    'docs/intro.md': '# Intro\n\nBabel is a toolchain that is mainly\nused to convert code.\n',
    'src/pages/about.md': '# About\n\nWho we are.\n',
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nA post that wraps\nits first paragraph.\n',
  });
  const description = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1];
  assert.equal(description(b.page('/docs/intro')), 'Babel is a toolchain that is mainly');
  assert.equal(description(b.page('/about')), undefined, 'no description, not the tagline');
  // A post's is its first paragraph (CONTENT-FORMAT.md).
  assert.equal(description(b.page('/blog/2024/01/02/hello')), 'A post that wraps its first paragraph.');
});

test('every folder of staticDirectories is copied, a path two of them have from the first', async () => {
  // react-native-paper (f4a18d3b8): `staticDirectories: ['public', 'static']`, its screenshots in the second.
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': config("staticDirectories: ['public', 'static'],"),
    'docs/intro.md': '# Intro\n\n![Shot](/shots/a.svg) [file](/files/guide.pdf)\n',
    'public/robots.txt': 'first',
    'static/robots.txt': 'second',
    'static/files/guide.pdf': 'pdf',
    'static/shots/a.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"></svg>',
  });
  try {
    assert.equal(await b.writer.read('robots.txt'), 'first');
    assert.ok(b.files().includes('files/guide.pdf'));
    assert.ok(b.files().includes('shots/a.svg'));
    const intro = b.writer.text('docs/intro/index.html');
    assert.match(intro, /<img[^>]*src="\/shots\/a.svg"[^>]*width="3" height="2"/);
    assert.deepEqual(
      b.warnings.filter((w) => /shots|files/.test(w.message)).map((w) => w.message),
      [],
    );
    assert.ok(!ignoredLines(b).some((l) => l.includes('staticDirectories')), ignoredLines(b).join('\n'));
  } finally {
    await b.cleanup();
  }
});

test('a site without the pages plugin and no doc at / is told how Docusaurus makes a home page', async () => {
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      themes: ['@docusaurus/theme-classic'], plugins: ['@docusaurus/plugin-content-docs'] };\n`,
  });
  const home = b.warnings.find((w) => /no home page/.test(w.message));
  assert.ok(home, 'a warning');
  assert.match(home.message, /add @docusaurus\/plugin-content-pages to the plugins .* or give a doc `slug: \/`/);
  assert.doesNotMatch(home.message, /sitegen-none/);
});

test('the table of contents lists the headings of the document, not those in an admonition, a quote or a list', async () => {
  // Docusaurus 2's toc plugin takes the root's headings only; MDX 1 gives a JSX element's children to the root.
  const doc = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '# Intro',
    '',
    '## Top',
    '',
    ':::warning',
    '',
    '## In a warning',
    '',
    ':::',
    '',
    '> ## In a quote',
    '',
    '- ## In a list',
    '',
    '<Tabs>',
    '<TabItem value="a">',
    '',
    '## In a tab',
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');
  const b = await buildDocusaurusSite({ 'docs/intro.md': doc });
  try {
    const page = b.page('/docs/intro');
    const toc = [
      ...new Set([...page.matchAll(/table-of-contents__link toc-highlight" href="#([^"]+)"/g)].map((m) => m[1])),
    ];
    assert.deepEqual(toc, ['top', 'in-a-tab']);
    // Each still has its anchor.
    for (const id of ['in-a-warning', 'in-a-quote', 'in-a-list']) assert.match(page, new RegExp(`<h2[^>]* id="${id}"`));
  } finally {
    await b.cleanup();
  }
});
