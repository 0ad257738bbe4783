/**
 * The site's pages and furniture in Chromium: the showcase controls, governance 'See more' and the playground
 * downloads (React islands of the site's own components), the announcement bar, the base-URL banner, and the
 * lazy loader's spinner timing (crash boundaries are tested with islands, test/browser/islands.test.ts). One
 * browser for the file; two small sites (the real pages, and a site with a base URL).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { configSource } from '../helpers/fixture-site.js';
import { browserUnavailable, closedAfterEachTest, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { sitePagesFixture } from '../helpers/site-pages-fixture.js';

const skip = browserUnavailable();
const apps = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/data/apps.json'), 'utf8')) as {
    apps: { name: string; description: string; date: string }[];
  }
).apps;

/** A test script that uses client modules directly, bundled for a page (the site's own bundle does not export them). */
async function clientScript(code: string): Promise<string> {
  const out = await esbuild.build({
    stdin: { contents: code, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

const LAZY_PAGE = `export default function Lazy() {
  return <div className="container">
    <h1>Lazy</h1>
    <p id="rest">Rest of the page</p>
    <div id="lazy-target" style={{ height: 320 }} />
  </div>;
}\n`;

describe('pages and furniture in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  const cleanups: (() => Promise<void>)[] = [];
  const closedAfterTest = closedAfterEachTest();
  const open = async (urlPath: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> => {
    const page = closedAfterTest(await browser.newPage({ viewport: { width: 1280, height: 900 }, ...options }));
    await page.goto(`${origin}${urlPath}`);
    return page;
  };

  before(async () => {
    const site = await buildToDisk(
      sitePagesFixture(
        { 'content/pages/lazy.tsx': LAZY_PAGE },
        `announcementBar: { id: 'release-30', content: 'Version 30 is out', backgroundColor: '#47848f', textColor: '#ffffff', isCloseable: true },`,
      ),
    );
    const server = await serveStatic(site.outDir);
    origin = server.origin;
    browser = await launchBrowser();
    cleanups.push(site.cleanup, server.close, () => browser.close());
  });
  after(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  test('showcase: category pills, text filter and sort work instantly and are kept in the address', async () => {
    const page = await open('/apps');
    const ready = () => page.locator('.apps-page sitegen-island[data-island-ready]').waitFor({ state: 'attached' });
    await ready();
    const visible = () => page.locator('.app-card:visible');
    assert.equal(await visible().count(), 67);
    await page.getByRole('button', { name: /^Design\b/ }).click();
    assert.equal(await visible().count(), 5);
    assert.equal(await page.getByRole('button', { name: /^Design\b/ }).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByRole('button', { name: /^All\b/ }).getAttribute('aria-pressed'), 'false');
    assert.equal(await page.locator('[data-apps-status]').textContent(), '5 apps');
    await page.getByRole('button', { name: /^All\b/ }).click();
    await page.getByPlaceholder('Name or description').fill('GIT');
    const withGit = apps.filter((a) => `${a.name} ${a.description}`.toLowerCase().includes('git'));
    assert.equal(await visible().count(), withGit.length, 'case-insensitive over name and description');
    await page.getByLabel('Sort').selectOption('recent');
    const newest = [...withGit].sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name))[0];
    assert.equal(await visible().first().locator('h2').textContent(), newest.name);
    assert.match(page.url(), /sort=recent/);
    assert.match(page.url(), /q=GIT/);
    await page.reload();
    await ready();
    assert.equal(
      await page.getByPlaceholder('Name or description').inputValue(),
      'GIT',
      'the filter survives a reload',
    );
    assert.equal(await visible().count(), withGit.length);
    await page.getByPlaceholder('Name or description').fill('no such app anywhere');
    assert.equal(await visible().count(), 0);
    assert.ok(await page.getByText('No app matches.').isVisible());
    assert.equal(await page.locator('[data-apps-status]').textContent(), '0 apps');
  });

  test('showcase without script: every app listed, no dead controls', async () => {
    const page = await open('/apps', { javaScriptEnabled: false });
    assert.equal(await page.locator('.app-card:visible').count(), 67);
    assert.equal(await page.getByRole('button', { name: /^Design\b/ }).isVisible(), false);
    assert.equal(await page.getByPlaceholder('Name or description').isVisible(), false);
  });

  test('scroll-to-top appears once scrolled down and scrolls back; the playground offers this OS first', async () => {
    const page = await open('/apps');
    const button = page.getByRole('link', { name: 'Scroll back to top' });
    assert.equal(await button.isVisible(), false);
    await page.evaluate(() => scrollTo(0, 2000));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => scrollY === 0);
    await page.goto(`${origin}/fiddle/`);
    await page.locator('sitegen-island[data-island-ready]').waitFor({ state: 'attached' });
    const os = process.platform === 'darwin' ? 'macos' : process.platform === 'win32' ? 'windows' : 'linux';
    const first = page.locator('.downloads__os').first();
    assert.equal(await first.getAttribute('data-os'), os, 'the browser runs on this machine');
    assert.match((await first.getByRole('heading').textContent()) ?? '', /For your system/);
    const order = await page.locator('.downloads__os').evaluateAll((els) => els.map((e) => e.getAttribute('data-os')));
    assert.deepEqual([...order].sort(), ['linux', 'macos', 'windows'], 'the others stay listed');
  });

  test("governance: members collapsed to four, chair first, 'See more' / 'See less'", async () => {
    const page = await open('/governance');
    const api = page.locator('section#api');
    await api.locator('sitegen-island[data-island-ready]').waitFor({ state: 'attached' });
    const members = api.getByRole('listitem');
    assert.equal(await api.locator('li:visible').count(), 4);
    assert.match((await members.first().textContent()) ?? '', /Shelley Vohr.*Chair/);
    const toggle = api.getByRole('button', { name: 'See more' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    assert.equal(await api.locator('li:visible').count(), 10);
    const less = api.getByRole('button', { name: 'See less' });
    assert.equal(await less.getAttribute('aria-expanded'), 'true');
    await less.click();
    assert.equal(await api.locator('li:visible').count(), 4);
    assert.equal(await page.locator('section#administrative').getByRole('button').count(), 0, 'two members: no toggle');
  });

  test("governance without script: the summary toggles the rest and reads 'See less' when open", async () => {
    const page = await open('/governance', { javaScriptEnabled: false });
    const api = page.locator('section#api');
    assert.equal(await api.locator('li:visible').count(), 4);
    await api.getByText('See more').click();
    assert.equal(await api.locator('li:visible').count(), 10);
    assert.ok(await api.getByText('See less').isVisible());
    assert.equal(await api.getByText('See more').isVisible(), false);
  });

  test('announcement bar: closing it survives a reload with no flash; a new id shows it again', async () => {
    const page = await open('/community/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    assert.ok(await bar.isVisible());
    await bar.getByRole('button', { name: 'Close' }).click();
    assert.equal(await bar.isVisible(), false);
    assert.equal(await page.evaluate(() => localStorage.getItem('announcement-dismissed')), 'release-30');
    // Without the client bundle, only the inline head script can hide it: it is hidden before first paint.
    await page.route('**/assets/main.*.js', (route) => route.abort());
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.announcementDismissed), 'true');
    assert.equal(await bar.isVisible(), false);
    await page.unroute('**/assets/main.*.js');
    await page.evaluate(() => localStorage.setItem('announcement-dismissed', 'release-29'));
    await page.reload();
    assert.ok(await bar.isVisible(), 'an announcement with another id shows again');
  });

  test('the lazy loader shows its centred spinner only after 200 ms, with 1.5 s and 3 s cycles', async () => {
    const page = await open('/lazy');
    await page.addScriptTag({
      content: await clientScript(`
        import { loadLazy } from '../../client/lazy-loader.ts';
        const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
        (window as any).lazyRun = async () => {
          const target = document.getElementById('lazy-target')!;
          const log: [string, number][] = [];
          const t0 = performance.now();
          // The chunk arrives when the measures are taken: a loaded machine's late timers cannot outrun them.
          let release: (value: string) => void = () => {};
          const chunk = () => new Promise<string>((r) => { release = r; });
          const done = loadLazy(target, chunk, { onState: (s) => log.push([s.kind, performance.now() - t0]) });
          const spinner = () => target.querySelector<HTMLElement>('.lazy-loader__spinner')!;
          const atStart = getComputedStyle(spinner()).display;
          while (!log.some(([kind]) => kind === 'pastDelay')) await wait(20);
          await new Promise(requestAnimationFrame);
          const afterDelay = getComputedStyle(spinner()).display;
          const box = spinner().getBoundingClientRect(), area = target.getBoundingClientRect();
          const offCentre = Math.hypot(box.x + box.width / 2 - (area.x + area.width / 2), box.y + box.height / 2 - (area.y + area.height / 2));
          const cycles = ['.lazy-loader__ring', '.lazy-loader__pulse'].map((s) => getComputedStyle(target.querySelector(s)!).animationDuration);
          release('chunk');
          const value = await done;
          return { log, atStart, afterDelay, offCentre, cycles, value, left: target.children.length };
        };`),
    });
    const r = await page.evaluate(() =>
      (
        window as unknown as {
          lazyRun: () => Promise<{
            log: [string, number][];
            atStart: string;
            afterDelay: string;
            offCentre: number;
            cycles: string[];
            value: string;
            left: number;
          }>;
        }
      ).lazyRun(),
    );
    assert.equal(r.atStart, 'none', 'no spinner as loading starts');
    assert.equal(r.afterDelay, 'block', 'the spinner shows once the delay has passed');
    assert.deepEqual(
      r.log.map(([kind]) => kind),
      ['loading', 'pastDelay', 'loaded'],
    );
    assert.ok(r.log[1][1] >= 195, `pastDelay at ${r.log[1][1]} ms`);
    assert.ok(r.offCentre < 2, `centred (off by ${r.offCentre}px)`);
    assert.deepEqual(r.cycles, ['1.5s', '3s']);
    assert.equal(r.value, 'chunk');
    assert.equal(r.left, 0, 'the loader is gone once loaded');
  });

  test("a failed chunk shows a red box in a visitor's words, its error below and 'Retry', which loads again", async () => {
    const page = await open('/lazy');
    await page.addScriptTag({
      content: await clientScript(`
        import { loadLazy } from '../../client/lazy-loader.ts';
        let calls = 0;
        (window as any).lazyDone = loadLazy(document.getElementById('lazy-target')!, async () => {
          if (++calls === 1) throw new Error('Loading chunk search failed');
          return 'loaded on attempt ' + calls;
        }, { timings: { delay: 200, timeout: 10000 } });`),
    });
    const box = page.locator('#lazy-target').getByRole('alert');
    await box.getByText('Loading chunk search failed').waitFor();
    // The visitor's words first, the technical message below them.
    assert.deepEqual(await box.locator('p').allTextContents(), [
      'This part of the page could not be loaded. Check your connection, then try again.',
      'Loading chunk search failed',
    ]);
    // A red box: red dominates its background (the exact red is the theme's, chosen for text contrast).
    const [r, g, b] = (await box.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
    assert.ok(r > 150 && r > 3 * g && r > 3 * b, `background rgb(${r}, ${g}, ${b}) is not red`);
    await box.getByRole('button', { name: 'Retry' }).click();
    assert.equal(
      await page.evaluate(() => (window as unknown as { lazyDone: Promise<string> }).lazyDone),
      'loaded on attempt 2',
    );
    assert.equal(await page.locator('#lazy-target .lazy-loader').count(), 0);
  });
});

describe('the base-URL banner in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  const cleanups: (() => Promise<void>)[] = [];
  let atRoot: string;
  let underBase: string;

  before(async () => {
    const site = await buildToDisk({
      'site.config.ts': configSource(`baseUrl: '/docs-site/'`),
      'content/home/README.md': '---\ntitle: Home\n---\n\nWelcome.\n',
    });
    // The same output served two ways: at the host's root (wrong) and below /docs-site/ (as configured).
    const parent = path.dirname(site.outDir);
    await symlink(site.outDir, path.join(parent, 'docs-site'));
    const [root, base] = await Promise.all([serveStatic(site.outDir), serveStatic(parent)]);
    atRoot = root.origin;
    underBase = base.origin;
    browser = await launchBrowser();
    cleanups.push(site.cleanup, root.close, base.close, () => browser.close());
  });
  after(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  test('opened at / of a site whose baseUrl is /docs-site/, the warning suggests the path it was opened at', async () => {
    const page = await browser.newPage();
    await page.goto(`${atRoot}/`);
    const banner = page.getByRole('alert');
    assert.ok(await banner.getByText('Your site did not load properly.').isVisible());
    assert.ok(await banner.getByText('A very common reason is a wrong site baseUrl configuration.').isVisible());
    assert.ok(await banner.getByText('Current configured baseUrl = /docs-site/').isVisible());
    assert.equal(await banner.getByText(/We suggest trying baseUrl =/).textContent(), 'We suggest trying baseUrl = /');
    await page.close();
  });

  test('served below its configured base, no banner', async () => {
    const page = await browser.newPage();
    await page.goto(`${underBase}/docs-site/`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    assert.equal(await page.getByText('Your site did not load properly.').isVisible(), false);
    await page.close();
  });
});
