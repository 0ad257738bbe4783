/**
 * Where each source is served, from its path and front matter, following CONTENT-FORMAT.md:
 * docs: `/<docs base>/` + slug (relative slugs replace the file name, absolute ones start at the docs root);
 * blog: `/<blog base>/<slug>` with date and slug from `YYYY-MM-DD-slug.md`; pages: their path.
 */
import path from 'node:path/posix';
import type { ResolvedConfig } from '../config/schema.js';
import { mainDocsBase } from '../config/docs-versions.js';
import { parseNumberPrefix, type NumberPrefixParser } from './number-prefixes.js';

// Docusaurus's DATE_FILENAME_REGEX: folders, the date, then the text, `/index` dropped.
const DATED = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/** `a/b/c.md` -> `a/b/c`. */
export function stripExtension(rel: string): string {
  return rel.replace(/\.mdx?$/, '');
}

/** `01-guides/02-basics` -> `guides/basics`. */
function stripNumberPrefixes(dir: string, parse: NumberPrefixParser): string {
  return dir === '.'
    ? dir
    : dir
        .split('/')
        .map((s) => parse(s).name)
        .join('/');
}

/**
 * Docusaurus's category index: `index.md`, `README.md` or a file named like its folder (`guides/guides.md`, or
 * `01-guides/guides.md` with the folder's number prefix parsed off).
 */
export function isCategoryIndex(relPath: string, parse: NumberPrefixParser = parseNumberPrefix): boolean {
  const name = path.basename(stripExtension(relPath)).toLowerCase();
  const dir = path.dirname(relPath);
  if (name === 'index' || name === 'readme') return true;
  return dir !== '.' && [path.basename(dir), parse(path.basename(dir)).name].some((d) => d.toLowerCase() === name);
}

/**
 * The doc id, as Docusaurus computes it: the folder (number prefixes stripped) and the file name without its number
 * prefix, or front matter `id` in its place. `parse` is the docs plugin's number prefix parser.
 */
export function docId(
  relPath: string,
  fm: Record<string, unknown>,
  parse: NumberPrefixParser = parseNumberPrefix,
): string {
  const dir = stripNumberPrefixes(path.dirname(relPath), parse);
  return dir === '.' ? docBaseId(relPath, fm, parse) : `${dir}/${docBaseId(relPath, fm, parse)}`;
}

function docBaseId(relPath: string, fm: Record<string, unknown>, parse: NumberPrefixParser): string {
  return typeof fm.id === 'string' ? fm.id : parse(path.basename(stripExtension(relPath))).name;
}

/**
 * The doc's URL path below `base` (the docs base, or a version's: `/docs/next`): an absolute `slug` from the docs root; a category index (without slug) at its folder's URL;
 * else the relative `slug` or the base id (front matter `id` or the file name) within its folder. `parse` is the
 * docs plugin's number prefix parser.
 */
export function docPermalink(
  relPath: string,
  fm: Record<string, unknown>,
  config: ResolvedConfig,
  { base = mainDocsBase(config), parse = parseNumberPrefix }: { base?: string; parse?: NumberPrefixParser } = {},
): string {
  const slug = typeof fm.slug === 'string' ? fm.slug : null;
  if (slug?.startsWith('/')) return joinUrl(base, slug);
  const dir = stripNumberPrefixes(path.dirname(relPath), parse);
  const dirSlug = dir === '.' ? '/' : `/${dir}/`;
  if (slug === null && isCategoryIndex(relPath, parse)) return joinUrl(base, dirSlug);
  return joinUrl(base, path.resolve(dirSlug, slug ?? docBaseId(relPath, fm, parse)));
}

/**
 * A blog post's slug and date from its path, as Docusaurus reads them: a date-prefixed file or folder
 * (`2021-03-04-hello.md`, `2021-03-04-hello/index.md`, one-digit month or day allowed) is served at
 * `2021/03/04/hello`, the folders it sits in after the date (`2021/2021-03-04-hello.md` at `2021/03/04/2021/hello`, as
 * Docusaurus 2.4.3 builds it); any other file at its path without extension. `text` is the
 * name without the date (`hello`), the title of a post that has none (Docusaurus's parseBlogFileName).
 */
export function blogNameParts(relPath: string): { slug: string; date: string | null; text: string } {
  const m = DATED.exec(relPath);
  if (!m) {
    const slug = stripExtension(relPath).replace(/(^|\/)index$/, '');
    return { slug, date: null, text: slug };
  }
  const [, folder, year, month, day, text] = m;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return { slug: `${year}/${month}/${day}/${folder}${text}`, date, text };
}

/** A blog post's URL path, below its blog's. */
export function blogPermalink(slug: string, blog: { routeBasePath: string }): string {
  return joinUrl(`/${blog.routeBasePath}`, slug);
}

/**
 * A Markdown page's URL path: its front matter's `slug`, else its path (`community/index.md` -> `/community/`,
 * `about.md` -> `/about`); below its folder's `routeBasePath` for a page of `pages.sections`.
 */
export function markdownPagePermalink(
  relPath: string,
  fm: Record<string, unknown>,
  config: ResolvedConfig,
  pagesId: string | undefined,
): string {
  const base = pagesId === undefined ? '' : pagesSectionOf(config, pagesId).routeBasePath;
  return joinUrl(base, typeof fm.slug === 'string' ? fm.slug : pagePermalink(relPath));
}

/** The further pages folder with id `pagesId`. */
function pagesSectionOf(config: ResolvedConfig, pagesId: string): ResolvedConfig['pages']['sections'][number] {
  const section = config.pages.sections.find((s) => s.id === pagesId);
  if (!section) throw new Error(`no pages folder has the id ${pagesId}`);
  return section;
}

/** A page's URL path from its path in its folder: `community/index.md` -> `/community/`, `about.md` -> `/about`. */
export function pagePermalink(relPath: string): string {
  const name = stripExtension(relPath);
  if (name === 'index') return '/';
  if (name.endsWith('/index')) return `/${name.slice(0, -'index'.length)}`;
  return `/${name}`;
}

/** Join URL parts, collapsing slashes and keeping a trailing slash written by the author. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** What `routeKey` would change: a query or hash, an escape, an `.html` ending, a trailing slash after a name. */
const NOT_A_KEY = /[?#%]|\.html$|[\s\S]\/$/;

/**
 * The key routes are matched by: `/x`, `/x/`, `/x.html` and `/x/index.html` all name one route.
 */
export function routeKey(urlPath: string): string {
  // Most paths are keys already (and a build asks for thousands of keys per locale): no step below changes them.
  if (urlPath !== '' && !NOT_A_KEY.test(urlPath)) return urlPath;
  let p = urlPath.split(/[?#]/)[0];
  try {
    p = decodeURI(p);
  } catch {
    /* keep it as written */
  }
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}
