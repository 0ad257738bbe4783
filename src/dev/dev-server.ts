/**
 * `sitegen dev`'s HTTP server: pages rendered on request from the current state, the build's redirect pages, the
 * client bundle and content images from memory, the static folder through sirv, generated files from a lazy full build, and the
 * live-reload stream. Binds to 127.0.0.1 unless told otherwise; see safe-path.ts for what it refuses to serve.
 */
import { createReadStream, existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type sirv from 'sirv';
import { SitegenError } from '../errors.js';
import type { Logger } from '../logger.js';
import { clientBundle, devAssetFile, inputsRead } from './dev-inputs.js';
import { openDevSite, type DevSite, type DevSiteOptions } from './dev-site.js';
import { fallbackOutput, type RunBuild } from './fallback-output.js';
import { createLiveReload, injectLiveReload, isSameOrigin, LIVE_RELOAD_PATH, type LiveReload } from './live-reload.js';
import { renderNotFound, renderPage } from './page-render.js';
import { redirectPageFor } from './redirect-files.js';
import { checkRequestPath, isInside, isLoopbackHost } from './safe-path.js';
import { staticFolders } from '../config/static-folders.js';
import { completeState, type SiteState } from './site-state.js';
import type { SiteWatcher } from './watch-site.js';
import { katexFile } from '../markdown/katex-stylesheet.js';

/** How to run the server. */
export interface DevServerOptions extends DevSiteOptions {
  port?: number;
  host?: string;
  logger: Logger;
  /** Watch files (default true). */
  watch?: boolean;
  /** The build pipeline, for generated files (feeds, sitemaps, search indexes); see `fallbackOutput`. */
  build: RunBuild;
  /** Called once, when the first page (or the error overlay in its place) has been answered. */
  onFirstPage?: () => void;
}

/** A running dev server. */
export interface DevServer {
  /** `http://127.0.0.1:3000/` plus the base URL. */
  url: string;
  site: DevSite;
  live: LiveReload;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/**
 * Open the site and start serving at once: a request that comes in while the site is read waits for it. The other
 * locales' route tables, the watcher and the client bundle follow once the requests that came in meanwhile are
 * answered: on two cores their file crawl and bundling would compete with the first page, which needs neither (its
 * script is asked for after it, and waits for the bundle). Resolves once the watcher sees changes.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { port = 3000, host = '127.0.0.1', logger } = options;
  // Before the site is read: what is saved from now on, before the watcher is ready, is applied once it is. From
  // the next millisecond: a file's time has a fraction, and one written in this millisecond was written before.
  const since = Date.now() + 1;
  // The port first: when it is taken, that is the error, and nothing of the site has been read or written (a
  // site read then went on writing its bundles into the folder after the error).
  let opened: () => void = () => {};
  const siteOpened = new Promise<void>((resolve) => (opened = resolve));
  const server = await listen({ port, host }, async (req, res) => (await siteOpened, served(req, res)));
  const site = await openDevSite(options).catch((error: unknown) => {
    server.close();
    throw error;
  });
  const live = createLiveReload();
  const fallback = fallbackOutput(options);
  live.onReload(() => fallback.invalidate());
  const loopback = isLoopbackHost(host.includes(':') ? `[${host}]` : host);
  const requests = requestCounter();
  let firstPage = () => {
    firstPage = () => {};
    options.onFirstPage?.();
  };
  const served = requests.count(handle);
  opened();
  const first = await site.current();
  const base = first.inputs.config.baseUrl ?? '/';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}${base}`;
  await requests.idle();
  // The locales the first pages did not need, before anything else: those pages reload if their alternates were
  // the last run's and are wrong now, or if another locale does not compose (the overlay).
  if (completeState(await site.current())) live.reload();
  const watcher = await startBackgroundWork({ site, first, live, logger, watch: options.watch !== false, since });
  return { url, site, live, close: () => closeServer({ server, watcher, live, site }) };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A loopback server answers only to loopback names: a DNS-rebinding page cannot read it.
    if (loopback && !isLoopbackHost(req.headers.host)) return send(res, 403, 'Forbidden: unknown Host');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed');
    const [rawPath, query = ''] = (req.url ?? '/').split('?');
    const checked = checkRequestPath(rawPath);
    if (!checked.ok)
      return send(
        res,
        checked.status,
        checked.status === 404 ? 'Not Found' : checked.status === 403 ? 'Forbidden' : 'Bad Request',
      );
    const version = live.version();
    const state = await site.current();
    const baseUrl = state.inputs.config.baseUrl ?? '/';
    if (!checked.path.startsWith(baseUrl))
      return checked.path === '/' ? redirect(res, baseUrl) : send(res, 404, 'Not Found');
    const sub = `/${checked.path.slice(baseUrl.length)}`;
    if (sub === LIVE_RELOAD_PATH)
      return isSameOrigin(req) ? live.connect(req, res) : send(res, 403, 'Forbidden: cross-origin');
    if (await serveMemory(state, sub, res)) return;
    if (await servePage({ state, sub, version }, res)) return firstPage();
    if (await serveStatic({ state, sub, query }, req, res)) return;
    if (isGeneratedPath(sub)) {
      const generated = await fallback.read(sub.slice(1));
      if (generated !== undefined)
        return send(res, 200, generated, TYPES[path.extname(sub)] ?? 'application/octet-stream');
    }
    const missing = await renderNotFound(state, sub);
    sendHtml(res, missing.status, injectLiveReload(missing.html, baseUrl, version));
  }
}

/** Stop watching and serving; keep the bodies rendered since the first page (and the heads) for the next run. */
async function closeServer({
  server,
  watcher,
  live,
  site,
}: {
  server: http.Server;
  watcher: SiteWatcher | null;
  live: LiveReload;
  site: DevSite;
}): Promise<void> {
  live.close();
  await watcher?.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // The client bundle and the caches write their files when done: not into a folder its owner removes next.
  const { inputs } = await site.current();
  if (!inputsRead(inputs)) return;
  await inputs.client?.catch(() => {});
  await inputs.saveCaches();
  inputs.caches.save();
}

/** The client bundle and the watcher, once the first pages are answered; resolves once the watcher sees changes. */
async function startBackgroundWork({
  site,
  first,
  live,
  logger,
  watch,
  since,
}: {
  site: DevSite;
  first: SiteState;
  live: LiveReload;
  logger: Logger;
  watch: boolean;
  since: number;
}): Promise<SiteWatcher | null> {
  if (inputsRead(first.inputs)) void clientBundle(first.inputs).catch(() => {});
  if (!watch) return null;
  // Loaded here: chokidar is not on the first page's path.
  const { watchSite } = await import('./watch-site.js');
  const root = first.inputs.config.root;
  const watcher = watchSite({ site, live, logger, paths: await site.watched(), root, since });
  await watcher.ready;
  return watcher;
}

/** Answer with a redirect page or a page of the site; false when `sub` is neither. */
async function servePage(
  { state, sub, version }: { state: SiteState; sub: string; version: string },
  res: ServerResponse,
): Promise<boolean> {
  // Before pages: `/docs/intro.html` is a redirect to `/docs/intro` on a host, not the page. As the build writes
  // it, without the live-reload script: the page leaves at once.
  const redirectPage = redirectPageFor(state, sub);
  if (redirectPage !== undefined) {
    sendHtml(res, 200, redirectPage);
    return true;
  }
  const page = await renderPage(state, sub);
  if (!page) return false;
  sendHtml(res, page.status, injectLiveReload(page.html, state.inputs.config.baseUrl ?? '/', version));
  void state.inputs.saveCaches?.();
  return true;
}

/** Counts the requests being answered, to tell when none is. */
function requestCounter() {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    count<A extends unknown[]>(handle: (...args: A) => Promise<void>) {
      return async (...args: A) => {
        running++;
        try {
          await handle(...args);
        } finally {
          if (--running === 0) for (const resolve of waiting.splice(0)) resolve();
        }
      };
    },
    /** Resolves when no request is being answered. */
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

/** An HTTP server listening on `host:port`; a handler that throws answers 500 with its message. */
async function listen(
  { port, host }: { port: number; host: string },
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, 500, `dev server error: ${error.message}`));
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve)).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      throw new SitegenError(`port ${port} is in use on ${host}: another server (another sitegen dev?) listens there`, {
        hint: `stop that server, or serve on another port: sitegen dev --port ${port + 1}`,
      });
    },
  );
  return server;
}

/**
 * Whether `build` may generate a file at `sub` (feeds, sitemaps, search files, windowed sidebars): only those are
 * worth a full in-memory build. Anything else that is not a page or a known file (`/favicon.ico`) is simply
 * not found, at once.
 */
export function isGeneratedPath(sub: string): boolean {
  return /\.(xml|json)$/.test(sub) || /(^|\/)assets\/(search-|sidebars\/)/.test(sub);
}

/** The client bundle (by its dev names) and content images (by their hashed URLs), both from memory. */
async function serveMemory(state: SiteState, sub: string, res: ServerResponse): Promise<boolean> {
  if (!inputsRead(state.inputs)) return false;
  const markdownIslands = [...(state.bodies?.ctx.mdx.islands.values() ?? [])];
  const asset = await devAssetFile(state.inputs, sub.slice(1), markdownIslands).catch((error: Error) => ({
    file: 'error.txt',
    content: `the client bundle failed: ${error.message}`,
    failed: true,
  }));
  if (asset) {
    send(
      res,
      'failed' in asset ? 500 : 200,
      asset.content,
      TYPES[path.extname(asset.file)] ?? 'application/octet-stream',
    );
    return true;
  }
  // Images Markdown links, images page code imports or fonts the site's stylesheets name, and KaTeX's files.
  const url = `${state.inputs.config.baseUrl}${sub.slice(1)}`;
  const image =
    state.bodies?.ctx.assets.get(url) ??
    state.inputs.pageModules.assets.get(url) ??
    katexFile(state.inputs.config, url);
  if (!image) return false;
  res.writeHead(200, {
    'content-type': TYPES[path.extname(image).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  createReadStream(image).pipe(res);
  return true;
}

const staticServers = new Map<string, ReturnType<typeof sirv>>();

/** A file of the static folders (the first that has it), through sirv; never one whose real path leaves its folder. */
async function serveStatic(
  { state, sub, query }: { state: SiteState; sub: string; query: string },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const config = state.inputs.config;
  if (!config.paths) return false;
  for (const dir of staticFolders(config)) {
    const at = localeStaticPath(config, dir, sub);
    const file = path.join(dir, at);
    const where = [isInside(dir, file), isInside(dir, path.join(file, 'index.html'))];
    if (where.includes('outside')) {
      send(res, 403, 'Forbidden');
      return true;
    }
    if (where.includes('inside')) return serveFrom(dir, query ? `${at}?${query}` : at, req, res);
  }
  return false;
}

/** `url` of the static folder `dir`, through its sirv server (made on the first request: the first page needs none). */
async function serveFrom(dir: string, url: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  let serve = staticServers.get(dir);
  if (!serve) {
    const { default: sirv } = await import('sirv');
    staticServers.set(dir, (serve = sirv(dir, { dev: true, dotfiles: false, extensions: [] })));
  }
  req.url = url;
  return new Promise((resolve) => {
    res.once('finish', () => resolve(true));
    serve!(req, res, () => resolve(false));
  });
}

/**
 * A Docusaurus site's static file below another locale's path (`/fr/img/a.svg`) is the static folder's `img/a.svg`,
 * as the build copies it there (see copyStatic); a file the folder itself has at that path comes first.
 */
function localeStaticPath(config: SiteState['inputs']['config'], dir: string, sub: string): string {
  if (!config.docusaurus || existsSync(path.join(dir, sub))) return sub;
  for (const { path: prefix } of config.i18n.resolved)
    if (prefix && sub.startsWith(`/${prefix}/`)) return sub.slice(prefix.length + 1);
  return sub;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  send(res, status, html, 'text/html; charset=utf-8');
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location });
  res.end();
}
