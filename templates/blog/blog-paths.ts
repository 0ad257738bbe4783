/**
 * Site paths of the blog's pages. The route source (src/blog) and the templates both build paths here, so a link
 * a template writes always names a route that exists. Paths carry no locale prefix; `href()` adds it.
 */

/** The URL segments a blog is configured with (`config.blog` and `site.blog` both have them). */
export interface BlogPaths {
  routeBasePath: string;
  pageBasePath: string;
  archiveBasePath: string;
  tagsBasePath: string;
}

/** Join segments into a site path: `joinPath('blog', '/tags/')` -> `/blog/tags`. */
function joinPath(...segments: string[]): string {
  const inner = segments.map((s) => s.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  return `/${inner.join('/')}`;
}

/** `/blog`. */
export function blogRootPath(paths: BlogPaths): string {
  return joinPath(paths.routeBasePath);
}

/** Page `n` of a paginated list starting at `base`: page 1 is `base` itself, then `base/page/2` ... */
export function listPagePath(paths: BlogPaths, base: string, page: number): string {
  return page <= 1 ? base : joinPath(base, paths.pageBasePath, String(page));
}

/** `/blog/archive`. */
export function archivePath(paths: BlogPaths): string {
  return joinPath(paths.routeBasePath, paths.archiveBasePath);
}

/** `/blog/tags`. */
export function tagsIndexPath(paths: BlogPaths): string {
  return joinPath(paths.routeBasePath, paths.tagsBasePath);
}

/** `/blog/tags/<slug>` for a tag label as written in front matter. */
export function tagPath(paths: BlogPaths, label: string): string {
  return joinPath(tagsIndexPath(paths), tagSlug(label));
}

/** A tag's URL segment: lower case, runs of other characters become one `-` ('Electron Forge' -> 'electron-forge'). */
export function tagSlug(label: string): string {
  const slug = label
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // A tag made only of punctuation still needs a segment of its own.
  return slug || encodeURIComponent(label.trim());
}

/** `/blog/rss.xml` or `/blog/atom.xml`. */
export function feedPath(paths: BlogPaths, format: 'rss' | 'atom'): string {
  return joinPath(paths.routeBasePath, `${format}.xml`);
}
