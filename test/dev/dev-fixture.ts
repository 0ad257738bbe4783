/** A small site served by the dev server for tests, and helpers to talk to it over raw HTTP and SSE. */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { build } from '../../src/commands/build.js';
import { createLogger, silentLogger } from '../../src/logger.js';
import { removeAtExit, writeFixture } from '../helpers/fixture-site.js';

/** The intro page's source; tests rewrite it. */
export const INTRO = '---\ntitle: Intro\n---\n\nHello from the first version.\n';

/** Write the fixture (with a secret beside it and symlinks pointing at it) and start a dev server on a free port. */
export async function startFixtureServer(): Promise<{ root: string; server: DevServer; secret: string }> {
  const root = await writeFixture({
    'content/sidebars.js': `module.exports = { docs: ['intro', 'other'] };`,
    'content/docs/intro.md': INTRO,
    'content/docs/other.md': '---\ntitle: Other\n---\n\nSee [the intro](./intro.md).\n',
    'content/static/hello.txt': 'hello from static',
    'content/static/.env': 'SECRET=dotfile',
  });
  const secret = path.join(path.dirname(root), `${path.basename(root)}-outside`);
  await mkdir(secret, { recursive: true });
  removeAtExit(secret);
  await writeFile(path.join(secret, 'secret.txt'), 'outside the site');
  await symlink(path.join(secret, 'secret.txt'), path.join(root, 'content/static/linked.txt'));
  await symlink(secret, path.join(root, 'content/static/linked-dir'));
  const server = await startDevServer({
    build,
    root,
    port: 0,
    logger: process.env.SITEGEN_DEV_LOG ? createLogger() : silentLogger,
    watchSitegen: false,
  });
  return { root, server, secret };
}

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
export function rawGet(
  url: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, headers, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      // The event stream never ends: the first chunk is enough to judge it.
      res.on('data', (chunk: string) => {
        body += chunk;
        if (res.headers['content-type']?.startsWith('text/event-stream')) {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves (to the time) when the server next tells pages to reload; fails after `timeoutMs`. */
export function nextReload(server: DevServer, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no reload within ${timeoutMs} ms`)), timeoutMs);
    server.live.onReload(() => {
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
}

/**
 * Fetches `url` until `accept` holds for the response (or `timeoutMs` passes, then returns the last one). A reload
 * that an earlier save caused can arrive after the next save's write, so one reload does not prove the newest
 * content was built; the page itself does.
 */
export async function fetchWhen(
  url: string,
  accept: (status: number, body: string) => boolean,
  timeoutMs = 10_000,
): Promise<{ status: number; body: string }> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    const result = { status: response.status, body: await response.text() };
    if (accept(result.status, result.body) || performance.now() > deadline) return result;
    await new Promise((r) => setTimeout(r, 50));
  }
}
