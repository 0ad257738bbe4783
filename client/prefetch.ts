/**
 * Prefetch: an internal link's page is loaded ahead when the link comes into view (queued, two at a time, when
 * the browser is idle, at most as many per page as the page loader keeps) or at once on hover, touch or keyboard
 * focus. Never twice for the same path, and never on a 2g connection or with data-saver on. On intent, the
 * stylesheets such a page links and this one lacks are fetched with it.
 */
import { onPage } from './lifecycle.js';
import { clientUrl, pageKey } from './links.js';
import { KEPT_PAGES, loadPage } from './page-loader.js';

const requested = new Set<string>([pageKey(location)]);
/** Pages a visitor showed intent for, whose stylesheets were fetched. */
const intended = new Set<string>([pageKey(location)]);
const queue: URL[] = [];
let running = 0;

/** Wire hover/touch/focus intent (once) and in-view observation (per page). */
export function initPrefetch(): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element).closest?.('a[href]');
    const url = link && clientUrl(link);
    if (url) prefetch(url, 'high');
  };
  for (const type of ['mouseover', 'touchstart', 'focusin'])
    document.addEventListener(type, onIntent, { passive: true });
  onPage(() => {
    if (!('IntersectionObserver' in window)) return;
    // A page queues at most as many as the loader keeps: past that, each prefetch would push out one made before
    // it, unused (a docs page has 14 internal links in view, navbar and sidebar included).
    const queued = new Set<string>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const url = clientUrl(entry.target);
        if (!url) continue;
        const key = pageKey(url);
        if (requested.has(key) || queued.has(key) || queued.size >= KEPT_PAGES) continue;
        queued.add(key);
        queue.push(url);
      }
      drain();
    });
    for (const link of document.querySelectorAll('a[href]')) if (clientUrl(link)) observer.observe(link);
    return () => {
      observer.disconnect();
      queue.length = 0; // links of the old page are no longer in view
    };
  });
}

/** Whether the connection allows prefetching (Network Information API, where the browser has it). */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return !connection?.saveData && !connection?.effectiveType?.includes('2g');
}

function prefetch(url: URL, priority: RequestPriority): Promise<unknown> | undefined {
  const key = pageKey(url);
  if (!prefetchAllowed()) return;
  // On intent only, the stylesheets it links: a variant is a whole stylesheet, too much for every link in view.
  if (priority === 'high' && !intended.has(key)) {
    intended.add(key);
    loadPage(url, priority).then(prefetchStylesheets, () => {});
  }
  if (requested.has(key)) return;
  requested.add(key);
  return loadPage(url, priority).catch(() => {
    // A failed prefetch is not an error the visitor sees; following the link will report it.
  });
}

/**
 * Fetch the stylesheets a prefetched page links and this one lacks (a blog page's variant:
 * templates/feature-sheets.ts) into the browser's cache, so that its swap (client/page-swap.ts) does not wait for
 * them.
 */
function prefetchStylesheets(html: string): void {
  const head = html.slice(0, html.indexOf('</head>'));
  for (const [, href] of head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    if (document.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'style', href }));
  }
}

function drain(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  while (running < 2 && queue.length > 0) {
    const url = queue.shift()!;
    running++;
    idle(() => {
      const done = () => {
        running--;
        drain();
      };
      const pending = prefetch(url, 'low');
      if (pending) pending.then(done);
      else done();
    });
  }
}
