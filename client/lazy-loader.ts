/**
 * On-demand chunks (search, diagrams) load through `loadLazy()`: it shows the lazy-load states in a container,
 * nothing for the first 200 ms, then a centred spinner, a 'taking longer' note after the timeout, and on failure
 * a red box that says so in a visitor's words, with the error text below it and a 'Retry' button. It resolves once a load (first or retried) succeeds.
 *
 *   const mod = await loadLazy(panel, () => import(chunkUrl));
 */
import { DEFAULT_TIMINGS, runLoad, type LoadState, type LoadTimings } from './lazy-state.js';

/** Options of `loadLazy`. */
export interface LazyOptions {
  timings?: LoadTimings;
  /** Stops showing states (e.g. the search modal closed); the promise then never settles. */
  signal?: AbortSignal;
  /** Told of every state change. */
  onState?: (state: LoadState) => void;
}

/** Load with the loading states shown in `container`; retries until a load succeeds or `signal` aborts. */
export function loadLazy<T>(
  container: HTMLElement,
  load: () => Promise<T>,
  { timings = DEFAULT_TIMINGS, signal, onState }: LazyOptions = {},
): Promise<T> {
  const view = createView();
  container.append(view.root);
  signal?.addEventListener('abort', () => view.root.remove(), { once: true });
  return new Promise<T>((resolve) => {
    const attempt = () => {
      runLoad(
        load,
        (state) => {
          view.show(state);
          onState?.(state);
        },
        timings,
        signal,
      ).then(
        (value) => {
          view.root.remove();
          resolve(value);
        },
        () => view.onRetry(attempt),
      );
    };
    attempt();
  });
}

interface View {
  root: HTMLElement;
  show(state: LoadState): void;
  onRetry(retry: () => void): void;
}

/** The loader markup from the layout's template (translated), or a plain English copy. */
function createView(): View {
  const template = document.getElementById('sitegen-loader') as HTMLTemplateElement | null;
  const root = template ? (template.content.firstElementChild!.cloneNode(true) as HTMLElement) : fallbackLoader();
  const retryButton = root.querySelector<HTMLButtonElement>('[data-lazy-retry]')!;
  let retry: (() => void) | null = null;
  retryButton.addEventListener('click', () => retry?.());
  return {
    root,
    show(state) {
      root.dataset.state = state.kind;
      if (state.kind === 'error')
        root.querySelector('[data-lazy-error]')!.textContent =
          state.error instanceof Error ? state.error.message : String(state.error);
    },
    onRetry(next) {
      retry = next;
      retryButton.focus({ preventScroll: true });
    },
  };
}

function fallbackLoader(): HTMLElement {
  const root = document.createElement('div');
  root.className = 'lazy-loader';
  root.innerHTML =
    '<div class="lazy-loader__spinner" role="status" aria-label="Loading…"><span class="lazy-loader__ring"></span><span class="lazy-loader__pulse"></span></div>' +
    '<p class="lazy-loader__slow">This is taking longer than usual.</p>' +
    '<div class="lazy-loader__error" role="alert"><p class="lazy-loader__message">This part of the page could not be loaded. Check your connection, then try again.</p>' +
    '<p class="lazy-loader__detail" data-lazy-error></p><button type="button" class="button" data-lazy-retry>Retry</button></div>';
  return root;
}

export type { LoadState, LoadTimings };
