/**
 * The dev server's site: inputs read from disk and the state derived from them, updated one change batch at a
 * time. Requests wait for a running update, so a page is never rendered from half-applied changes. A change
 * that fails (a config that does not compile) becomes the state's error, shown as the overlay, never a crash.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../bundle/bundle-client.js';
import { classifyContentFile, commonContentRoot } from '../content/scan-content.js';
import type { Logger } from '../logger.js';
import { clientBundle, loadInputs, refreshSource, reload, type DevInputs } from './dev-inputs.js';
import { bundleRenderModule } from './render-module.js';
import { blankState, deriveState, reuseForBodyEdits, type SiteState } from './site-state.js';

/** Where the site comes from. */
export interface DevSiteOptions {
  root: string;
  configFile?: string;
  locales?: string[];
  /** Also watch sitegen's own templates/ and client/ (default true; tests of a site turn it off). */
  watchSitegen?: boolean;
  /** Where a cache file that cannot be read or written is reported (default: nowhere). */
  logger?: Logger;
}

/** What kind of file changed, which decides what is re-read. */
export type ChangeKind =
  | 'config'
  | 'content'
  | 'sidebars'
  | 'data'
  | 'i18n'
  | 'static'
  | 'templates'
  | 'styles'
  | 'client'
  | 'page-modules'
  | 'other';

/** The site as the dev server sees it. */
export interface DevSite {
  /** The current state, after any update in progress. */
  current(): Promise<SiteState>;
  /** Apply a batch of changed paths; resolves to the kinds of change applied. */
  apply(paths: string[]): Promise<Set<ChangeKind>>;
  /** Folders and files to watch (refreshed after a config change). */
  watched(): Promise<string[]>;
}

/** Read the site and derive its first state. */
export async function openDevSite(options: DevSiteOptions): Promise<DevSite> {
  let inputs: DevInputs | null = null;
  let state: Promise<SiteState> = start(null);
  async function start(previous: SiteState | null): Promise<SiteState> {
    try {
      inputs = await loadInputs({ ...options, render: inputs?.render });
      // At start the server begins the client bundle after the first page; after a config change, at once.
      if (previous) void clientBundle(inputs).catch(() => {});
      // At start only, the first page's locale may be composed alone (see site-state.ts).
      return await deriveState(inputs, null, { lazy: previous === null });
    } catch (error) {
      // Without inputs (the config does not load, or was deleted) there is nothing to render but the error, and
      // every later change retries the whole load: a save elsewhere must not bring back the old config's pages,
      // and the site folder is watched whole so that a restored config is seen.
      inputs = null;
      return { ...(previous ?? emptyState(options)), error, pages: new Map() };
    }
  }
  return {
    current: () => state,
    apply(paths) {
      const done = state.then(async (previous) => {
        const kinds = new Set(paths.map((p) => classify(inputs, options.root, p)));
        return { kinds, next: await update(previous, kinds, paths) };
      });
      state = done.then((d) => d.next);
      return done.then((d) => d.kinds);
    },
    watched: async () => {
      await state;
      return watchList(inputs, options.root, options.watchSitegen ?? true);
    },
  };

  async function update(previous: SiteState, kinds: Set<ChangeKind>, paths: string[]): Promise<SiteState> {
    if (kinds.has('config') || !inputs) return start(previous);
    try {
      if (kinds.has('templates')) inputs.render = await bundleRenderModule();
      // The stylesheet is built with the client bundle from templates/styles/.
      if (kinds.has('styles') || kinds.has('client')) await reload.client(inputs);
      if (kinds.has('sidebars')) await reload.sidebars(inputs);
      if (kinds.has('data')) await reload.data(inputs);
      if (kinds.has('page-modules')) await reload.pageModules(inputs);
      const before = new Map(paths.map((p) => [p, inputs!.sources.get(p)]));
      for (const p of paths) await refreshSource(inputs, p);
      // The common save: a page's text changed and nothing else. Its page renders again; nothing is recomposed.
      const reused = kinds.size === 1 && kinds.has('content') && reuseForBodyEdits(previous, inputs, before);
      if (reused) return reused;
    } catch (error) {
      return { ...previous, error, pages: new Map() };
    }
    // Images or fiddle folders may have appeared: pages that point at them must render again, and a static image
    // may have a new size, which its Markdown images carry. A changed component may be one a Markdown file imports:
    // bodies render again (lazily: only the pages asked for).
    const renderBodies: ChangeKind[] = ['other', 'static', 'templates', 'page-modules'];
    const keepBodies = !renderBodies.some((kind) => kinds.has(kind));
    return deriveState(inputs, keepBodies ? previous.bodies : null);
  }
}

/** What a changed path is. */
function classify(inputs: DevInputs | null, root: string, file: string): ChangeKind {
  if (!inputs) return 'config';
  const { config, locales } = inputs;
  const under = (dir: string) => file === dir || file.startsWith(dir + path.sep);
  const at = (rel: string) => path.join(root, rel);
  // A plugin's files and the paths it watches: the plugins run again, as the config is read again.
  const watchedByPlugins = (config.docusaurus?.plugins?.pathsToWatch ?? []).map(globBase);
  if (file === config.configFile || watchedByPlugins.some(under)) return 'config';
  if (under(path.join(PACKAGE_ROOT, 'templates', 'styles'))) return 'styles';
  if (under(path.join(PACKAGE_ROOT, 'templates'))) return 'templates';
  if (under(path.join(PACKAGE_ROOT, 'client'))) return 'client';
  if (config.paths.sidebars !== null && file === at(config.paths.sidebars)) return 'sidebars';
  if (under(at(config.paths.data))) return 'data';
  if ([config.paths.static, ...config.paths.staticMore].some((dir) => under(at(dir)))) return 'static';
  if (classifyContentFile(config, locales, file)) return 'content';
  if (under(at(config.paths.pages)) && /\.[jt]sx?$/.test(file)) return 'page-modules';
  // A Docusaurus site's components and stylesheets (customCss, CSS modules) are bundled with its pages.
  if (config.docusaurus && under(at('src')) && /\.([jt]sx?|css|s[ac]ss|svg)$/.test(file)) return 'page-modules';
  if (under(at(config.paths.i18n)) && file.endsWith('.json')) return 'i18n';
  // The site's stylesheets and the files they import, in the site stylesheet with sitegen's theme.
  if (config.customCss.length && /\.(css|s[ac]ss)$/.test(file)) return 'styles';
  return 'other';
}

/**
 * Everything whose change matters: the site's folders, its config, and sitegen's templates and client. Only
 * paths that exist: chokidar 3 misses events when asked to watch a missing one. The content root is watched
 * whole, so a content folder created later is seen too.
 */
function watchList(inputs: DevInputs | null, root: string, sitegen: boolean): string[] {
  const paths = sitegen ? [path.join(PACKAGE_ROOT, 'templates'), path.join(PACKAGE_ROOT, 'client')] : [];
  if (!inputs) return [...paths, root].filter((p) => existsSync(p));
  const { config } = inputs;
  const contentRoot = commonContentRoot(config);
  const p = config.paths;
  const sections = [...config.blog.sections, ...config.pages.sections].map((s) => s.path);
  const outside = [p.docs, p.blog, ...sections, p.pages, p.home, p.data, p.i18n, p.static, p.sidebars]
    .filter((rel) => rel !== null)
    .map((rel) => path.join(root, rel))
    .filter((f) => !f.startsWith(contentRoot + path.sep));
  const plugins = (config.docusaurus?.plugins?.pathsToWatch ?? []).map(globBase);
  const site = [...(config.configFile ? [config.configFile] : []), ...plugins];
  // The folders of the site's stylesheets: a partial beside one (`_colours.scss`) is part of it.
  const customCss = config.customCss.map((f) => path.dirname(path.resolve(root, f)));
  return [...paths, contentRoot, ...outside, ...site, ...customCss].filter((f) => existsSync(f));
}

/**
 * The folder a watched glob starts in (`/site/docs/**\/*.md` -> `/site/docs`), or the path itself: plugins'
 * `getPathsToWatch()` may return globs, and a change anywhere below their folder runs the plugins again.
 */
function globBase(p: string): string {
  const parts = p.split(path.sep);
  const first = parts.findIndex((s) => /[*?[\]{}!]/.test(s));
  return first < 0 ? p : parts.slice(0, first).join(path.sep) || path.sep;
}

function emptyState(options: DevSiteOptions): SiteState {
  const config = { root: options.root } as SiteState['inputs']['config'];
  return blankState({ config } as SiteState['inputs'], null);
}
