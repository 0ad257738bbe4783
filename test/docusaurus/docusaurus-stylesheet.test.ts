/**
 * What a Docusaurus site's stylesheet leaves out of sitegen's theme: the styles of markup only sitegen's own layout
 * draws, and the highlight.js theme of a colour mode whose code its Prism theme colours.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { PACKAGE_ROOT } from '../../src/package-root.js';
import { buildToDisk } from '../helpers/built-site.js';
import { minimalSiteWithCss, writeDocusaurusSite } from '../helpers/docusaurus-browser.js';
import { docusaurusSites } from './docusaurus-fixture.js';

const site = docusaurusSites();

/** The site's stylesheet, every page's. */
async function stylesheet(files: Record<string, string>): Promise<string> {
  const b = await site(files);
  const file = b.files().find((f) => /^assets\/site\.[\w-]+\.css$/.test(f));
  assert.ok(file, b.files().join(', '));
  return b.writer.text(file);
}

test('a Docusaurus site’s stylesheet leaves out sitegen’s own drawer and not-found page, which theme-classic draws its own way', async () => {
  const css = await stylesheet({});
  for (const rule of ['.mobile-menu__drawer', '.mobile-menu__backdrop', '.not-found__code'])
    assert.ok(!css.includes(rule), `${rule} is not in the stylesheet`);
  // The page under theme-classic's open drawer still does not scroll (client/mobile-menu.ts marks <html>).
  assert.match(css, /\.mobile-menu-open\s*\{\s*overflow:\s*hidden/);
});

test('code takes its colours from the Prism theme alone, with no highlight.js theme under it, as theme-classic draws it', async () => {
  // The defaults: palenight in both modes, whose colours prismCss gives every highlight.js class.
  const css = await stylesheet({});
  assert.match(css, /\[data-theme=light\] :is\(\.hljs,\.prism-code\) \[class\*=hljs-\]\{color:inherit/);
  assert.ok(!/\[data-theme=(light|dark)\] \.hljs-keyword/.test(css), 'no highlight.js theme rule');
});

test('a Prism theme without colours keeps the highlight.js theme’s text colour under it', async () => {
  // Capacitor's `{ plain: {}, styles: [] }` sets no plain colour: the code's text is the highlight.js theme's.
  const css = await stylesheet({
    'docusaurus.config.js': `module.exports = { title: 'D', url: 'https://d.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]], themeConfig: { prism: { theme: { plain: {}, styles: [] } } } };\n`,
  });
  for (const mode of ['light', 'dark'])
    assert.match(css, new RegExp(`\\[data-theme=${mode}\\] :is\\(\\.hljs,\\.prism-code\\)\\s*\\{\\s*color:`), mode);
});

test('an Infima variable the Infima layer sets again with a value of its own is left out of Infima’s', async () => {
  // infima.css's --ifm-color-emphasis-600 is darker than Infima's, for contrast: Infima's own never applied.
  const css = await stylesheet({});
  assert.ok(!/--ifm-color-emphasis-600:\s*var\(--ifm-color-gray-600\)/.test(css), 'not Infima’s light value');
  assert.match(css, /--ifm-color-emphasis-600:\s*#606770/);
});

/** The custom properties `selector`'s rules set in one of templates/styles/, at the top level. */
async function variablesOf(file: string, selector: string): Promise<Set<string>> {
  const css = await readFile(path.join(PACKAGE_ROOT, 'templates/styles', file), 'utf8');
  const names = new Set<string>();
  for (const m of css.matchAll(/^([^{}\n]+?)\s*\{([^{}]*)\}/gm))
    if (m[1].trim() === selector) for (const v of m[2].matchAll(/(--[\w-]+)\s*:/g)) names.add(v[1]);
  return names;
}

test('the Infima layer sets no dark variable that Infima’s more specific `html[data-theme=dark]` sets again', async () => {
  // `[data-theme=dark]` (0,1,0) loses to `html[data-theme=dark]` (0,1,1) wherever it comes: such a value never applies.
  const infima = await variablesOf('infima-vars.css', 'html[data-theme=dark]');
  const layer = await variablesOf('infima.css', '[data-theme=dark]');
  assert.ok(infima.size > 0 && layer.size > 0, 'both files set dark variables');
  assert.deepEqual(
    [...layer].filter((name) => infima.has(name)),
    [],
  );
});

test('a minified build ships the site’s own CSS minified, as Docusaurus does', async () => {
  const css =
    '/* The brand. */\n:root {\n  --ifm-color-primary: #2e8555;\n}\n\n.hero-banner {\n  padding: 4rem 0;\n}\n';
  const site = await buildToDisk({ root: await writeDocusaurusSite(minimalSiteWithCss(css)) });
  try {
    const assets = path.join(site.outDir, 'assets');
    const file = (await readdir(assets)).find((f) => /^site\.[\w-]+\.css$/.test(f));
    assert.ok(file);
    const shipped = await readFile(path.join(assets, file), 'utf8');
    assert.match(shipped, /\.hero-banner\{padding:4rem 0\}/);
    assert.match(shipped, /:root\{--ifm-color-primary: #2e8555\}/);
    assert.ok(!shipped.includes('The brand.'), 'no comment');
  } finally {
    await site.cleanup();
  }
});
