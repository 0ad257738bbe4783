/**
 * The module every tree of a Docusaurus site's code renders inside (templates/docusaurus/site-root.ts): its
 * `src/theme/Root`, and its `src/theme/Layout` where that wraps theme-classic's (`@theme-original/Layout`). Docusaurus
 * renders every page through `@theme/Layout`, so such a wrapper's providers reach every page and what it draws beside
 * the original is on every page, where a Root's is: sitegen draws it as a Root, inside the site's Root. Then the
 * module is generated, into the site's generated files; messages and client ids name the site's own file.
 * The page bundles, the Markdown's bundles and the islands all take this answer.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFilesDir } from './generated-files.js';
import { themeFile, wrapsOriginal } from './theme-files.js';

/** The module trees render inside, and what messages call it. */
export interface SiteRootFile {
  /** The module to bundle: the site's Root, or one generated to render its Root around its Layout wrapper. */
  module: string;
  /** The site's own file that messages and client ids name: its Root, else its Layout wrapper. */
  file: string;
  /** What messages call it: `Root`, `Layout`, or `Root and Layout`. */
  name: string;
}

/** The site's swizzled Layout, where it wraps theme-classic's; a Layout of its own is not used (swizzled.ts). */
export function layoutWrapperFile(root: string): string | undefined {
  const file = themeFile(path.join(root, 'src/theme'), 'Layout');
  return file && wrapsOriginal(file, 'Layout') ? file : undefined;
}

/** What the site's trees render inside, if anything: its Root, its Layout wrapper, or both. */
export function siteRootFile(root: string): SiteRootFile | undefined {
  const rootFile = themeFile(path.join(root, 'src/theme'), 'Root');
  const layout = layoutWrapperFile(root);
  if (!layout) return rootFile ? { module: rootFile, file: rootFile, name: 'Root' } : undefined;
  const module = path.join(generatedFilesDir(root), 'site-root.js');
  writeIfChanged(module, composite(rootFile, layout));
  return rootFile ? { module, file: rootFile, name: 'Root and Layout' } : { module, file: layout, name: 'Layout' };
}

/**
 * The generated module: the Root (if any) around the Layout around the children, as Docusaurus nests them. Plain
 * JavaScript without JSX, so that any bundle reads it as it is.
 */
function composite(rootFile: string | undefined, layout: string): string {
  const tree = rootFile
    ? 'createElement(Root, null, createElement(Layout, null, children))'
    : 'createElement(Layout, null, children)';
  return [
    "// Written by sitegen: the site's Root around its swizzled Layout, which wraps theme-classic's.",
    "import { createElement } from 'react';",
    ...(rootFile ? [`import Root from ${JSON.stringify(rootFile)};`] : []),
    `import Layout from ${JSON.stringify(layout)};`,
    `export default function SiteRoot({ children }) { return ${tree}; }`,
    '',
  ].join('\n');
}

/**
 * Write `text` to `file` unless it holds it already: an unchanged file keeps its time, so nothing that watches it
 * builds again. Written beside and renamed, so that a reader never sees half of it.
 */
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
