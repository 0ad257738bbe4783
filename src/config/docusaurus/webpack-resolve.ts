/**
 * The extensions webpack tries, in this order, for an import written without one, as Docusaurus 2 configures it
 * (`resolve.extensions` in @docusaurus/core/lib/webpack/base.js): `./Feature` is `Feature/index.js` even beside a
 * `Feature/index.tsx` (excalidraw's docs keep a stale one). esbuild's own order puts TypeScript first, so every build
 * of a Docusaurus site's code passes this as `resolveExtensions`.
 */
export const DOCUSAURUS_RESOLVE_EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/** esbuild's `resolveExtensions` option for a site's code: Docusaurus's order on a Docusaurus site. */
export function siteResolveExtensions(docusaurus: boolean): { resolveExtensions?: string[] } {
  return docusaurus ? { resolveExtensions: DOCUSAURUS_RESOLVE_EXTENSIONS } : {};
}
