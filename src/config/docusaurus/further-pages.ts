/**
 * Further `@docusaurus/plugin-content-pages` instances, each with an id and a folder of its own (flipper's
 * `embedded-pages`), as `pages.sections`: their Markdown pages are built below their `routeBasePath`, drawn as the
 * preset's Markdown pages are. What such an instance says that sitegen does not honour is a line of the
 * ignored-settings warning each: a `mdxPageComponent` of its own (sitegen draws its Markdown pages itself, as it does
 * the preset's), React pages in its folder (sitegen builds those of the preset's folder), and any other option.
 */
import path from 'node:path';
import fg from 'fast-glob';
import type { UserConfig } from '../schema.js';
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
    const folder = (str(o.path) ?? 'src/pages').replace(/^\.\//, '');
    sections.push({ id, path: folder, routeBasePath: str(o.routeBasePath) ?? '' });
    const where = `plugins: ${label} (id ${id})`;
    const component = str(o.mdxPageComponent);
    if (component && component !== DEFAULT_PAGE_COMPONENT)
      notes.push(
        `${where}: its Markdown pages are built, drawn as the preset's pages are; its mdxPageComponent ${component} is not used`,
      );
    const react = fg.sync(REACT_PAGES, { cwd: path.join(root, folder), ignore: NOT_PAGES });
    if (react.length)
      notes.push(
        `${where}: its React pages are not built (${react.length}, e.g. ${folder.replace(/\/$/, '')}/${react.sort()[0]}); move them to the preset's pages folder`,
      );
    for (const key of Object.keys(o)) if (!READ_OPTIONS.has(key)) notes.push(`${where}: ${key} is not applied`);
  }
  return sections.length ? { sections } : undefined;
}
