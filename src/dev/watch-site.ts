/**
 * chokidar on everything the site is made of. Events are gathered for a few milliseconds (editors write a file
 * in several steps) and applied as one batch; then every open page is told to reload. A config change may move
 * the folders, so the watch list is refreshed after each batch.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import { formatError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { DevSite } from './dev-site.js';
import type { LiveReload } from './live-reload.js';

/** A running watcher. */
export interface SiteWatcher {
  /** Resolves once the initial scan is done and events will be seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const BATCH_MS = 12;

/**
 * What is never site input, though it may lie in the site's folder: dotfiles (editor swap files, the config's
 * temporary build), dependencies, a build's output (`build/`, where `sitegen build` and Docusaurus write: a build
 * run beside the dev server would reload every page once per file it writes) and log files (the dev server's own
 * output sent to a file in the site would reload the pages once per line it logs, forever).
 */
function notSiteInput(root: string): (file: string) => boolean {
  const output = path.join(root, 'build');
  return (file) => {
    const name = path.basename(file);
    return name.startsWith('.') || name === 'node_modules' || name.endsWith('.log') || file === output;
  };
}

/** Watch the site; apply each batch of changes to `site` and reload the pages. */
export function watchSite({
  site,
  live,
  logger,
  paths,
  root,
  since,
}: {
  site: DevSite;
  live: LiveReload;
  logger: Logger;
  paths: string[];
  /** The site's folder, whose output folder is not watched. */
  root: string;
  /**
   * When the site was read (`Date.now()`): a file saved since, before the watcher was ready, is applied then. The
   * server answers the first page before it starts watching, and a watcher over a large site (a monorepo's
   * website) takes seconds to be ready; a save in that window had no event and was never seen.
   */
  since: number;
}): SiteWatcher {
  let watched = new Set(paths);
  const watcher: FSWatcher = chokidar.watch(paths, {
    ignoreInitial: true,
    // Without it a save right after the server read the file can go unseen (chokidar 3 drops a change event whose
    // file was read since: it looks like an access-time-only change). Waiting for the size to settle costs ~30 ms.
    awaitWriteFinish: { stabilityThreshold: 25, pollInterval: 10 },
    ignored: notSiteInput(root),
  });
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const flush = async () => {
    timer = null;
    if (closed) return;
    const batch = [...pending];
    pending = new Set();
    const started = performance.now();
    const kinds = await site.apply(batch);
    // The watch list first (a deleted config widens it to the site folder): a change made as soon as the page
    // reloads must already be watched.
    if (closed) return;
    watched = await watchNew(site, watcher, watched);
    await report({ site, live, logger }, { kinds, batch, started });
  };
  const changed = (file: string) => {
    pending.add(path.resolve(file));
    timer ??= setTimeout(() => void flush(), BATCH_MS);
  };
  watcher.on('all', (_event, file) => changed(file));
  const ready = new Promise<void>((resolve) =>
    watcher.once('ready', () => {
      savedSince(watcher.getWatched(), since).forEach(changed);
      resolve();
    }),
  );
  return {
    ready,
    close() {
      // A save just before shutdown must not start a rebuild, or watch new files, after the watcher is gone.
      closed = true;
      if (timer) clearTimeout(timer);
      return watcher.close();
    },
  };
}

/** Watch what the site lists now and was not watched; returns what it lists. */
async function watchNew(site: DevSite, watcher: FSWatcher, watched: Set<string>): Promise<Set<string>> {
  const next = await site.watched();
  const added = next.filter((p) => !watched.has(p));
  if (added.length) watcher.add(added);
  return new Set(next);
}

/** Reload the pages and say what changed; an error the batch left is said in the terminal too. */
async function report(
  { site, live, logger }: { site: DevSite; live: LiveReload; logger: Logger },
  { kinds, batch, started }: { kinds: Set<string>; batch: string[]; started: number },
): Promise<void> {
  // The overlay shows it in the page; the terminal says it too, for whoever is looking there.
  const { error } = await site.current();
  if (error) logger.error(formatError(error));
  live.reload();
  logger.info(
    `  ${[...kinds].join(', ')} changed (${batch.map((p) => path.basename(p)).join(', ')}), reloaded in ${Math.round(performance.now() - started)}ms`,
  );
}

/** The files among chokidar's watched ones (folder -> names) whose last change is at `since` or later. */
function savedSince(watched: Record<string, string[]>, since: number): string[] {
  const files = Object.entries(watched).flatMap(([dir, names]) => names.map((name) => path.join(dir, name)));
  return files.filter((file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() === true && stat.mtimeMs >= since;
  });
}
