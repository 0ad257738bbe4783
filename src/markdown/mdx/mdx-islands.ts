/**
 * Islands in Markdown: a `'use client'` module that a Markdown file imports (directly or through another
 * component) hydrates in the browser exactly as it does in a page module. The file's module is bundled with each
 * such module left external; when the module is required, its real code is bundled on its own and each component
 * export (`default`, names starting with a capital) becomes a `clientReference`, the same island a page module
 * gets (src/bundle/island-reference.ts). The module ids are recorded so the client bundle builds them.
 *
 * A Docusaurus site says no `'use client'`: there a module that needs the browser (client-directive.ts), and a
 * package Markdown imports by name whose code does, are islands by themselves; a use of one that cannot hydrate
 * renders as HTML with a warning (static-islands.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { clientReference } from '../../bundle/island-reference.js';
import { htmlChildren, unserialisable } from '../../bundle/island-props.js';
import { DOCUSAURUS_MODULES } from '../../../templates/docusaurus/modules.js';
import { ISLAND_HTML_TAG } from '../../../templates/island-html.js';
import { themeFile } from '../../theme-files.js';
import { isClientModule, packageUsesBrowser, saysUseClient } from './client-directive.js';
import type { IslandProps } from '../../../templates/page-types.js';
import type { SiteRoot } from '../../../templates/docusaurus/site-root.js';

/** The client modules among a bundle's inputs, and the modules that need the browser but cannot hydrate. */
export interface ClientModules {
  clients: string[];
  /** Those of them that are islands only because a Docusaurus site's code needs the browser (no `'use client'`). */
  implicit: string[];
  /** A Docusaurus site's module that needs the browser but cannot be an island -> why not, for a warning. */
  refused: Map<string, string>;
}

/**
 * The site's own files among a bundle's inputs that are client modules (`'use client'`, or in a Docusaurus site a
 * module that needs the browser: client-directive.ts), as absolute paths. A Docusaurus site's module that imports
 * a Docusaurus module sitegen does not give the browser stays server HTML (`refused`), rather than failing the build.
 */
export function clientModulesAmong(
  inputs: string[],
  root: string,
  {
    docusaurus = false,
    packages = [],
    components,
  }: { docusaurus?: boolean; packages?: DirectPackage[]; components?: string } = {},
): ClientModules {
  const refused = new Map<string, string>();
  // A package that Markdown uses by name and that needs the browser hydrates in a Docusaurus site, as it does there.
  const clients = docusaurus ? packages.filter(packageNeedsBrowser).map((p) => p.entry) : [];
  const implicit = [...clients];
  for (const input of inputs) {
    const file = path.resolve(input);
    if (!file.startsWith(root + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    if (!isClientModule(source, { docusaurus })) continue;
    const asked = saysUseClient(source);
    const lacking = asked ? undefined : unprovidedModule(source, root);
    // The site's MDXComponents exports a map of components, not components: one it defines itself has no module.
    if (file === components) refused.set(file, MDX_COMPONENTS_REASON);
    else if (lacking)
      refused.set(
        file,
        `imports ${lacking}, which sitegen does not provide in the browser: it renders as HTML and its script does not run`,
      );
    else {
      clients.push(file);
      if (!asked) implicit.push(file);
    }
  }
  return { clients, implicit, refused };
}

const MDX_COMPONENTS_REASON =
  'is the map of components Markdown uses: the components defined in it render as HTML; give each component that does its own module (src/components/), which MDXComponents imports, to make it interactive';

/** A package imported by name from Markdown or MDXComponents: the file it resolves to, its files the bundle read. */
export interface DirectPackage {
  entry: string;
  files: string[];
}

function packageNeedsBrowser({ files }: DirectPackage): boolean {
  return files.some((file) => /\.[cm]?[jt]sx?$/.test(file) && packageUsesBrowser(readFileSync(file, 'utf8')));
}

/** A Docusaurus module `source` imports that sitegen does not give the browser (templates/docusaurus/modules.ts). */
function unprovidedModule(source: string, root: string): string | undefined {
  const imports = source.matchAll(
    /(?:\bfrom|\bimport|\brequire\()\s*['"](@(?:theme(?:-original|-init)?|docusaurus)\/[^'"]+)['"]/g,
  );
  for (const [, spec] of imports) {
    // `@theme-original/X` is sitegen's `@theme/X` where the site wraps a theme component.
    const id = spec.replace(/^@theme-(original|init)\//, '@theme/');
    if (id in DOCUSAURUS_MODULES) continue;
    if (id !== spec) return spec;
    if (id.startsWith('@theme/') && themeFile(path.join(root, 'src/theme'), id.slice('@theme/'.length))) continue;
    return spec;
  }
  return undefined;
}

/** Whether a client module is one only because a Docusaurus site's code needs the browser (no `'use client'`). */
export function isImplicitClient(file: string): boolean {
  return !saysUseClient(readFileSync(file, 'utf8'));
}

/** A client module's id: its path from the site root, `/`-separated, as page modules name it. */
export function clientModuleId(file: string, root: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** What `islandExports` needs: the module's id, and what a component given Markdown children receives. */
export interface IslandExportsOptions {
  id: string;
  /** Whether an element's children hold Markdown or elements (see element-tree.ts). */
  isMarkdownChildren: (children: unknown) => boolean;
  /**
   * Set for a module that is an island because a Docusaurus site's code needs the browser, not because it says
   * `'use client'`: a use that cannot hydrate (Markdown children, a function prop) renders as server HTML, as the
   * site's Markdown always did, and is told here (the component, why, and the names JSX may call it by), for a
   * warning.
   */
  onStatic?: (label: string, reason: string, names: string[]) => void;
  /** The module is a Docusaurus site's (island-reference.ts: its handlers' errors are logged, as React does). */
  docusaurus?: boolean;
  /** Children that are Markdown alone, as HTML an island can be given (element-tree.ts); with `onStatic` only. */
  markdownHtml?: (children: unknown) => string | undefined;
  /** Any children, components among them, as static HTML (element-tree.ts); with `onStatic` only. */
  childrenHtml?: (children: unknown) => string;
  /** The site's Root bundled with the module, which its islands render and hydrate inside (site-root.ts). */
  root?: SiteRoot | null;
}

/**
 * One use of an island in Markdown. A `'use client'` island given Markdown children is an error. A Docusaurus
 * site's island (`onStatic`) is given Markdown children as HTML; one given components as children or a prop JSON
 * cannot carry renders as HTML, told to `onStatic`.
 */
function renderGuarded(
  props: { children?: unknown } & IslandProps,
  {
    label,
    names,
    component,
    island,
    options,
  }: {
    label: string;
    names: string[];
    component: ComponentType<object>;
    island: ComponentType<object>;
    options: IslandExportsOptions;
  },
) {
  const { isMarkdownChildren, onStatic, markdownHtml } = options;
  const markdown = isMarkdownChildren(props.children);
  if (!onStatic) {
    if (markdown) {
      throw new Error(
        `${label} is an island ('use client') and cannot take Markdown children: island props travel to the browser as JSON. Write the element self-closing and pass data as props.`,
      );
    }
    return createElement(island, props);
  }
  const { hydrate: _, children, ...own } = props;
  const html = markdown
    ? (markdownHtml?.(children) ?? opaqueChildrenHtml(component, own, children, options))
    : undefined;
  const reason =
    markdown && html === undefined ? 'components as children that it reads or that hydrate' : unserialisable(own);
  if (reason) {
    onStatic(label, reason, names);
    return createElement(component, props);
  }
  return createElement(island, html === undefined ? props : { ...props, children: htmlChildren(html) });
}

/**
 * Children that hold components, as HTML the island can be given, as Markdown children are: when none of them is an
 * island itself, and `component` draws the same around their HTML as around them (it shows its children, and does
 * not read their types or props as a site's tabs do), so that the browser hydrates what Docusaurus would draw.
 */
function opaqueChildrenHtml(
  component: ComponentType<object>,
  own: object,
  children: unknown,
  { childrenHtml }: IslandExportsOptions,
): string | undefined {
  const drawn = (given: unknown) =>
    renderToStaticMarkup(
      createElement(component as ComponentType<{ children?: unknown }>, { ...own, children: given }),
    );
  try {
    const html = childrenHtml?.(children);
    if (html === undefined || html.includes('<sitegen-island ')) return undefined;
    const asHtml = drawn(htmlChildren(html))
      .replaceAll(`<${ISLAND_HTML_TAG}>`, '')
      .replaceAll(`</${ISLAND_HTML_TAG}>`, '');
    return asHtml === drawn(children) ? html : undefined;
  } catch {
    // It cannot render on its own (a context it needs is the page's): it stays as it rendered, told in a warning.
    return undefined;
  }
}

/**
 * The exports of a client module as Markdown uses them: components become islands, other values pass through.
 * Markdown children cannot travel to the browser as JSON props, so an island given some is an error.
 */
export function islandExports(real: Record<string, unknown>, options: IslandExportsOptions): Record<string, unknown> {
  const { id, docusaurus = false, root = null } = options;
  const exports: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(real)) {
    if (name !== 'default' && !/^[A-Z]/.test(name)) {
      exports[name] = value;
      continue;
    }
    const island = clientReference(value as ComponentType<object>, id, name, { docusaurus, root });
    if (island === value) {
      exports[name] = value;
      continue;
    }
    const label = name === 'default' ? id : `${name} (${id})`;
    const component = value as ComponentType<object>;
    // A default export is imported under a name of the file's choosing: most often its function's or its file's.
    const names =
      name === 'default' ? [component.displayName ?? component.name, path.basename(id, path.extname(id))] : [name];
    const Guarded = (props: { children?: unknown } & IslandProps) =>
      renderGuarded(props, { label, names, component, island, options });
    exports[name] = Guarded;
  }
  if (!('__esModule' in exports)) Object.defineProperty(exports, '__esModule', { value: true });
  return exports;
}
