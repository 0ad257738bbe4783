/**
 * Further `@docusaurus/plugin-content-pages` instances, each with an id and a folder of its own (flipper's
 * `embedded-pages`), as `pages.sections`: their Markdown pages are built below their `routeBasePath`, drawn by
 * their `mdxPageComponent` when it is the site's (`@theme/EmbeddedMDXPage` in `src/theme/`, or `@site/...`), else
 * as the preset's Markdown pages are. What such an instance says that sitegen does not honour is a line of the
 * ignored-settings warning each: a `mdxPageComponent` it cannot find, React pages in its folder (sitegen builds
 * those of the preset's folder), and any other option.
 */
import path from 'node:path';
import fg from 'fast-glob';
import type { UserConfig } from '../schema.js';
import { themeFile } from '../../theme-files.js';
import { obj, str } from './config-values.js';
import { isContentPlugin } from './content-plugins.js';

type PagesSection = NonNullable<NonNullable<UserConfig['pages']>['sections']>[number];

/** Options of such an instance that sitegen reads (`mdxPageComponent` is told apart below). */
const READ_OPTIONS = new Set(['id', 'path', 'routeBasePath', 'mdxPageComponent']);

/** theme-classic's own page component, the default: what sitegen's Markdown pages draw already. */
const DEFAULT_PAGE_COMPONENT = '@theme/MDXPage';

/** The React pages Docusaurus would build from an instance's folder (its `include` defaults), tests and partials aside. */
const REACT_PAGES = ['**/*.{js,jsx,ts,tsx}'];
const NOT_PAGES = [
  '**/_*',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
  '**/*.d.ts',
  '**/node_modules/**',
];

/**
 * The further pages folders of a Docusaurus config's `plugins` (entries `[plugin, options]` whose plugin is
 * `label`'s pages plugin and whose options name an id), as `pages`; the lines of the warning about them go to `notes`.
 */
export function furtherPages(
  entries: { label: string; options: unknown }[],
  root: string,
  notes: string[],
): UserConfig['pages'] {
  const sections: PagesSection[] = [];
  for (const { label, options } of entries) {
    const o = obj(options);
    const id = o.id;
    if (!isContentPlugin(label, 'pages') || typeof id !== 'string') continue;
    const folder = (str(o.path) ?? 'src/pages').replace(/^\.\/|\/+$/g, '');
    const where = `plugins: ${label} (id ${id})`;
    const named = str(o.mdxPageComponent);
    const component = named && named !== DEFAULT_PAGE_COMPONENT ? siteComponent(named, root) : undefined;
    sections.push({ id, path: folder, routeBasePath: str(o.routeBasePath) ?? '', ...(component && { component }) });
    if (named && named !== DEFAULT_PAGE_COMPONENT && !component)
      notes.push(
        `${where}: its mdxPageComponent ${named} is not a file of the site (src/theme/ or @site/), so its Markdown pages are drawn as the preset's are`,
      );
    const react = fg.sync(REACT_PAGES, { cwd: path.join(root, folder), ignore: NOT_PAGES });
    if (react.length)
      notes.push(
        `${where}: its React pages are not built (${react.length}, e.g. ${folder}/${react.sort()[0]}); move them to the preset's pages folder`,
      );
    for (const key of Object.keys(o)) if (!READ_OPTIONS.has(key)) notes.push(`${where}: ${key} is not applied`);
  }
  return sections.length ? { sections } : undefined;
}

/** The file of a component the site names by `@theme/Name` (its `src/theme/`) or `@site/path`, from the site root. */
function siteComponent(specifier: string, root: string): string | undefined {
  // `@theme/Name` is a component of the site's src/theme/; `@site/path`, with or without its extension, a file.
  const [, prefix, name] = /^@(theme|site)\/(.+)$/.exec(specifier) ?? [];
  const dir = prefix === 'theme' ? path.join(root, 'src/theme') : root;
  const file = name && themeFile(dir, name.replace(/\.[jt]sx?$/, ''));
  return file ? path.relative(root, file).split(path.sep).join('/') : undefined;
}
