/**
 * The search file's name never changes from build to build while the index it names does
 * (src/search/build-search-index.ts), so the browser must not use a copy it kept. Served the way GitHub Pages serves
 * a site (ten minutes of caching for everything, a validator to revalidate with) and `assets/` as hashed files kept
 * forever, a visitor's second page asks again ("not modified" while the site is the same) and, after a rebuild
 * that renamed the index, searches the new one.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { build } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { FileSystemWriter } from '../../src/output/writer.js';
import { browserUnavailable, launchBrowser } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { configSource } from '../helpers/fixture-site.js';

const skip = browserUnavailable();

const FILES = {
  'site.config.ts': configSource(`navbar: { items: [{ type: 'search', position: 'right' }] }`),
  'content/docs/tray.md': '---\ntitle: Tray\n---\n\nAdd icons to the system tray.\n',
  'content/docs/menu.md': '---\ntitle: Menu\n---\n\nNative application menus.\n',
};

/** Each request for a search file: its path and the status it was answered with. */
interface Answer {
  path: string;
  status: number;
}

describe('search after a rebuild, with a browser that caches', { skip: skip ?? false }, () => {
  let browser: Browser;
  let context: BrowserContext;
  let site: Awaited<ReturnType<typeof buildToDisk>>;
  let server: { origin: string; close: () => Promise<void> };
  const answers: Answer[] = [];
  before(async () => {
    site = await buildToDisk(FILES);
    server = await serveLikeGitHubPages(site.outDir, answers);
    browser = await launchBrowser();
    context = await browser.newContext();
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await site?.cleanup();
  });

  const search = async (urlPath: string, query: string, title: string) => {
    const page = await context.newPage();
    await page.goto(`${server.origin}${urlPath}`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(query);
    const dialog = page.getByRole('dialog', { name: 'Search docs' });
    await dialog.getByRole('group', { name: title }).waitFor({ timeout: 10_000 });
    await page.close();
  };

  test('the search file is revalidated on each page, and a rebuilt site is searched through its new index', async () => {
    await search('/docs/tray', 'tray', 'Tray');
    await search('/docs/menu', 'tray', 'Tray');
    const ui = answers.filter((a) => a.path === '/search.en.json');
    assert.deepEqual(
      ui.map((a) => a.status),
      [200, 304],
      'asked again on the second page, though it may be kept ten minutes',
    );
    const firstIndex = answers.find((a) => a.path.startsWith('/assets/search-index.'))!.path;
    assert.equal(answers.filter((a) => a.path === firstIndex).length, 1, 'the index itself is kept');

    writeFileSync(path.join(site.root, 'content/docs/menu.md'), '---\ntitle: Menu\n---\n\nQuokka menus.\n');
    await build({ root: site.root, logger: silentLogger, writer: new FileSystemWriter(site.outDir), workers: 0 });
    assert.ok(!existsSync(path.join(site.outDir, firstIndex)), 'the rebuild renamed the index');
    await search('/docs/tray', 'quokka', 'Menu');
    assert.equal(answers.filter((a) => a.path === '/search.en.json').at(-1)?.status, 200);
  });
});

/**
 * A static server answering as GitHub Pages does (`max-age=600` and an ETag on every file), with `assets/` kept
 * forever as a host configured for hashed names would; each answer for a search file is recorded.
 */
async function serveLikeGitHubPages(
  dir: string,
  answers: Answer[],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const file = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')]
      .map((p) => path.join(dir, path.normalize(p)))
      .find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile());
    const record = (status: number) => pathname.includes('search') && answers.push({ path: pathname, status });
    if (!file) {
      record(404);
      res.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript' : 'application/json';
    const headers = {
      'content-type': file.endsWith('.css') ? 'text/css' : type,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'max-age=600',
      etag,
    };
    const status = req.headers['if-none-match'] === etag ? 304 : 200;
    record(status);
    res.writeHead(status, headers).end(status === 304 ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
