/**
 * Finds every content file (docs, blog posts, Markdown pages, the home readme) in the default locale and in
 * each locale's `i18n/<locale>/` folder. Reading happens here so that later stages are pure.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/schema.js';
import type { BuildWarning, ContentFile, ContentKind } from '../types.js';
import { allDocsVersions } from '../config/docs-versions.js';
import { gitLastUpdates } from './git-last-update.js';
import { withoutLinksOutOfSite } from './site-paths.js';

const MARKDOWN = ['**/*.md', '**/*.mdx'];
/** Files and folders starting with `_` are partials, not routes (CONTENT-FORMAT "pages"). */
const IGNORE = ['**/_*', '**/_*/**', '**/node_modules/**'];

interface Source {
  kind: ContentKind;
  /** Folder relative to the site root (or a single file for the home readme). */
  dir: string;
  /** Docs: the version's namespace ('' for the main docs' last version). */
  ns?: string;
  /** Docs: where a locale's translations of this folder live, when not at the same path below `i18n/<locale>/`. */
  i18nDir?: ((locale: string) => string) | null;
}

/** Every content folder for one locale: the default layout, or the same layout below `i18n/<locale>/`. */
function sourcesFor(config: ResolvedConfig): Source[] {
  const { blog, pages, home } = config.paths;
  return [
    ...allDocsVersions(config).map((v): Source => ({ kind: 'doc', dir: v.dir, ns: v.ns, i18nDir: v.i18nDir })),
    { kind: 'blog', dir: blog },
    { kind: 'page', dir: pages },
    { kind: 'home', dir: home },
  ];
}

/** A content folder (or the home readme file) of one locale. */
interface Folder {
  source: Source;
  locale: string;
  /** Absolute folder, or file for the home readme. */
  target: string;
}

/** Every content folder of every locale in `locales`. */
function contentFolders(config: ResolvedConfig, locales: string[]): Folder[] {
  const { root } = config;
  const contentRoot = commonContentRoot(config);
  const folders: Folder[] = [];
  for (const source of sourcesFor(config)) {
    folders.push({ source, locale: config.i18n.defaultLocale, target: path.join(root, source.dir) });
    for (const locale of locales) {
      if (locale === config.i18n.defaultLocale) continue;
      if (source.i18nDir) {
        folders.push({ source, locale, target: path.join(root, source.i18nDir(locale)) });
        continue;
      }
      // content/docs -> content/i18n/de/docs: the same path relative to the content root.
      const rel = path.relative(contentRoot, path.join(root, source.dir));
      folders.push({ source, locale, target: path.join(root, config.paths.i18n, locale, rel) });
    }
  }
  return folders;
}

/** Scan all content of every locale in `locales`. */
export async function scanContent({
  config,
  locales,
  warnings,
}: {
  config: ResolvedConfig;
  locales: string[];
  warnings?: BuildWarning[];
}): Promise<ContentFile[]> {
  const folders = contentFolders(config, locales);
  const jobs = folders.map((f) => scanOne(config.root, f, warnings));
  const files = (await Promise.all(jobs)).flat();
  if (config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor) applyGitTimes(config, files, folders);
  // A stable order makes output and "first one wins" deterministic.
  return files.sort((a, b) => (a.absPath < b.absPath ? -1 : a.absPath > b.absPath ? 1 : 0));
}

/** Last-updated times and authors from one `git log` pass over the content folders; file times outside git. */
function applyGitTimes(config: ResolvedConfig, files: ContentFile[], folders: Folder[]): void {
  const dirs = [...new Set(folders.map((f) => f.target).filter((t) => existsSync(t)))];
  const updates = dirs.length ? gitLastUpdates(config.root, dirs) : null;
  if (!updates) return;
  for (const file of files) {
    const update = updates.get(file.absPath);
    if (!update) continue;
    file.mtimeMs = update.timeMs;
    file.lastAuthor = update.author;
  }
}

/**
 * Which content folder a file on disk belongs to (its kind, locale and path below the folder), by the same rules
 * as the scan: Markdown only, no `_partials`, no dotfiles. Null for anything else. `dev` uses it on each change.
 */
export function classifyContentFile(
  config: ResolvedConfig,
  locales: string[],
  absPath: string,
): Pick<ContentFile, 'kind' | 'locale' | 'relPath' | 'absPath' | 'docsNs'> | null {
  if (!/\.mdx?$/.test(absPath)) return null;
  for (const { source, locale, target } of contentFolders(config, locales)) {
    const isFile = /\.mdx?$/.test(target);
    if (isFile ? absPath !== target : !absPath.startsWith(target + path.sep)) continue;
    const rel = isFile ? path.basename(target) : path.relative(target, absPath);
    if (rel.split(path.sep).some((part) => part.startsWith('_') || part.startsWith('.') || part === 'node_modules'))
      return null;
    const file = { kind: source.kind, locale, relPath: rel.split(path.sep).join('/'), absPath };
    return source.ns ? { ...file, docsNs: source.ns } : file;
  }
  return null;
}

/** The folder that holds the i18n folder (`content/`), so translated paths mirror the originals. */
export function commonContentRoot(config: ResolvedConfig): string {
  return path.dirname(path.join(config.root, config.paths.i18n));
}

/** The Markdown files of one content folder (or one file), without links that lead out of the site. */
async function scanOne(
  root: string,
  { source, locale, target }: Folder,
  warnings: BuildWarning[] | undefined,
): Promise<ContentFile[]> {
  if (!existsSync(target)) return [];
  const isFile = target.endsWith('.md') || target.endsWith('.mdx');
  const base = isFile ? path.dirname(target) : target;
  const found = isFile ? [path.basename(target)] : await fg(MARKDOWN, { cwd: target, ignore: IGNORE, dot: false });
  const names = withoutLinksOutOfSite(root, base, found, warnings);
  // Read synchronously: for small files the promise API costs a thread-pool round trip per open, read, stat and
  // close, which made reading 10,000 sources take a second instead of 75 ms.
  return names.map((rel) => {
    const absPath = path.join(base, rel);
    const text = readFileSync(absPath, 'utf8');
    const file: ContentFile = {
      kind: source.kind,
      absPath,
      relPath: rel.split(path.sep).join('/'),
      locale,
      source: text,
      mtimeMs: Math.floor(statSync(absPath).mtimeMs),
    };
    if (source.ns) file.docsNs = source.ns;
    return file;
  });
}
