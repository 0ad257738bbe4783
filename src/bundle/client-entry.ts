/**
 * The page script's entry: `client/main.ts`, then the behaviours only some sites ask for, each a module of its own
 * with an init function. A site that asks for none gets main.ts itself: the others' code is not in its script at
 * all, not even as dead code behind a constant (which still shifts the minifier's names).
 */
import path from 'node:path';
import type { Plugin } from '../lazy-esbuild.js';
import type { ResolvedConfig } from '../config/schema.js';

/** An optional behaviour: whether the site asks for it, its module (from the package root) and its init function. */
interface Optional {
  wanted: (config: ResolvedConfig) => boolean;
  module: string;
  init: string;
}

/** In the order they run, after main.ts. */
const OPTIONAL: Optional[] = [
  // `docs.hideableSidebar`: the fold buttons of the docs sidebar.
  { wanted: (c) => c.docs.hideableSidebar, module: './client/sidebar-fold.ts', init: 'initSidebarFold' },
  // `docs.autoCollapseCategories`: expanding a sidebar category folds the ones beside it.
  { wanted: (c) => c.docs.autoCollapseCategories, module: './client/auto-collapse.ts', init: 'initAutoCollapse' },
  // A Docusaurus site: its navbar dropdowns are theme-classic's, which open on hover (templates/hover-dropdown.tsx).
  { wanted: (c) => c.docusaurus !== undefined, module: './client/hover-dropdowns.ts', init: 'initHoverDropdowns' },
  // A Docusaurus site: its sidebar categories are theme-classic's, which fold by their caret or label.
  {
    wanted: (c) => c.docusaurus !== undefined,
    module: './client/theme-classic-categories.ts',
    init: 'initThemeClassicCategories',
  },
];

const NAMESPACE = 'sitegen-main';

/**
 * The page script's entry for esbuild, and the plugin that writes it when the site asks for more than main.ts;
 * `modules`: the optional behaviours it brings in, which with `entry` say what it is made from.
 */
export function clientEntry(
  config: ResolvedConfig,
  packageRoot: string,
): { entry: string; plugins: Plugin[]; modules: string[] } {
  const extras = OPTIONAL.filter((o) => o.wanted(config));
  const modules = extras.map((o) => o.module);
  if (extras.length === 0) return { entry: path.join(packageRoot, 'client/main.ts'), plugins: [], modules };
  const contents = [
    "import './client/main.ts';",
    ...extras.map((o) => `import { ${o.init} } from '${o.module}';\n${o.init}();`),
  ].join('\n');
  const plugin: Plugin = {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents, resolveDir: packageRoot, loader: 'ts' }));
    },
  };
  return { entry: `${NAMESPACE}:main`, plugins: [plugin], modules };
}
