/**
 * The islands sitegen itself provides to Markdown, beside the site's own client modules: a module of few imports,
 * since early-bundles.ts, which the bundle thread runs, guesses with it which islands a build has before parse.
 */
import path from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.js';
import type { ClientModule } from '../../types.js';
import { themeFile } from '../../theme-files.js';

/**
 * The island of a live code block (src/markdown/playground.ts): a module of sitegen's, which draws the site's
 * swizzled `src/theme/Playground` when it has one.
 */
export const PLAYGROUND_ISLAND = '@theme/Playground';

/**
 * The islands sitegen provides, by id -> file. Their code is never bundled for the server, so their CSS (a
 * stylesheet the site's ReactLiveScope imports) loads with them in the browser.
 */
const SITEGEN_ISLANDS: Record<string, string> = {
  [PLAYGROUND_ISLAND]: path.join(PACKAGE_ROOT, 'templates/docusaurus/playground.tsx'),
};

/** The playground that draws a site's own `src/theme/Playground` with the props Docusaurus gives it. */
const SWIZZLED_PLAYGROUND = path.join(PACKAGE_ROOT, 'templates/docusaurus/swizzled-playground.tsx');

/** The client module an id names: one of sitegen's, or the site's file at that path. */
export function clientModuleOf(id: string, root: string): ClientModule {
  if (id === PLAYGROUND_ISLAND && themeFile(path.join(root, 'src', 'theme'), 'Playground'))
    return { id, file: SWIZZLED_PLAYGROUND, css: true };
  const own = SITEGEN_ISLANDS[id];
  return own ? { id, file: own, css: true } : { id, file: path.join(root, id) };
}
