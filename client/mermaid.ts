/**
 * Mermaid diagrams (markup from src/markdown/code-blocks.ts: a `[data-mermaid]` box holding the diagram source
 * in a `<pre>`, readable without script). Only on a page that has one, and once a diagram nears the viewport, the
 * `mermaid` package loads from its own chunk (through the lazy loader, so a slow or failed load shows its states),
 * then each diagram renders as SVG in the current colour mode, and again when the colour mode changes.
 */
import { loadLazy } from './lazy-loader.js';
import { onPage } from './lifecycle.js';
import { siteConfig } from './site-config.js';

type Mermaid = (typeof import('mermaid'))['default'];
type MermaidConfig = Parameters<Mermaid['initialize']>[0];

let renders = 0;

/** Register the behaviour; it does nothing on pages without diagrams. */
export function initDiagrams(): void {
  onPage(setUp);
}

function setUp(): (() => void) | void {
  const diagrams = [...document.querySelectorAll<HTMLElement>('[data-mermaid]')];
  if (diagrams.length === 0) return;
  const abort = new AbortController();
  const observer = new MutationObserver(() => renderAll());
  let loaded: Promise<Mermaid> | null = null;
  const renderAll = () => {
    void loaded?.then((mermaid) => (abort.signal.aborted ? undefined : renderDiagrams(mermaid, diagrams)));
  };
  const start = () => {
    // The browser caches the chunk: on later pages this resolves before the loader would show anything.
    loaded = loadLazy(diagrams[0], () => import('mermaid').then((m) => m.default), { signal: abort.signal });
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

async function renderDiagrams(mermaid: Mermaid, diagrams: HTMLElement[]): Promise<void> {
  const dark = document.documentElement.dataset.theme === 'dark';
  const themes = siteConfig().diagramThemes ?? { light: 'default', dark: 'dark' };
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: (dark ? themes.dark : themes.light) as MermaidConfig['theme'],
  });
  for (const diagram of diagrams) {
    // The source is kept on the element: the first render replaces the <pre> that held it.
    const source = (diagram.dataset.source ??= diagram.querySelector('pre')?.textContent ?? '');
    try {
      const { svg } = await mermaid.render(`mermaid-svg-${++renders}`, source);
      diagram.innerHTML = svg;
      diagram.dataset.rendered = dark ? 'dark' : 'light';
    } catch (error) {
      // A diagram with a syntax error keeps showing its source, which is still useful.
      console.error('sitegen: a diagram could not be rendered', error);
    }
  }
}
