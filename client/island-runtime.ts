/**
 * Hydration of one island with React (loaded with this chunk, from the shared React file), inside the crash
 * boundary (client/crash-boundary.ts), which also receives the errors of its event handlers. A hydration
 * mismatch is reported in the console with the component and the page.
 */
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydrationNotesContext, type HydrationNotes } from '../templates/hydration-notes.js';
import { CrashBoundary } from './crash-boundary.js';

/**
 * Island props from the JSON the server wrote: HTML it was given (Markdown children, a Markdown file's content)
 * becomes the element or component the server rendered it with, so the island hydrates around it.
 */
export { parseIslandProps } from '../templates/island-html.js';
export { pageContentProps } from '../templates/docusaurus/page-content.js';

/** What `mountIsland` hydrates. */
export interface IslandMount {
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** How messages name it: `<Counter> (content/pages/_components/counter.tsx)`. */
  name: string;
  /** A provider to render it in (the page data's, for islands that read it). */
  provider?: { component: ComponentType<{ value: never; children?: ReactNode }>; value: unknown };
  /** Render the component anew in the element, in place of its server HTML, rather than hydrate it. */
  fresh?: boolean;
  /**
   * The site's Root, which the island rendered inside on the server (templates/docusaurus/site-root.ts). `own`: it
   * draws elements of its own, which the island's HTML does not hold (they are drawn once around the page).
   */
  root?: { component: ComponentType<{ children?: ReactNode }>; own: boolean };
  /**
   * Hydrate (or render) before returning, not in React's later tasks: a Docusaurus page's islands are live before
   * the window's load event (client/islands-now.ts), which React's scheduler would let pass first.
   */
  sync?: boolean;
}

/** Hydrate `element`'s server HTML with the component (or render it there anew); returns its unmount. */
export function mountIsland(
  element: HTMLElement,
  { component, props, name, provider, fresh, root: siteRoot, sync = false }: IslandMount,
): () => void {
  let boundary: CrashBoundary | null = null;
  let reported = false;
  let suspended = false;
  // A Docusaurus site's island keeps its UI when a handler throws, as React and Docusaurus leave it: logged only.
  if (element.dataset.handlerErrors !== 'log') catchHandlerErrors(element, (error) => boundary?.crash(error));
  const ref = (b: CrashBoundary | null) => void (boundary = b);
  let island = createElement(component, props);
  // A Root that draws elements of its own renders them nowhere: the island is a portal into its element.
  if (siteRoot?.own) return mountInRoot(element, { island, root: siteRoot.component, provider, ref });
  if (siteRoot) island = createElement(siteRoot.component, null, island);
  if (provider) island = createElement(provider.component, { value: provider.value as never }, island);
  const tree = createElement(CrashBoundary, { ref, element }, island);
  if (fresh) {
    const root = createRoot(element);
    now(sync, () => root.render(tree));
    return () => root.unmount();
  }
  const notes: HydrationNotes = { readAddress: false };
  const hydrated = createElement(HydrationNotesContext.Provider, { value: notes }, tree);
  const root = now(sync, () =>
    hydrateRoot(element, hydrated, {
      onRecoverableError(error) {
        const message = error instanceof Error ? error.message : String(error);
        // React 18 reports an error thrown while hydrating (#423) the same way; the crash boundary shows that one.
        // One mismatch is reported as several errors (#425 text, #418 tree): one message per island says it all.
        // An island that rendered from the address (a query the build had not) differs as a Docusaurus page does.
        if (/#423\b|error while hydrating/.test(message) || notes.readAddress) return;
        // A Suspense boundary the server drew by its fallback (#419) is no mismatch: React renders its content here.
        if (/#419\b|could not finish this Suspense boundary/.test(message)) {
          if (!suspended)
            console.warn(
              `sitegen: ${name} on ${location.pathname} has a Suspense boundary the server drew by its fallback (a React.lazy component, or one that failed there), so React renders its content in the browser. React said: ${message}`,
            );
          suspended = true;
          return;
        }
        if (reported) return;
        reported = true;
        console.error(
          `sitegen: hydration mismatch in ${name} on ${location.pathname}: the browser's first render differs from the server HTML, so React rendered the island again in the browser. Render the same output on both (read browser-only values such as location or navigator in an effect), and only HTML the browser keeps as written (a <div> inside a <p> is moved out of it). React said: ${message}`,
        );
      },
    }),
  );
  return () => root.unmount();
}

/** `work()`, and with `sync` React's rendering it schedules too, before returning (React 18's `flushSync`). */
function now<T>(sync: boolean, work: () => T): T {
  if (!sync) return work();
  let result: T;
  flushSync(() => void (result = work()));
  return result!;
}

/**
 * The island rendered inside a Root that draws elements of its own: the Root renders in a detached element, and
 * the island, through a portal, in its own element, anew (its HTML lacks the Root's elements, so it cannot
 * hydrate); the server HTML is replaced in the same task, so the page never shows it empty.
 */
function mountInRoot(
  element: HTMLElement,
  {
    island,
    root,
    provider,
    ref,
  }: {
    island: ReactElement;
    root: ComponentType<{ children?: ReactNode }>;
    provider: IslandMount['provider'];
    ref: (b: CrashBoundary | null) => void;
  },
): () => void {
  const inElement = createPortal(createElement(CrashBoundary, { ref, element }, island), element);
  let tree = createElement(root, null, inElement);
  if (provider) tree = createElement(provider.component, { value: provider.value as never }, tree);
  const reactRoot = createRoot(document.createElement('div'));
  element.replaceChildren();
  flushSync(() => reactRoot.render(tree));
  return () => reactRoot.unmount();
}

/**
 * React's root listeners sit on the island element and rethrow a handler's error after dispatch; wrapping them as
 * React adds them sends those errors to the crash boundary (React's own boundaries do not see handler errors).
 */
function catchHandlerErrors(element: HTMLElement, crash: (error: unknown) => void): void {
  const add: (
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => void = element.addEventListener.bind(element);
  element.addEventListener = (
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (!listener) return;
    if (typeof listener !== 'function') return add(type, listener, options);
    add(
      type,
      function guarded(this: unknown, event: Event) {
        try {
          listener.call(this, event);
        } catch (error) {
          console.error(error);
          crash(error);
        }
      },
      options,
    );
  };
}
