/**
 * A swizzled `src/theme/Layout` that wraps theme-classic's (`@theme-original/Layout`): Docusaurus renders every page
 * through it, so sitegen draws it around every page as it draws a Root, inside the Root.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { docusaurusSites, ignoredLines, type FixtureFiles } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** A context module and a component that reads it. */
const CONTEXT: FixtureFiles = {
  'src/dino-context.js': `import { createContext } from 'react';\nexport const DinoContext = createContext('no Layout');\n`,
  'src/components/DinoName.js': `import React, { useContext } from 'react';
import { DinoContext } from '../dino-context';
export default function DinoName({ where }) { return <span className={'dino-' + where}>{useContext(DinoContext)}</span>; }
`,
};

/** A Layout wrapper: a provider around theme-classic's Layout, a widget after it. */
const WRAPPER = `import React from 'react';
import OriginalLayout from '@theme-original/Layout';
import { DinoContext } from '@site/src/dino-context';
export default function Layout(props) {
  return <DinoContext.Provider value="Rex from Layout"><OriginalLayout {...props} /><div id="chat-widget">Chat</div></DinoContext.Provider>;
}
`;

/** A page, a doc and a blog post, each showing the context. */
const PAGES: FixtureFiles = {
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import DinoName from '@site/src/components/DinoName';
export default function Home() { return <Layout title="Home"><DinoName where="page" /></Layout>; }
`,
  'docs/intro.md': undefined,
  'docs/dino.mdx': `import DinoName from '@site/src/components/DinoName';\n\n# Dino\n\n<DinoName where="mdx" />\n`,
  'blog/hello.md': `---\ntitle: Hello\ndate: 2021-01-01\n---\n\nA post.\n`,
};

/** `html`'s one `needle`, between the body's start and the navbar or after the footer (`where`). */
function assertOnceAround(html: string, needle: string, where: 'start' | 'end', url: string): void {
  assert.equal(html.split(needle).length - 1, 1, `one ${needle} on ${url}`);
  const at = html.indexOf(needle);
  if (where === 'start') assert.ok(at > html.indexOf('<body') && at < html.indexOf('<nav'), `${needle} opens ${url}`);
  else assert.ok(at > html.indexOf('</footer>'), `${needle} follows the footer on ${url}`);
}

test("a Layout wrapper's own element is drawn once on every page, after the footer, and its context reaches pages and Markdown", async () => {
  const b = await site({ ...CONTEXT, ...PAGES, 'src/theme/Layout.js': WRAPPER });
  for (const url of ['/', '/docs/dino', '/blog/hello']) assertOnceAround(b.page(url), 'id="chat-widget"', 'end', url);
  assert.match(b.page('/'), /<span class="dino-page">Rex from Layout<\/span>/);
  assert.match(b.page('/docs/dino'), /<span class="dino-mdx">Rex from Layout<\/span>/);
  // The page island hydrates inside the wrapper, which the page names by its own file.
  assert.match(b.page('/'), /data-root="src\/theme\/Layout\.js"/);
  assert.ok(!ignoredLines(b).some((l) => /Layout.*not used/.test(l)), ignoredLines(b).join('\n'));
});

test('a Layout folder that wraps @theme-init/Layout is drawn before the navbar too', async () => {
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'src/theme/Layout/index.js': `import React from 'react';
import InitLayout from '@theme-init/Layout';
export default function Layout(props) { return <><div id="top-banner">Sale</div><InitLayout {...props} /></>; }
`,
  });
  for (const url of ['/', '/docs/dino', '/blog/hello']) assertOnceAround(b.page(url), 'id="top-banner"', 'start', url);
});

test('with a Root and a Layout wrapper, the Root is outside the Layout and each draws once', async () => {
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'src/theme/Layout.js': `import React from 'react';
import OriginalLayout from '@theme-original/Layout';
import { DinoContext } from '@site/src/dino-context';
export default function Layout(props) {
  const outer = React.useContext(DinoContext);
  return <><div id="layout-start">{outer}</div><OriginalLayout {...props} /><div id="layout-end" /></>;
}
`,
    'src/theme/Root.js': `import React from 'react';
import { DinoContext } from '@site/src/dino-context';
export default function Root({ children }) {
  return <DinoContext.Provider value="Rex from Root"><div id="root-start" />{children}<div id="root-end" /></DinoContext.Provider>;
}
`,
  });
  for (const url of ['/', '/docs/dino', '/blog/hello']) {
    const page = b.page(url);
    assertOnceAround(page, 'id="root-start"', 'start', url);
    assertOnceAround(page, 'id="layout-start"', 'start', url);
    assertOnceAround(page, 'id="layout-end"', 'end', url);
    assertOnceAround(page, 'id="root-end"', 'end', url);
    assert.ok(page.indexOf('id="root-start"') < page.indexOf('id="layout-start"'), `Root opens first on ${url}`);
    assert.ok(page.indexOf('id="layout-end"') < page.indexOf('id="root-end"'), `Root closes last on ${url}`);
    // The Layout renders inside the Root: it reads the Root's context.
    assert.match(page, /<div id="layout-start">Rex from Root<\/div>/);
  }
  assert.match(b.page('/docs/dino'), /<span class="dino-mdx">Rex from Root<\/span>/);
});

test("what a Root's or a Layout wrapper's <Head> holds goes to every page's head; a page's own <Head> wins over it", async () => {
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'src/pages/index.js': `import Layout from '@theme/Layout';\nimport Head from '@docusaurus/Head';
export default function Home() { return <Layout title="Home"><Head><meta name="theme-color" content="#000000" /></Head><p>Home</p></Layout>; }
`,
    'src/theme/Root.js': `import Head from '@docusaurus/Head';
export default function Root({ children }) {
  return <><Head><link rel="preconnect" href="https://fonts.example" /><meta name="theme-color" content="#ffffff" /><body className="dino" /></Head>{children}</>;
}
`,
    'src/theme/Layout.js': `import OriginalLayout from '@theme-original/Layout';\nimport Head from '@docusaurus/Head';
export default function Layout(props) { return <><Head><script src="/js/analytics.js" async /></Head><OriginalLayout {...props} /></>; }
`,
  });
  for (const url of ['/', '/docs/dino', '/blog/hello']) {
    const page = b.page(url);
    const head = page.slice(0, page.indexOf('</head>'));
    assert.match(head, /<link rel="preconnect" href="https:\/\/fonts.example"\/>/, url);
    assert.match(head, /<script src="\/js\/analytics.js" async=""><\/script>/, url);
    assert.match(page, /<body class="[^"]*\bdino\b/, url);
    const colours = [...head.matchAll(/name="theme-color" content="([^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(colours, [url === '/' ? '#000000' : '#ffffff'], url);
    assert.doesNotMatch(page.slice(page.indexOf('</head>')), /fonts.example|analytics.js/, url);
  }
});

test('a fully swizzled Layout (no @theme-original import) is not used, and the warning names it', async () => {
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'src/theme/Layout.js': `import React from 'react';
export default function Layout({ children }) { return <div id="own-layout">{children}</div>; }
`,
  });
  assert.ok(
    ignoredLines(b).includes('- src/theme/Layout.js: a swizzled Layout, not used: sitegen provides @theme/Layout'),
    ignoredLines(b).join('\n'),
  );
  for (const url of ['/', '/docs/dino', '/blog/hello']) assert.doesNotMatch(b.page(url), /own-layout/);
});

test('the warning tells what of a Layout wrapper is honoured: it is drawn around every page, with no props but children', async () => {
  const b = await site({ ...CONTEXT, ...PAGES, 'src/theme/Layout.js': WRAPPER });
  const line = ignoredLines(b).find((l) => l.startsWith('- src/theme/Layout.js:'));
  assert.equal(
    line,
    "- src/theme/Layout.js: a swizzled Layout that wraps theme-classic's, drawn around every page as a Root is; it is given no props but children (not the page's title, description...); what it draws beside <OriginalLayout> is HTML, and its script runs in the browser only around islands",
  );
});

test('a Layout wrapper that does not render its children once stops the build naming its file', async () => {
  await assert.rejects(
    site({
      'src/theme/Layout.js': `import React from 'react';
import OriginalLayout from '@theme-original/Layout';
export default function Layout(props) { return <><OriginalLayout {...props} /><OriginalLayout {...props} /></>; }
`,
    }),
    (error: Error) => {
      const text = formatError(error);
      assert.match(text, /the swizzled Layout \S*src\/theme\/Layout\.js renders its children 2 times/);
      assert.doesNotMatch(text, /\.sitegen/);
      return true;
    },
  );
});

/** A DocPage of the site's own, not one that wraps theme-classic's. */
const OWN_DOC_PAGE = `import React from 'react';\nexport default function DocPage() { return <div id="own-docs" />; }\n`;

/** `b`'s warning lists `line` among what it does not honour. */
function assertIgnored(b: Awaited<ReturnType<typeof site>>, line: string): void {
  assert.ok(ignoredLines(b).includes(line), ignoredLines(b).join('\n'));
}

/** A config whose docs name a layout component of the site's, as Detox's and react-native-navigation's do. */
const DOC_LAYOUT_CONFIG = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: 'sidebars.js', docLayoutComponent: '@site/src/components/CustomLayout' } }]] };\n`;

/** A docs layout component: a banner above theme-classic's doc page, with a link, reading the page's location. */
const CUSTOM_LAYOUT = `import React from 'react';
import DocPage from '@theme/DocPage';
import Link from '@docusaurus/Link';
export default function CustomLayout(props) {
  return <><div id="docs-banner"><Link to="https://example.org">Banner</Link> on {props.location.pathname}</div><DocPage {...props} /></>;
}
`;

test("the docs' docLayoutComponent is drawn around each doc page, before its navbar, and on no other page", async () => {
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'docusaurus.config.js': DOC_LAYOUT_CONFIG,
    'src/components/CustomLayout.js': CUSTOM_LAYOUT,
  });
  assertOnceAround(b.page('/docs/dino'), 'id="docs-banner"', 'start', '/docs/dino');
  assert.match(b.page('/docs/dino'), /Banner<\/a> on \/docs\/dino<\/div>/);
  // In a box whose links are Infima's (not underlined), as under Docusaurus.
  assert.match(b.page('/docs/dino'), /<div class="doc-page-part"><div id="docs-banner">/);
  for (const url of ['/', '/blog/hello']) assert.doesNotMatch(b.page(url), /docs-banner/, url);
  assert.ok(!ignoredLines(b).some((l) => /docLayoutComponent|DocPage/.test(l)), ignoredLines(b).join('\n'));
});

test("the main docs' docLayoutComponent is not drawn around another docs plugin's pages; one set on another is named", async () => {
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'docusaurus.config.js': DOC_LAYOUT_CONFIG.replace(
      ']] };',
      "]], plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api', docLayoutComponent: '@site/src/components/CustomLayout' }]] };",
    ),
    'src/components/CustomLayout.js': CUSTOM_LAYOUT,
    'api/one.md': '# One\n\nApi.\n',
  });
  assertOnceAround(b.page('/docs/dino'), 'id="docs-banner"', 'start', '/docs/dino');
  assert.doesNotMatch(b.page('/api/one'), /docs-banner/);
  assertIgnored(
    b,
    "- plugins: @docusaurus/plugin-content-docs.docLayoutComponent: sitegen draws a docLayoutComponent around the main docs' pages only; not used",
  );
});

test("a swizzled DocPage that wraps theme-classic's is drawn around each doc page; one of its own is named, not used", async () => {
  const wrapper = await site({
    ...CONTEXT,
    ...PAGES,
    'src/theme/DocPage/index.js': `import React from 'react';
import OriginalDocPage from '@theme-original/DocPage';
export default function DocPage(props) { return <><OriginalDocPage {...props} /><div id="after-docs">After</div></>; }
`,
  });
  assertOnceAround(wrapper.page('/docs/dino'), 'id="after-docs"', 'end', '/docs/dino');
  assert.doesNotMatch(wrapper.page('/'), /after-docs/);
  const own = await site({
    ...CONTEXT,
    ...PAGES,
    'src/theme/DocPage/index.js': OWN_DOC_PAGE,
  });
  assert.doesNotMatch(own.page('/docs/dino'), /own-docs/);
  // Beside the docs' docLayoutComponent, whose @theme/DocPage is then theme-classic's page, not that DocPage.
  const both = await site({
    ...CONTEXT,
    ...PAGES,
    'docusaurus.config.js': DOC_LAYOUT_CONFIG,
    'src/components/CustomLayout.js': CUSTOM_LAYOUT,
    'src/theme/DocPage/index.js': OWN_DOC_PAGE,
  });
  assertOnceAround(both.page('/docs/dino'), 'id="docs-banner"', 'start', '/docs/dino');
  assert.doesNotMatch(both.page('/docs/dino'), /own-docs/);
  assertIgnored(
    own,
    "- src/theme/DocPage/index.js: a swizzled DocPage, not used: sitegen draws its own doc pages; one that wraps theme-classic's (importing @theme-original/DocPage) is drawn around them",
  );
});

test('a docLayoutComponent given as a path relative to the site folder is its file', async () => {
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'docusaurus.config.js': DOC_LAYOUT_CONFIG.replace(
      '@site/src/components/CustomLayout',
      './src/components/CustomLayout',
    ),
    'src/components/CustomLayout.js': CUSTOM_LAYOUT,
  });
  assertOnceAround(b.page('/docs/dino'), 'id="docs-banner"', 'start', '/docs/dino');
});

test('a docLayoutComponent that names no file of the site is named in the warning', async () => {
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'docusaurus.config.js': DOC_LAYOUT_CONFIG.replace('@site/src/components/CustomLayout', '@site/src/Missing'),
  });
  assertIgnored(
    b,
    '- presets.classic.docs.docLayoutComponent: "@site/src/Missing" is not a component file of the site; not used',
  );
});

test('what a docLayoutComponent imports that needs the browser is an island; its own script is a warning', async () => {
  const banner = `import React, { useState } from 'react';
export default function Banner() { const [open, setOpen] = useState(true); return open ? <div id="banner"><button onClick={() => setOpen(false)}>x</button></div> : null; }
`;
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'docusaurus.config.js': DOC_LAYOUT_CONFIG,
    'src/components/Banner.js': banner,
    'src/components/CustomLayout.js': `import React, { useState } from 'react';
import DocPage from '@theme/DocPage';
import Banner from './Banner';
export default function CustomLayout(props) { const [n] = useState(1); return <><Banner /><span id="own">{n}</span><DocPage {...props} /></>; }
`,
  });
  assert.match(b.page('/docs/dino'), /<sitegen-island [^>]*data-island="src\/components\/Banner\.js#default"/);
  const warning = b.warnings.find((w) => w.file.endsWith('CustomLayout.js'));
  assert.match(
    warning?.message ?? '',
    /drawn around each doc page as HTML, as it first renders, and its own script does not run/,
  );
});

test("a docLayoutComponent given by require.resolve that draws nothing on the server: the doc page as theme-classic's, its script named", async () => {
  // react-navigation's: it returns null until it runs in the browser, where its effects add Snack links.
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'docusaurus.config.js': DOC_LAYOUT_CONFIG.replace(
      "'@site/src/components/CustomLayout'",
      "require.resolve('./src/pages/layouts/DocPage.js'), docItemComponent: require.resolve('./src/pages/layouts/DocItem.js')",
    ),
    'src/pages/layouts/DocItem.js': `import React from 'react';
import DefaultDocItem from '@theme/DocItem';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
export default function DocItem(props) { return ExecutionEnvironment.canUseDOM ? <DefaultDocItem {...props} /> : null; }
`,
    'src/pages/layouts/DocPage.js': `import React from 'react';
import DefaultDocPage from '@theme/DocPage';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
export default function DocPage(props) {
  if (!ExecutionEnvironment.canUseDOM) return null;
  React.useEffect(() => { window.__version = props.versionMetadata.version; });
  return <DefaultDocPage {...props} />;
}
`,
  });
  assert.match(b.page('/docs/dino'), /<article/);
  assert.ok(!ignoredLines(b).some((l) => /docLayoutComponent/.test(l)), ignoredLines(b).join('\n'));
  assertIgnored(
    b,
    "- presets.classic.docs.docItemComponent: not used: sitegen draws each doc as theme-classic's DocItem (a swizzled src/theme/DocItem/Layout or DocItem/Footer draws parts of it)",
  );
  const warning = b.warnings.find((w) => w.file.endsWith('layouts/DocPage.js'));
  assert.match(warning?.message ?? '', /its own script does not run in the browser/);
});

test("a Navbar/Layout that wraps theme-classic's draws beside the navbar on every page of its locale", async () => {
  // tauri's: a notice under the navbar on the pages of its community translations.
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', {}]] };\n`,
    'src/theme/Navbar/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/Navbar/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IconLanguage from '@theme/Icon/Language';
export default function LayoutWrapper(props) {
  const { siteConfig, i18n } = useDocusaurusContext();
  return (
    <>
      <Layout {...props} />
      {i18n.currentLocale != siteConfig.i18n.defaultLocale && (
        <div className="alert alert--info" role="alert"><IconLanguage className="lang" />You're visiting the {i18n.currentLocale} version, by <a href="https://dino.example/community">the community</a>.</div>
      )}
    </>
  );
}
`,
  });
  const fr = b.page('/fr/docs/dino');
  // After the navbar (theme-classic's is a sticky nav, the notice scrolls away with the page), before the page.
  assert.match(
    fr,
    /<\/nav><\/div><div class="navbar-layout-part"><div class="alert alert--info" role="alert"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="lang"><path fill="currentColor" d="M12\.87 [^"]*"><\/path><\/svg>You&#x27;re visiting the fr version, by <a href="https:\/\/dino.example\/community">the community<\/a>\.<\/div><\/div>/,
  );
  assert.equal(fr.match(/alert--info/g)?.length, 1, 'once');
  assert.match(b.page('/fr/'), /alert--info/);
  assert.doesNotMatch(b.page('/docs/dino'), /alert--info/, 'not in the default locale');
  assertIgnored(
    b,
    "- src/theme/Navbar/Layout/index.js: a swizzled Navbar/Layout that wraps theme-classic's, drawn once per language around the navbar; it is given no props (not the navbar's items), and what it draws beside <Layout> is HTML",
  );
});

test('a Navbar/Layout wrapper that draws nothing on the server leaves the navbar as it is', async () => {
  const b = await site({
    ...CONTEXT,
    ...PAGES,
    'src/theme/Navbar/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/Navbar/Layout';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
export default function LayoutWrapper(props) { return ExecutionEnvironment.canUseDOM ? <Layout {...props} /> : null; }
`,
  });
  assert.match(b.page('/docs/dino'), /<div class="navbar-wrapper"><nav/);
  assert.doesNotMatch(b.page('/docs/dino'), /navbar-layout-part/);
});
