import assert from 'node:assert/strict';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { formatError, SitegenError } from '../../src/errors.js';
import { build } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';
import type { BuiltFixture } from '../helpers/fixture-site.js';
import { buildDocusaurusSite, ignoredLines } from './docusaurus-fixture.js';

const built: BuiltFixture[] = [];
after(() => Promise.all(built.map((b) => b.cleanup())));

async function site(files: Record<string, string>) {
  const b = await buildDocusaurusSite(files);
  built.push(b);
  return b;
}

const FULL_CONFIG = `
// @ts-check
const lightTheme = require('prism-react-renderer/themes/github');
const darkTheme = require('prism-react-renderer/themes/dracula');
const abbr = require('remark-abbr');

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Dino Docs',
  tagline: 'Roar',
  url: 'https://dino.example',
  baseUrl: '/',
  favicon: 'img/favicon.ico',
  organizationName: 'dino',
  trailingSlash: false,
  staticDirectories: ['public', 'extra'],
  scripts: ['https://cdn.example/x.js'],
  customFields: { answer: 42 },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français' } } },
  themes: ['@docusaurus/theme-mermaid'],
  plugins: ['docusaurus-plugin-sass', 'docusaurus-plugin-unknown'],
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: { path: 'guides', routeBasePath: '/manual', sidebarPath: require.resolve('./sidebars.js'), editUrl: 'https://github.com/dino/site/edit/main/', remarkPlugins: [abbr] },
        blog: { blogTitle: 'Dino news', postsPerPage: 5, blogSidebarTitle: 'Recent', feedOptions: { type: 'all' } },
        theme: { customCss: require.resolve('./src/css/custom.css') },
      }),
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Dino',
      logo: { alt: 'Dino logo', src: 'img/logo.svg' },
      items: [
        { type: 'doc', docId: 'intro', position: 'left', label: 'Manual' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { type: 'docsVersionDropdown' },
        { href: 'https://github.com/dino', label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/manual/intro' }, { html: '<b>x</b>' }] }],
      copyright: 'Copyright Dino',
    },
    announcementBar: { id: 'news', content: 'Dinos are back', isCloseable: false },
    colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
    prism: { theme: lightTheme, darkTheme },
    algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
};

module.exports = config;
`;

test('docusaurus.config.js is read when there is no site.config: site fields, preset paths, themeConfig', async () => {
  const b = await site({
    'docusaurus.config.js': FULL_CONFIG,
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
    'src/css/custom.css': ':root { --ifm-color-primary: #123456; }',
    'guides/intro.md': '# Intro\n\nHello.\n',
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
    'public/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const c = b.config;
  assert.equal(c.title, 'Dino Docs');
  assert.equal(c.tagline, 'Roar');
  assert.deepEqual(c.i18n.locales, ['en', 'fr']);
  assert.equal(c.i18n.localeConfigs.fr.label, 'Français');
  // A locale without localeConfigs gets Docusaurus's label: its name in its own language.
  assert.equal(c.i18n.localeConfigs.en.label, 'English');
  assert.deepEqual(c.paths.docs, 'guides');
  assert.equal(c.paths.static, 'public');
  assert.equal(c.paths.sidebars, 'sidebars.js');
  assert.equal(c.docs.routeBasePath, 'manual');
  assert.equal(c.docs.editUrl, 'https://github.com/dino/site/edit/main/');
  assert.deepEqual(c.docs.toc, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.equal(c.blog.title, 'Dino news');
  // The feeds are `<site title> Blog`, as Docusaurus titles them when feedOptions does not.
  assert.match(
    b.writer.text('blog/rss.xml'),
    /<channel>\n {8}<title>Dino Docs Blog<\/title>[\s\S]*<description>Dino Docs Blog<\/description>/,
  );
  assert.match(
    b.writer.text('blog/atom.xml'),
    /<title>Dino Docs Blog<\/title>[\s\S]*\n {4}<subtitle>Dino Docs Blog<\/subtitle>/,
  );
  assert.equal(c.blog.postsPerPage, 5);
  assert.equal(c.blog.sidebarTitle, 'Recent');
  assert.deepEqual(c.codeThemes, { light: 'github', dark: 'base16/dracula' });
  // Named themes, their package not installed, still bring prism-react-renderer's colours for the code.
  const prism = c.docusaurus!.prismCss ?? '';
  assert.match(prism, /\[data-theme=light\] :is\(\.hljs,\.prism-code\) \.hljs-string\{color:#e3116c\}/);
  assert.match(prism, /\[data-theme=light\] :is\(\.hljs,\.prism-code\) \.hljs-operator\{color:#393A34\}/);
  assert.match(
    prism,
    /\[data-theme=dark\] \.code-block,\[data-theme=dark\] \.markdown pre\{--c-code-bg:#282A36;--c-code-text:#F8F8F2\}/,
  );
  assert.equal(c.diagrams, true);
  assert.deepEqual(c.colorMode, { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false });
  assert.equal(c.search.provider, 'algolia');
  assert.equal(c.search.indexName, 'dino');
  assert.deepEqual(c.announcementBar, {
    id: 'news',
    content: 'Dinos are back',
    backgroundColor: 'var(--ifm-color-white)',
    textColor: 'var(--ifm-color-black)',
    isCloseable: false,
  });
  assert.deepEqual(
    c.navbar.items.map((i) => i.type),
    // The search box theme-search-algolia adds for themeConfig.algolia.
    ['doc', 'link', 'docsVersionDropdown', 'link', 'search'],
  );
  assert.equal(c.navbar.logo?.src, 'img/logo.svg');
  assert.deepEqual(c.footer.links, [
    { title: 'Docs', items: [{ label: 'Intro', to: '/manual/intro' }, { html: '<b>x</b>' }] },
  ]);
  // A footer's html item is its raw HTML in the column, as Docusaurus renders it.
  assert.match(b.page('/manual/intro'), /<li class="footer__item"><b>x<\/b><\/li>/);
  assert.deepEqual(c.docusaurus?.context.siteConfig.customFields, { answer: 42 });
  assert.match(c.customCss[0], /src\/css\/custom\.css$/);
  assert.match(b.page('/manual/intro'), /<h1>Intro<\/h1>/);
  // theme-classic's class names on the parts of a doc, which a site's CSS selects.
  for (const part of [
    /<div class="theme-doc-markdown markdown">/,
    /<footer class="theme-doc-footer [^"]*">/,
    /<a class="theme-edit-this-page [^"]*" href="https:\/\/github.com\/dino\/site\/edit\/main\/guides\/intro.md"/,
    /<a class="theme-back-to-top-button [^"]*"/,
  ])
    assert.match(b.page('/manual/intro'), part);
  assert.match(b.page('/fr/manual/intro'), /Intro/);
});

test('everything the Docusaurus config asks for and sitegen does not do is listed in one warning', async () => {
  const b = await site({
    'docusaurus.config.js': FULL_CONFIG,
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
    'src/css/custom.css': '',
    'guides/intro.md': '# Intro\n',
  });
  const warnings = b.warnings.filter((w) => w.code === 'other' && w.file.endsWith('docusaurus.config.js'));
  assert.equal(warnings.length, 1);
  const lines = warnings[0].message
    .split('\n')
    .slice(1)
    .map((l) => l.trim());
  assert.match(warnings[0].message, /^\d+ settings of docusaurus\.config\.js are not honoured:/);
  assert.deepEqual(lines, [
    '- docs.remarkPlugins: remark-abbr cannot run on markdown-it',
    '- plugins: docusaurus-plugin-unknown is not run',
    '- not installed, so replaced by inert stand-ins while reading the config and plugins: remark-abbr',
  ]);
});

test('a remark plugin from a local file that exports an anonymous function is named by its file', async () => {
  // flow.org: `remarkPlugins: [require('./src/js/flow-check-remark-plugin')]`, whose module exports `() => ...`.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { remarkPlugins: [require('./src/js/check-plugin'), require('./src/js/named')] } }]] };\n`,
    'src/js/check-plugin.js': 'module.exports = () => () => {};\n',
    'src/js/named.js': 'module.exports = function remarkBones() { return () => {}; };\n',
  });
  assert.ok(
    ignoredLines(b).includes('- docs.remarkPlugins: src/js/check-plugin.js, remarkBones cannot run on markdown-it'),
    ignoredLines(b).join('\n'),
  );
});

test('a navbar with no title shows none; colorMode.disableSwitch hides the switch; icon links keep aria-label', async () => {
  // flow.org: a logo only, no switch, and icon links drawn by its CSS from className, named by aria-label.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Flow', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      themeConfig: { colorMode: { defaultMode: 'light', disableSwitch: true },
        navbar: { logo: { alt: 'Logo', src: 'img/logo.svg' },
          items: [{ href: 'https://github.com/facebook/flow', 'aria-label': 'GitHub', position: 'right', className: 'navbar__icon github__link' }] } } };\n`,
  });
  const page = b.page('/docs/intro');
  assert.doesNotMatch(page, /navbar__title/);
  assert.doesNotMatch(page, /data-theme-toggle/);
  assert.match(
    page,
    /<a class="navbar__item navbar__link navbar__icon github__link" href="https:\/\/github.com\/facebook\/flow"[^>]* aria-label="GitHub">/,
  );
  assert.ok(!ignoredLines(b).some((l) => /colorMode/.test(l)), ignoredLines(b).join('\n'));
});

test("code colours without themeConfig.prism.theme are Docusaurus 2's: palenight, and darkTheme falls back to theme", async () => {
  // theme-classic 2.4.3's defaults (options.js: `theme: palenight`) and usePrismTheme (`darkTheme || theme`):
  // metro's code blocks are palenight in both modes.
  const block = (mode: string, bg: string, fg: string) =>
    `[data-theme=${mode}] .code-block,[data-theme=${mode}] .markdown pre{--c-code-bg:${bg};--c-code-text:${fg}}`;
  const none = await site({});
  assert.deepEqual(none.config.codeThemes, { light: 'base16/material-palenight', dark: 'base16/material-palenight' });
  for (const mode of ['light', 'dark'])
    assert.ok((none.config.docusaurus?.prismCss ?? '').includes(block(mode, '#292d3e', '#bfc7d5')));
  const lightOnly = await site({
    'docusaurus.config.js': `module.exports = { title: 'D', url: 'https://d.example', baseUrl: '/', presets: [['classic', {}]], themeConfig: { prism: { theme: require('prism-react-renderer/themes/github') } } };\n`,
  });
  assert.deepEqual(lightOnly.config.codeThemes, { light: 'github', dark: 'github' });
  assert.ok((lightOnly.config.docusaurus?.prismCss ?? '').includes(block('dark', '#f6f8fa', '#393A34')));
});

test('a Prism theme object with no colours gives code no colours, where a named default would colour it', async () => {
  // Capacitor's `theme: { plain: {}, styles: [] }`: Docusaurus draws tokens uncoloured, and the site's CSS colours them.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'D', url: 'https://d.example', baseUrl: '/', presets: [['classic', {}]], themeConfig: { prism: { theme: { plain: {}, styles: [] } } } };\n`,
  });
  const css = b.config.docusaurus?.prismCss ?? '';
  for (const mode of ['light', 'dark'])
    assert.ok(
      css.includes(`[data-theme=${mode}] :is(.hljs,.prism-code) [class*=hljs-]{color:inherit`),
      css.slice(0, 300),
    );
  assert.ok(!/--c-code-bg|#292d3e/.test(css), 'no palenight colours');
  assert.ok(!ignoredLines(b).some((l) => /prism/.test(l)), ignoredLines(b).join('\n'));
});

test('swizzled components in src/theme that override what sitegen provides or draws are named in the one warning', async () => {
  const b = await site({
    'src/theme/Navbar/index.js': `export default function Navbar() { return <nav>mine</nav>; }\n`,
    'src/theme/NavbarItem/LocaleDropdownNavbarItem.js': `export default function L() { return null; }\n`,
    // Drawn for the navbar's docsVersionDropdown items (docusaurus-swizzled-version-dropdown.test.ts).
    'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.js': `export default function D() { return null; }\n`,
    // The external-link icon is the site's; the colour-mode toggle's moon sitegen draws itself.
    'src/theme/Icon/ExternalLink/index.js': `export default function E() { return null; }\n`,
    'src/theme/Icon/DarkMode/index.js': `export default function M() { return null; }\n`,
    // A part of theme-classic's Footer, with no Footer of the site's own to use it.
    'src/theme/Footer/Copyright/index.js': `export default function C() { return null; }\n`,
    'src/theme/CodeBlock.tsx': `export default function CodeBlock() { return <pre>mine</pre>; }\n`,
    'src/theme/Root.js': `export default function Root({ children }) { return <>{children}</>; }\n`,
    // tauri's Meilisearch box: drawn in the navbar's search box (docusaurus-swizzled-search-bar.test.ts).
    'src/theme/SearchBar/index.js': `export default function SearchBar() { return <div id="docsearch" />; }\n`,
    'src/theme/MDXComponents.js': `export default {};\n`,
    'src/theme/Fancy.js': `export default function Fancy({ title }) { return <b title={title}>fancy</b>; }\n`,
    // tauri's: a module of diagram colours under a theme component's name, imported by its Markdown.
    'src/theme/Mermaid.js': `export const colors = { blue: '#abd0f9' };\n`,
    'docs/diagram.mdx': `import { colors } from '@theme/Mermaid';\nimport Fancy from '@theme/Fancy';\n\n# Diagram\n\n<Fancy title={colors.blue} />\n`,
  });
  assert.deepEqual(
    ignoredLines(b).filter((l) => l.includes('src/theme/')),
    [
      '- src/theme/CodeBlock.tsx: a swizzled CodeBlock, not used: sitegen provides @theme/CodeBlock',
      '- src/theme/Footer/: parts of a swizzled Footer, not used: sitegen draws its own Footer; a src/theme/Footer/index.js would draw it instead, with these parts',
      '- src/theme/Icon/DarkMode/: a swizzled Icon/DarkMode: sitegen draws its own Icon/DarkMode; only imports of @theme/Icon/DarkMode get this file',
      '- src/theme/Mermaid.js: a swizzled Mermaid: sitegen draws its own Mermaid; only imports of @theme/Mermaid get this file',
      // Navbar/Search is the site's when it has one: the folder's index is named as a file.
      '- src/theme/Navbar/index.js: a swizzled Navbar, not used: sitegen provides @theme/Navbar',
      // NavbarItem's ComponentTypes is the site's when it has one: the folder's other components are named one by one.
      '- src/theme/NavbarItem/LocaleDropdownNavbarItem.js: a swizzled NavbarItem/LocaleDropdownNavbarItem: sitegen draws its own NavbarItem/LocaleDropdownNavbarItem; only imports of @theme/NavbarItem/LocaleDropdownNavbarItem get this file',
      // The Root is honoured: what it cannot reach is named.
      '- src/theme/Root.js: a swizzled Root, around every page; the components src/theme/MDXComponents maps do not see the context it provides (they are bundled apart from it): import the ones that read it in the Markdown files that use them',
    ],
    'MDXComponents, SearchBar and DocsVersionDropdownNavbarItem are honoured; Fancy is what a page importing @theme/Fancy gets',
  );
  // What the warning says of Mermaid holds: Markdown that imports @theme/Mermaid gets the site's file.
  assert.match(b.page('/docs/diagram'), /<b title="#abd0f9">fancy<\/b>/);
});

test("a preset that wraps the classic preset (Meta's docusaurus-plugin-internaldocs-fb) gives the classic options it passes on; what it adds is named", async () => {
  // As Meta's sites (metro, relay, flow) use it: the wrapper calls preset-classic with the site's options, minus
  // its own and with remark plugins added, then adds its own theme (and a search plugin when there is no algolia).
  const b = await site({
    'node_modules/wrapper-preset/package.json': '{ "name": "wrapper-preset", "main": "preset.js" }\n',
    'node_modules/wrapper-preset/preset.js': `const classic = require('@docusaurus/preset-classic');
module.exports = function preset(context, { staticDocsProject, enableEditor, ...opts }) {
  const remarkPlugins = [[function remarkMermaid() {}, { version: 'v1' }], function internLinks() {}];
  const docs = { ...opts.docs, remarkPlugins: [...(opts.docs.remarkPlugins || []), ...remarkPlugins] };
  const result = classic(context, { ...opts, docs });
  result.themes.push([require.resolve('./theme'), opts]);
  if (!context.siteConfig.themeConfig.algolia) result.plugins.push('docusaurus-lunr-search');
  return result;
};
`,
    'node_modules/wrapper-preset/theme.js':
      'module.exports = function theme() { return { name: "wrapper-theme" }; };\n',
    'docusaurus.config.js': `module.exports = {
  title: 'Wrapped', url: 'https://wrapped.example', baseUrl: '/',
  presets: [[require.resolve('wrapper-preset'), {
    docs: { path: 'manual', routeBasePath: 'guide', sidebarPath: require.resolve('./sidebars.json') },
    theme: { customCss: require.resolve('./src/css/custom.css') },
    staticDocsProject: 'wrapped', enableEditor: true,
  }]],
  themeConfig: {},
};
`,
    'sidebars.json': '{ "docs": { "Start": ["intro"] } }\n',
    'manual/intro.md': '# Intro\n\nThe manual, wrapped.\n\n```mermaid\ngraph TD; A-->B\n```\n',
    'src/css/custom.css': ':root { --ifm-color-primary: #0a7d3b; }\n',
  });
  assert.match(b.page('/guide/intro'), /The manual, wrapped\./);
  // Its remarkMermaid makes ```mermaid its Mermaid diagram, as sitegen's diagrams draw it (buck2's docs).
  assert.match(b.page('/guide/intro'), /<div class="mermaid-diagram" data-mermaid>/);
  const css = [...b.writer.files.keys()]
    .filter((f) => f.endsWith('.css'))
    .map((f) => b.writer.text(f))
    .join('');
  assert.match(css, /--ifm-color-primary: ?#0a7d3b/, "the site's customCss, given through the wrapper, is in");
  assert.deepEqual(
    ignoredLines(b).filter((l) => /wrapper-preset|lunr|internLinks|Mermaid/.test(l)),
    [
      '- presets: wrapper-preset/preset.js: enableEditor, staticDocsProject are its own options, for what it adds',
      '- docs.remarkPlugins: internLinks cannot run on markdown-it',
      '- plugins: docusaurus-lunr-search is not run; sitegen’s own search takes its place',
      '- themes: wrapper-preset/theme.js is not supported',
    ],
  );
});

const STRIPPED_WARNING =
  "an import remark-mdx-filter-imports removes from a public build (docusaurus-plugin-internaldocs-fb's preset adds it): it renders as a <div> around its children, as in Docusaurus 2. Put it inside <FbInternalOnly> to leave it out of the public page.";

test("Meta's preset: the docs' imports of fb/ files are removed, FbInternalOnly draws nothing and OssOnly its children", async () => {
  // flipper's docs import partials from an fb/ folder only Meta's repository has, and write internal instructions in
  // FbInternalOnly: docusaurus-plugin-internaldocs-fb's remark-mdx-filter-imports and theme keep both out of the
  // public build.
  const b = await site({
    'node_modules/remark-mdx-filter-imports/package.json': '{ "name": "remark-mdx-filter-imports" }\n',
    'node_modules/remark-mdx-filter-imports/index.js': 'module.exports = function codeImport() { return () => {}; };\n',
    'node_modules/docusaurus-plugin-internaldocs-fb/package.json': '{ "name": "docusaurus-plugin-internaldocs-fb" }\n',
    'node_modules/docusaurus-plugin-internaldocs-fb/index.js':
      'module.exports = function theme() { return { name: "internaldocs-fb" }; };\n',
    'node_modules/docusaurus-plugin-internaldocs-fb/docusaurus-preset.js': `const classic = require('@docusaurus/preset-classic');
const filter = require('remark-mdx-filter-imports');
module.exports = function preset(context, opts) {
  const docs = { ...opts.docs, remarkPlugins: [[filter, { strippedFilePattern: /^(@site|\\.+)\\/(.*\\/)?fb\\// }]] };
  const result = classic(context, { ...opts, docs });
  result.themes.push([require.resolve('.'), opts]);
  return result;
};
`,
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [[require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'sidebars.js': `module.exports = { main: ['intro', 'plugins'] };`,
    'docs/plugins.mdx': `import Deps from '../fb/_deps.mdx';
import { Secret } from '@site/fb/secret';
import Public from './_public.mdx';

# Plugins

Before.

<Deps />

<Public />

After.
`,
    'docs/snippet.mdx': `# Snippet

The client starts so:

\`\`\`tsx file=js/example/src/App.tsx start=DOCS_START end=DOCS_END
\`\`\`
`,
    'docs/steps.mdx': `import Shown from './fb/_shown.mdx';
import Hidden from '@site/fb/_hidden.mdx';

# Steps

<FbInternalOnly>

<Hidden />

</FbInternalOnly>

<Shown />
`,
    'docs/_public.mdx': `Public part.

<FbInternalOnly>

Run \`scarf dino\` on a Meta machine.

</FbInternalOnly>
`,
    'docs/intro.md': `# Intro

<FbInternalOnly>

Internal dinos.

## Internal setup

</FbInternalOnly>

## Public setup

<OSSOnly>

Run \`npx dino\`.

</OSSOnly>
`,
  });
  const page = b.page('/docs/plugins');
  assert.match(page, /<p>Before\.<\/p>\s*<div><\/div>\s*<p>Public part\.<\/p>\s*<p>After\.<\/p>/);
  assert.doesNotMatch(page, /scarf/);
  // The article; the description is the first paragraph of the file as Docusaurus's createExcerpt reads it, which
  // skips the tag lines and so takes the internal one too (front matter's description is how a site avoids that).
  const intro = /<div class="theme-doc-markdown markdown">[\s\S]*?<\/div>/.exec(b.page('/docs/intro'))![0];
  assert.doesNotMatch(intro, /Internal dinos/);
  assert.match(intro, /<p>Run <code>npx dino<\/code>\.<\/p>/);
  // The table of contents lists the headings the page shows, and no other (Docusaurus's lists both).
  assert.deepEqual(
    [...b.page('/docs/intro').matchAll(/class="toc__link[^"]*" href="#([^"]+)"/g)]
      .map((m) => m[1])
      .filter((v, i, a) => a.indexOf(v) === i),
    ['public-setup'],
  );
  assert.ok(
    !b.warnings.some((w) => /<(FbInternalOnly|OSSOnly)> is not imported/.test(w.message)),
    b.warnings.map((w) => w.message).join('\n'),
  );
  // A component whose import went is named with that import where it is drawn, and not inside FbInternalOnly.
  assert.deepEqual(
    b.warnings
      .filter((w) => /<[A-Z]/.test(w.message))
      .map((w) => `${path.basename(w.file ?? '')}:${w.line} ${w.message}`),
    [
      `plugins.mdx:9 <Deps> is imported from "../fb/_deps.mdx", ${STRIPPED_WARNING}`,
      `steps.mdx:12 <Shown> is imported from "./fb/_shown.mdx", ${STRIPPED_WARNING}`,
    ],
  );
  // Its remark-code-snippets fills a `file=` fence in; sitegen does not, and says where a block is left empty.
  assert.deepEqual(
    b.warnings
      .filter((w) => /file=/.test(w.message))
      .map((w) => `${path.basename(w.file ?? '')}:${w.line} ${w.message}`),
    [
      'snippet.mdx:5 this code block is drawn empty: its code is the file=js/example/src/App.tsx a remark plugin of the site reads in under Docusaurus (remark-code-snippets, remark-code-import), and sitegen runs no remark plugin. Paste the code into the block.',
    ],
  );
  const lines = ignoredLines(b);
  assert.ok(!lines.some((l) => /filter-imports|codeImport/.test(l)), lines.join('\n'));
  assert.ok(
    lines.includes(
      '- themes: docusaurus-plugin-internaldocs-fb/index.js: of what it adds, its Markdown components FbInternalOnly and OssOnly are drawn, as in a public build; the rest is not supported',
    ),
    lines.join('\n'),
  );
});

test('a preset that is not installed is named so, with the fix, and only once', async () => {
  // metro's, before npm install: Meta's preset holds its docs options, so the site builds no docs.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'P', url: 'https://p.example', baseUrl: '/',
      presets: [['classic', {}], [require.resolve('meta-preset-not-installed/docusaurus-preset'), { docs: {} }]] };\n`,
  });
  assert.deepEqual(
    ignoredLines(b).filter((l) => l.includes('meta-preset-not-installed')),
    [
      "- presets: meta-preset-not-installed/docusaurus-preset is not installed, so sitegen reads none of its options (its docs, blog and pages among them): run npm install in the site's folder",
    ],
  );
});

test('a preset that throws when it runs, or does not call the classic preset, is named as not supported, with why', async () => {
  const b = await site({
    'node_modules/throwing-preset/index.js': `module.exports = () => { throw new Error('needs hg'); };\n`,
    'node_modules/own-preset/index.js': `module.exports = () => ({ plugins: [], themes: [] });\n`,
    'docusaurus.config.js': `module.exports = { title: 'P', url: 'https://p.example', baseUrl: '/', presets: [['classic', {}], [require.resolve('throwing-preset'), {}], 'own-preset'] };\n`,
  });
  assert.deepEqual(
    ignoredLines(b).filter((l) => l.startsWith('- presets')),
    [
      '- presets: throwing-preset/index.js failed to run (needs hg), so sitegen reads none of it',
      '- presets: throwing-preset/index.js is not supported',
      '- presets: own-preset is not supported',
    ],
  );
  assert.match(b.page('/docs/intro'), /Hello\./, "the classic preset's docs still build");
});

test('presets run with the site config as Docusaurus validates it: a field the config leaves out has its default', async () => {
  // rematch's docusaurus-preset-shiki-twoslash throws "Couldn't find either a preset or a plugin" without
  // siteConfig.plugins, and adds its remark plugin to the classic preset's options in place.
  const b = await site({
    'node_modules/remark-twoslash/index.js': 'module.exports = function twoslash() { return () => {}; };\n',
    'node_modules/twoslash-preset/index.js': `const twoslash = require('remark-twoslash');
module.exports = (context) => {
  const { presets, plugins, themes } = context.siteConfig;
  if (!presets || !plugins || !themes) throw new Error("Couldn't find either a preset or a plugin");
  for (const [, options] of presets) if (options.docs) options.docs.beforeDefaultRemarkPlugins = [[twoslash, {}]];
  return { themes: [] };
};
`,
    'docusaurus.config.js': `module.exports = { title: 'P', url: 'https://p.example', baseUrl: '/', presets: [['classic', { docs: {} }], [require.resolve('twoslash-preset'), {}]], plugins: ['./plugin.js'] };\n`,
    // A plugin's context has the same config.
    'plugin.js': `module.exports = (context) => {
  if (!Array.isArray(context.siteConfig.clientModules)) throw new Error('no clientModules');
  return { name: 'reads-defaults' };
};
`,
  });
  const lines = ignoredLines(b);
  assert.ok(!lines.some((l) => /failed to run/.test(l)), lines.join('\n'));
  assert.ok(
    lines.includes('- docs.beforeDefaultRemarkPlugins: remark-twoslash cannot run on markdown-it'),
    lines.join('\n'),
  );
});

test("a preset named like the classic one but not Docusaurus's is read for its options, and named for what it adds", async () => {
  // capacitor-docs and ionic-docs: @ionic-docs/preset-classic takes the classic options and adds its own theme.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'P', url: 'https://p.example', baseUrl: '/',
      presets: [['@ionic-docs/preset-classic', { docs: { routeBasePath: 'guide' } }]] };\n`,
  });
  assert.match(b.page('/guide/intro'), /Hello\./, 'its docs options apply');
  assert.deepEqual(
    ignoredLines(b).filter((l) => l.startsWith('- presets')),
    [
      "- presets: @ionic-docs/preset-classic is not Docusaurus's classic preset: sitegen reads its options as the classic preset's, and does not run the themes and plugins it adds of its own (their components and CSS)",
    ],
  );
  const classic = await site({
    'docusaurus.config.js': `module.exports = { title: 'P', url: 'https://p.example', baseUrl: '/', presets: [['@docusaurus/preset-classic', {}]] };\n`,
  });
  assert.deepEqual(
    ignoredLines(classic).filter((l) => l.startsWith('- presets')),
    [],
  );
});

test('a TypeScript config that registers ts-node and requires a TypeScript module loads (register is a no-op)', async () => {
  const b = await site({
    'docusaurus.config.js': `require('ts-node').register({ transpileOnly: true });\nmodule.exports = require('./docusaurusConfig').default;\n`,
    'docusaurusConfig.ts': `import type { Config } from '@docusaurus/types';\nconst title: string = 'Typed';\nconst config: Config = { title, url: 'https://typed.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'docs' } }]] };\nexport default config;\n`,
  });
  assert.equal(b.config.title, 'Typed');
  assert.match(b.page('/docs/intro'), /Hello\./);
  // No themeConfig.footer: Docusaurus draws no footer, not an empty band.
  assert.doesNotMatch(b.page('/docs/intro'), /<footer class="footer|footer-wrapper/);
});

test("the config and its plugins run from the site's folder, as under Docusaurus: path.resolve('src/...') finds the site's files", async () => {
  // Docusaurus users run \`docusaurus build\` inside the site's folder, and configs rely on it (jest's customCss is
  // \`path.resolve('src/css/...')\`); \`sitegen build --root website\` from the repository's root must read the same.
  const cwd = process.cwd();
  const b = await site({
    'docusaurus.config.js': `const path = require('path');
module.exports = {
  title: 'Here', url: 'https://here.example', baseUrl: '/',
  customFields: { cwdAtLoad: process.cwd() },
  presets: [['classic', { theme: { customCss: [path.resolve('src/css/custom.css')] } }]],
  plugins: [function cwdPlugin() { return { name: 'cwd', async loadContent() { return process.cwd(); }, async contentLoaded({ content, actions }) { actions.setGlobalData({ cwd: content }); } }; }],
};
`,
    'src/css/custom.css': ':root { --ifm-color-primary: #123456; }\n',
  });
  const root = realpathSync(b.root);
  assert.equal(realpathSync(b.config.customCss[0]), path.join(root, 'src/css/custom.css'));
  const { siteConfig, globalData } = b.config.docusaurus!.context;
  assert.equal((siteConfig.customFields as Record<string, unknown>).cwdAtLoad, root);
  assert.deepEqual(JSON.parse(JSON.stringify(globalData)), { cwd: { default: { cwd: root } } });
  assert.equal(process.cwd(), cwd, 'the working directory is restored after the site code ran');
});

test('an async config function and docusaurus.config.ts are read', async () => {
  const b = await site({
    'docusaurus.config.js': undefined as unknown as string,
    'docusaurus.config.ts': `export default async function createConfig() { return { title: 'Async', url: 'https://a.example', presets: [['@docusaurus/preset-classic', {}]] }; }\n`,
  });
  assert.equal(b.config.title, 'Async');
});

test('a package that is not installed stays inert however the config uses it (named import, new, called, read deeper)', async () => {
  const b = await site({
    'docusaurus.config.js': undefined as unknown as string,
    'docusaurus.config.ts': [
      "import { Octokit } from 'octokit-not-installed';",
      "const yaml = require('yaml-not-installed');",
      "const repos = new Octokit({ auth: 'x' }).rest.repos;",
      "const mapping = yaml.load('x').languages_mapping.locale;",
      "export default { title: `Inert ${Object.keys(mapping).length} ${typeof repos}`, url: 'https://i.example', presets: [['classic', {}]] };",
    ].join('\n'),
  });
  assert.equal(b.config.title, 'Inert 0 function');
  assert.ok(
    b.warnings.some((w) => /replaced by inert stand-ins .*: octokit-not-installed, yaml-not-installed/.test(w.message)),
  );
});

test('a config that throws names its file', async () => {
  await assert.rejects(buildDocusaurusSite({ 'docusaurus.config.js': `throw new Error('boom');` }), (error: Error) => {
    assert.match(error.message, /^docusaurus\.config\.js threw while loading: boom/);
    return true;
  });
});

test('a config that throws with packages not installed says to install them', async () => {
  // flipper's, before npm install: the stand-in for its preset's fbContent() cannot become a string.
  const config =
    "const { fbContent } = require('internaldocs-not-installed');\nmodule.exports = { title: `Flipper ${fbContent({})}` };\n";
  await assert.rejects(buildDocusaurusSite({ 'docusaurus.config.js': config }), (error: SitegenError) => {
    assert.match(error.message, /^docusaurus\.config\.js threw while loading: /);
    assert.match(error.hint ?? '', /packages that are not installed \(internaldocs-not-installed\).*run npm install/);
    return true;
  });
});

test("themeConfig.algolia without an appId is an error in the config's own words, as Docusaurus 2.4.3 asks for it", async () => {
  const config = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
    themeConfig: { algolia: { apiKey: 'KEY', indexName: 'dino' } } };\n`;
  await assert.rejects(buildDocusaurusSite({ 'docusaurus.config.js': config }), (error: SitegenError) => {
    assert.match(error.message, /^themeConfig\.algolia is set but themeConfig\.algolia\.appId is not$/);
    assert.match(error.hint ?? '', /DocSearch 3 needs the application id.*or remove themeConfig\.algolia/);
    assert.equal(path.basename(error.location?.file ?? ''), 'docusaurus.config.js');
    return true;
  });
});

test("themeConfig.algolia without an appId is DocSearch's shared app where the installed theme still defaults to it", async () => {
  // rematch's website, on 2.0.0-beta.14: theme-search-algolia required appId from 2.0.0-beta.16 on.
  const config = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
    themeConfig: { algolia: { apiKey: 'KEY', indexName: 'dino' } } };\n`;
  const theme = (version: string) => JSON.stringify({ name: '@docusaurus/theme-search-algolia', version });
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': config,
    'node_modules/@docusaurus/theme-search-algolia/package.json': theme('2.0.0-beta.14'),
  });
  const texts = b.files().map((f) => b.writer.text(f));
  assert.ok(
    texts.some((t) => t.includes('"appId":"BH4D9OD16A"')),
    'the search settings carry the shared app',
  );
  await assert.rejects(
    buildDocusaurusSite({
      'docusaurus.config.js': config,
      'node_modules/@docusaurus/theme-search-algolia/package.json': theme('2.0.0-beta.16'),
    }),
    /themeConfig\.algolia\.appId is not/,
  );
});

test('themeConfig.algolia.algoliaOptions is named as the option DocSearch 3 does not read, where the installed theme draws it', async () => {
  // flipper's config keeps Docusaurus 1's `algoliaOptions: { hitsPerPage: 5 }`; theme-search-algolia 2.4.3 hands it
  // to DocSearch 3, which has no such option, so Docusaurus ignores it too.
  const config = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
    themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino', algoliaOptions: { hitsPerPage: 5 } } } };\n`;
  const b = await buildDocusaurusSite({
    'docusaurus.config.js': config,
    // As 2.4.3 ships it: its `exports` leave package.json out, so the version is read from the file itself.
    'node_modules/@docusaurus/theme-search-algolia/package.json': JSON.stringify({
      version: '2.4.3',
      exports: { '.': './lib/index.js' },
    }),
  });
  assert.deepEqual(
    ignoredLines(b).filter((l) => l.includes('algoliaOptions')),
    [
      "- themeConfig.algolia.algoliaOptions: DocSearch 2's option, which the site's theme-search-algolia (DocSearch 3) does not read either; remove it",
    ],
  );
});

/** Run `fn` with site code limited to `seconds` (the variable is read when site code runs). */
async function withTimeLimit<T>(seconds: number, fn: () => Promise<T>): Promise<T> {
  process.env.SITEGEN_SITE_CODE_TIME_LIMIT = String(seconds);
  try {
    return await fn();
  } finally {
    delete process.env.SITEGEN_SITE_CODE_TIME_LIMIT;
  }
}

test('a config with an endless loop, in its top level or in the function it exports, is stopped naming it', async () => {
  const stopped =
    (doing: string, what = 'still ran') =>
    (error: SitegenError) => {
      assert.ok(error instanceof SitegenError, String(error));
      assert.match(error.message, new RegExp(`^${doing} ${what} after 0.5 s and was stopped`));
      assert.match(error.location?.file ?? '', /docusaurus\.config\.js$/);
      assert.match(error.hint ?? '', /endless loop/);
      assert.match(error.hint ?? '', /give it longer: SITEGEN_SITE_CODE_TIME_LIMIT=<seconds> \(now 0\.5\)\.$/);
      return true;
    };
  const loops = [
    ['while (true) {}\nmodule.exports = {};', 'loading docusaurus\\.config\\.js', 'still ran'],
    ['module.exports = () => { for (;;) {} };', 'the function docusaurus\\.config\\.js exports', 'still ran'],
    ['module.exports = () => new Promise(() => {});', 'the function docusaurus\\.config\\.js exports', 'never settled'],
  ];
  for (const [source, doing, what] of loops) {
    await withTimeLimit(0.5, () =>
      assert.rejects(buildDocusaurusSite({ 'docusaurus.config.js': source }), stopped(doing, what)),
    );
  }
});

test('a second docs plugin instance is a docs section at its own route base; its navbar items point into it', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = {
      title: 'Multi', url: 'https://m.example',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      plugins: [['content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js' }]],
      themeConfig: { navbar: { items: [
        { type: 'doc', docId: 'overview', docsPluginId: 'community', label: 'Community' },
        { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'intro', label: 'Intro' }, { type: 'doc', docId: 'team', docsPluginId: 'community', label: 'Team' }] },
      ] } },
    };`,
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
    'sidebarsCommunity.js': `module.exports = { community: ['overview', 'team'] };`,
    'community/overview.md': '# Overview\n',
    'community/team.md': '# Team\n',
  });
  assert.deepEqual(
    b.config.docs.sections.map((s) => [s.id, s.path, s.routeBasePath, s.sidebars]),
    [['community', 'community', 'community', 'sidebarsCommunity.js']],
  );
  const html = b.page('/community/team');
  // Both items of the page's sidebar are active, as Docusaurus marks doc items; the other plugin's is not.
  assert.match(
    html,
    /<a class="navbar__item navbar__link navbar__link--active" href="\/community\/overview" aria-current="page">Community<\/a>/,
  );
  assert.match(html, /<a class="dropdown__link dropdown__link--active" href="\/community\/team"[^>]*>Team<\/a>/);
  assert.match(html, /<a class="dropdown__link" href="\/docs\/intro">Intro<\/a>/);
  assert.match(html, /<a class="menu__link" href="\/community\/overview">Overview<\/a>/, 'its own sidebar');
  assert.ok(!b.warnings.some((w) => /content-docs \(id community\) is not run/.test(w.message)));
});

test('further docs and blog instances named by the file require.resolve gives are sections too', async () => {
  // As flipper writes them: `[require.resolve('@docusaurus/plugin-content-docs'), { id, ... }]`.
  const installed = (name: string) => ({
    [`node_modules/@docusaurus/${name}/package.json`]: `{"name": "@docusaurus/${name}", "version": "2.4.3", "main": "lib/index.js"}`,
    [`node_modules/@docusaurus/${name}/lib/index.js`]: 'module.exports = function plugin() { return {}; };\n',
  });
  const b = await site({
    ...installed('plugin-content-docs'),
    ...installed('plugin-content-blog'),
    'docusaurus.config.js': `module.exports = {
      title: 'Multi', url: 'https://m.example',
      presets: [['classic', {}]],
      plugins: [
        [require.resolve('@docusaurus/plugin-content-docs'), { id: 'community', path: 'community', routeBasePath: 'community' }],
        [require.resolve('@docusaurus/plugin-content-blog'), { id: 'changelog', path: 'changelog', routeBasePath: 'changelog' }],
      ],
    };`,
    'docs/intro.md': '# Intro\n',
    'community/team.md': '# Team\n',
    'changelog/2024-01-01-one.md': '# One\n',
  });
  assert.deepEqual(
    b.config.docs.sections.map((s) => [s.id, s.routeBasePath]),
    [['community', 'community']],
  );
  assert.deepEqual(
    (b.config.blog.sections ?? []).map((s) => s.routeBasePath),
    ['changelog'],
  );
  assert.match(b.page('/community/team'), /<h1[^>]*>Team/);
});

test("an unknown doc id in a second docs plugin's sidebars is named as the file writes it, with close ids", async () => {
  await assert.rejects(
    buildDocusaurusSite({
      'docusaurus.config.js': `module.exports = {
        title: 'Multi', url: 'https://m.example',
        presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
        plugins: [['content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js' }]],
      };`,
      'sidebars.js': `module.exports = { docs: ['intro'] };`,
      'sidebarsCommunity.js': `module.exports = { community: ['overview', 'resourcez'] };`,
      'community/overview.md': '# Overview\n',
      'community/resources.md': '# Resources\n',
    }),
    (error: SitegenError) => {
      assert.match(error.message, /names the doc id "resourcez", which does not exist/);
      assert.match(error.location!.file, /sidebarsCommunity\.js$/);
      assert.match(error.hint!, /^use an existing id: resources\b/);
      assert.doesNotMatch(`${error.message} ${error.hint}`, /::|@current/, 'no internal version namespace');
      return true;
    },
  );
});

test('versioned Docusaurus docs: versions.json, versioned_docs, lastVersion and the version dropdown map over', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = {
      title: 'V', url: 'https://v.example',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js', lastVersion: '1.0', versions: { current: { label: 'Canary', path: 'canary' } } } }]],
      themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right', className: 'versionIcon' }, { type: 'docsVersion' }] } },
    };`,
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
    'versions.json': '["1.0"]',
    'versioned_docs/version-1.0/intro.md': '# Intro one\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }',
  });
  assert.match(b.page('/docs/intro'), /Intro one/);
  assert.match(b.page('/docs/canary/intro'), /This is unreleased documentation for V <b>Canary<\/b> version\./);
  assert.match(b.page('/docs/canary/intro'), /href="\/docs\/canary\/intro" data-docs-version="current"/);
  assert.match(
    b.page('/docs/intro'),
    /<a class="navbar__item navbar__link[^"]*" href="\/docs\/intro"[^>]*>1\.0<\/a>/,
    'docsVersion: the last version',
  );
  // theme-classic's dropdown label is a NavLink without Infima's active class: it is never coloured as active. The
  // item's className is on it (Tauri's version icon). It goes to the shown version's main doc (Detox's).
  assert.match(
    b.page('/docs/intro'),
    /<a class="navbar__link versionIcon" href="\/docs\/intro" role="button" aria-haspopup="true" aria-expanded="false" data-docs-version-label="true">1\.0<\/a>/,
  );
  assert.match(
    b.page('/docs/canary/intro'),
    /href="\/docs\/canary\/intro" role="button"[^>]*data-docs-version-label="true">Canary</,
  );
});

test('a version menu of docs with one version lists that version, active on its docs, as theme-classic draws it', async () => {
  // Tauri's v1 branch: no versions.json, the current version labelled and a link to the next major version's site.
  const b = await site({
    'docusaurus.config.js': `module.exports = {
      title: 'V', url: 'https://v.example',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js', versions: { current: { label: 'v1' } } } }]],
      themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ href: 'https://v2.example', label: 'v2' }] }] } },
    };`,
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
  });
  const page = b.page('/docs/intro');
  assert.match(
    page,
    /data-docs-version-label="true">v1<\/a><ul class="dropdown__menu"><li><a class="dropdown__link dropdown__link--active" href="\/docs\/intro" data-docs-version="current" aria-current="page">v1<\/a><\/li><li><a class="dropdown__link" href="https:\/\/v2\.example"/,
  );
});

test('sitegen migrate writes the equivalent site.config.ts, which then builds the same site', async () => {
  const { migrate } = await import('../../src/commands/migrate.js');
  const b = await site({
    'docusaurus.config.js': FULL_CONFIG,
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
    'src/css/custom.css': '.migrated-rule { color: #0a7d3b; }\n',
    'src/pages/index.js': "import Layout from '@theme/Layout';\nexport default () => <Layout>Home</Layout>;\n",
    'guides/intro.md': '# Intro\n\nHello.\n',
  });
  const { file, ignored } = await migrate({ root: b.root });
  const text = readFileSync(file, 'utf8');
  assert.match(
    text,
    /^\/\/ Written by sitegen migrate from docusaurus\.config\.js\.\n\n\/\/ Not carried over from docusaurus\.config\.js:\n\/\/ {3}- docs\.remarkPlugins/,
  );
  assert.equal(ignored.length, 4);
  assert.match(text, /"customCss": \[\n\s*"src\/css\/custom\.css"\n\s*\]/, 'customCss, from the site folder');
  assert.match(
    text,
    /\/\/ {3}- src\/pages: the React pages index\.js are built only from docusaurus\.config\.\*/,
    "the React pages, which need Docusaurus's modules, are named",
  );
  assert.match(text, /"staticMore": \[\n\s*"extra"\n\s*\]/, 'the second static folder is carried over');
  assert.match(text, /"scripts": \[\n\s*"https:\/\/cdn\.example\/x\.js"\n\s*\]/, "the head's scripts are carried over");
  assert.match(text, /"html": "<b>x<\/b>"/, "the footer's html item is carried over");
  assert.match(text, /"trailingSlash": false/);
  assert.match(text, /"routeBasePath": "manual"/);
  const { loadConfig } = await import('../../src/config/load-config.js');
  const config = await loadConfig({ root: b.root });
  assert.equal(config.configFile, file, 'site.config.ts now wins over docusaurus.config.js');
  assert.equal(config.docs.routeBasePath, 'manual');
  assert.deepEqual(config.codeThemes, b.config.codeThemes);
  const migrated = new MemoryWriter();
  await build({ root: b.root, logger: silentLogger, writer: migrated, workers: 0, minify: false });
  const css = [...migrated.files.keys()].find((f) => /^assets\/site\.[0-9a-f]+\.css$/.test(f));
  assert.match(migrated.text(css!), /\.migrated-rule/, 'the customCss is in the migrated site too');
  assert.match(migrated.text('manual/intro.html'), /<script src="https:\/\/cdn\.example\/x\.js"><\/script>/);
  await assert.rejects(migrate({ root: b.root }), /site\.config\.ts already exists/);
});

test('require.resolve of a package that is not installed names the package, and the plugin is listed as not run', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', {}]], themes: [[require.resolve('@dino/not-installed-search'), { hashed: true }]] };\n`,
  });
  const note = b.warnings.find((w) => w.code === 'other' && w.file.endsWith('docusaurus.config.js'));
  assert.match(
    note?.message ?? '',
    /themes: @dino\/not-installed-search is not run; sitegen’s own search takes its place/,
  );
});

test("editUrl as Docusaurus writes it: a string gets the folder and file appended once; a function gets Docusaurus's arguments", async () => {
  const config = (docsEditUrl: string, blogEditUrl: string) => `module.exports = {
    title: 'Edit', url: 'https://e.example', baseUrl: '/',
    presets: [['classic', { docs: { path: 'guides', editUrl: ${docsEditUrl} }, blog: { editUrl: ${blogEditUrl} } }]],
  };\n`;
  const files = {
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
    'guides/intro.md': '# Intro\n',
    'blog/2021-03-04-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
  };
  const strings = await site({
    ...files,
    'docusaurus.config.js': config("'https://git.example/edit/main/'", "'https://git.example/edit/main/'"),
  });
  assert.match(strings.page('/docs/intro'), /href="https:\/\/git\.example\/edit\/main\/guides\/intro\.md"/);
  assert.match(
    strings.page('/blog/2021/03/04/hello'),
    /href="https:\/\/git\.example\/edit\/main\/blog\/2021-03-04-hello\.md"/,
  );
  const functions = await site({
    ...files,
    'docusaurus.config.js': config(
      '({ versionDocsDirPath, docPath, locale, version }) => `https://f.example/${version}/${versionDocsDirPath}/${docPath}?l=${locale}`',
      '({ blogDirPath, blogPath }) => `https://f.example/${blogDirPath}/${blogPath}`',
    ),
  });
  assert.match(functions.page('/docs/intro'), /href="https:\/\/f\.example\/current\/guides\/intro\.md\?l=en"/);
  assert.match(functions.page('/blog/2021/03/04/hello'), /href="https:\/\/f\.example\/blog\/2021-03-04-hello\.md"/);
  assert.ok(!functions.warnings.some((w) => /editUrl/.test(w.message)), 'nothing about editUrl is ignored');
  const { migrate } = await import('../../src/commands/migrate.js');
  const { ignored } = await migrate({ root: functions.root });
  assert.ok(
    ignored.includes('docs.editUrl: a function; copy it from the Docusaurus config by hand'),
    ignored.join('\n'),
  );
});

test("editLocalizedFiles: a translation's edit link edits the translation, as Docusaurus writes it; else the source", async () => {
  // chaos-mesh's website: `editUrl: 'https://github.com/chaos-mesh/website/edit/master/', editLocalizedFiles: true`.
  const config = (localized: boolean) => `module.exports = {
    title: 'Edit', url: 'https://e.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    presets: [['classic', {
      docs: { editUrl: 'https://git.example/edit/main/', editLocalizedFiles: ${localized} },
      blog: { editUrl: 'https://git.example/edit/main/', editLocalizedFiles: ${localized} },
    }]],
  };\n`;
  const files = {
    'sidebars.js': `module.exports = { docs: ['intro', 'other'] };`,
    'docs/intro.md': '# Intro\n',
    'docs/other.md': '# Other\n',
    'blog/2021-03-04-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n',
    'i18n/fr/docusaurus-plugin-content-blog/2021-03-04-hello.md': '---\ntitle: Bonjour\n---\n\nSalut.\n',
  };
  const edit = (b: BuiltFixture, route: string) => /href="(https:\/\/git\.example\/[^"]*)"/.exec(b.page(route))?.[1];
  const localized = await site({ ...files, 'docusaurus.config.js': config(true) });
  assert.equal(
    edit(localized, '/fr/docs/intro'),
    'https://git.example/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
  );
  assert.equal(edit(localized, '/fr/docs/other'), 'https://git.example/edit/main/docs/other.md', 'not translated');
  assert.equal(
    edit(localized, '/fr/blog/2021/03/04/hello'),
    'https://git.example/edit/main/i18n/fr/docusaurus-plugin-content-blog/2021-03-04-hello.md',
  );
  assert.equal(edit(localized, '/docs/intro'), 'https://git.example/edit/main/docs/intro.md');
  assert.deepEqual(ignoredLines(localized), []);
  const source = await site({ ...files, 'docusaurus.config.js': config(false) });
  assert.equal(edit(source, '/fr/docs/intro'), 'https://git.example/edit/main/docs/intro.md');
  assert.equal(edit(source, '/fr/blog/2021/03/04/hello'), 'https://git.example/edit/main/blog/2021-03-04-hello.md');
  // A function gets the folder a post was read from: its translation's, for a translated post.
  const fn = await site({
    ...files,
    'docusaurus.config.js': config(false).replace(
      "blog: { editUrl: 'https://git.example/edit/main/'",
      'blog: { editUrl: ({ blogDirPath, blogPath }) => `https://git.example/${blogDirPath}/${blogPath}`',
    ),
  });
  assert.equal(
    edit(fn, '/fr/blog/2021/03/04/hello'),
    'https://git.example/i18n/fr/docusaurus-plugin-content-blog/2021-03-04-hello.md',
  );
  assert.equal(edit(fn, '/blog/2021/03/04/hello'), 'https://git.example/blog/2021-03-04-hello.md');
});

test('npm2yarn before 2.4.0, as a site installs it, converts to Yarn alone: pnpm came with 2.4.0', async () => {
  // flow's website pins @docusaurus/remark-plugin-npm2yarn ^2.0.1 (2.0.1 installed): npm and Yarn tabs, no pnpm.
  // `exported`: the package's `exports` leave package.json out, as Docusaurus's packages came to write them.
  const plugin = (version: string, exported = false) => ({
    'node_modules/@docusaurus/remark-plugin-npm2yarn/package.json': `{"name": "@docusaurus/remark-plugin-npm2yarn", "version": "${version}", "main": "index.js"${exported ? ', "exports": {".": "./index.js"}' : ''}}`,
    'node_modules/@docusaurus/remark-plugin-npm2yarn/index.js':
      'module.exports = function npm2yarn() { return () => {}; };\n',
  });
  const files = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]] } }]] };\n`,
    'docs/intro.md': '# Install\n\n```bash npm2yarn\nnpm install dino\n```\n',
  };
  const tabs = (page: string) => [...page.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]);
  assert.deepEqual(tabs((await site({ ...files, ...plugin('2.0.1') })).page('/docs/intro')), ['npm', 'Yarn']);
  assert.deepEqual(tabs((await site({ ...files, ...plugin('2.0.1', true) })).page('/docs/intro')), ['npm', 'Yarn']);
  assert.deepEqual(tabs((await site({ ...files, ...plugin('2.4.3') })).page('/docs/intro')), ['npm', 'Yarn', 'pnpm']);
});

test("npm2yarn as a remark plugin: Docusaurus 2.4.3's default converters (yarn, pnpm), its options, the rest named", async () => {
  const fence = '# Install\n\n```bash npm2yarn\nnpm install dino\n```\n';
  const config = (docsOptions: string, blogOptions: string) => `module.exports = {
    title: 'Dino', url: 'https://dino.example', baseUrl: '/',
    presets: [['classic', {
      docs: { remarkPlugins: [${docsOptions}] },
      blog: { remarkPlugins: [${blogOptions}] },
    }]],
  };\n`;
  const npm2yarn = "require('@docusaurus/remark-plugin-npm2yarn')";
  const b = await site({
    'docusaurus.config.js': config(`[${npm2yarn}, { sync: true }]`, `[${npm2yarn}, { sync: true }]`),
    'docs/intro.md': fence,
  });
  const page = b.page('/docs/intro');
  assert.match(page, /role="tab"[^>]*>npm<[\s\S]*role="tab"[^>]*>Yarn<[\s\S]*role="tab"[^>]*>pnpm</);
  // The code's text: Docusaurus's default Prism theme (palenight) colours commands, so they are marked.
  assert.match(page.replace(/<\/?span[^>]*>/g, ''), /pnpm add dino/);
  assert.match(page, /<div class="tabs tabs-container" data-group="npm2yarn">/, 'sync: true: the tabs switch together');
  const warning = b.warnings.find((w) => /not honoured/.test(w.message))?.message ?? '';
  assert.doesNotMatch(warning, /npm2yarn/);
  const custom = await site({
    'docusaurus.config.js': config(
      `[${npm2yarn}, { converters: ['yarn', ['Bun', (code) => code.replace('npm', 'bun')]] }], require('remark-dino'), [require('remark-tools').linkBones, {}]`,
      `[${npm2yarn}, { converters: ['pnpm'] }]`,
    ),
    'docs/intro.md': fence,
    // An installed remark plugin whose function is called `plugin`: the warning names the package.
    'node_modules/remark-dino/package.json': '{"name": "remark-dino", "main": "index.js"}',
    'node_modules/remark-dino/index.js': 'module.exports = function plugin() { return () => {}; };\n',
    // A named export of an anonymous function (as redux's remark-typescript-tools): named by its export and package.
    'node_modules/remark-tools/package.json': '{"name": "remark-tools", "main": "index.js"}',
    'node_modules/remark-tools/index.js': 'exports.linkBones = (() => () => () => {})();\n',
  });
  const customPage = custom.page('/docs/intro');
  // A function converter runs at build time on the fence's code; its label is the tab's value and label, in order.
  assert.match(customPage, /data-value="npm">npm<[\s\S]*data-value="yarn">Yarn<[\s\S]*data-value="Bun">Bun</);
  assert.match(
    customPage.replace(/<\/?span[^>]*>/g, ''),
    /data-label="Bun"[^>]*hidden>\s*<div class="code-block[ "][\s\S]*?>bun install dino</,
  );
  assert.doesNotMatch(customPage, /role="tab"[^>]*>pnpm</, 'the docs plugin options win: they render the docs');
  // No `sync` is Docusaurus's `sync: false`: the tabs get no group, each set switches on its own.
  assert.match(customPage, /<div class="tabs tabs-container">/);
  assert.doesNotMatch(customPage, /data-group="npm2yarn"/);
  const customWarning = custom.warnings.find((w) => /not honoured/.test(w.message))!.message;
  assert.doesNotMatch(customWarning, /converter Bun/, 'a function converter runs: it is not in the warning');
  assert.match(customWarning, /docs.remarkPlugins: remark-dino, linkBones \(remark-tools\) cannot run on markdown-it/);
  assert.doesNotMatch(customWarning, /sync/, 'sync: false is honoured');
  assert.match(
    customWarning,
    /blog.remarkPlugins: @docusaurus\/remark-plugin-npm2yarn: converters \[pnpm\] differ from the docs' \[yarn, Bun\]; sitegen has one setting, the docs'/,
  );
  // site.config.ts is JSON: the function converter is named for the reader to copy, the rest is written.
  const { migrate } = await import('../../src/commands/migrate.js');
  const { file, ignored } = await migrate({ root: custom.root });
  assert.ok(
    ignored.some((l) => /^markdown.npm2yarn.converters: Bun is a function/.test(l)),
    ignored.join('\n'),
  );
  assert.match(readFileSync(file, 'utf8'), /"converters": \[\s*"yarn"\s*\]/);
});

test('a remark or rehype plugin package is loaded only when the config calls into it: sitegen names plugins, never runs them', async () => {
  const slow = (name: string) => ({
    [`node_modules/${name}/package.json`]: `{"name": "${name}", "main": "index.js"}`,
    // Loading it leaves a mark; a real one loads unified and its parsers (~0.2-0.35 s on metro's and hydra's sites).
    [`node_modules/${name}/index.js`]: `require('fs').writeFileSync(require('path').join(__dirname, 'loaded'), '');
Object.defineProperty(exports, '__esModule', { value: true });
exports.default = function plugin() { return () => {}; };
exports.tool = function tool() { return () => {}; };
exports.make = function make() { return function made() { return () => {}; }; };\n`,
  });
  const b = await site({
    // As a compiled TypeScript preset writes it (docusaurus-plugin-internaldocs-fb's).
    'docusaurus.config.js': `const __importDefault = (mod) => (mod && mod.__esModule ? mod : { default: mod });
const filter = __importDefault(require('remark-filter'));
// As redux's sites take remark-typescript-tools' plugins (it loads TypeScript).
const { tool } = require('rehype-extra');
module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [[filter.default, { pattern: /fb/ }], tool, require('remark-made').make()] } }]] };\n`,
    'docs/intro.md': '# Intro\n',
    ...slow('remark-filter'),
    ...slow('rehype-extra'),
    ...slow('remark-made'),
  });
  assert.match(b.page('/docs/intro'), /<h1[^>]*>Intro/);
  assert.ok(
    ignoredLines(b).includes(
      '- docs.remarkPlugins: remark-filter, tool (rehype-extra), made cannot run on markdown-it',
    ),
    ignoredLines(b).join('\n'),
  );
  assert.ok(!existsSync(path.join(b.root, 'node_modules/remark-filter/loaded')), 'only named: never loaded');
  assert.ok(!existsSync(path.join(b.root, 'node_modules/rehype-extra/loaded')), 'an export only named: never loaded');
  assert.ok(existsSync(path.join(b.root, 'node_modules/remark-made/loaded')), 'called (.make()): loaded');
});

test("a site's own npm2yarn plugin: tabs that switch each on their own, where its options list it only", async () => {
  // react-navigation's own remark plugin makes the tabs, with no groupId, in its docs; its blog lists no plugin.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { remarkPlugins: [require('./src/plugins/remark-npm2yarn')] } }]] };\n`,
    'src/plugins/remark-npm2yarn/index.js': 'module.exports = function npm2yarn() { return () => {}; };\n',
    'docs/intro.md':
      '# Install\n\n```bash npm2yarn\nnpm install dino\n```\n\n```bash npm2yarn\nnpm install bones\n```\n',
    'blog/2021-03-12-hello.md': '---\ntitle: Hello\n---\n\n```bash npm2yarn\nnpm install dino\n```\n',
  });
  const page = b.page('/docs/intro');
  assert.equal(page.match(/<div class="tabs tabs-container">/g)?.length, 2);
  assert.doesNotMatch(page, /data-group="npm2yarn"/);
  const post = b.page('/blog/2021/03/12/hello');
  assert.doesNotMatch(post, /tabs-container/, 'no npm2yarn plugin in the blog: one code block, as in Docusaurus');
  assert.match(post, /<span class="token function">npm<\/span> <span class="token function">install<\/span> dino/);
  const warning = b.warnings.find((w) => w.code === 'other' && w.file.endsWith('docusaurus.config.js'))?.message ?? '';
  assert.doesNotMatch(warning, /cannot run on markdown-it/);
  assert.match(
    warning,
    /docs.remarkPlugins: npm2yarn: its npm2yarn fences are drawn as @docusaurus\/remark-plugin-npm2yarn draws them \(npm and Yarn tabs\), not by the plugin/,
  );
});

test("a second docs plugin's npm2yarn makes tabs of its docs' fences, as its own docs' options list it", async () => {
  const npm2yarn = "[[require('@docusaurus/remark-plugin-npm2yarn'), { converters: ['yarn'] }]]";
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', remarkPlugins: ${npm2yarn} }]] };\n`,
    'docs/intro.md': '# Intro\n',
    'community/help.md': '# Help\n\n```bash npm2yarn\nnpm install dino\n```\n',
    'src/pages/install.js': `import Layout from '@theme/Layout';\nimport Steps from './_steps.md';\nexport default function Install() { return <Layout><Steps /></Layout>; }\n`,
    'src/pages/_steps.md': '```bash npm2yarn\nnpm install bones\n```\n',
  });
  assert.match(b.page('/community/help'), /tabs-container/);
  // Markdown a React page imports is the pages plugin's, whose options list no npm2yarn.
  assert.match(b.page('/install'), /bones/);
  assert.doesNotMatch(b.page('/install'), /tabs-container/);
});

test('an npm2yarn function converter that throws stops the build naming the config, the converter and the fence', async () => {
  const converters =
    "['yarn', ['Deno', (code) => { if (code.includes('oops')) throw new Error('no deno for you'); return code; }]]";
  const error = await site({
    'docusaurus.config.js': `module.exports = {
      title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { converters: ${converters} }]] } }]],
    };\n`,
    'docs/intro.md': '# Install\n\n```bash npm2yarn\nnpm install dino\n```\n',
    'docs/setup.md': '---\ntitle: Setup\n---\n\n# Setup\n\nText.\n\n```bash npm2yarn\nnpm run oops\n```\n',
  }).then(
    () => assert.fail('the build should fail'),
    (e: unknown) => e as SitegenError,
  );
  assert.ok(error instanceof SitegenError, String(error));
  assert.match(error.message, /the npm2yarn converter Deno of docusaurus\.config\.js threw: no deno for you/);
  assert.match(error.location?.file ?? '', /docs\/setup\.md$/);
  assert.equal(error.location?.line, 9, 'the line of the fence');
});

test("a plugin named by Docusaurus's short name ('client-redirects') is that plugin, as Docusaurus resolves it", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = {
      title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
      plugins: [['client-redirects', { redirects: [{ from: ['/docs'], to: '/docs/intro' }] }]],
    };\n`,
  });
  assert.match(b.writer.text('docs/index.html'), /url=\/docs\/intro"/);
  assert.ok(!b.warnings.some((w) => /client-redirects is not run/.test(w.message)));
});

test("the blog gets Docusaurus's defaults where sitegen's differ: description 'Blog', sidebar 'Recent posts' with 5", async () => {
  const b = await site({ 'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n' });
  assert.equal(b.config.blog.description, 'Blog');
  assert.equal(b.config.blog.sidebarTitle, 'Recent posts');
  assert.equal(b.config.blog.sidebarCount, 5);
});

test("blog options: its archive and tags paths, 'ALL' posts a page and showReadingTime are read; those sitegen does not apply are named", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: false, blog: { archiveBasePath: 'all-posts', tagsBasePath: 'topics', postsPerPage: 'ALL',
        showReadingTime: false, authorsMapPath: 'people.yml', truncateMarker: /<!-- more -->/, admonitions: true } }]] };\n`,
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\ntags: [dino]\n---\n\nFirst post.\n',
  });
  assert.ok(b.files().includes('blog/all-posts/index.html'), b.files().join(' '));
  assert.ok(b.files().includes('blog/topics/dino/index.html'), b.files().join(' '));
  assert.ok(b.config.blog.postsPerPage >= 100000);
  // showReadingTime: false is honoured (flow's blog): no 'min read' in a post's header, on its page or the list.
  assert.equal(b.config.blog.showReadingTime, false);
  for (const url of ['/blog/2024/01/02/hello', '/blog']) assert.doesNotMatch(b.page(url), /min read/);
  assert.deepEqual(ignoredLines(b), ['- blog.authorsMapPath: not supported', '- blog.truncateMarker: not supported']);
  // Detox writes Docusaurus's defaults out: a list and a pattern equal to them are what sitegen does, not named.
  const defaults = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: false, blog: { include: ['**/*.{md,mdx}'], truncateMarker: /<!--\\s*(truncate)\\s*-->/ } }]] };\n`,
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
  });
  assert.deepEqual(ignoredLines(defaults), []);
  const noArchive = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: false, blog: { archiveBasePath: null } }]] };\n`,
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
  });
  assert.deepEqual(ignoredLines(noArchive), ['- blog.archiveBasePath: null: sitegen writes the archive page']);
});

test('docs plugin options sitegen does not apply are in the one warning; those it applies are not', async () => {
  const b = await site({
    // As tauri's: options sitegen applies (exclude, sidebarItemsGenerator, numberPrefixParser among them), and defaults.
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: {
        routeBasePath: '/', sidebarCollapsible: false, sidebarCollapsed: true, showLastUpdateTime: true,
        showLastUpdateAuthor: true, editLocalizedFiles: false,
        exclude: ['api/rust/**'], async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
          return defaultSidebarItemsGenerator(args);
        },
      } }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', numberPrefixParser: false }]] };\n`,
    'community/index.md': '# Community\n',
    'docs/_partial.md': 'Shared.\n',
    'docs/guides/_more.mdx': 'More.\n',
  });
  assert.deepEqual(ignoredLines(b), []);
});

test("a docs exclude of the site's own makes files named _* docs, as in Docusaurus, in every version", async () => {
  // webdriver.io's: its exclude leaves out Docusaurus's `_` rule, and its sidebars name generated `_*.md` docs by id.
  const config = (docs: string) => `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: ${docs} }]] };\n`;
  const files = {
    'sidebars.js': "module.exports = { docs: ['intro', 'allure-reporter'] };\n",
    'docs/intro.md': '# Intro\n',
    'docs/_allure-reporter.md': '---\nid: allure-reporter\n---\n\n# Allure Reporter\n',
    'versions.json': '["1.0"]\n',
    'versioned_docs/version-1.0/intro.md': '# Intro\n',
    'versioned_docs/version-1.0/_fragments/part.md': '# Part\n',
  };
  const own = await site({
    ...files,
    'docusaurus.config.js': config("{ sidebarPath: require.resolve('./sidebars.js'), exclude: ['**/*.test.md'] }"),
  });
  const docs = own.files().filter((f) => f.startsWith('docs/'));
  assert.ok(docs.includes('docs/next/allure-reporter/index.html'), docs.join('\n'));
  assert.ok(docs.includes('docs/_fragments/part/index.html'), docs.join('\n'));
  assert.match(own.page('/docs/next/intro'), /Allure Reporter/);
  assert.deepEqual(ignoredLines(own), []);
  // Docusaurus's default exclude keeps them partials.
  const { 'sidebars.js': _sidebars, ...noSidebars } = files;
  const defaults = await site({ ...noSidebars, 'docusaurus.config.js': config('{}') });
  assert.deepEqual(
    defaults.files().filter((f) => /allure|part/.test(f)),
    [],
  );
});

/** The labels of a page's docs sidebar, in order, nested categories flattened. */
function sidebarLabels(html: string): string[] {
  const sidebar = /<nav[^>]*class="[^"]*sidebar[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...sidebar.matchAll(/class="menu__(?:link|label)[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
}

test("sidebarItemsGenerator runs for autogenerated items with Docusaurus's arguments, in every version", async () => {
  const b = await site({
    // tauri's: the default generator's items, without the landing pages that the category links already show.
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'),
        async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
          const seen = args.docs.map((d) => d.id).sort().join(',');
          if (args.item.dirName !== 'guides' || !args.version.contentPath) throw new Error('unexpected ' + seen);
          const items = await defaultSidebarItemsGenerator({ ...args, docs: args.docs.filter((d) => d.id !== 'guides/secret') });
          return [...items.filter((item) => item.id !== 'guides/readme'), { type: 'link', label: 'Docs of ' + args.version.versionName, href: 'https://x.example' }];
        } } }]] };\n`,
    'sidebars.js': `module.exports = { guides: [{ type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/readme' }, items: [{ type: 'autogenerated', dirName: 'guides' }] }] };`,
    'docs/guides/readme.md': '# Guides\n',
    'docs/guides/setup.md': '---\nsidebar_position: 1\n---\n# Setup\n',
    'docs/guides/secret.md': '---\nsidebar_position: 2\n---\n# Secret\n',
    'docs/guides/build.md': '---\nsidebar_position: 3\n---\n# Build\n',
    'versions.json': '["1.0"]',
    'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({
      guides: [{ type: 'autogenerated', dirName: 'guides' }],
    }),
    'versioned_docs/version-1.0/guides/readme.md': '# Old guides\n',
    'versioned_docs/version-1.0/guides/old.md': '# Old\n',
  });
  assert.deepEqual(sidebarLabels(b.page('/docs/next/guides/setup')), ['Guides', 'Setup', 'Build', 'Docs of current']);
  assert.deepEqual(sidebarLabels(b.page('/docs/guides/old')), ['Old', 'Docs of 1.0']);
});

test('the default generator takes the isCategoryIndex a sidebarItemsGenerator passes it', async () => {
  const b = await site({
    // socket.io's: no folder's index doc becomes its category's link, so the category keeps the folder's name.
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'),
        sidebarItemsGenerator({ isCategoryIndex, defaultSidebarItemsGenerator, ...args }) {
          return defaultSidebarItemsGenerator({ ...args, isCategoryIndex: () => false });
        } } }]] };\n`,
    'sidebars.js': `module.exports = { docs: [{ type: 'autogenerated', dirName: 'categories' }] };`,
    'docs/categories/01-Documentation/index.md': '---\ntitle: Introduction\nsidebar_position: 1\n---\n# Introduction\n',
    'docs/categories/01-Documentation/faq.md': '---\nsidebar_position: 2\n---\n# FAQ\n',
  });
  assert.deepEqual(sidebarLabels(b.page('/docs/categories/Documentation/faq')), [
    'Documentation',
    'Introduction',
    'FAQ',
  ]);
});

test('a sidebarItemsGenerator that throws or returns no list stops the build naming the config', async () => {
  for (const [body, message] of [
    [
      "throw new Error('no network')",
      /sidebarItemsGenerator of docs \(for the autogenerated "\." items\) failed: no network/,
    ],
    ['return 42', /sidebarItemsGenerator of docs \(for the autogenerated "\." items\) returned number, not a list/],
  ] as const) {
    await assert.rejects(
      () =>
        site({
          'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
            presets: [['classic', { docs: { sidebarPath: 'sidebars.js', sidebarItemsGenerator() { ${body}; } } }]] };\n`,
          'sidebars.js': `module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };`,
        }),
      (error: unknown) => {
        assert.ok(error instanceof SitegenError);
        assert.match(error.message, message);
        assert.match(String(error.location?.file), /docusaurus\.config\.js$/);
        return true;
      },
    );
  }
});

test("without sidebarPath the docs get one autogenerated sidebar, as Docusaurus 2.4.3's default; false, none", async () => {
  const files = {
    'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
    'docs/guides/setup.md': '# Setup\n',
    // Docusaurus reads no sidebars file it is not pointed at.
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
  };
  const unset = await site({
    ...files,
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
  });
  // A folder without a _category_ file is a category labelled by its name as it is.
  assert.deepEqual(sidebarLabels(unset.page('/docs/intro')), ['Intro', 'guides', 'Setup']);
  const off = await site({
    ...files,
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: false } }]] };\n`,
  });
  assert.deepEqual(sidebarLabels(off.page('/docs/intro')), []);
});

test("the docs plugin's exclude globs leave files out of the docs, in every version and locale", async () => {
  // tauri's: exclude: ['api/rust/**', 'api/js/js-api.json', '**/_*.{md,mdx}'].
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { exclude: ['api/rust/**', '**/*.draft.md'] } }]] };\n`,
    'docs/api/rust/generated.md': '# Generated\n',
    'docs/api/js.md': '# JS\n',
    'docs/notes.draft.md': '# Draft\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/api/rust/generated.md': '# Généré\n',
  });
  const pages = b.files().filter((f) => f.includes('docs/'));
  assert.ok(pages.includes('docs/api/js/index.html'));
  assert.ok(pages.includes('fr/docs/api/js/index.html'));
  assert.deepEqual(
    pages.filter((f) => /generated|draft/.test(f)),
    [],
  );
  // tauri's list keeps Docusaurus's `_` rule: nothing to say about it.
  const tauri = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { exclude: ['api/rust/**', '**/_*.{md,mdx}'] } }]] };\n`,
  });
  assert.ok(!ignoredLines(tauri).some((l) => l.includes('exclude')), ignoredLines(tauri).join('\n'));
});

test("the docs plugin's include globs are the only docs, in every version and locale", async () => {
  // redux's: docs beside their package (`path: '../docs'`), listed by folder, so that nothing else is a doc.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { include: ['{api,guide}/**/*.{md,mdx}', 'FAQ.md'], exclude: ['**/*.draft.md'] } }]] };\n`,
    'docs/api/store.md': '# Store\n',
    'docs/guide/start.mdx': '# Start\n',
    'docs/guide/next.draft.md': '# Next\n',
    'docs/FAQ.md': '# FAQ\n',
    'docs/CHANGELOG.md': '# Changes\n',
    'docs/vendor/readme.md': '# Vendor\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/api/store.md': '# Magasin\n',
  });
  const pages = b
    .files()
    .filter((f) => f.includes('docs/'))
    .sort();
  assert.deepEqual(pages, [
    'docs/FAQ/index.html',
    'docs/api/store/index.html',
    'docs/guide/start/index.html',
    'fr/docs/FAQ/index.html',
    'fr/docs/api/store/index.html',
    'fr/docs/guide/start/index.html',
  ]);
  assert.ok(!ignoredLines(b).some((l) => l.includes('include')), ignoredLines(b).join('\n'));
});

test('navbar links are marked active by their own rules, as Docusaurus marks them: several at once', async () => {
  // redux's `to` links and doc items, webdriver.io's activeBaseRegex, create-docusaurus's old activeBasePath.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      themeConfig: { navbar: { items: [
        { to: 'docs/guide/start', label: 'Start' },
        { to: 'docs/guide/start#help', label: 'Help' },
        { type: 'doc', docId: 'api/store', label: 'API' },
        { to: '/community/support', label: 'Community', activeBaseRegex: '^/(fr/)?community/' },
        { to: '/docs/intro', label: 'Guides', activeBasePath: 'docs/guide' },
        { type: 'dropdown', label: 'More', items: [{ to: '/community/chat', label: 'Chat' }, { href: '/community/chat', label: 'Chat too' }] },
        // react-redux's 'Need help?': an \`href\` link is never active (theme-classic's NavbarNavLink gives it no NavLink).
        { href: '/docs/guide/start#help', label: 'Need help?', activeBasePath: 'docs' },
      ] } } };\n`,
    'sidebars.js': `module.exports = { main: ['intro', 'guide/start', 'guide/started-late', 'api/store'] };`,
    'docs/guide/start.md': '# Start\n',
    'docs/guide/started-late.md': '# Late\n',
    'docs/api/store.md': '# Store\n',
    'src/pages/community/support.md': '# Support\n',
    'src/pages/community/chat.md': '# Chat\n',
  });
  const active = (path: string) =>
    [...b.page(path).matchAll(/class="(?:navbar__item navbar|dropdown)__link [^"]*--active"[^>]*>([^<]*)</g)].map(
      (m) => m[1],
    );
  assert.deepEqual(active('/docs/guide/start'), ['Start', 'Help', 'API', 'Guides']);
  // Below a link's target segment by segment: `docs/guide/start` is not a prefix of `docs/guide/started-late`.
  assert.deepEqual(active('/docs/guide/started-late'), ['API', 'Guides']);
  // activeBasePath, not `to`, says where a link is active.
  assert.deepEqual(active('/docs/intro'), ['API']);
  assert.deepEqual(active('/community/chat'), ['Community', 'Chat']);
  // The regular expression reads the path with the locale, as the browser's location has it.
  assert.deepEqual(active('/fr/community/support'), ['Community']);
  assert.ok(!ignoredLines(b).some((l) => l.includes('active')), ignoredLines(b).join('\n'));
});

test('a doc or docSidebar item is active on the docs of its sidebar only, not on a page below its path', async () => {
  // lexical's /docs/error is a React page: Docusaurus marks no docs item there (DocSidebarNavbarItem compares sidebars).
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      themeConfig: { navbar: { items: [
        { type: 'docSidebar', sidebarId: 'main', label: 'Docs' },
        { type: 'doc', docId: 'intro', label: 'Intro' },
      ] } } };\n`,
    'sidebars.js': `module.exports = { main: ['intro', 'guide'] };`,
    'docs/guide.md': '# Guide\n',
    'src/pages/docs/error.md': '# Error\n',
    'src/pages/docs/codes/index.js': `import React from 'react';
import Layout from '@theme/Layout';
export default function Codes() { return <Layout><h1>Codes</h1></Layout>; }\n`,
  });
  const active = (path: string) =>
    [...b.page(path).matchAll(/class="navbar__item navbar__link [^"]*--active"[^>]*>([^<]*)</g)].map((m) => m[1]);
  assert.deepEqual(active('/docs/codes'), []);
  assert.deepEqual(active('/docs/intro'), ['Docs', 'Intro']);
  assert.deepEqual(active('/docs/error'), []);
});

test('an activeBaseRegex JavaScript cannot read is an error naming the config and the item', async () => {
  await assert.rejects(
    site({
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Docs', activeBaseRegex: '/docs/(' }] } } };\n`,
    }),
    (error: unknown) => {
      const text = formatError(error);
      assert.match(text, /activeBaseRegex/);
      assert.match(text, /is not a regular expression/);
      assert.match(text, /docusaurus\.config\.js/);
      return true;
    },
  );
});

test("a navbar item's settings sitegen does not read are named; a doc item's className and a language menu's own links are drawn", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      themeConfig: { navbar: { items: [
        { type: 'doc', docId: 'intro', label: 'Docs', className: 'docs-link' },
        { type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ href: 'https://crowdin.example', label: 'Help translate' }] },
        { to: '/blog', label: 'Blog', target: '_self', prependBaseUrlToHref: true },
        { type: 'dropdown', label: 'More', className: 'short-screen', items: [{ type: 'html', value: '<hr>' }, { to: '/docs/intro', label: 'Intro' }] },
      ] } } };\n`,
  });
  assert.match(
    b.page('/docs/intro'),
    /<a class="navbar__item navbar__link docs-link navbar__link--active" href="\/docs\/intro"[^>]*>Docs<\/a>/,
  );
  // webdriver.io's "Help Us Translate" after the languages, in the menu and in the drawer.
  assert.match(
    b.page('/docs/intro'),
    /data-locale="fr"[^>]*>Français<\/a><\/li><li><a class="dropdown__link" href="https:\/\/crowdin\.example" target="_blank"/,
  );
  assert.match(b.page('/docs/intro'), /<a class="menu__link" href="https:\/\/crowdin\.example"/);
  // pnpm's: a menu's class is on its link, as theme-classic puts it.
  assert.match(
    b.page('/docs/intro'),
    /<a class="navbar__link short-screen" href="#" role="button" aria-haspopup="true" aria-expanded="false">More<\/a>/,
  );
  const lines = ignoredLines(b);
  const line = '- themeConfig.navbar.items.2.prependBaseUrlToHref: not supported';
  assert.ok(lines.includes(line), `${line}\nin:\n${lines.join('\n')}`);
  assert.ok(!lines.some((l) => /target/.test(l)), lines.join('\n'));
  // A menu's html entry is drawn (test/docusaurus/docusaurus-navbar-items.test.ts).
  assert.ok(!lines.some((l) => /className|items\.1|items\.3\.items/.test(l)), lines.join('\n'));
});

test("a docSidebar item's docId is not named: theme-classic's DocSidebarNavbarItem never reads it", async () => {
  // lexical's navbar had one: the item links to the sidebar's first doc whatever docId says.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', docId: 'second', label: 'Guide' }] } } };\n`,
    'sidebars.js': `module.exports = { guide: ['intro', 'second'] };\n`,
    'docs/second.md': '# Second\n',
  });
  assert.match(
    b.page('/docs/second'),
    /<a class="navbar__item navbar__link[^"]*" href="\/docs\/intro"[^>]*>Guide<\/a>/,
  );
  assert.deepEqual(
    ignoredLines(b).filter((l) => /navbar/.test(l)),
    [],
  );
});

test('a docSidebar item whose sidebar has no doc is left out of the navbar, with a warning naming it', async () => {
  // lexical's API sidebar is the autogenerated folder docusaurus-plugin-typedoc fills: empty without the plugin.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API' }] } } };\n`,
    'sidebars.js': `module.exports = { guide: ['intro'], api: [{ type: 'autogenerated', dirName: 'api' }] };\n`,
  });
  const page = b.page('/docs/intro');
  assert.match(page, /<a class="navbar__item navbar__link[^"]*" href="\/docs\/intro"[^>]*>Guide<\/a>/);
  assert.doesNotMatch(page, />API</);
  const warning = b.warnings.find((w) => /navbar\.items\.1/.test(w.message));
  assert.ok(warning, b.warnings.map((w) => w.message).join('\n'));
  assert.match(warning.message, /docSidebar "api", "API"\) is left out of the navbar: the sidebar "api" has no doc/);
  assert.match(warning.file, /docusaurus\.config\.js$/);
});

test("a footer link's settings sitegen does not read are named; its aria-label and rel are read", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      themeConfig: { footer: { links: [{ title: 'More', items: [
        { label: 'GitHub', href: 'https://github.com/dino', 'aria-label': 'Dino on GitHub', rel: 'me', prependBaseUrlToHref: true },
        { html: '<b>Dino</b>' },
        // hydra's: what sitegen gives every external link anyway.
        { label: 'Privacy', href: 'https://dino.example/privacy', target: '_blank', rel: 'noreferrer noopener' },
        // react-native-testing-library's: a React key, which never reaches the page.
        { key: 4, label: 'Intro', to: '/docs/intro' },
      ] }] } } };\n`,
  });
  assert.match(
    b.page('/docs/intro'),
    /<a [^>]*href="https:\/\/github\.com\/dino" target="_blank" rel="me" aria-label="Dino on GitHub"/,
  );
  const lines = ignoredLines(b);
  assert.ok(
    lines.includes('- themeConfig.footer.links.0.items.0.prependBaseUrlToHref: not supported'),
    lines.join('\n'),
  );
  assert.ok(!lines.some((l) => /\.rel:/.test(l)), lines.join('\n'));
  assert.ok(!lines.some((l) => /aria-label|items\.[123]/.test(l)), lines.join('\n'));
});

test("Algolia search writes theme-search-algolia's OpenSearch description in each locale, and every page links to it", async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Jest', url: 'https://jestjs.io', baseUrl: '/', favicon: 'img/favicon/favicon.ico',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'jest' } } };\n`,
  });
  // Byte for byte what Docusaurus 2.4.3 wrote for jestjs.io.
  assert.equal(
    b.writer.text('opensearch.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"',
      '                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
      '  <ShortName>Jest</ShortName>',
      '  <Description>Search Jest</Description>',
      '  <InputEncoding>UTF-8</InputEncoding>',
      '  <Image width="16" height="16" type="image/x-icon">https://jestjs.io/img/favicon/favicon.ico</Image>',
      '  <Url type="text/html" method="get" template="https://jestjs.io/search?q={searchTerms}"/>',
      '  <Url type="application/opensearchdescription+xml" rel="self" template="https://jestjs.io/opensearch.xml" />',
      '  <moz:SearchForm>https://jestjs.io/</moz:SearchForm>',
      '</OpenSearchDescription>',
    ].join('\n'),
  );
  assert.match(b.writer.text('fr/opensearch.xml'), /template="https:\/\/jestjs\.io\/fr\/search\?q=\{searchTerms\}"/);
  assert.match(
    b.page('/docs/intro'),
    /<link rel="search" type="application\/opensearchdescription\+xml" title="Jest" href="\/opensearch\.xml"\/>/,
  );
  assert.match(b.page('/fr/docs/intro'), /<link rel="search" [^>]*href="\/fr\/opensearch\.xml"\/>/);
  assert.ok(!ignoredLines(b).some((l) => /OpenSearch/.test(l)), ignoredLines(b).join('\n'));
  // No search page, no description.
  const none = await site({
    'docusaurus.config.js': `module.exports = { title: 'Jest', url: 'https://jestjs.io', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
      themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'jest', searchPagePath: false } } };\n`,
  });
  assert.ok(!none.files().includes('opensearch.xml'));
  assert.doesNotMatch(none.page('/docs/intro'), /rel="search"/);
});

test("the docs plugin's sidebarCollapsed and sidebarCollapsible are the defaults of categories that do not say", async () => {
  // Read on a page outside both categories: the page's own category is open anyway.
  const sidebars = `module.exports = { docs: ['top', { type: 'category', label: 'Guides', items: ['guide'] },
    { type: 'category', label: 'Closed', collapsed: true, items: ['closed'] }] };`;
  const docs = {
    'sidebars.js': sidebars,
    'docs/top.md': '# Top\n',
    'docs/guide.md': '# Guide\n',
    'docs/closed.md': '# Closed\n',
  };
  // theme-classic's collapsible categories: their label's aria-expanded says whether they are open.
  const open = (html: string) =>
    [...html.matchAll(/<a class="menu__link menu__link--sublist[^"]*" aria-expanded="(\w+)"[^>]*>([^<]+)/g)].map(
      (m) => `${m[2]}${m[1] === 'true' ? ' open' : ''}`,
    );
  const expanded = await site({
    ...docs,
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js', sidebarCollapsed: false } }]] };\n`,
  });
  assert.deepEqual(open(expanded.page('/docs/top')), ['Guides open', 'Closed']);
  // Not collapsible: every category open, whatever it says; react-native-navigation's alpha config has it in
  // themeConfig.
  const fixed = await site({
    ...docs,
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      themeConfig: { sidebarCollapsible: false },
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
  });
  // As theme-classic draws them: open for good, with no toggle to close them (react-native-testing-library's).
  const page = fixed.page('/docs/top');
  assert.deepEqual(open(page), []);
  const statics = [
    ...page.matchAll(
      /<li class="[^"]*theme-doc-sidebar-item-category[^"]*" data-key="\d+"><div class="menu__list-item-collapsible">(?:<[^>]+>)*([^<]+)/g,
    ),
  ];
  assert.deepEqual(
    statics.map((m) => m[1]),
    ['Guides', 'Closed'],
  );
  // theme-classic draws the label as a link (without a page, one without href), named menu__link--sublist only in a
  // collapsible category, and the list shown.
  assert.match(
    page,
    /<div class="menu__list-item-collapsible"><a class="menu__link">Closed<\/a><\/div><ul class="menu__list"><li [^>]*><a class="menu__link" href="\/docs\/closed">/,
  );
  assert.ok(!ignoredLines(fixed).some((l) => /sidebarCollaps/.test(l)), ignoredLines(fixed).join('\n'));
});

test("webpack.jsLoader is not named (esbuild compiles the site's code), any other webpack setting is", async () => {
  // wails's config picks swc-loader for speed: what it compiles, TypeScript and JSX, esbuild reads too.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      webpack: { jsLoader: (isServer) => ({ loader: 'swc-loader', options: { module: { type: isServer ? 'commonjs' : 'es6' } } }), cache: false },
      presets: [['classic', {}]] };\n`,
  });
  const lines = ignoredLines(b);
  assert.ok(lines.includes('- webpack.cache: not supported'), lines.join('\n'));
  assert.ok(!lines.some((l) => /jsLoader|webpack: not supported/.test(l)), lines.join('\n'));
});

test("Mermaid's themes: theme-mermaid's themeConfig.mermaid.theme, or mdx-mermaid's one theme, reach the page's client", async () => {
  const config = (extra: string) =>
    `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', ${extra} };\n`;
  const clientConfig = (page: string) =>
    JSON.parse(/<script type="application\/json" id="sitegen-config">(.*?)<\/script>/.exec(page)![1]) as {
      diagramThemes?: unknown;
      diagramOptions?: unknown;
    };
  const files = { 'docs/intro.md': '# Intro\n\n```mermaid\ngraph LR\n  A --> B\n```\n' };
  const themed = await site({
    ...files,
    'docusaurus.config.js': config(
      "themes: ['@docusaurus/theme-mermaid'], markdown: { mermaid: true }, presets: [['classic', {}]], themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' } } }",
    ),
  });
  assert.deepEqual(clientConfig(themed.page('/docs/intro')).diagramThemes, { light: 'neutral', dark: 'forest' });
  // tauri's: mdx-mermaid with `mermaid: { theme: 'default' }` draws the default theme in both modes.
  const mdx = await site({
    ...files,
    'node_modules/mdx-mermaid/package.json': '{ "name": "mdx-mermaid", "main": "index.js" }\n',
    'node_modules/mdx-mermaid/index.js': 'module.exports = function mdxMermaid() { return () => {}; };\n',
    'docusaurus.config.js': config(
      "presets: [['classic', { docs: { remarkPlugins: [[require('mdx-mermaid'), { mermaid: { theme: 'default', themeCSS: '.x {}' } }]] } }]]",
    ),
  });
  assert.deepEqual(clientConfig(mdx.page('/docs/intro')).diagramThemes, { light: 'default', dark: 'default' });
  // Its other settings go to mermaid.initialize, as mdx-mermaid gives them.
  assert.deepEqual(clientConfig(mdx.page('/docs/intro')).diagramOptions, { themeCSS: '.x {}' });
  assert.ok(!ignoredLines(mdx).some((l) => /mermaid/.test(l)), ignoredLines(mdx).join('\n'));
  // None chosen: none in the page, where the client's defaults apply.
  const plain = await site({
    ...files,
    'docusaurus.config.js': config("themes: ['@docusaurus/theme-mermaid'], markdown: { mermaid: true }"),
  });
  assert.equal(clientConfig(plain.page('/docs/intro')).diagramThemes, undefined);
  assert.equal(clientConfig(plain.page('/docs/intro')).diagramOptions, undefined);
  // theme-mermaid's options reach the page as JSON; a function cannot, and is named.
  const options = await site({
    ...files,
    'docusaurus.config.js': config(
      "themes: ['@docusaurus/theme-mermaid'], markdown: { mermaid: true }, themeConfig: { mermaid: { options: { themeCSS: '.node rect { rx: 4px; }', flowchart: { curve: 'linear' }, sequence: { messageFont: () => ({}) } } } }",
    ),
  });
  assert.deepEqual(clientConfig(options.page('/docs/intro')).diagramOptions, {
    themeCSS: '.node rect { rx: 4px; }',
    flowchart: { curve: 'linear' },
  });
  assert.ok(
    ignoredLines(options).includes(
      '- themeConfig.mermaid.options.sequence: not supported (a function or a value JSON cannot carry to the page)',
    ),
    ignoredLines(options).join('\n'),
  );
});

test('an announcement bar without content draws no bar, and the warning says so', async () => {
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  themeConfig: { announcementBar: { id: 'github-star' } },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'sidebars.js': `module.exports = { docs: ['intro'] };`,
    'docs/intro.md': '# Intro\n',
  });
  assert.equal(b.config.announcementBar, undefined);
  assert.doesNotMatch(b.page('/docs/intro'), /announcement-?bar/i);
  assert.ok(
    ignoredLines(b).some((l) => /themeConfig\.announcementBar: no content, so no bar is drawn/.test(l)),
    ignoredLines(b).join('\n'),
  );
});

test("a sidebarItemsGenerator runs on a locale's own docs where it has one the default locale has not", async () => {
  // tauri's: its generator filters the landing pages; its benchmarks doc is a draft in English, translated in fr.
  const b = await site({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'),
        async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
          return (await defaultSidebarItemsGenerator(args)).filter((item) => item.id !== 'refs/readme');
        } } }]] };\n`,
    'sidebars.js': `module.exports = { refs: [{ type: 'category', label: 'Refs', link: { type: 'doc', id: 'refs/readme' }, items: [{ type: 'autogenerated', dirName: 'refs' }] }] };\n`,
    'docs/refs/readme.md': '# Refs\n',
    'docs/refs/security.md': '# Security\n',
    'docs/refs/bench.md': '---\ndraft: true\n---\n# Bench\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/refs/bench.md': '# Banc\n',
  });
  const links = (page: string) =>
    [...b.page(page).matchAll(/class="menu__link[^"]*"[^>]*href="([^"]*)"/g)].map((m) => m[1]);
  assert.ok(links('/fr/docs/refs/security').includes('/fr/docs/refs/bench'), links('/fr/docs/refs/security').join(' '));
  assert.ok(!links('/docs/refs/security').includes('/docs/refs/bench'), 'not in English, where it is a draft');
  assert.ok(!links('/fr/docs/refs/security').includes('/fr/docs/refs/readme'), "the generator's filter holds in fr");
});
