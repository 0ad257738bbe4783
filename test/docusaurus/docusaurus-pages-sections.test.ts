/**
 * A further `@docusaurus/plugin-content-pages` instance (flipper's `embedded-pages`): its Markdown pages are built
 * below its routeBasePath, with its plugin id's classes and translations, and what of it sitegen does not honour
 * is named in the warning.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const config = (plugins: string) => `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', {}]],
  plugins: [${plugins}] };\n`;

const EMBEDDED = `['@docusaurus/plugin-content-pages', { id: 'embedded-pages', path: './src/embedded-pages/', mdxPageComponent: '@theme/EmbeddedMDXPage' }]`;

test('a further pages instance builds its Markdown pages at their paths, with its own plugin id', async () => {
  const b = await site({
    'docusaurus.config.js': config(EMBEDDED),
    'src/pages/about.md': '# About\n',
    'src/embedded-pages/docs/plugins/network/overview.mdx':
      '# Network\n\nSee the [setup](./setup.mdx).\n\n![Shot](./img/shot.png)\n',
    'src/embedded-pages/docs/plugins/network/setup.mdx': '# Network setup\n',
    'src/embedded-pages/docs/plugins/network/img/shot.png': 'png',
    'src/embedded-pages/_partial.md': '# Not a page\n',
  });
  const page = b.page('/docs/plugins/network/overview');
  assert.match(page, /<h1[^>]*>Network<\/h1>/);
  assert.match(page, /<html[^>]*class="mdx-wrapper mdx-page plugin-pages plugin-id-embedded-pages"/);
  // A link to a page beside it in the same folder lands on that page's URL.
  assert.match(page, /href="\/docs\/plugins\/network\/setup"/);
  assert.match(page, /<img [^>]*src="\/assets\/images\/shot-[\w-]+\.png"/);
  assert.match(b.page('/docs/plugins/network/setup'), /<h1[^>]*>Network setup<\/h1>/);
  // The preset's pages keep theirs.
  assert.match(b.page('/about'), /<html[^>]*class="mdx-wrapper mdx-page plugin-pages plugin-id-default"/);
  assert.ok(!b.files().some((f) => f.includes('partial')), b.files().join('\n'));
  assert.ok(
    ignoredLines(b).includes(
      "- plugins: @docusaurus/plugin-content-pages (id embedded-pages): its Markdown pages are built, drawn as the preset's pages are; its mdxPageComponent @theme/EmbeddedMDXPage is not used",
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
  assert.match(b.page('/screens/lobby'), /<h1[^>]*>Lobby<\/h1>/);
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
