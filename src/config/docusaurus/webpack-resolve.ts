import type { SiteResolve } from '../../../templates/docusaurus/context-types.js';

/**
 * How webpack resolves imports in a Docusaurus 2 build (@docusaurus/core/lib/webpack/base.js, in production mode),
 * where esbuild's own defaults differ; every build of a Docusaurus site's code takes these.
 *
 * - The extensions tried, in order, for an import written without one: `./Feature` is `Feature/index.js` even
 *   beside a `Feature/index.tsx` (excalidraw's docs keep a stale one). esbuild's own order puts TypeScript first.
 * - The package `exports` conditions: webpack's production build matches `production` (excalidraw's
 *   `@excalidraw/excalidraw/index.css` has no other) and `module`, which esbuild adds only by default.
 */
export const DOCUSAURUS_RESOLVE = {
  resolveExtensions: ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'],
  conditions: ['production', 'module'],
};

/**
 * esbuild's resolve options for a site's code: webpack's on a Docusaurus site (with what its plugins'
 * `configureWebpack` add: aliases, and extensions tried first), esbuild's own otherwise.
 */
export function siteResolveOptions(
  docusaurus: { resolve?: SiteResolve } | undefined,
): Partial<typeof DOCUSAURUS_RESOLVE> & { alias?: Record<string, string>; inject?: string[] } {
  if (!docusaurus) return {};
  const { resolve } = docusaurus;
  if (!resolve) return DOCUSAURUS_RESOLVE;
  return {
    ...DOCUSAURUS_RESOLVE,
    resolveExtensions: [...resolve.extensions, ...DOCUSAURUS_RESOLVE.resolveExtensions],
    alias: resolve.alias,
    ...(resolve.inject && { inject: [resolve.inject] }),
  };
}
