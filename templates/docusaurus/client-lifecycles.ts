/**
 * The route lifecycle Docusaurus 2.4.3 gives client modules (`getClientModules()` files, the config's
 * `clientModules`): each module's `onRouteUpdate` and `onRouteDidUpdate` (exported, or on its default export) are
 * called with `{ location, previousLocation }`. As @docusaurus/core's PendingNavigation and
 * ClientLifecyclesDispatcher call them: on the first load with `previousLocation: null` (`onRouteUpdate` as the app
 * starts, `onRouteDidUpdate` once the page is on screen); on a route change `onRouteUpdate` when it starts, the
 * function it returned once the next page is loaded, and `onRouteDidUpdate` once it is on screen.
 *
 * sitegen's route changes are the pages client/navigation.ts swaps in (its route events), and the changes of the
 * address within the page on screen: a hash link the browser follows, back and forward between such entries, and the
 * entries the page's router makes (browser-history.ts). Locations are react-router's, without the `key` of its
 * entries, which sitegen's are not.
 */
import { ENTERED_ENTRY } from '../history-entries.js';
import { ROUTE_END, ROUTE_START } from '../route-events.js';

/** react-router's location, as client modules get it. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

type Lifecycle = (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => unknown;

/** A client module's exports, as `import * as` gives them. */
type ClientModule = Record<string, unknown>;

const LIFECYCLES = ['onRouteUpdate', 'onRouteDidUpdate'] as const;

/** Start the lifecycle of `modules` (in the order Docusaurus loads them); nothing when none has one. */
export function runClientLifecycles(modules: ClientModule[]): void {
  if (typeof window === 'undefined' || !modules.some((m) => LIFECYCLES.some((name) => lifecycleOf(m, name)))) return;
  const dispatch = (
    name: (typeof LIFECYCLES)[number],
    location: RouteLocation,
    previousLocation: RouteLocation | null,
  ) => {
    const cleanups = modules.map((m) => {
      try {
        return lifecycleOf(m, name)?.({ location, previousLocation });
      } catch (error) {
        // One module's error leaves the others' lifecycle running, as the page's own behaviours do.
        console.error(error);
        return undefined;
      }
    });
    return () => cleanups.forEach((cleanup) => typeof cleanup === 'function' && cleanup());
  };
  let shown = locationOf(window.location, history.state);
  /** The change under way: its location and what its `onRouteUpdate` returned. */
  let pending: { location: RouteLocation; cleanup: () => void } | null = null;
  dispatch('onRouteUpdate', shown, null);
  dispatch('onRouteDidUpdate', shown, null);

  document.addEventListener(ROUTE_START, (event) => {
    const location = locationOf(new URL((event as CustomEvent<{ url: string }>).detail.url), undefined);
    pending = { location, cleanup: dispatch('onRouteUpdate', location, shown) };
  });
  document.addEventListener(ROUTE_END, () => {
    if (!pending) return;
    const { location, cleanup } = pending;
    pending = null;
    cleanup();
    const previous = shown;
    shown = location;
    dispatch('onRouteDidUpdate', location, previous);
  });
  // A change within the page on screen; one to another page is the navigation's, which fires the route events.
  const withinPage = () => {
    const location = locationOf(window.location, history.state);
    if (pending || location.pathname !== shown.pathname) return;
    if (location.search === shown.search && location.hash === shown.hash) return;
    const previous = shown;
    shown = location;
    dispatch('onRouteUpdate', location, previous)();
    // Once the page's components have rendered the new address (the router tells them after this event).
    setTimeout(() => dispatch('onRouteDidUpdate', location, previous));
  };
  addEventListener('popstate', withinPage);
  addEventListener('hashchange', withinPage);
  addEventListener(ENTERED_ENTRY, withinPage);
}

/** The module's lifecycle function `name`, as Docusaurus finds it: on the default export, else exported itself. */
function lifecycleOf(module: ClientModule, name: string): Lifecycle | undefined {
  const fromDefault = (module.default as Record<string, unknown> | null | undefined)?.[name];
  const found = fromDefault ?? module[name];
  return typeof found === 'function' ? (found as Lifecycle) : undefined;
}

/** react-router's location of `url`; `entry` is the history entry's state, whose `state` the router's entries keep. */
function locationOf(url: { pathname: string; search: string; hash: string }, entry: unknown): RouteLocation {
  const state = (entry as { state?: unknown } | null | undefined)?.state;
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}
