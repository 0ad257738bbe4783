/**
 * Every URL that content produces (slugs, aliases, tag pages) becomes an output file, so it must stay inside the
 * site: a `..` that climbs above the site root would write outside the output folder. URLs are normalised the
 * way a browser and the file system read them (`%2e%2e` is `..`), then checked.
 */
import { isInsideFolder, isInsideReal, realOr } from '../inside-folder.js';

export { isInsideFolder };
import path from 'node:path';
import { tagSlug } from '../../templates/blog/blog-paths.js';
import { allDocsVersions } from '../config/docs-versions.js';
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError, lineOf } from '../errors.js';
import type { BuildWarning, FrontMatter, FrontMatterTag } from '../types.js';

/** `/a/./b/../c/` -> `/a/c/`; null when a `..` climbs above `/` or the path holds a NUL. */
export function containedSitePath(url: string): string | null {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    /* a stray % is kept as written */
  }
  if (decoded.includes('\0')) return null;
  // A backslash is a separator for browsers (and on Windows), so it counts as one here.
  const parts = decoded.split(/[/\\]+/);
  const kept: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (kept.length === 0) return null;
      kept.pop();
    } else kept.push(part);
  }
  const trailing = /[/\\]\.{0,2}$/.test(decoded) || decoded === '.' || decoded === '..';
  const joined = `/${kept.join('/')}`;
  return trailing && kept.length > 0 ? `${joined}/` : joined;
}

/** Whether a single URL segment (a tag slug) names its own folder: not empty, `.` or `..`. */
function isOwnSegment(segment: string): boolean {
  const contained = containedSitePath(`/${segment}`);
  return contained !== null && contained !== '/' && !/[/\\]/.test(safeDecode(segment));
}

/**
 * The normalised site path of `url`, or an error naming the file, the front matter key's line and the fix.
 * `what` describes the value for the message (`slug "../x"`).
 */
function requireSitePath(url: string, where: { file: string; source: string; key: string; what: string }): string {
  const contained = containedSitePath(url);
  if (contained !== null) return contained;
  throw new SitegenError(`${where.what} makes the URL ${JSON.stringify(url)}, which leads outside the site`, {
    location: { file: where.file, line: lineOf(where.source, `${where.key}:`) || undefined, source: where.source },
    hint: `remove the ".." segments from ${where.key}: every URL a page produces must stay inside the site (e.g. ${where.key}: /guides/setup).`,
  });
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** What `containHead` needs of a source's first pass. */
interface HeadUrls {
  file: { absPath: string; source: string; kind: string };
  fm: FrontMatter;
  permalink: string;
}

/**
 * Normalise the URLs a source produces (its permalink from `slug:`, its `aliases:`) and refuse any that leave the
 * site; a blog tag must name a page of its own below the tags page (`tags: ['..']` would be the blog's index);
 * `custom_edit_url` must be a link a browser follows safely (no `javascript:`).
 */
export function containHead<H extends HeadUrls>(head: H): H {
  const where = { file: head.file.absPath, source: head.file.source };
  const slug = typeof head.fm.slug === 'string' ? head.fm.slug : head.permalink;
  head.permalink = requireSitePath(head.permalink, { ...where, key: 'slug', what: `slug ${JSON.stringify(slug)}` });
  if (Array.isArray(head.fm.aliases)) {
    head.fm.aliases = head.fm.aliases.map((a) =>
      requireSitePath(String(a), { ...where, key: 'aliases', what: `alias ${JSON.stringify(a)}` }),
    );
  }
  const edit = head.fm.custom_edit_url;
  if (typeof edit === 'string' && !/^https?:\/\/[^/]/i.test(edit) && !/^\/(?![/\\])/.test(edit)) {
    throw new SitegenError(
      `custom_edit_url ${JSON.stringify(edit)} is not a link: only http(s) URLs and site paths become links`,
      {
        location: { ...where, line: lineOf(head.file.source, 'custom_edit_url:') || undefined },
        hint: 'write an https:// URL (custom_edit_url: https://github.com/org/repo/edit/main/docs/intro.md), or null to hide the link.',
      },
    );
  }
  if ((head.file.kind === 'blog' || head.file.kind === 'doc') && Array.isArray(head.fm.tags))
    for (const tag of head.fm.tags) requireOwnTagPage(tag, where);
  return head;
}

/**
 * A tag must name a page of its own below the tags page: `tags: ['..']` would be the blog's index, and a
 * `{ label, permalink }` tag's permalink (taken as written, as in Docusaurus) must not climb out of the tags folder.
 */
function requireOwnTagPage(tag: string | FrontMatterTag, where: { file: string; source: string }): void {
  // Either rule (blog-paths.ts) leaves a label without letters or digits nothing but itself.
  const segments = typeof tag === 'string' ? [tagSlug(tag)] : tag.permalink.split('/').filter(Boolean);
  if (segments.length > 0 && segments.every(isOwnSegment)) return;
  const label = typeof tag === 'string' ? tag : tag.label;
  const what =
    typeof tag === 'string'
      ? `its URL segment ${JSON.stringify(tagSlug(tag))}`
      : `its permalink ${JSON.stringify(tag.permalink)}`;
  throw new SitegenError(
    `tag ${JSON.stringify(label)} has no page of its own: ${what} would climb out of the tags folder`,
    {
      location: { ...where, line: lineOf(where.source, 'tags:') || undefined },
      hint:
        typeof tag === 'string'
          ? 'name the tag with at least one letter or digit, e.g. tags: [release].'
          : 'give the tag a permalink below the tags page, e.g. permalink: /release.',
    },
  );
}

/**
 * `names` (relative to `dir`) without the symlinks whose target lies outside the site root: following them
 * would publish files from anywhere on the machine. Each one skipped is a warning naming the link.
 */
export function withoutLinksOutOfSite(
  root: string,
  dir: string,
  names: string[],
  warnings: BuildWarning[] | undefined,
): string[] {
  // Each folder resolved once, each file once: a scan asks for hundreds of files.
  const realRoot = realOr(path.resolve(root));
  const realDir = realOr(path.resolve(dir));
  return names.filter((name) => {
    const file = path.join(dir, name);
    const realFile = realOr(path.resolve(file));
    // A content folder may sit outside the site folder (Docusaurus's `path: '../docs'`): it is part of the site.
    if (isInsideReal(realRoot, realFile) || isInsideReal(realDir, realFile)) return true;
    warnings?.push({
      code: 'outside-site',
      file,
      message: `${name} is a symlink to a file outside the site, so it is skipped; copy the file into the site instead`,
    });
    return false;
  });
}

/**
 * `dir/file`, refusing a `file` that climbs out of `dir`. Content URLs are checked where they are written
 * (with file and line); this is the last line of defence, so nothing ever lands outside the output folder.
 */
export function outputPath(dir: string, file: string): string {
  const target = path.resolve(dir, file.replace(/^\/+/, ''));
  const rel = path.relative(dir, target);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new Error(`refusing to write ${JSON.stringify(file)}: it is outside the output folder ${dir}`);
  }
  return target;
}

const foldersOf = new WeakMap<ResolvedConfig, string[]>();

/**
 * The folders the site is made of: its own, and every content folder the config places, which may lie beside
 * it (Docusaurus's `path: '../docs'`). Content may read files inside any of them, and nothing outside.
 */
export function siteFolders(config: ResolvedConfig): string[] {
  let folders = foldersOf.get(config);
  if (!folders) {
    const { paths } = config;
    const dirs = [paths.docs, paths.blog, paths.pages, paths.i18n, ...allDocsVersions(config).map((v) => v.dir)];
    dirs.push(...[...config.blog.sections, ...config.pages.sections].map((s) => s.path));
    folders = [...new Set([config.root, ...dirs.map((d) => path.resolve(config.root, d))])];
    foldersOf.set(config, folders);
  }
  return folders;
}

/** Whether `file` lies inside one of the site's folders (see `siteFolders`), links resolved. */
export function isInsideSite(config: ResolvedConfig, file: string): boolean {
  return siteFolders(config).some((dir) => isInsideFolder(dir, file));
}
