/**
 * Finds every content file (docs, blog posts, Markdown pages, the home readme) in the default locale and in
 * each locale's `i18n/<locale>/` folder. Reading happens here so that later stages are pure.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/schema.js';
import { sourceKey, type BuildWarning, type ContentFile, type ContentKind } from '../types.js';
import { allDocsVersions, docsPluginOptions } from '../config/docs-versions.js';
import { blogIdOf, siteBlogs } from '../config/blogs.js';
import { gitLastUpdates } from './git-last-update.js';
import { withoutLinksOutOfSite } from './site-paths.js';
import { translationFolders, type TranslationFolder } from './translation-folders.js';

export { commonContentRoot } from './translation-folders.js';

const MARKDOWN = ['**/*.md', '**/*.mdx'];
const NOT_CONTENT = ['**/node_modules/**'];
/** Files and folders starting with `_` are partials, not routes (CONTENT-FORMAT "pages"). */
const IGNORE = ['**/_*', '**/_*/**', ...NOT_CONTENT];

interface Source {
  kind: ContentKind;
  /** Folder relative to the site root (or a single file for the home readme). */
  dir: string;
  /** Docs: the version's namespace ('' for the main docs' last version). */
  ns?: string;
  /** Docs: where a locale's translations of this folder live, when not at the same path below `i18n/<locale>/`. */
  i18nDir?: ((locale: string) => string) | null;
  /** Docs: the docs plugin's `include` globs, below the folder (every Markdown file when unset). */
  include?: string[];
  /** Docs: the docs plugin's `exclude` globs, below the folder. */
  exclude?: string[];
  /** Docs: false when files named `_*` are docs too (a Docusaurus docs plugin's own `exclude`). */
  underscorePartials?: boolean;
  /** Posts of a blog other than the main one: its id. */
  blogId?: string;
  /** Markdown pages of a folder other than `paths.pages`: its id. */
  pagesId?: string;
}

/** Every content folder for one locale: the default layout, or the same layout below `i18n/<locale>/`. */
function sourcesFor(config: ResolvedConfig): Source[] {
  const { pages, home } = config.paths;
  return [
    ...allDocsVersions(config).map((v): Source => {
      const options = docsPluginOptions(config, v.pluginId);
      return {
        kind: 'doc',
        dir: v.dir,
        ns: v.ns,
        i18nDir: v.i18nDir,
        include: options?.include,
        exclude: options?.exclude ?? [],
        underscorePartials: options?.underscorePartials ?? true,
      };
    }),
    ...siteBlogs(config).map((blog): Source => ({ kind: 'blog', dir: blog.dir, blogId: blogIdOf(blog) })),
    { kind: 'page', dir: pages },
    ...config.pages.sections.map((section): Source => ({ kind: 'page', dir: section.path, pagesId: section.id })),
    { kind: 'home', dir: home },
  ];
}

/** A content folder (or the home readme file) of one locale. */
interface Folder {
  source: Source;
  locale: string;
  /** Absolute folder, or file for the home readme. */
  target: string;
  /** A translation folder in Docusaurus's layout (see translation-folders.ts). */
  docusaurus?: boolean;
  /**
   * A Docusaurus site's folder of the default locale in that layout (`i18n/en/docusaurus-plugin-content-docs/current`):
   * Docusaurus reads a file there in place of the source at the same path (`localizedDefaults`).
   */
  overrides?: boolean;
}

/** A content folder and the Markdown files found in it. */
interface ScannedFolder {
  folder: Folder;
  files: ContentFile[];
}

/** Every content folder of every locale in `locales`: the default locale's, then each translation folder. */
function contentFolders(config: ResolvedConfig, locales: string[]): Folder[] {
  const folders: Folder[] = [];
  const { defaultLocale } = config.i18n;
  for (const source of sourcesFor(config)) {
    folders.push({ source, locale: defaultLocale, target: path.resolve(config.root, source.dir) });
    for (const locale of locales) {
      const overrides = locale === defaultLocale;
      if (overrides && !config.docusaurus) continue;
      for (const folder of translationsOf(config, source, locale))
        if (!overrides) folders.push({ source, locale, ...folder });
        else if (folder.docusaurus) folders.push({ source, locale, ...folder, overrides });
    }
  }
  return folders;
}

/** The folders of `source`'s translations into `locale`. */
function translationsOf(config: ResolvedConfig, source: Source, locale: string): TranslationFolder[] {
  if (source.i18nDir) return [{ target: path.join(config.root, source.i18nDir(locale)), docusaurus: true }];
  const { kind, dir, blogId, pagesId } = source;
  return translationFolders(config, { kind, dir, locale, pluginId: blogId ?? pagesId });
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
  const jobs = folders.map(async (f) => ({ folder: f, files: await scanOne(config.root, f, warnings) }));
  const files = localizedDefaults(withoutUnmatchedTranslations(config, await Promise.all(jobs), warnings));
  if (config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor)
    applyGitTimes(config, { files, folders, warnings });
  // A stable order makes output and "first one wins" deterministic.
  return files.sort((a, b) => (a.absPath < b.absPath ? -1 : a.absPath > b.absPath ? 1 : 0));
}

/**
 * Last-updated times and authors from one `git log` pass over the content folders. Where git has no commit for a
 * doc (outside a repository, a file not committed yet), a sitegen site shows the file's own time; a Docusaurus site
 * shows none, as Docusaurus does, and one warning says why.
 */
function applyGitTimes(
  config: ResolvedConfig,
  { files, folders, warnings }: { files: ContentFile[]; folders: Folder[]; warnings?: BuildWarning[] },
): void {
  const dirs = [...new Set(folders.map((f) => f.target).filter((t) => existsSync(t)))];
  const updates = dirs.length ? gitLastUpdates(config.root, dirs) : null;
  const docusaurus = config.docusaurus?.configFile;
  let unknown = 0;
  for (const file of files) {
    const update = updates?.get(file.absPath);
    if (update) {
      file.mtimeMs = update.timeMs;
      file.lastAuthor = update.author;
    } else if (docusaurus && file.kind === 'doc') {
      // No time at all: the doc shows no last update.
      file.mtimeMs = 0;
      unknown++;
    }
  }
  if (!docusaurus || unknown === 0) return;
  const why = updates
    ? `${unknown} doc${unknown === 1 ? ' is' : 's are'} not committed to git yet, so ${unknown === 1 ? 'it shows' : 'they show'} no last update (as in Docusaurus); commit ${unknown === 1 ? 'it' : 'them'} to show one`
    : 'the docs show no last update: the site is not in a git repository (or git is not installed), and showLastUpdateTime and showLastUpdateAuthor read it from git, as in Docusaurus';
  warnings?.push({ code: 'other', file: docusaurus, message: why });
}

/**
 * Which content folder a file on disk belongs to (its kind, locale and path below the folder), by the same rules
 * as the scan: Markdown only, no `_partials`, no dotfiles. Null for anything else. `dev` uses it on each change.
 */
export function classifyContentFile(
  config: ResolvedConfig,
  locales: string[],
  absPath: string,
): Pick<ContentFile, 'kind' | 'locale' | 'relPath' | 'absPath' | 'docsNs' | 'blogId' | 'pagesId'> | null {
  if (!/\.mdx?$/.test(absPath)) return null;
  for (const { source, locale, target } of contentFolders(config, locales)) {
    const isFile = /\.mdx?$/.test(target);
    if (isFile ? absPath !== target : !absPath.startsWith(target + path.sep)) continue;
    const rel = isFile ? path.basename(target) : path.relative(target, absPath);
    const partial = (part: string) => part.startsWith('_') && source.underscorePartials !== false;
    if (rel.split(path.sep).some((part) => partial(part) || part.startsWith('.') || part === 'node_modules'))
      return null;
    if (source.exclude?.length && isExcluded(rel, target, source.exclude)) return null;
    if (!isFile && !isIncluded(rel, target, source)) return null;
    const file = { kind: source.kind, locale, relPath: rel.split(path.sep).join('/'), absPath };
    if (source.blogId) return { ...file, blogId: source.blogId };
    if (source.pagesId) return { ...file, pagesId: source.pagesId };
    return source.ns ? { ...file, docsNs: source.ns } : file;
  }
  return null;
}

/**
 * The files that may be a default-locale source of a Docusaurus site, the one read first: for `absPath`, a source
 * or its file in the default locale's own translation folder, both (`[translation, source]`); else `absPath` alone.
 * `dev` re-reads whichever exists first after a change to either (see `localizedDefaults`).
 */
export function defaultLocaleCandidates(config: ResolvedConfig, locales: string[], absPath: string): string[] {
  const where = classifyContentFile(config, locales, absPath);
  if (!where || where.locale !== config.i18n.defaultLocale || !config.docusaurus) return [absPath];
  const folders = contentFolders(config, locales).filter(
    (f) => f.locale === where.locale && f.source.kind === where.kind,
  );
  // The main docs' namespace is '' in a folder and absent from a file; the main blog and pages have no id in either.
  const same = (f: Folder) =>
    (f.source.ns || undefined) === where.docsNs &&
    (f.source.blogId || undefined) === where.blogId &&
    (f.source.pagesId || undefined) === where.pagesId;
  const override = folders.find((f) => f.overrides && same(f));
  const source = folders.find((f) => !f.overrides && same(f));
  if (!override || !source || /\.mdx?$/.test(source.target)) return [absPath];
  const rel = where.relPath.split('/');
  return [path.join(override.target, ...rel), path.join(source.target, ...rel)];
}

/** Whether the file `rel` below `target` matches one of the `exclude` globs (as the scan would leave it out). */
function isExcluded(rel: string, target: string, exclude: string[]): boolean {
  const pattern = fg.escapePath(rel.split(path.sep).join('/'));
  return fg.sync(pattern, { cwd: target, ignore: exclude, dot: false }).length === 0;
}

/** The files a content folder never holds as content: `_` partials (unless its docs plugin says they are docs). */
function ignoredBy(source: Source): string[] {
  return source.underscorePartials === false ? NOT_CONTENT : IGNORE;
}

/** Whether the file `rel` below `target` is one of the folder's `include` globs (every Markdown file, unset). */
function isIncluded(rel: string, target: string, source: Source): boolean {
  if (!source.include) return true;
  const found = fg.sync(source.include, {
    cwd: target,
    ignore: [...ignoredBy(source), ...(source.exclude ?? [])],
    dot: false,
  });
  return found.includes(rel.split(path.sep).join('/'));
}

/**
 * The scanned files, without the docs, posts and Markdown pages in Docusaurus's translation folders that translate
 * no source: Docusaurus never builds those, so each is a warning naming it (a renamed original, a typo in the path).
 */
const KIND_NAMES: Record<ContentFile['kind'], string> = { doc: 'doc', blog: 'post', page: 'page', home: 'page' };

function withoutUnmatchedTranslations(
  config: ResolvedConfig,
  scanned: ScannedFolder[],
  warnings: BuildWarning[] | undefined,
): ScannedFolder[] {
  // Keyed by docs version too: `version-1.0/x.md` translates versioned_docs/version-1.0/x.md, not docs/x.md.
  const key = (f: ContentFile) => `${f.kind}:${f.docsNs ?? f.blogId ?? f.pagesId ?? ''}:${f.relPath}`;
  const sources = new Set<string>();
  for (const { folder, files } of scanned)
    if (folder.locale === config.i18n.defaultLocale && !folder.overrides) for (const f of files) sources.add(key(f));
  return scanned.map(({ folder, files }) => {
    if (!folder.docusaurus) return { folder, files };
    const kept = files.filter((file) => {
      if (sources.has(key(file))) return true;
      const original = path.join(folder.source.dir, file.relPath).split(path.sep).join('/');
      warnings?.push({
        code: 'unmatched-translation',
        file: file.absPath,
        message: `${file.locale}: this translation matches no source (${original} does not exist), so it is not built; move it to the path of the ${KIND_NAMES[file.kind]} it translates, or delete it`,
      });
      return false;
    });
    return { folder, files: kept };
  });
}

/**
 * The default locale's sources, each replaced by its file in the default locale's own translation folder where it
 * has one (rocketmq-site writes its docs in Chinese and their English, its default locale, in i18n/en/): the
 * source's place (kind, path, version) with the translation's text.
 */
function localizedDefaults(scanned: ScannedFolder[]): ContentFile[] {
  // A default-locale file's place, which its source and its translation in the locale's own folder share.
  const place = (file: ContentFile) => `${file.locale}\u0000${sourceKey(file)}`;
  const overrides = new Map(
    scanned.filter(({ folder }) => folder.overrides).flatMap(({ files }) => files.map((f) => [place(f), f] as const)),
  );
  const files = scanned.filter(({ folder }) => !folder.overrides).flatMap(({ files }) => files);
  return overrides.size ? files.map((file) => overrides.get(place(file)) ?? file) : files;
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
  const ignore = [...ignoredBy(source), ...(source.exclude ?? [])];
  // Only Markdown is content, whatever an `include` glob matches (Docusaurus reads no other file as a doc).
  const found = isFile
    ? [path.basename(target)]
    : (await fg(source.include ?? MARKDOWN, { cwd: target, ignore, dot: false })).filter((f) => /\.mdx?$/.test(f));
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
    if (source.blogId) file.blogId = source.blogId;
    if (source.pagesId) file.pagesId = source.pagesId;
    return file;
  });
}
