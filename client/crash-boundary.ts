/**
 * Crash boundaries for client islands (the parts of a page that script renders or drives: the showcase filter,
 * member lists, search, diagrams). An island that throws, while starting or in one of its event handlers, is
 * replaced by 'This page crashed.', a 'Try again' button and the chain of error messages; the rest of the page
 * keeps working. 'Try again' puts the island's server markup back and starts it again. Islands of the site's pages
 * are mounted by client/page-islands.ts; on-demand code (search, diagrams) calls `mountIsland` itself.
 */

/** What an island's start function gets: its root, and `on()` for listeners whose errors crash the island. */
export interface IslandContext {
  root: HTMLElement;
  on<K extends keyof HTMLElementEventMap>(target: EventTarget, type: K | string, listener: (event: HTMLElementEventMap[K]) => void, options?: AddEventListenerOptions): void;
}

/** Starts an island; may return a cleanup. */
export type IslandInit = (island: IslandContext) => void | (() => void);

/** Start one island inside a crash boundary; returns its cleanup. */
export function mountIsland(root: HTMLElement, init: IslandInit): () => void {
  const markup = root.innerHTML;
  const cleanups: (() => void)[] = [];
  const stop = () => cleanups.splice(0).forEach((c) => c());
  const crash = (error: unknown) => {
    stop();
    delete root.dataset.islandReady;
    console.error(error);
    showCrash(root, error, () => {
      root.innerHTML = markup;
      start();
    });
  };
  const on: IslandContext['on'] = (target, type, listener, options) => {
    const guarded = (event: Event) => {
      try {
        listener(event as never);
      } catch (error) {
        crash(error);
      }
    };
    target.addEventListener(type, guarded, options);
    cleanups.push(() => target.removeEventListener(type, guarded, options));
  };
  const start = () => {
    delete root.dataset.crashed;
    try {
      const cleanup = init({ root, on });
      if (cleanup) cleanups.push(cleanup);
      // Islands may start after the page is shown (their code loads on demand): this marks the moment.
      root.dataset.islandReady = '';
    } catch (error) {
      crash(error);
    }
  };
  start();
  return stop;
}

/** The messages of an error and its `cause` chain, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  for (let e: unknown = error; e !== undefined && messages.length < 10; e = e instanceof Error ? (e as { cause?: unknown }).cause : undefined) {
    messages.push(e instanceof Error ? e.message : String(e));
  }
  return messages;
}

/** Replace the island's content with the crash notice, in the page's language (from the layout's template). */
function showCrash(root: HTMLElement, error: unknown, retry: () => void): void {
  const template = document.getElementById('sitegen-crash') as HTMLTemplateElement | null;
  const notice = template ? (template.content.firstElementChild!.cloneNode(true) as HTMLElement) : fallbackNotice();
  const list = notice.querySelector('[data-crash-errors]')!;
  const causeLabel = notice.dataset.causeLabel ?? 'Cause:';
  errorChain(error).forEach((message, i) => {
    const item = document.createElement('li');
    item.textContent = i === 0 ? message : `${causeLabel} ${message}`;
    list.append(item);
  });
  notice.querySelector('[data-crash-retry]')!.addEventListener('click', retry, { once: true });
  root.dataset.crashed = 'true';
  root.replaceChildren(notice);
}

function fallbackNotice(): HTMLElement {
  const notice = document.createElement('div');
  notice.className = 'crash';
  notice.setAttribute('role', 'alert');
  notice.innerHTML = '<p class="crash__title">This page crashed.</p><button type="button" class="button crash__retry" data-crash-retry>Try again</button><ul class="crash__errors" data-crash-errors></ul>';
  return notice;
}
