/**
 * A highlighted code line spans the code block from edge to edge, as theme-classic draws it (its lines are blocks
 * across the code, out over the padding), and across the whole scrolled width when a line of the block is longer
 * than the block: facebook/yoga's highlighted front matter ended one padding short of the block's right edge, and
 * so did sitegen's own theme.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const LONG = `const ${'dinosaur'.repeat(30)} = 1;`;
/** A short code block and one that scrolls, each with its first line highlighted. */
const CODE = `\`\`\`js {1}\nconst a = 1;\n\`\`\`\n\n\`\`\`js {1}\nconst b = 2;\n${LONG}\n\`\`\`\n`;

test('a highlighted code line spans the whole code block, and its scrolled width', { skip }, async () => {
  const files = {
    ...MINIMAL_SITE,
    'docs/intro.md': `# Intro\n\n${CODE}`,
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/intro`);
    await assertHighlightsSpan(page);
  });
});

test('on sitegen’s own theme too', { skip }, async () => {
  const site = await buildToDisk({ 'content/docs/intro.md': `---\ntitle: Intro\n---\n\n${CODE}` });
  const server = await serveStatic(site.outDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.origin}/docs/intro`);
    await assertHighlightsSpan(page);
  } finally {
    await browser.close();
    await server.close();
    await site.cleanup();
  }
});

/** The first highlighted line of the page's two code blocks (a short one, then one that scrolls) spans each. */
async function assertHighlightsSpan(page: Page): Promise<void> {
  const boxes = await page.locator('pre').evaluateAll((pres) =>
    pres.map((pre) => {
      const line = pre.querySelector('.code-line--highlighted')!.getBoundingClientRect();
      const box = pre.getBoundingClientRect();
      return {
        lineLeft: line.left,
        lineWidth: line.width,
        preLeft: box.left,
        preWidth: box.width,
        scroll: pre.scrollWidth,
      };
    }),
  );
  const [short, long] = boxes;
  assert.equal(short.lineLeft, short.preLeft);
  assert.equal(short.lineWidth, short.preWidth);
  assert.ok(long.scroll > long.preWidth, 'the long line scrolls');
  assert.equal(long.lineLeft, long.preLeft);
  assert.equal(Math.round(long.lineWidth), long.scroll);
}
