/**
 * Whether a swizzled layout part (src/layout-parts.ts) does something in the browser. For the parts that can be
 * islands (ISLAND_PARTS: the Footer, a doc's footer, banner and pager, a post's pager, the navbar's SearchBar) it
 * decides whether they hydrate. Most swizzled footers only draw links (Detox's is theme-classic's, copied): drawn as
 * HTML, they cost a page no script. One that keeps state, handles an event or brings a package that does
 * (webdriver.io's adds a chat button from `@mendable/search`; tauri's search box) is an island, as Docusaurus pages
 * are, so that it works as written. The other parts (an MDXContent around each page's Markdown, the navbar's items
 * and version dropdown, ...) are drawn as HTML only; one that needs the browser is named in a warning.
 *
 * Read from the server bundle's metafile: the modules the part imports, followed from its entry point, each
 * judged as Markdown's imports are (src/markdown/mdx/client-directive.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { PACKAGE_ROOT } from '../bundle/bundle-client.js';
import { isClientModule, packageUsesBrowser } from '../markdown/mdx/client-directive.js';

const SOURCE = /\.[cm]?[jt]sx?$/;

/** Why the part bundled from `entry` needs the browser (`imports @mendable/search`), or null when it does not. */
export function browserReason(root: string, metafile: esbuild.Metafile, entry: string): string | null {
  const start = Object.keys(metafile.inputs).find((key) => path.resolve(root, key) === entry);
  const seen = new Set<string>();
  const queue = start ? [start] : [];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const reason = inputReason(root, key);
    if (reason) return reason;
    for (const i of metafile.inputs[key]?.imports ?? []) if (!i.external) queue.push(i.path);
  }
  return null;
}

/** Why one input of the bundle acts in the browser, or null. */
function inputReason(root: string, key: string): string | null {
  // sitegen's own modules (`docusaurus-module:@theme/Tabs`, templates/docusaurus/) work without the part's script.
  if (/^[\w-]+:/.test(key)) return null;
  const file = path.resolve(root, key.replace(/\?.*$/, ''));
  if (file.startsWith(PACKAGE_ROOT + path.sep)) return null;
  if (!SOURCE.test(file)) return null;
  const source = readFileSync(file, 'utf8');
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file.split(path.sep).join('/'))?.[1];
  if (pkg) return packageUsesBrowser(source) ? `imports ${pkg}` : null;
  return isClientModule(source, { docusaurus: true }) ? `${path.relative(root, file)} needs the browser` : null;
}

/**
 * The site's modules that the part bundled from `entry` imports itself and whose code needs the browser: a part
 * drawn as HTML around the page's own markup (a DocItem/Layout around each doc) hydrates each as an island of its
 * own (ionic-docs' Layout imports its phone demo, whose buttons switch the demo's look).
 */
export function browserImports(root: string, metafile: esbuild.Metafile, entry: string): string[] {
  const start = Object.keys(metafile.inputs).find((key) => path.resolve(root, key) === entry);
  const imports = start ? metafile.inputs[start].imports : [];
  return imports
    .filter((i) => !i.external && !/^[\w-]+:/.test(i.path) && !i.path.includes('?'))
    .map((i) => path.resolve(root, i.path))
    .filter((file) => SOURCE.test(file) && !file.split(path.sep).includes('node_modules'))
    .filter((file) => browserReason(root, metafile, file) !== null);
}

/**
 * Why the code of the part `file` itself, not what it imports, needs the browser, or null. `useWindowSize()` does
 * not count: theme-classic's DocItem/Layout reads it only to leave the desktop table of contents out on phones,
 * where the stylesheet hides it.
 */
export function ownBrowserReason(root: string, file: string): string | null {
  const source = readFileSync(file, 'utf8').replace(/\buseWindowSize\s*\(/g, '');
  return isClientModule(source, { docusaurus: true }) ? `${path.relative(root, file)} needs the browser` : null;
}
