/**
 * Islands in Chromium, on a fixture site with its own client components (test/helpers/island-fixture.ts): they
 * hydrate and respond to clicks, React loads only on pages with islands and only when an island is wanted, a
 * throwing island shows the crash notice and 'Try again' brings it back, and a hydration mismatch is reported.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailable, closedAfterEachTest, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { CLIENT_FIXTURE, clientConfigSource } from '../helpers/client-site.js';
import {
  CSS_MODULE_ISLAND_FILES,
  ISLAND_FILES,
  MARKDOWN_ISLAND_FILES,
  MDX_COMPONENTS_ISLAND_FILES,
  WHOLE_PAGE_FILES,
} from '../helpers/island-fixture.js';

const skip = browserUnavailable();

describe('islands in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  const cleanups: (() => Promise<void>)[] = [];

  const closedAfterTest = closedAfterEachTest();
  /** A page as a new one, with the script URLs it requested and its console messages. */
  const open = async (urlPath: string, init?: string) => {
    const page = closedAfterTest(await browser.newPage({ viewport: { width: 1280, height: 800 } }));
    if (init) await page.addInitScript(init);
    const scripts: string[] = [];
    const console: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
    page.on('console', (m) => void console.push(`${m.type()}: ${m.text()}`));
    await page.goto(`${origin}${urlPath}`);
    return { page, scripts, console };
  };
  const ready = (page: Page, n: number) =>
    page.waitForFunction((count) => document.querySelectorAll('sitegen-island[data-island-ready]').length >= count, n);

  before(async () => {
    const site = await buildToDisk({
      ...CLIENT_FIXTURE,
      ...ISLAND_FILES,
      ...WHOLE_PAGE_FILES,
      ...MARKDOWN_ISLAND_FILES,
      ...CSS_MODULE_ISLAND_FILES,
      ...MDX_COMPONENTS_ISLAND_FILES,
      'site.config.ts': clientConfigSource(),
    });
    const server = await serveStatic(site.outDir);
    origin = server.origin;
    browser = await launchBrowser();
    cleanups.push(site.cleanup, server.close, () => browser.close());
  });
  after(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  test("the site's own component hydrates and responds to a click; other exports pass through", async () => {
    const { page, scripts } = await open('/islands');
    const counter = page.getByRole('button', { name: 'Clicks: 3' });
    assert.ok(await counter.isVisible(), 'the server HTML shows the starting state');
    await ready(page, 1);
    await counter.click();
    await page.getByRole('button', { name: 'Clicks: 4' }).click();
    await page.getByRole('button', { name: 'Clicks: 5' }).waitFor();
    assert.equal(await page.locator('#greeting').textContent(), 'Hello, islands');
    assert.equal(
      scripts.filter((s) => /\/react\.\w+\.js$/.test(s)).length,
      1,
      `React loads once: ${scripts.join(', ')}`,
    );
    assert.equal(
      scripts.filter((s) => /\/island-widgets\.\w+\.js$/.test(s)).length,
      1,
      'the module of the islands loads once for all of them',
    );
  });

  test('a hydrate="visible" island loads only when scrolled near', async () => {
    const { page } = await open('/islands');
    await ready(page, 2);
    const far = page.locator('#far sitegen-island');
    assert.equal(await far.getAttribute('data-island-ready'), null, 'not hydrated while far below the viewport');
    await page.locator('#far').scrollIntoViewIfNeeded();
    await page.locator('#far sitegen-island[data-island-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Far counter: 10' }).click();
    await page.getByRole('button', { name: 'Far counter: 11' }).waitFor();
  });

  test("a doc that imports a 'use client' component hydrates it and it responds to a click; its CSS applies", async () => {
    const { page, scripts } = await open('/docs/counter');
    const counter = page.getByRole('button', { name: 'Doc clicks: 7' });
    assert.ok(await counter.isVisible(), 'the server HTML shows the starting state');
    assert.equal(await counter.evaluate((e) => getComputedStyle(e).color), 'rgb(1, 2, 3)', "the component's CSS");
    await ready(page, 1);
    await counter.click();
    await page.getByRole('button', { name: 'Doc clicks: 8' }).waitFor();
    assert.equal(scripts.filter((s) => /\/react\.\w+\.js$/.test(s)).length, 1, `scripts: ${scripts.join(', ')}`);
    assert.equal(scripts.filter((s) => /\/island-index\.\w+\.js$/.test(s)).length, 1, `scripts: ${scripts.join(', ')}`);
  });

  for (const [where, url, label, colours] of [
    ['a page module', '/styled', 'Page toggle', ['rgb(10, 20, 30)', 'rgb(200, 100, 50)']],
    ['a doc', '/docs/styled', 'Doc toggle', ['rgb(11, 21, 31)', 'rgb(201, 101, 51)']],
  ] as const) {
    test(`an island in ${where} re-renders with the CSS-module class names the server wrote`, async () => {
      const { page, console } = await open(url);
      const off = page.getByRole('button', { name: `${label}: off` });
      const serverClass = await off.getAttribute('class');
      assert.match(serverClass ?? '', /^toggle_off_\w+$/, 'the server writes the scoped name');
      await ready(page, 1);
      await off.click();
      const on = page.getByRole('button', { name: `${label}: on` });
      await on.waitFor();
      assert.equal(
        await on.evaluate((e) => getComputedStyle(e).color),
        colours[1],
        `its class: ${await on.getAttribute('class')}`,
      );
      assert.match((await on.getAttribute('class')) ?? '', /^toggle_on_\w+$/);
      await on.click();
      await off.waitFor();
      assert.equal(await off.getAttribute('class'), serverClass, 'the same name as the server rendered');
      assert.equal(await off.evaluate((e) => getComputedStyle(e).color), colours[0]);
      assert.deepEqual(
        console.filter((m) => m.startsWith('error') && !m.includes('Failed to load resource')),
        [],
        'no mismatch',
      );
    });
  }

  test("a 'use client' component that a doc gets from MDXComponents hydrates as an island", async () => {
    const { page } = await open('/docs/global-island');
    const clicker = page.getByRole('button', { name: 'Global clicks: 2' });
    assert.ok(await clicker.isVisible(), 'rendered on the server');
    assert.equal(await page.locator('sitegen-island[data-island="src/components/Clicker.js#default"]').count(), 1);
    assert.equal(
      await page.locator('sitegen-island').getAttribute('data-props'),
      JSON.stringify({ start: 2 }),
      'its props travel as JSON',
    );
    await ready(page, 1);
    await clicker.click();
    await page.getByRole('button', { name: 'Global clicks: 3' }).waitFor();
  });

  test('a page without islands loads no React and no island code', async () => {
    const { page, scripts } = await open('/docs/intro');
    await page.getByRole('heading', { name: 'Introduction' }).first().waitFor();
    await page.waitForTimeout(2500);
    assert.equal(await page.locator('sitegen-island').count(), 0);
    assert.deepEqual(
      scripts.filter((s) => /\/(react|island-)[\w.-]*\.js$/.test(s)),
      [],
      `scripts: ${scripts.join(', ')}`,
    );
  });

  test("a click handler that throws shows the crash notice with its error; 'Try again' restores the island", async () => {
    const { page } = await open('/islands');
    await ready(page, 2);
    const island = page.locator('#breakable');
    await island.getByRole('button', { name: 'Count' }).click();
    await island.getByText('(1 clicks)').waitFor();
    await island.getByRole('button', { name: 'Break it' }).click();
    const alert = island.getByRole('alert');
    await alert.getByText('This page crashed.').waitFor();
    assert.deepEqual(await alert.getByRole('listitem').allTextContents(), ['the click handler failed']);
    assert.ok(await page.getByText('Rest of the page').isVisible(), 'the rest of the page stays');
    await page.getByRole('button', { name: 'Clicks: 3' }).click();
    await page.getByRole('button', { name: 'Clicks: 4' }).waitFor();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await island.getByText('The breakable island is running (0 clicks).').waitFor();
    assert.equal(await island.getByRole('alert').count(), 0);
  });

  test("an island that throws while rendering shows the error chain; 'Try again' renders it again", async () => {
    const { page } = await open('/islands', 'window.__breakIslands = true;');
    const island = page.locator('#breakable');
    const alert = island.getByRole('alert');
    await alert.getByText('This page crashed.').waitFor();
    assert.deepEqual(await alert.getByRole('listitem').allTextContents(), [
      'The breakable island could not render',
      'Cause: the data was not ready',
    ]);
    assert.equal(await island.locator('sitegen-island').getAttribute('data-crashed'), 'true');
    await page.evaluate(() => ((window as unknown as { __breakIslands: boolean }).__breakIslands = false));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await island.getByText('The breakable island is running (0 clicks).').waitFor();
  });

  test('a hydration mismatch is reported in the console with the component and the page', async () => {
    const { page, console } = await open('/mismatch');
    await ready(page, 1);
    await page.getByText('Rendered in the browser').waitFor();
    const reports = console.filter((m) => m.includes('hydration mismatch'));
    assert.equal(reports.length, 1, console.join('\n'));
    assert.match(
      reports[0],
      /^error: sitegen: hydration mismatch in <Mismatch> \(src\/components\/widgets\.tsx\) on \/mismatch:/,
    );
  });

  test('a whole page module is one island: hooks work, its page data is rebuilt from what the server render read', async () => {
    const { page, console } = await open('/whole');
    await ready(page, 1);
    await page.getByRole('button', { name: 'Stars: 100' }).click();
    await page.getByRole('button', { name: 'Stars: 101' }).waitFor();
    assert.equal(await page.locator('#route').textContent(), '/whole');
    const snapshot = JSON.parse((await page.locator('sitegen-island').getAttribute('data-page'))!);
    assert.deepEqual(Object.keys(snapshot.site.data), ['stats'], 'only the data file the page read travels');
    assert.equal(snapshot.route.source, '', "the build machine's paths stay out of the page");
    // (The fixture has no favicon: that 404 is not the island's.)
    assert.deepEqual(
      console.filter((m) => m.startsWith('error') && !m.includes('Failed to load resource')),
      [],
      'no mismatch, no crash',
    );
    // A crashing page shows the notice in the page's content column, not edge to edge.
    await page.getByRole('button', { name: 'Stars: 101' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
    await alert.waitFor();
    const box = await alert.boundingBox();
    assert.ok(
      box && box.x > 0 && box.x + box.width < 1280,
      `inside the page, not edge to edge: ${JSON.stringify(box)}`,
    );
    assert.equal(await page.locator('main#main .container.page-crash .crash').count(), 1);
  });
});
