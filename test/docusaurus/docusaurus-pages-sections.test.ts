/**
 * A further `@docusaurus/plugin-content-pages` instance (flipper's `embedded-pages`): its Markdown pages are built
 * below its routeBasePath, with its plugin id's classes and translations, each drawn by its `mdxPageComponent`, and
 * what of it sitegen does not honour is named in the warning.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatError } from '../../src/errors.js';
import { buildFixture, configSource } from '../helpers/fixture-site.js';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const config = (plugins: string) => `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', {}]],
  plugins: [${plugins}] };\n`;

const EMBEDDED = `['@docusaurus/plugin-content-pages', { id: 'embedded-pages', path: './src/embedded-pages/', mdxPageComponent: '@theme/EmbeddedMDXPage' }]`;

const EMBEDDED_PAGE = `import React from 'react';
import EmbeddedLayout from '@theme/EmbeddedLayout';
import {MDXProvider} from '@mdx-js/react';
import MDXComponents from '@theme/MDXComponents';
import {ThemeClassNames} from '@docusaurus/theme-common';

export default function EmbeddedMDXPage(props) {
  const {content: MDXPageContent} = props;
  return (
    <EmbeddedLayout wrapperClassName={ThemeClassNames.wrapper.mdxPages} pageClassName={ThemeClassNames.page.mdxPage}>
      <main data-permalink={MDXPageContent.metadata.permalink} data-shown={MDXPageContent.frontMatter.shown}>
        <MDXProvider components={MDXComponents}>
          <MDXPageContent />
        </MDXProvider>
      </main>
    </EmbeddedLayout>
  );
}
`;

// flipper's own layout for pages its desktop app shows: no navbar or footer, and not for search engines.
const EMBEDDED_LAYOUT = `import React from 'react';
import clsx from 'clsx';
import LayoutProviders from '@theme/Layout/Provider';
import Head from '@docusaurus/Head';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useKeyboardNavigation} from '@docusaurus/theme-common/internal';

export default function EmbeddedLayout({children, wrapperClassName, pageClassName}) {
  useKeyboardNavigation();
  return (
    <LayoutProviders>
      <Head><meta name="robots" content="noindex" /></Head>
      <div className={clsx(ThemeClassNames.wrapper.main, wrapperClassName, pageClassName, 'embedded')}>{children}</div>
    </LayoutProviders>
  );
}
`;

/** `@mdx-js/react`, as a site has it installed: a context of components. */
const MDX_JS_REACT = {
  'node_modules/@mdx-js/react/package.json': '{"name": "@mdx-js/react", "main": "index.js"}',
  'node_modules/@mdx-js/react/index.js':
    "const React = require('react');\nexports.MDXProvider = ({ children }) => React.createElement(React.Fragment, null, children);\n",
};

const NETWORK_PAGES = {
  'src/pages/about.md': '# About\n',
  'src/embedded-pages/docs/plugins/network/overview.mdx':
    '---\nshown: front matter\n---\n\n# Network\n\nSee the [setup](./setup.mdx).\n\n![Shot](./img/shot.png)\n',
  'src/embedded-pages/docs/plugins/network/setup.mdx': '# Network setup\n',
  'src/embedded-pages/docs/plugins/network/img/shot.png': 'png',
  'src/embedded-pages/_partial.md': '# Not a page\n',
};

test('a further pages instance builds its Markdown pages at their paths, each drawn by its mdxPageComponent', async () => {
  const b = await site({
    'docusaurus.config.js': config(EMBEDDED),
    'src/theme/EmbeddedMDXPage/index.js': EMBEDDED_PAGE,
    'src/theme/EmbeddedLayout/index.js': EMBEDDED_LAYOUT,
    ...MDX_JS_REACT,
    ...NETWORK_PAGES,
  });
  const page = b.page('/docs/plugins/network/overview');
  // The route's plugin classes alone: the component draws no Layout, so no navbar, footer or wrapper classes.
  assert.match(page, /<html[^>]*class="plugin-pages plugin-id-embedded-pages"/);
  assert.doesNotMatch(page, /class="navbar/);
  assert.doesNotMatch(page, /class="footer/);
  assert.match(page, /<meta name="robots" content="noindex"\/>/);
  const main = /<div class="main-wrapper mdx-wrapper mdx-page embedded"><main ([^>]*)>([\s\S]*?)<\/main>/.exec(page);
  assert.ok(main, page);
  // `content` is the page's Markdown, with its metadata and front matter beside it.
  assert.match(main[1], /data-permalink="\/docs\/plugins\/network\/overview"/);
  assert.match(main[1], /data-shown="front matter"/);
  assert.match(main[2], /<h1[^>]*>Network<\/h1>/);
  // A link to a page beside it in the same folder lands on that page's URL.
  assert.match(main[2], /href="\/docs\/plugins\/network\/setup"/);
  assert.match(main[2], /<img [^>]*src="\/assets\/images\/shot-[\w-]+\.png"/);
  assert.match(b.page('/docs/plugins/network/setup'), /<h1[^>]*>Network setup<\/h1>/);
  // The preset's pages keep theirs.
  assert.match(b.page('/about'), /<html[^>]*class="mdx-wrapper mdx-page plugin-pages plugin-id-default"/);
  assert.ok(!b.files().some((f) => f.includes('partial')), b.files().join('\n'));
  assert.ok(!ignoredLines(b).some((line) => line.includes('embedded-pages')), ignoredLines(b).join('\n'));
});

test('a further pages instance whose mdxPageComponent is not the site’s draws its pages as the preset’s', async () => {
  const b = await site({ 'docusaurus.config.js': config(EMBEDDED), ...NETWORK_PAGES });
  const page = b.page('/docs/plugins/network/overview');
  assert.match(page, /<html[^>]*class="mdx-wrapper mdx-page plugin-pages plugin-id-embedded-pages"/);
  assert.match(page, /<h1[^>]*>Network<\/h1>/);
  assert.ok(
    ignoredLines(b).includes(
      "- plugins: @docusaurus/plugin-content-pages (id embedded-pages): its mdxPageComponent @theme/EmbeddedMDXPage is not a file of the site (src/theme/ or @site/), so its Markdown pages are drawn as the preset's are",
    ),
    ignoredLines(b).join('\n'),
  );
});

test("a further pages instance's routeBasePath, translations and what it cannot honour", async () => {
  const b = await site(
    {
      'docusaurus.config.js': config(
        `['content-pages', { id: 'kiosk', path: 'kiosk', routeBasePath: '/screens/', exclude: ['**/draft.md'] }]`,
      ),
      'kiosk/index.md': '# Screens\n',
      'kiosk/lobby.md': '# Lobby\n',
      'kiosk/panel.js': 'export default function Panel() { return null; }\n',
      'i18n/fr/docusaurus-plugin-content-pages-kiosk/lobby.md': '# Hall\n',
      // The preset's translation folder holds the preset's pages only: this one translates no page there.
      'i18n/fr/docusaurus-plugin-content-pages/lobby.md': '# Pas ici\n',
    },
    { locales: ['en', 'fr'] },
  );
  assert.match(b.page('/screens/'), /<h1[^>]*>Screens<\/h1>/);
  assert.match(b.page('/screens/lobby'), /<h1[^>]*>Lobby</, 'the page, below its routeBasePath');
  assert.match(b.page('/fr/screens/lobby'), /<h1[^>]*>Hall<\/h1>/);
  assert.ok(
    !b.files().includes('lobby/index.html') && !b.files().includes('fr/lobby/index.html'),
    b.files().join('\n'),
  );
  assert.ok(
    b.warnings.some(
      (w) => w.file.endsWith('docusaurus-plugin-content-pages/lobby.md') && /matches no source/.test(w.message),
    ),
    b.warnings.map((w) => `${w.file}: ${w.message}`).join('\n'),
  );
  const lines = ignoredLines(b);
  for (const line of [
    "- plugins: content-pages (id kiosk): its React pages are not built (1, e.g. kiosk/panel.js); move them to the preset's pages folder",
    '- plugins: content-pages (id kiosk): exclude is not applied',
  ])
    assert.ok(lines.includes(line), lines.join('\n'));
});

test('a sitegen site’s pages.sections: its pages below routeBasePath, and a component that does not exist named', async () => {
  const files = {
    'content/kiosk/lobby.md': '# Lobby\n',
    'content/pages/about.md': '# About\n',
  };
  const b = await buildFixture({
    ...files,
    'site.config.ts': configSource(
      `pages: { sections: [{ id: 'kiosk', path: 'content/kiosk', routeBasePath: '/screens/' }] }`,
    ),
  });
  assert.match(b.page('/screens/lobby'), /<h1[^>]*>Lobby</, 'the page, below its routeBasePath');
  await assert.rejects(
    buildFixture({
      ...files,
      'site.config.ts': configSource(
        `pages: { sections: [{ id: 'kiosk', path: 'content/kiosk', component: 'src/Kiosk.tsx' }] }`,
      ),
    }),
    (error: Error) => {
      assert.match(formatError(error), /pages\.sections \(id kiosk\): its component src\/Kiosk\.tsx does not exist/);
      assert.match(formatError(error), /site\.config\.ts/);
      return true;
    },
  );
});
