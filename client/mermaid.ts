/**
 * Mermaid diagrams (markup from src/markdown/code-blocks.ts: a `[data-mermaid]` box holding the diagram source
 * in a `<pre>`, readable without script). Only on a page that has one, and once a diagram nears the viewport, the
 * `mermaid` package loads from its own chunk (through the lazy loader, so a slow or failed load shows its states),
 * then each diagram renders as SVG in the current colour mode, and again when the colour mode changes.
 */
import { loadLazy } from './lazy-loader.js';
import { onPage } from './lifecycle.js';

type RenderDiagrams = (typeof import('./mermaid-render.js'))['renderDiagrams'];

/** Register the behaviour; it does nothing on pages without diagrams. */
export function initDiagrams(): void {
  onPage(setUp);
}

function setUp(): (() => void) | void {
  const diagrams = [...document.querySelectorAll<HTMLElement>('[data-mermaid]')];
  if (diagrams.length === 0) return;
  const abort = new AbortController();
  const observer = new MutationObserver(() => renderAll());
  let loaded: Promise<RenderDiagrams> | null = null;
  const renderAll = () => {
    void loaded?.then((render) => (abort.signal.aborted ? undefined : render(diagrams)));
  };
  const start = () => {
    // The browser caches the chunk: on later pages this resolves before the loader would show anything.
    loaded = loadLazy(diagrams[0], () => import('./mermaid-render.js').then((m) => m.renderDiagrams), {
      signal: abort.signal,
    });
    renderAll();
    // The colour mode is `data-theme` on <html> (client/theme.ts); diagrams follow it.
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  };
  // Mermaid is large: it loads when a diagram comes near the viewport, so a page whose diagram is far down
  // is interactive first (and a reader who never scrolls there never pays for it).
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      near.disconnect();
      start();
    },
    { rootMargin: '600px 0px' },
  );
  diagrams.forEach((d) => near.observe(d));
  return () => {
    abort.abort();
    near.disconnect();
    observer.disconnect();
  };
}
