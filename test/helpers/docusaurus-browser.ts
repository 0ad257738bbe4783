/** Docusaurus-shaped fixture sites built to disk and served, for tests in Chromium. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, serveStatic } from './browser.js';
import { buildToDisk } from './built-site.js';
import { removeAtExit } from './fixture-site.js';

/** A Docusaurus site folder (no site.config.*) holding `files`, in a new temp folder. */
export async function writeDocusaurusSite(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-docusaurus-'));
  removeAtExit(root);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return root;
}

/** A built Docusaurus site folder, served on loopback. */
interface ServedSite {
  origin: string;
  close: () => Promise<void>;
}

/** Write `files` as a Docusaurus site folder, build it to disk and serve the output. */
async function buildAndServe(files: Record<string, string>): Promise<ServedSite> {
  const root = await writeDocusaurusSite(files);
  const site = await buildToDisk({ root });
  const server = await serveStatic(site.outDir);
  const close = async () => {
    await server.close();
    await site.cleanup();
    await rm(root, { recursive: true, force: true });
  };
  return { origin: server.origin, close };
}

/** Run `check` against a served build of a Docusaurus site folder holding `files`, with Chromium. */
export type WithBuiltDocusaurusSite = (
  files: Record<string, string>,
  check: (site: { origin: string; browser: Browser }) => Promise<void>,
) => Promise<void>;

/**
 * For one test file, called at its top level: a `WithBuiltDocusaurusSite` whose checks share one Chromium, and one
 * build of each set of files (the same files build the same site, and a check only reads it), each made when a
 * check first needs it; all closed after the file's last test. A browser launch cost about 0.6 CPU-s and a small
 * site's build about 0.5, which a file of 19 tests paid per test. Each check still opens its pages in contexts of
 * their own (`browser.newPage()`), so no test sees another's storage.
 */
export function builtDocusaurusSites(): WithBuiltDocusaurusSite {
  let browser: Promise<Browser> | undefined;
  const sites = new Map<string, Promise<ServedSite>>();
  after(async () => {
    // A build or launch that failed has failed its tests already; here only what was made is closed.
    const served = await Promise.allSettled(sites.values());
    for (const site of served) if (site.status === 'fulfilled') await site.value.close();
    await (await browser?.catch(() => undefined))?.close();
  });
  return async (files, check) => {
    const key = JSON.stringify(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
    if (!sites.has(key)) sites.set(key, buildAndServe(files));
    const { origin } = await sites.get(key)!;
    browser ??= launchBrowser();
    const shared = await browser;
    const open = new Set(shared.contexts());
    try {
      await check({ origin, browser: shared });
    } finally {
      // The pages a check left open would otherwise live on beside the next tests, as they did not in a browser of
      // their own.
      for (const context of shared.contexts()) if (!open.has(context)) await context.close();
    }
  };
}
