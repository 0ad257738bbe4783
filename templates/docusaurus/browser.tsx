/**
 * `@docusaurus/BrowserOnly`, `@docusaurus/useIsBrowser` and `@docusaurus/ExecutionEnvironment`: pages are
 * rendered once, on the server, so browser-only content shows its fallback.
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

/** What the build environment can do: no DOM. */
export const ExecutionEnvironment = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
};
