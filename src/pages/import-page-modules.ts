/**
 * Loads the bundled page modules a share of render jobs needs, before rendering starts. Runs in each render
 * worker and in the main thread (for `meta`, and to render with no workers). The bundles are CommonJS, required
 * inside a call with the time limit of site code: an endless loop at a module's top level is stopped, naming it.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadWithoutPage, withCurrentPage } from '../../templates/docusaurus/runtime.js';
import type { PageModule } from '../../templates/page-types.js';
import { runSiteCode } from '../config/run-site-code.js';
import { SitegenError } from '../errors.js';
import type { Route } from '../types.js';
import { localeBoundModule } from './locale-bound-module.js';
import { noDefaultExport } from './no-default-export.js';

/** Module URL -> the imported module, for every page-module route in `routes`. */
export async function importPageModules(routes: Iterable<Route>): Promise<Map<string, PageModule>> {
  const sources = new Map<string, string>();
  for (const route of routes) if (typeof route.data?.module === 'string') sources.set(route.data.module, route.source);
  const entries = await Promise.all(
    [...sources].map(async ([url, file]) => [url, await importOne(url, file)] as const),
  );
  return new Map(entries);
}

/** A page module's bundle and its source, as the bundle thread posts them to be loaded ahead. */
export interface ModuleToLoad {
  url: string;
  file: string;
}

/**
 * Load page modules before the jobs that need them arrive (a render thread, while the build's thread parses):
 * `require` keeps them, so `importPageModules` finds them loaded. One that fails is left unloaded, to fail again
 * where its pages need it, and be reported there.
 */
export function preloadPageModules(modules: ModuleToLoad[]): void {
  for (const { url, file } of modules) importOne(url, file).catch(() => {});
}

const require = createRequire(import.meta.url);

async function importOne(url: string, file: string): Promise<PageModule> {
  return loadPageModule(url, file);
}

/**
 * The page module bundled at `url` from `file`, required now (the render of a locale's footer cannot wait). Its
 * default export is a component, unless `anyDefault` (a map of navbar item types).
 */
export function loadPageModule(url: string, file: string, { anyDefault = false } = {}): PageModule {
  const bundle = fileURLToPath(url);
  const checked = (mod: Record<string, unknown>, file: string) =>
    anyDefault ? (mod as unknown as PageModule) : withComponent(mod, file);
  const loaded = requireBundle(bundle, file, () => loadWithoutPage(() => require(bundle) as Record<string, unknown>));
  if ('value' in loaded) return checked(loaded.value, file);
  // Its top level asked for the page (translate() there): one instance per locale, each loaded with a page current.
  return localeBoundModule((page) => {
    const load = () => withCurrentPage(page, () => require(bundle) as Record<string, unknown>).result;
    try {
      return checked(requireBundle(bundle, file, load), file);
    } finally {
      // The next locale's instance is loaded anew.
      delete require.cache[bundle];
    }
  });
}

/** Require `bundle` through `load`, with the time limit of site code; a throw names the module's source. */
function requireBundle<T>(bundle: string, file: string, load: () => T): T {
  // Loaded already: `require` hands out what it keeps and runs none of the module's code (each page asks for its
  // swizzled parts' modules, and a limited call starts a thread).
  if (require.cache[bundle]?.loaded) return load();
  try {
    return runSiteCode(load, { file, doing: `loading the page module ${file}` });
  } catch (error) {
    // A module stopped halfway stays cached as it was (its loader never finished): never hand that out.
    delete require.cache[bundle];
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(`the page module ${file} threw while loading: ${(error as Error).message}`, {
      location: { file },
      cause: error,
      hint: 'fix the error the module throws at its top level.',
    });
  }
}

/** `mod` as a page module: one whose default export is a component. */
function withComponent(mod: Record<string, unknown>, file: string): PageModule {
  const component = mod.default;
  // React components are functions, or objects for memo() and forwardRef().
  if (
    typeof component !== 'function' &&
    (typeof component !== 'object' || component === null || !('$$typeof' in component))
  ) {
    throw noDefaultExport(file);
  }
  return mod as unknown as PageModule;
}
