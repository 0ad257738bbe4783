/** The build's two heavy stages side by side: render (worker threads) and search (this thread). */
import { formatCount, type Run } from '../logger.js';
import type { PageCache } from '../cache/page-cache.js';
import type { LinkedPages } from '../cache/linked-pages.js';
import type { AnalysisThread } from '../search/analysis-thread.js';
import type { SearchAssets, SearchPlan } from '../search/build-search-index.js';
import { renderAll, type LocaleJobs, type LocalePage, type RenderPool } from './render-pool.js';

/**
 * Stages render (worker threads) and search (this thread or the search thread), side by side. Resolves once the
 * pages are rendered; `search` may still be running then: the later stages write pages, feeds and sitemaps while
 * the search thread merges the index (a warm build's critical path), and await it only for its files.
 */
export async function renderAndIndex(
  run: Run,
  {
    work,
    search: plan,
    analysed,
    pool,
    disk,
    timeLimitMs,
    cache,
    previous,
    startPool,
    whileRendering,
    moduleHtmlOnly,
  }: {
    work: LocaleJobs[];
    search: SearchPlan;
    /** The search analysis thread, sent the pages as they were parsed: it builds the index instead of this thread. */
    analysed?: AnalysisThread | null;
    pool: RenderPool | null;
    /** A writer on disk lets the workers write pages themselves instead of sending the HTML back. */
    disk?: { dir: string; prefixes: Record<string, string> };
    /** How long one page may render. */
    timeLimitMs?: number;
    /** Pages of earlier builds, reused when their inputs are unchanged. */
    cache?: PageCache | null;
    /** With `cache` and `disk`: the previous output's pages, linked when unchanged (src/cache/linked-pages.ts). */
    previous?: LinkedPages | null;
    /** With no pool: a pool to render the pages left, given how many. */
    startPool?: (pagesLeft: number) => RenderPool | null;
    /** Work for this thread once the first page is rendered: by then the render threads have their jobs. */
    whileRendering?: () => void;
    /** Without `disk`: keep only React pages' HTML, what `check` reads back (render-pool.ts). */
    moduleHtmlOnly?: boolean;
  },
): Promise<{ pages: LocalePage[]; search: Promise<SearchAssets> }> {
  const render = () =>
    run.task(
      'render',
      (progress) =>
        // With the search thread, this thread is free to send the render threads their jobs as they need them.
        renderAll({
          work,
          pool,
          onProgress: whileRendering ? onceFirst(whileRendering, progress) : progress,
          disk,
          timeLimitMs,
          cache,
          previous,
          startPool,
          stream: Boolean(analysed),
          moduleHtmlOnly,
        }),
      (r) =>
        `${formatCount(r.pages.length)} pages, ${r.threads} thread${r.threads === 1 ? '' : 's'}` +
        (r.chunked ? ', jobs sent in chunks' : '') +
        (cache ? `, ${formatCount(cache.stats.hits)} from the cache` : ''),
    );
  const search = () =>
    run.task('search', async () => (analysed ? plan.buildOn(analysed) : plan.build()), searchSummary);
  // A warm build's search thread merges the whole index, its longest path, while this thread renders the few
  // changed pages: its job is sent first. A cold build sends the render threads their jobs first.
  const early = analysed && cache ? search() : undefined;
  const rendering = render();
  const searching = early ?? search();
  // A failed render throws here, and the build stops the search thread: its failure then has no one to tell.
  searching.catch(() => {});
  // The search stage only returns files, never writes them: a failed render need not wait for it.
  const { pages } = await rendering;
  return { pages, search: searching };
}

/** The search stage's line: its sections, pages from the cache, and where it ran. */
function searchSummary(s: { sections: number; fromCache?: number; onThread?: boolean }): string {
  const cached = s.fromCache === undefined ? '' : `, ${s.fromCache} pages from the cache`;
  return `${formatCount(s.sections)} sections${cached}${s.onThread ? ', on its own thread' : ''}`;
}

/** `then`, calling `first` before its first call. */
function onceFirst<A extends unknown[]>(first: () => void, then: (...args: A) => void): (...args: A) => void {
  let called = false;
  return (...args) => {
    if (!called) {
      called = true;
      first();
    }
    then(...args);
  };
}
