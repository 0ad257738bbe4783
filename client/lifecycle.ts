/**
 * Page lifecycle for client behaviours. A behaviour registers `onPage(init)`; `init` runs for the first page and
 * again after every client-side navigation swaps the page in, and the cleanup it returns runs before the swap.
 * Behaviours that only need document-level event delegation do not need this.
 */

/** Set up a behaviour for the current page; return a cleanup (remove listeners, observers, timers). */
export type PageInit = () => void | (() => void);

const inits: PageInit[] = [];
const cleanups: (() => void)[] = [];

/** Register a behaviour; it runs now if the page is already loaded. */
export function onPage(init: PageInit): void {
  inits.push(init);
  run(init);
}

/** Run every cleanup (navigation calls this before swapping the page). */
export function leavePage(): void {
  for (const cleanup of cleanups.splice(0)) {
    try {
      cleanup();
    } catch (error) {
      console.error(error);
    }
  }
}

/** Run every behaviour for the new page (navigation calls this after the swap). */
export function enterPage(): void {
  for (const init of inits) run(init);
}

function run(init: PageInit): void {
  try {
    const cleanup = init();
    if (cleanup) cleanups.push(cleanup);
  } catch (error) {
    // One broken behaviour must not stop the others.
    console.error(error);
  }
}
