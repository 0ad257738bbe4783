/**
 * One representative URL per kind of page of the framework's site (`content/`), shared by the audit tests, the
 * Lighthouse script and the screenshot script. Kinds whose page the build did not produce are left out, so
 * the audits cover what exists and say which kinds they checked.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A kind of page and the site path that stands for it. */
export interface PageKind {
  kind: string;
  path: string;
  /** The HTML file that serves it, relative to the output folder. */
  file: string;
}

/** Kinds with a fixed path; the blog post is found in the build (see `findBlogPost`). */
const FIXED: Omit<PageKind, 'file'>[] = [
  { kind: 'home', path: '/' },
  { kind: 'doc', path: '/docs/latest/tutorial/quick-start' },
  { kind: 'api', path: '/docs/latest/api/browser-window' },
  { kind: 'blog-list', path: '/blog' },
  { kind: 'apps', path: '/apps' },
  { kind: 'governance', path: '/governance' },
  { kind: 'community', path: '/community/' },
  { kind: 'fiddle', path: '/fiddle/' },
  { kind: 'search', path: '/search' },
];

/** Posts with code, images and long prose are preferred, in this order, when the build has them. */
const PREFERRED_POSTS = ['how-ipc-works', 'electron-29-0'];

/** Folders under /blog that are not posts. */
const NOT_POSTS = new Set(['page', 'archive', 'tags', 'authors', 'atom.xml', 'rss.xml']);

/** The kinds present in the build at `outDir`, in a stable order, with the not-found page last. */
export function findPageKinds(outDir: string): PageKind[] {
  const kinds = FIXED.flatMap((k) => {
    const file = pageFile(outDir, k.path);
    return file ? [{ ...k, file }] : [];
  });
  const post = findBlogPost(outDir);
  if (post)
    kinds.splice(kinds.findIndex((k) => k.kind === 'blog-list') + 1 || kinds.length, 0, {
      kind: 'blog-post',
      path: post,
      file: pageFile(outDir, post)!,
    });
  if (existsSync(path.join(outDir, '404.html')))
    kinds.push({ kind: 'not-found', path: '/this-page-does-not-exist', file: '404.html' });
  return kinds;
}

/** Every kind the audits know about, for reporting which ones a build lacks. */
export const ALL_KINDS = [...FIXED.map((k) => k.kind), 'blog-post', 'not-found'];

/** The file a static host would serve for `sitePath` (`/x` -> `x/index.html` or `x.html`), or null. */
export function pageFile(outDir: string, sitePath: string): string | null {
  const rel = sitePath.replace(/^\/|\/$/g, '');
  const candidates = [path.join(rel, 'index.html'), ...(rel ? [`${rel}.html`] : [])];
  return candidates.find((c) => existsSync(path.join(outDir, c))) ?? null;
}

function findBlogPost(outDir: string): string | null {
  const blogDir = path.join(outDir, 'blog');
  if (!existsSync(blogDir)) return null;
  const posts = readdirSync(blogDir)
    .filter(
      (name) =>
        !NOT_POSTS.has(name) && statSync(path.join(blogDir, name)).isDirectory() && pageFile(outDir, `/blog/${name}`),
    )
    .sort();
  const slug = PREFERRED_POSTS.find((p) => posts.includes(p)) ?? posts[0];
  return slug ? `/blog/${slug}` : null;
}
