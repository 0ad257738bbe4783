/**
 * The page's backdrop is the `html` element's background, as Infima paints it (`html { background-color:
 * var(--ifm-background-color) }`, nothing on `body`): an element a site puts behind the content with
 * `z-index: -1` (docsearch's apply hero) shows, where a background on `body` would paint over it.
 */
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable();
const withBuiltDocusaurusSite = builtDocusaurusSites();

/** The colour painted at the centre of `selector`, from a one-pixel screenshot. */
async function paintedAt(page: Page, selector: string): Promise<string> {
  const box = (await page.locator(selector).boundingBox())!;
  const clip = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), width: 1, height: 1 };
  const png = await page.screenshot({ clip });
  // One pixel: every PNG filter leaves its bytes as they are (no pixel left of it, no row above).
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const [, r, g, b] = inflateSync(Buffer.concat(chunks));
  return `rgb(${r}, ${g}, ${b})`;
}

test(
  'an element behind the content (z-index: -1) shows over the page’s backdrop',
  { skip: skip ?? false },
  async () => {
    const files = {
      ...MINIMAL_SITE,
      'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout><header id="backdrop" style={{ position: 'relative', zIndex: -1, height: 100, background: 'rgb(255, 0, 0)' }} /></Layout>;
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      assert.equal(await paintedAt(page, '#backdrop'), 'rgb(255, 0, 0)');
    });
  },
);
