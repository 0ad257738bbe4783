/**
 * Behaviours for constructs few pages have (structure link previews, diagrams, React islands). Each one's module loads
 * the first time a page has its markup, so pages without them do not pay for them before interaction; once loaded,
 * the module follows page changes itself (it registers with the page lifecycle).
 */
import { onPage } from './lifecycle.js';

interface Widget {
  selector: string;
  load: () => Promise<void>;
}

const WIDGETS: Widget[] = [
  {
    selector: 'a.structure-link[title]',
    load: () => import('./structure-preview.js').then((m) => m.initStructurePreviews()),
  },
  { selector: '[data-mermaid]', load: () => import('./mermaid.js').then((m) => m.initDiagrams()) },
  // The scheduler only: React and the islands' code load when each island is wanted (client/islands.ts).
  { selector: 'sitegen-island', load: () => import('./islands.js').then((m) => m.initIslands()) },
];

/** Watch every page for the widgets' markup; call once. */
export function initMarkdownWidgets(): void {
  const pending = new Set(WIDGETS);
  onPage(() => {
    for (const widget of pending) {
      if (!document.querySelector(widget.selector)) continue;
      pending.delete(widget);
      widget.load().catch((error: unknown) => {
        // A failed chunk load is tried again on the next page that needs it.
        pending.add(widget);
        console.warn('sitegen: a page behaviour could not be loaded', error);
      });
    }
  });
}
