import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteResolve } from '../../../templates/docusaurus/context-types.js';
import { staticFolders } from '../static-folders.js';

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
 * The package fields webpack reads an entry from when it bundles for Node (Docusaurus's server build): a package's
 * `module` build first, as esbuild does only for the browser. A package of icons that also ships CommonJS
 * (jellyfin's @icons-pack/react-simple-icons, 2,400 components) is then tree-shaken to the icons a page imports,
 * not bundled whole into every page.
 */
export const SERVER_MAIN_FIELDS = ['module', 'main'];

/**
 * Where webpack looks for a package after the `node_modules` folders above the importing file: the site's own, as
 * Docusaurus's `resolve.modules` ends with `<cwd>/node_modules` and `docusaurus build` runs in the site folder. Code
 * the site imports from beside it (babel's website: `../../../js/minirepl.js`, which imports `lodash.debounce`)
 * finds the site's packages. Then the folders above the site's: esbuild resolves an alias's target from its working
 * folder, where webpack resolves it from the importing file, which finds a workspace's packages installed above the
 * site (react-native-paper's docs alias `react-native` to the `react-native-web` of the repository's root).
 */
export function siteNodePaths(root: string): { nodePaths: string[] } {
  const nodePaths: string[] = [];
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const folder = path.join(dir, 'node_modules');
    if (dir === path.resolve(root) || existsSync(folder)) nodePaths.push(folder);
    if (path.dirname(dir) === dir) return { nodePaths };
  }
}

/**
 * esbuild's resolve options for a site's code: webpack's on a Docusaurus site in the folder `root` (with what its
 * plugins' `configureWebpack` add: aliases, and extensions tried first), esbuild's own otherwise.
 */
export function siteResolveOptions(
  docusaurus: { resolve?: SiteResolve } | undefined,
  root: string,
): Partial<typeof DOCUSAURUS_RESOLVE> & { alias?: Record<string, string>; inject?: string[]; nodePaths?: string[] } {
  if (!docusaurus) return {};
  const { resolve } = docusaurus;
  if (!resolve) return { ...DOCUSAURUS_RESOLVE, ...siteNodePaths(root) };
  return {
    ...DOCUSAURUS_RESOLVE,
    ...siteNodePaths(root),
    resolveExtensions: [...resolve.extensions, ...DOCUSAURUS_RESOLVE.resolveExtensions],
    alias: resolve.alias,
    ...(resolve.inject && { inject: [resolve.inject] }),
  };
}

/**
 * What webpack 5 puts in place of Node's names in a Docusaurus site's browser code: its `node.global` default (true)
 * makes a free `global` the window's global object (react-native-web's animations read `global.cancelAnimationFrame`).
 */
export const DOCUSAURUS_BROWSER_DEFINE: Record<string, string> = { global: 'globalThis' };

/**
 * webpack's `resolve.roots` on a Docusaurus site: where a server-relative request (`/img/x.png`) is looked for, in
 * order: the static folders, then the site folder.
 */
export function resolveRoots(config: { root: string; paths: { static: string; staticMore?: string[] } }): string[] {
  return [...staticFolders(config), config.root];
}

/**
 * The file a server-relative `request` names below the first of `roots` that has it, resolved there as webpack
 * resolves any path: as written, then with each of `extensions`, then as a folder's `index` with each (rematch's docs
 * import `/src/components/MultiLangComponent`, a `.tsx`); undefined when no root has it.
 */
export function fileInRoots(
  request: string,
  roots: string[],
  extensions: string[] = DOCUSAURUS_RESOLVE.resolveExtensions,
): string | undefined {
  if (!/^\/[^/]/.test(request)) return undefined;
  const candidates = (base: string) => [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const dir of roots) {
    const file = candidates(path.join(dir, request)).find(isFile);
    if (file) return file;
  }
  return undefined;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}
