/**
 * Real-browser tests: Debian's Chromium driven by playwright-core, against a built site served on loopback.
 * `withSite(dir, fn)` serves a folder with sirv (as a static host would: `/x` -> `x/index.html`, 404.html).
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sirv from 'sirv';

/** Where Debian puts Chromium; `.ci/run` installs it. */
export const CHROMIUM = '/usr/bin/chromium';

/** The flags this machine's Chromium needs (also used by scripts/audit.ts for Lighthouse). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** Why browser tests cannot run here, or null when they can. */
export function browserUnavailable(): string | null {
  return existsSync(CHROMIUM) ? null : `Chromium is not installed at ${CHROMIUM} (bash .ci/run installs it)`;
}

/** Launch headless Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

/** Serve `dir` on a free loopback port like a static host; returns the origin and a close function. */
export async function serveStatic(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const assets = sirv(dir, { dev: true, extensions: ['html'] });
  const server = http.createServer((req, res) =>
    assets(req, res, () => {
      const notFound = path.join(dir, '404.html');
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
