/**
 * `@docusaurus/BrowserOnly`, `@docusaurus/useIsBrowser` and `@docusaurus/ExecutionEnvironment`, as Docusaurus has
 * them: the page is built with the fallback (and `false`); a page that hydrates (Docusaurus pages are islands)
 * shows the browser-only children (and `true`) once it has, so its first render matches the built HTML.
 * `ExecutionEnvironment` checks where it runs.
 */
import { useEffect, useState, type ReactNode } from 'react';

/** The fallback when built and while hydrating; then the children. */
export default function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  if (isBrowser && typeof children === 'function') return <BrowserOnlyChildren render={children} />;
  return <>{fallback ?? null}</>;
}

/**
 * The children, as a component of their own: hooks they call (`useColorMode()`, `useState`) are theirs, so
 * BrowserOnly calls the same hooks in the render that shows them as in the one before (React throws otherwise:
 * sitegen's `useIsBrowser` and `useColorMode` keep state, where Docusaurus's only read a context).
 */
function BrowserOnlyChildren({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

/** False when built and while hydrating; true once the page has hydrated. */
export function useIsBrowser(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/** What the environment can do: nothing at build time; in the browser, what the browser has. */
export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};
