/**
 * The Markdown constructs that need the browser: structure link previews (hover, keyboard focus, Escape),
 * Mermaid diagrams (loaded only on pages that have one, following the colour mode), and pages without script
 * (every tab panel readable, code readable, diagram source readable).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { configSource } from '../helpers/fixture-site.js';

const skip = browserUnavailable();

const FILES = {
  // Mermaid's own settings reach mermaid.initialize: a rule of its themeCSS colours the diagram's boxes.
  'site.config.ts': configSource("diagramOptions: { themeCSS: '.node rect { fill: rgb(1, 2, 3); }' }"),
  'content/docs/api/screen.md': [
    '---\ntitle: screen\n---\n',
    'Returns a [Point](structures/point.md) and a [Display](structures/display.md).\n',
    '<Tabs groupId="os">\n<TabItem value="mac" label="macOS">\n\nMac text.\n\n</TabItem>\n<TabItem value="win" label="Windows">\n\nWindows text.\n\n</TabItem>\n</Tabs>\n',
    '```js title="main.js"\nconst x = "<b>not bold</b>"\n```\n',
  ].join('\n'),
  'content/docs/api/structures/point.md':
    '---\ntitle: Point Object\n---\n\nA position on the screen, in x and y.\n\n* `x` number\n',
  'content/docs/api/structures/display.md': '# Display Object\n\nA monitor connected to the computer.\n',
  'content/docs/diagram.md': '---\ntitle: Diagram\n---\n\n```mermaid\ngraph LR\n  Main --> Renderer\n```\n',
};

describe('Markdown in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  const cleanups: (() => Promise<void>)[] = [];

  before(async () => {
    const site = await buildToDisk(FILES);
    const server = await serveStatic(site.outDir);
    origin = server.origin;
    browser = await launchBrowser();
    cleanups.push(site.cleanup, server.close, () => browser.close());
  });
  after(() => Promise.all(cleanups.map((c) => c())));

  test('a structure link shows its summary on hover and on keyboard focus, and Escape hides it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/api/screen`);
    const point = page.locator('#main').getByRole('link', { name: 'Point' });
    // The previews' module loads after the page (client/markdown-widgets.ts): wait until it has described the link.
    await page.waitForSelector('#main a.structure-link[aria-describedby]');
    assert.equal(await point.getAttribute('title'), null, 'the native tooltip gives way to ours');
    const describedBy = await point.getAttribute('aria-describedby');
    assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), 'A position on the screen, in x and y.');
    const tooltip = page.locator('.structure-tooltip');
    await point.hover();
    await tooltip.waitFor({ state: 'visible' });
    assert.equal(await tooltip.textContent(), 'A position on the screen, in x and y.');
    const [linkBox, tipBox] = [await point.boundingBox(), await tooltip.boundingBox()];
    assert.ok(tipBox!.y >= linkBox!.y + linkBox!.height, 'the tooltip sits below the link');
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden' });

    await point.focus();
    await tooltip.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    assert.equal(
      await tooltip.textContent(),
      'A monitor connected to the computer.',
      'focus moved to the next structure link',
    );
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
    await page.close();
  });

  test('a diagram renders from a chunk loaded only on its page, and follows the colour mode', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(`${origin}/docs/api/screen`);
    await page.waitForLoadState('networkidle');
    const withoutDiagram = scripts.length;

    await page.goto(`${origin}/docs/diagram`);
    const diagram = page.locator('[data-mermaid]');
    await diagram.locator('svg').waitFor({ timeout: 15000 });
    assert.ok(scripts.length > withoutDiagram + 1, 'the diagram page loaded more chunks than the page without one');
    assert.equal(await diagram.getAttribute('data-rendered'), 'light');
    assert.match((await diagram.locator('svg').textContent()) ?? '', /Main[\s\S]*Renderer/);
    const fill = await diagram
      .locator('svg .node rect')
      .first()
      .evaluate((rect) => getComputedStyle(rect).fill);
    assert.equal(fill, 'rgb(1, 2, 3)', 'the site’s themeCSS');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await page.waitForFunction(
      () => document.querySelector('[data-mermaid]')?.getAttribute('data-rendered') === 'dark',
    );
    await page.close();
  });

  test('without script every tab panel, the code and the diagram source are readable', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${origin}/docs/api/screen`);
    assert.ok(await page.getByText('Mac text.').isVisible());
    assert.ok(await page.getByText('Windows text.').isVisible(), 'the panel that is not selected shows too');
    assert.equal(await page.getByRole('tab').first().isVisible(), false, 'the tab strip that cannot work is hidden');
    assert.ok(await page.getByText('const x = "<b>not bold</b>"').isVisible(), 'code is escaped text');
    assert.equal(await page.locator('.code-block__buttons').isVisible(), false);
    await page.goto(`${origin}/docs/diagram`);
    assert.ok(await page.getByText('Main --> Renderer').isVisible(), 'the diagram source shows as text');
    await context.close();
  });
});
