/**
 * Where each source is served, from its path and front matter, following CONTENT-FORMAT.md:
 * docs: `/<docs base>/` + slug (relative slugs replace the file name, absolute ones start at the docs root);
 * blog: `/<blog base>/<slug>` with date and slug from `YYYY-MM-DD-slug.md`; pages: their path.
 */
import path from 'node:path/posix';
import type { ResolvedConfig } from '../config/schema.js';

const DATED = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

/** `a/b/c.md` -> `a/b/c`. */
export function stripExtension(rel: string): string {
  return rel.replace(/\.mdx?$/, '');
}

/** The doc id: path below the docs folder without extension; front matter `id` replaces the file name. */
export function docId(relPath: string, fm: Record<string, unknown>): string {
  const dir = path.dirname(relPath);
  const name = typeof fm.id === 'string' ? fm.id : path.basename(stripExtension(relPath));
  return dir === '.' ? name : `${dir}/${name}`;
}

/** The doc's URL path. */
export function docPermalink(relPath: string, fm: Record<string, unknown>, config: ResolvedConfig): string {
  const base = `/${config.docs.routeBasePath}`;
  const slug = typeof fm.slug === 'string' ? fm.slug : null;
  if (slug === null) return joinUrl(base, stripExtension(relPath));
  if (slug.startsWith('/')) return joinUrl(base, slug);
  const dir = path.dirname(relPath);
  return joinUrl(base, dir === '.' ? slug : `${dir}/${slug}`);
}

/** A blog post's slug and date from its file name (or folder name for `slug/index.md`). */
export function blogNameParts(relPath: string): { slug: string; date: string | null } {
  let name = stripExtension(relPath);
  if (path.basename(name) === 'index') name = path.dirname(name);
  const base = path.basename(name);
  const m = DATED.exec(base);
  if (!m) return { slug: name, date: null };
  const dir = path.dirname(name);
  return { slug: dir === '.' ? m[4] : `${dir}/${m[4]}`, date: `${m[1]}-${m[2]}-${m[3]}` };
}

/** A blog post's URL path. */
export function blogPermalink(slug: string, config: ResolvedConfig): string {
  return joinUrl(`/${config.blog.routeBasePath}`, slug);
}

/** A Markdown page's URL path: `community/index.md` -> `/community/`, `about.md` -> `/about`. */
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

/**
 * The key routes are matched by: `/x`, `/x/`, `/x.html` and `/x/index.html` all name one route.
 */
export function routeKey(urlPath: string): string {
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
