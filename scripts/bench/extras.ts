/**
 * The bench's second table, measured on the 370-doc corpus: `sitegen check` time, `sitegen dev` time to first
 * page and edit-to-reload latency (a real file write, timed to the live-reload event the browser listens to),
 * and bytes per page kind; and `sitegen dev`'s first page on the real site (content/, restarted with warm caches) (HTML, CSS and before-interaction JavaScript, gzip, each file compressed alone).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const BIN = path.resolve('bin/sitegen.mjs');

/** Wall time of `sitegen check` on `root`. */
export function measureCheck(root: string): number {
  const started = performance.now();
  const r = spawnSync(process.execPath, [BIN, 'check', '--root', root], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  if (r.status !== 0) throw new Error(`check failed:\n${r.stderr}`);
  return performance.now() - started;
}

/** A started `sitegen dev` and the time from its start to its first answer of `page` with 200. */
async function startDev(
  root: string,
  page: string,
): Promise<{ child: ChildProcess; origin: string; firstPage: number }> {
  const port = 4300 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, 'dev', '--root', root, '--port', String(port)], {
    stdio: 'ignore',
    env: { ...process.env, CI: '1' },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 2000; i++) {
    const ok = await fetch(`${origin}${page}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, origin, firstPage: performance.now() - started };
    await new Promise((r) => setTimeout(r, 5));
  }
  await stop(child);
  throw new Error(`the dev server did not answer ${page} within 10 s`);
}

/** Stop `child` (Ctrl+C) and wait for it: it writes its caches as it stops. */
async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

/**
 * `sitegen dev`'s time to its first page on a site whose dev caches are warm (a restart, the common start): one
 * start fills them, then the median of `runs` starts, each stopped a second after its page (its caches written).
 */
export async function measureFirstPage(root: string, page: string, runs = 3): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const { child, firstPage } = await startDev(root, page);
    await new Promise((r) => setTimeout(r, 1500));
    await stop(child);
    if (i > 0) times.push(firstPage);
  }
  return times;
}

/** Start `sitegen dev`, time the first page, then time `edits` saves to their reload events. */
export async function measureDev(
  root: string,
  page: string,
  file: string,
  edits = 5,
): Promise<{ firstPage: number; reloads: number[] }> {
  const { child, origin, firstPage } = await startDev(root, page);
  try {
    const events = await listen(`${origin}/__sitegen/events`);
    const original = await readFile(file, 'utf8');
    // The watcher starts listening once its first scan of the tree is done: edit until a reload comes back.
    let ready = false;
    for (let i = 0; i < 20 && !ready; i++) {
      const next = events.next();
      await writeFile(file, `${original}\n\nWarm-up ${i}.\n`);
      ready = await Promise.race([next.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 500))]);
    }
    if (!ready) throw new Error('the dev server never reloaded after an edit');
    await new Promise((r) => setTimeout(r, 150));
    const reloads: number[] = [];
    for (let i = 0; i < edits; i++) {
      const next = events.next();
      const saved = performance.now();
      await writeFile(file, `${original}\n\nEdit ${i}.\n`);
      await next;
      reloads.push(performance.now() - saved);
      await new Promise((r) => setTimeout(r, 150));
    }
    await writeFile(file, original);
    events.close();
    return { firstPage, reloads };
  } finally {
    await stop(child);
  }
}

/** A server-sent-events listener: `next()` resolves at the next `reload` event. */
function listen(url: string): Promise<{ next: () => Promise<void>; close: () => void }> {
  return new Promise((resolve, reject) => {
    let waiting: (() => void) | null = null;
    const req = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (chunk.includes('event: reload') && waiting) {
          const w = waiting;
          waiting = null;
          w();
        }
      });
      resolve({ next: () => new Promise<void>((r) => (waiting = r)), close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

export { pageBytes } from '../../test/helpers/page-bytes.js';
