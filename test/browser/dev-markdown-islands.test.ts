/**
 * `sitegen dev` in Chromium: an island only Markdown imports hydrates. The dev server learns of it as the page
 * renders, after it built the bundle the page loads; that bundle's island runtime still finds React, and its lazy
 * chunks are still served after the island's request rebuilt the bundle.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { test } from 'node:test';
import { build } from '../../src/commands/build.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { silentLogger } from '../../src/logger.js';
import { browserUnavailable, launchBrowser } from '../helpers/browser.js';
import { writeFixture } from '../helpers/fixture-site.js';
import { MARKDOWN_ISLAND_FILES } from '../helpers/island-fixture.js';

const skip = browserUnavailable();

test('an island that only Markdown imports hydrates in sitegen dev', { skip: skip ?? false }, async () => {
  const root = await writeFixture({
    'content/sidebars.js': `module.exports = { docs: ['intro', 'counter'] };`,
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nNo islands here.\n',
    ...MARKDOWN_ISLAND_FILES,
  });
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('console', (m) => void (/could not load/.test(m.text()) && failures.push(m.text())));
    await page.goto(`${server.url}docs/counter`);
    const counter = page.locator('sitegen-island[data-island-ready] .doc-counter');
    await counter.waitFor({ timeout: 10_000 }).catch(() => assert.fail(failures.join('\n') || 'never hydrated'));
    await counter.click();
    await page.locator('.doc-counter', { hasText: 'Doc clicks: 8' }).waitFor({ timeout: 5000 });
    assert.deepEqual(failures, []);
  } finally {
    await browser.close();
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});
