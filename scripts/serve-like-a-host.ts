/**
 * A static server that answers the way the site's host does, for Lighthouse: gzip for text, long caching for the
 * content-hashed assets, `/x` -> `x/index.html` or `x.html`, and `404.html` for anything else. The test
 * helper's server (sirv in dev mode) sends everything uncompressed, which would make a page load look up to
 * five times heavier than it is for real visitors.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** Serve `dir` on a free loopback port; returns the origin and a close function. */
export async function serveLikeAHost(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    void respond(dir, req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function respond(dir: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
  const found = resolveFile(dir, pathname);
  const file = found ?? path.join(dir, '404.html');
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const body = await readFile(file);
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(found ? 200 : 404, {
    'content-type': type,
    // Asset names carry a content hash (src/bundle/bundle-client.ts), so they never change; pages are revalidated.
    'cache-control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
  });
  res.end(gzip ? gzipSync(body) : body);
}

/** The file a static host serves for `pathname`, or null; never outside `dir`. */
function resolveFile(dir: string, pathname: string): string | null {
  const base = path.join(dir, path.normalize(pathname));
  if (!base.startsWith(dir)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}
