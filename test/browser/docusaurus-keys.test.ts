/**
 * Infima styles every `<kbd>` (80% of the text around it, in the monospace font, with a border), so a site's keys
 * outside Markdown look as under Docusaurus too: Tauri's search box draws its Ctrl K keys with it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test("a page's own <kbd> is Infima's, outside Markdown too", { skip }, async () => {
  const files = {
    ...MINIMAL_SITE,
    'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout><p style={{ fontSize: 20 }}>Press <kbd id="key">Ctrl</kbd></p></Layout>;
}
`,
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    const key = await page.evaluate(() => {
      const s = getComputedStyle(document.querySelector('#key')!);
      return { size: s.fontSize, border: s.borderTopWidth, padding: s.paddingTop };
    });
    // 80% of 20px; Infima's 1px border and 0.15rem padding.
    assert.deepEqual(key, { size: '16px', border: '1px', padding: '2.4px' });
  });
});
