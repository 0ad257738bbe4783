/**
 * Site paths of the blog's pages. The route source (src/blog) and the templates both build paths here, so a link
 * a template writes always names a route that exists. Paths carry no locale prefix; `href()` adds it.
 */
import kebabCase from 'lodash-es/kebabCase.js';

/** The URL segments a blog is configured with (`config.blog` and `site.blog` both have them). */
export interface BlogPaths {
  routeBasePath: string;
  pageBasePath: string;
  archiveBasePath: string;
  tagsBasePath: string;
  /** How a tag label becomes its URL segment (see `tagSlug`); sitegen's own rule when absent. */
  tagRule?: TagRule;
}

/**
 * `docusaurus`: Docusaurus 2.4.3's (lodash `kebabCase`: 'FooBar' -> 'foo-bar', 'v8' -> 'v-8'), what a site read
 * from its docusaurus.config gets; `sitegen`: sitegen's own, which keeps the URLs of sitegen sites where they are.
 */
export type TagRule = 'sitegen' | 'docusaurus';

/** The tag rule of a site (`tagSlugs` of its config; a Docusaurus site's config sets `docusaurus`). */
export function tagRuleOf(config: { tagSlugs: TagRule }): TagRule {
  return config.tagSlugs;
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

/**
 * `/blog/tags/<slug>` for a tag label as written in front matter; `permalink` is the one a tag written as an
 * object (`{ label, permalink }`) gives, which Docusaurus puts below the tags path as written.
 */
export function tagPath(paths: BlogPaths, label: string, permalink?: string): string {
  return joinPath(tagsIndexPath(paths), permalink ?? tagSlug(label, paths.tagRule));
}

/**
 * A tag's URL segment. sitegen's rule: lower case, runs of other characters become one `-` ('Electron Forge' ->
 * 'electron-forge'); Docusaurus's: lodash `kebabCase` (`normalizeFrontMatterTag` of @docusaurus/utils 2.4.3).
 */
export function tagSlug(label: string, rule: TagRule = 'sitegen'): string {
  const slug = rule === 'docusaurus' ? kebabCase(label) : sitegenSlug(label);
  // A tag made only of punctuation still needs a segment of its own.
  return slug || encodeURIComponent(label.trim());
}

function sitegenSlug(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The feeds a blog may write: RSS 2.0, Atom 1.0 and JSON Feed 1, as Docusaurus's `feedOptions.type` names them. */
export type FeedType = 'rss' | 'atom' | 'json';

/** Each feed's file name, Docusaurus's. */
const FEED_FILES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

/** `/blog/rss.xml`, `/blog/atom.xml` or `/blog/feed.json`. */
export function feedPath(paths: BlogPaths, type: FeedType): string {
  return joinPath(paths.routeBasePath, FEED_FILES[type]);
}
