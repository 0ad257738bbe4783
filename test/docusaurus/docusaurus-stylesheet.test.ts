/**
 * What a Docusaurus site’s stylesheet leaves out of sitegen’s theme: the styles of markup only sitegen’s own layout
 * draws.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
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
