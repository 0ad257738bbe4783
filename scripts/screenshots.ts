/**
 * `node --import tsx scripts/screenshots.ts [--out /tmp/shots] [--build <dir>] [--kinds home,doc] [--full]`:
 * builds `content/` (English only) unless given a build, serves it, and saves PNGs (first screen, whole page) per
 * page kind, width (390, 1280) and colour mode, plus the open mobile menu at 390. For design review; not part of `npm test`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser, serveStatic } from '../test/helpers/browser.js';
import { buildToDisk } from '../test/helpers/built-site.js';
import { findPageKinds } from '../test/helpers/page-kinds.js';

const SHOT_KINDS = ['home', 'doc', 'api', 'blog-post', 'blog-list', 'apps', 'governance', 'fiddle', 'not-found'];
const WIDTHS = [390, 1280];
const MODES = ['light', 'dark'] as const;
/** Tall pages are cut here: the top of a page is what a review needs, and PNGs of whole API pages are huge. */
const MAX_HEIGHT = 3200;

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '/tmp/shots' },
    build: { type: 'string' },
    kinds: { type: 'string' },
    full: { type: 'boolean', default: false },
  },
});
const wanted = values.kinds ? values.kinds.split(',') : SHOT_KINDS;

const site = values.build ? null : await buildToDisk({ root: process.cwd(), locales: ['en'] });
const outDir = values.build ?? site!.outDir;
const server = await serveStatic(outDir);
const browser = await launchBrowser();
await mkdir(values.out!, { recursive: true });
try {
  const kinds = findPageKinds(outDir).filter((k) => wanted.includes(k.kind));
  for (const { kind, path: sitePath } of kinds) {
    for (const width of WIDTHS)
      for (const mode of MODES) await shoot(browser, { kind, url: server.origin + sitePath, width, mode });
  }
  await shootMenu(browser, server.origin + (kinds.find((k) => k.kind === 'doc')?.path ?? '/'));
  const missing = wanted.filter((k) => !kinds.some((x) => x.kind === k));
  console.log(
    `screenshots of ${kinds.map((k) => k.kind).join(', ')} in ${values.out}${missing.length ? `; not in this build: ${missing.join(', ')}` : ''}`,
  );
} finally {
  await browser.close();
  await server.close();
  await site?.cleanup();
}

async function shoot(
  b: Browser,
  { kind, url, width, mode }: { kind: string; url: string; width: number; mode: 'light' | 'dark' },
) {
  const page = await openPage(b, width, mode);
  await page.goto(url, { waitUntil: 'networkidle' });
  // Islands hydrate on idle: shoot them as a visitor sees them once they are live (those below the fold may wait).
  await page
    .waitForFunction(
      () => Array.from(document.querySelectorAll('sitegen-island')).every((e) => e.hasAttribute('data-island-ready')),
      null,
      { timeout: 3000 },
    )
    .catch(() => {});
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) console.warn(`! ${kind} at ${width}px (${mode}) scrolls sideways by ${overflow}px`);
  // The first screen at full resolution, and the page (cut at MAX_HEIGHT unless --full) for the overall shape.
  await page.screenshot({ path: path.join(values.out!, `${kind}-${width}-${mode}.png`) });
  await page.screenshot({
    path: path.join(values.out!, `${kind}-${width}-${mode}-page.png`),
    fullPage: true,
    clip: values.full ? undefined : { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
  });
  await page.close();
}

/** The mobile menu open, in both modes: the drawer is the main navigation on phones. */
async function shootMenu(b: Browser, url: string) {
  for (const mode of MODES) {
    const page = await openPage(b, 390, mode);
    await page.goto(url, { waitUntil: 'networkidle' });
    const toggle = page.locator('[data-menu-toggle]');
    if (!(await toggle.isVisible())) return void (await page.close());
    await toggle.click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(values.out!, `menu-390-${mode}.png`) });
    await page.close();
  }
}

async function openPage(b: Browser, width: number, mode: 'light' | 'dark') {
  const page = await b.newPage({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
    colorScheme: mode,
  });
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  return page;
}
