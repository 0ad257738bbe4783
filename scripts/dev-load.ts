/**
 * `node --import tsx scripts/dev-load.ts [--root .] [--duration 10] [--connections 10]`: measures `sitegen dev`
 * on a temporary copy of a site (the copy is edited, never the site itself) and prints:
 * - time to first page, from spawning the CLI and from starting the server in this process;
 * - edit-to-reload latency: a real file write until the live-reload event (median of 5);
 * - a bounded load test on loopback: autocannon for `--duration` seconds against a mix of pages, requests per
 *   second, latency and errors. Not part of `npm test`: it takes a while and measures, it does not judge.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startDevServer, type DevServer } from '../src/dev/dev-server.js';
import { build } from '../src/commands/build.js';
import { silentLogger } from '../src/logger.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const source = path.resolve(option('--root', '.'));
const duration = Number(option('--duration', '10'));
const connections = Number(option('--connections', '10'));

const root = await copySite(source);
try {
  const spawned = await firstPageFromCli(root);
  const started = performance.now();
  const server = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
  const urls = await pageUrls(server);
  await fetchOk(`${server.url}${urls[0].slice(1)}`);
  const inProcess = performance.now() - started;
  const reload = await reloadLatency(server);
  const load = await runLoad(server, urls);
  await server.close();
  console.log(`first page (CLI spawn to first 200):     ${Math.round(spawned)} ms`);
  console.log(`first page (server start to first 200):  ${Math.round(inProcess)} ms`);
  console.log(`edit to reload event (median of 5):      ${reload.median} ms (${reload.all.join(', ')})`);
  console.log(
    `load: ${duration}s, ${connections} connections, ${urls.length} pages: ${Math.round(load.requests.average)} requests/s, latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${load.errors} errors, ${load.non2xx} non-2xx, ${load.timeouts} timeouts`,
  );
  process.exitCode = load.errors + load.non2xx + load.timeouts > 0 ? 1 : 0;
} finally {
  await rm(root, { recursive: true, force: true });
}

/** The site's config and content, in a temporary folder. */
async function copySite(from: string): Promise<string> {
  const to = await mkdtemp(path.join(os.tmpdir(), 'sitegen-dev-load-'));
  for (const name of ['site.config.ts', 'content'])
    await cp(path.join(from, name), path.join(to, name), { recursive: true });
  return to;
}

/** Spawn `sitegen dev` and poll its home page until it answers 200. */
async function firstPageFromCli(site: string): Promise<number> {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.resolve('bin/sitegen.mjs'), 'dev', '--root', site, '--port', String(port)],
    { stdio: 'ignore' },
  );
  try {
    for (let tries = 0; tries < 3000; tries++) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('sitegen dev did not answer within 15 s');
  } finally {
    child.kill('SIGINT');
  }
}

/** Up to 40 content pages of the default locale, spread over the route table. */
async function pageUrls(server: DevServer): Promise<string[]> {
  const state = await server.site.current();
  const routes = state.models[0].table.routes.filter((r) => r.kind !== 'not-found');
  const step = Math.max(1, Math.floor(routes.length / 40));
  return routes
    .filter((_, i) => i % step === 0)
    .slice(0, 40)
    .map((r) => r.path);
}

async function fetchOk(url: string): Promise<void> {
  const response = await fetch(url);
  await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

/** Append a line to a doc five times; time each write to its reload event. */
async function reloadLatency(server: DevServer): Promise<{ median: number; all: number[] }> {
  const state = await server.site.current();
  const file = [...state.inputs.sources.keys()].find((f) => f.includes(`${path.sep}docs${path.sep}`))!;
  const original = await readFile(file, 'utf8');
  const all: number[] = [];
  for (let i = 0; i < 5; i++) {
    const reloaded = new Promise<number>((resolve) => server.live.onReload(() => resolve(performance.now())));
    const saved = performance.now();
    await writeFile(file, `${original}\n\nEdit ${i}.\n`);
    all.push(Math.round((await reloaded) - saved));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await writeFile(file, original);
  return { median: [...all].sort((a, b) => a - b)[2], all };
}

/** autocannon against the pages, on loopback only, bounded in time. */
function runLoad(server: DevServer, urls: string[]): Promise<autocannon.Result> {
  const { origin, pathname } = new URL(server.url);
  return autocannon({
    url: origin,
    connections,
    duration,
    requests: urls.map((p) => ({ method: 'GET', path: `${pathname.replace(/\/$/, '')}${p}` })),
  });
}
