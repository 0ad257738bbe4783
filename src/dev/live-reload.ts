/**
 * The live-reload channel: pages in dev carry a tiny script that listens on a server-sent-events endpoint and
 * reloads when told. The endpoint answers only same-origin requests (a page on another site cannot subscribe).
 *
 * Each page carries the version it was served at: the server's id (new on every start) and how many reloads it had
 * sent. The stream's first event names the current version, so a page whose content changed between being served
 * and connecting (a save a few milliseconds after a reload) reloads again instead of missing the change, and so
 * does a page open across a restart.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Path of the endpoint below the base URL. */
export const LIVE_RELOAD_PATH = '/__sitegen/events';

/** The open event streams and how to tell them to reload. */
export interface LiveReload {
  /** Answer an event-stream request (call only after `isSameOrigin`). */
  connect(req: IncomingMessage, res: ServerResponse): void;
  /** Tell every open page to reload. */
  reload(): void;
  /** The version a page served now carries: read it before rendering the page. */
  version(): string;
  /** Listen for reloads (tests and measurements). */
  onReload(listener: () => void): void;
  /** How many pages are listening. */
  connections(): number;
  close(): void;
}

/** A channel; `heartbeatMs` keeps idle connections open through proxies. */
export function createLiveReload({ heartbeatMs = 20_000 } = {}): LiveReload {
  const id = randomUUID();
  const clients = new Set<ServerResponse>();
  const listeners: (() => void)[] = [];
  let reloads = 0;
  const version = () => `${id}/${reloads}`;
  // A page that went away may not have been noticed yet: drop it instead of writing to a closed socket.
  const send = (res: ServerResponse, text: string) => {
    if (res.destroyed || res.writableEnded) clients.delete(res);
    else res.write(text);
  };
  const heartbeat = setInterval(() => clients.forEach((res) => send(res, ': ping\n\n')), heartbeatMs);
  heartbeat.unref();
  return {
    connect(req, res) {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
      });
      res.write(`retry: 500\nevent: hello\ndata: ${version()}\n\n`);
      clients.add(res);
      res.on('close', () => clients.delete(res));
      res.on('error', () => clients.delete(res));
    },
    reload() {
      reloads++;
      for (const res of clients) send(res, `event: reload\ndata: ${Date.now()}\n\n`);
      listeners.forEach((l) => l());
    },
    version,
    onReload: (listener) => void listeners.push(listener),
    connections: () => clients.size,
    close() {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

/**
 * Same-origin only: a cross-origin `Origin` or a `Sec-Fetch-Site` other than same-origin (or none, for the
 * address typed by hand) is refused. There is no CORS header, so other origins cannot read it either way.
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const host = req.headers.host;
  if (!host) return false;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return false;
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** The script injected into every page the dev server sends (never into `build` output). */
function liveReloadScript(baseUrl: string, version: string): string {
  const url = JSON.stringify(`${baseUrl.replace(/\/$/, '')}${LIVE_RELOAD_PATH}`);
  return `<script type="module">const s=new EventSource(${url});s.addEventListener('hello',(e)=>{if(e.data!==${JSON.stringify(version)})location.reload()});s.addEventListener('reload',()=>location.reload());</script>`;
}

/** Put the script before `</body>` (or at the end when there is none). */
export function injectLiveReload(html: string, baseUrl: string, version: string): string {
  const script = liveReloadScript(baseUrl, version);
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + script : html.slice(0, at) + script + html.slice(at);
}
