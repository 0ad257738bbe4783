/**
 * `@docusaurus/BrowserOnly`, `@docusaurus/useIsBrowser` and `@docusaurus/ExecutionEnvironment`: pages are
 * rendered once, on the server, so browser-only content shows its fallback. `ExecutionEnvironment` checks where
 * it runs, as Docusaurus's does: client modules (and islands) read it in the browser.
 */
import type { ReactNode } from 'react';

/** The fallback; the browser-only children never run at build time. */
export default function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}

/** Always false at build time. */
export function useIsBrowser(): boolean {
  return false;
}

const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/** What the environment can do: nothing at build time; in the browser, what the browser has. */
export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};
