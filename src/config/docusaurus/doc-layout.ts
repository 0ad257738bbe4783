/**
 * The docs' `docLayoutComponent`: the component Docusaurus renders each doc page with, `@theme/DocPage` unless a
 * site names its own (Detox's and react-native-navigation's draw a banner above theme-classic's page). sitegen draws
 * it around each doc page's layout, as a swizzled DocPage that wraps theme-classic's (src/layout-parts.ts), and the
 * `@theme/DocPage` it imports is the page (src/pages/docusaurus/page-imports.ts).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { themeFile } from '../../theme-files.js';
import { obj, type Obj } from './config-values.js';
import { isContentPlugin } from './content-plugins.js';

/** theme-classic's doc page, Docusaurus 2's default. */
const DEFAULT = '@theme/DocPage';

/**
 * The file of the docs' `docLayoutComponent` (the preset's docs, then each docs plugin), where one is set to a
 * component of the site's; a setting sitegen cannot draw is a line of `ignored`.
 */
export function docLayoutFile(
  { docs, plugins, root }: { docs: Obj | null; plugins: { label: string; options: unknown }[]; root: string },
  ignored: string[],
): string | undefined {
  const settings = [
    ...(docs ? [{ where: 'presets.classic.docs', options: docs }] : []),
    ...plugins
      .filter((p) => isContentPlugin(p.label, 'docs'))
      .map((p) => ({ where: `plugins: ${p.label}`, options: obj(p.options) })),
  ];
  let file: string | undefined;
  for (const { where, options } of settings) {
    const value = options.docLayoutComponent;
    if (value === undefined || value === DEFAULT) continue;
    const found = typeof value === 'string' ? componentFile(value, root) : undefined;
    const setting = `${where}.docLayoutComponent`;
    const main = options.id === undefined || options.id === 'default';
    if (!found) ignored.push(`${setting}: ${JSON.stringify(value)} is not a component file of the site; not used`);
    else if (!main)
      ignored.push(`${setting}: sitegen draws a docLayoutComponent around the main docs' pages only; not used`);
    else file = found;
  }
  return file;
}

/**
 * The file a component setting names: `@site/...`, `@theme/...` (the site's `src/theme`), or a path in the site,
 * relative or absolute (`require.resolve('./src/pages/layouts/DocPage.js')`, as react-navigation's config gives it).
 */
function componentFile(value: string, root: string): string | undefined {
  if (value.startsWith('@theme/')) return themeFile(path.join(root, 'src/theme'), value.slice('@theme/'.length));
  // A relative path is the site folder's, whatever the process's working folder.
  const relative = value.startsWith('@site/')
    ? value.slice('@site/'.length)
    : path.relative(root, path.resolve(root, value));
  if (!value.startsWith('@site/') && !value.startsWith('.') && !path.isAbsolute(value)) return undefined;
  const named = path.join(root, relative);
  const file = existsSync(named) && statSync(named).isFile() ? named : themeFile(root, relative);
  return file && path.relative(root, file).startsWith('..') ? undefined : file;
}
