/**
 * Where a locale's translated sources live. Two layouts are read, side by side:
 * - sitegen's: `<i18n>/<locale>/` mirrors the content folders (`content/i18n/de/docs/intro.md`);
 * - Docusaurus 2's: one folder per plugin (`i18n/de/docusaurus-plugin-content-docs/current/intro.md`,
 *   `.../docusaurus-plugin-content-blog/`, `.../docusaurus-plugin-content-pages/`).
 * A site uses either; a folder that does not exist simply yields nothing, so neither costs the other anything.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import type { ContentKind } from '../types.js';
import { siteBlogs } from '../config/blogs.js';

/** A content kind's translation folder in Docusaurus's layout, below `<i18n>/<locale>/`. */
export const DOCUSAURUS_FOLDERS: Partial<Record<ContentKind, string>> = {
  // Only the current docs version: versioned docs translate into `version-<name>/` beside it.
  doc: 'docusaurus-plugin-content-docs/current',
  blog: 'docusaurus-plugin-content-blog',
  page: 'docusaurus-plugin-content-pages',
};

/** One translation folder of a locale. */
export interface TranslationFolder {
  /** Absolute folder (or file, for the home readme). */
  target: string;
  /**
   * Docusaurus's layout: a doc or post there translates the source at the same path and nothing else (Docusaurus
   * never reads one that has no source), so one without a source is reported instead of built.
   */
  docusaurus: boolean;
}

/** The folder that holds the i18n folder (`content/`), so translated paths in sitegen's layout mirror the originals. */
export function commonContentRoot(config: ResolvedConfig): string {
  return path.dirname(path.join(config.root, config.paths.i18n));
}

/** The Docusaurus translation folder of a blog other than the main one: the plugin's, with its id. */
export function blogTranslationFolder(blogId: string): string {
  return pluginTranslationFolder('blog', blogId);
}

/** The Docusaurus translation folder of a kind's further folder (a blog, a pages folder): the plugin's, with its id. */
function pluginTranslationFolder(kind: ContentKind, pluginId: string): string {
  return `${DOCUSAURUS_FOLDERS[kind]}-${pluginId}`;
}

/**
 * The translation folders of `dir` (a content folder relative to the site root, of `kind`) in `locale`; `pluginId`
 * names a blog or a pages folder other than the main one, whose Docusaurus folder carries its id.
 */
export function translationFolders(
  config: ResolvedConfig,
  { kind, dir, locale, pluginId }: { kind: ContentKind; dir: string; locale: string; pluginId?: string },
): TranslationFolder[] {
  const localeDir = path.join(config.root, config.paths.i18n, locale);
  // content/docs -> content/i18n/de/docs: the same path relative to the content root.
  const rel = path.relative(commonContentRoot(config), path.join(config.root, dir));
  const folders: TranslationFolder[] = [{ target: path.join(localeDir, rel), docusaurus: false }];
  const plugin = pluginId ? pluginTranslationFolder(kind, pluginId) : DOCUSAURUS_FOLDERS[kind];
  if (plugin) folders.push({ target: path.join(localeDir, ...plugin.split('/')), docusaurus: true });
  return folders;
}

/**
 * For a translated source, the default locale's folder of the same file, so images the translation shares with
 * its original still resolve. Empty for a source that is not a translation.
 */
export function defaultCounterpart(config: ResolvedConfig): (absPath: string) => string[] {
  const i18nRoot = path.join(config.root, config.paths.i18n);
  const contentRoot = commonContentRoot(config);
  const plugins = Object.entries(DOCUSAURUS_FOLDERS).map(([kind, folder]) => ({
    prefix: folder.split('/'),
    dir: contentDir(config, kind as ContentKind),
  }));
  for (const blog of siteBlogs(config).slice(1))
    plugins.push({ prefix: [blogTranslationFolder(blog.id)], dir: path.join(config.root, blog.dir) });
  for (const section of config.pages.sections)
    plugins.push({ prefix: [pluginTranslationFolder('page', section.id)], dir: path.join(config.root, section.path) });
  return (absPath) => {
    if (!absPath.startsWith(i18nRoot + path.sep)) return [];
    const rest = path.relative(i18nRoot, absPath).split(path.sep).slice(1);
    const plugin = plugins.find((p) => p.prefix.every((part, i) => rest[i] === part));
    if (plugin) {
      const below = rest.slice(plugin.prefix.length).join(path.sep);
      return [path.dirname(path.join(plugin.dir, below))];
    }
    return [path.dirname(path.join(contentRoot, rest.join(path.sep)))];
  };
}

/** The default locale's folder of a content kind. */
function contentDir(config: ResolvedConfig, kind: ContentKind): string {
  const dirs: Record<ContentKind, string> = {
    doc: config.paths.docs,
    blog: config.paths.blog,
    page: config.paths.pages,
    home: path.dirname(config.paths.home),
  };
  return path.join(config.root, dirs[kind]);
}
