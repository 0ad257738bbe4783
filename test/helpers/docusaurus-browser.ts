/** Docusaurus-shaped fixture sites built to disk and served, for tests in Chromium. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

/** Build a Docusaurus site folder holding `files` to disk, serve it and run `check` with Chromium; then clean up. */
export async function withBuiltDocusaurusSite(
  files: Record<string, string>,
  check: (site: { origin: string; browser: Browser }) => Promise<void>,
): Promise<void> {
  const root = await writeDocusaurusSite(files);
  const site = await buildToDisk({ root });
  const server = await serveStatic(site.outDir);
  const browser = await launchBrowser();
  try {
    await check({ origin: server.origin, browser });
  } finally {
    await browser.close();
    await server.close();
    await site.cleanup();
    await rm(root, { recursive: true, force: true });
  }
}
