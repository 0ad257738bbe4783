/** Blog authors: inline objects or keys of `authors.yml` in the blog folder. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { SitegenError, closest, lineOf } from '../errors.js';
import type { Author, BuildWarning, ContentFile, FrontMatter } from '../types.js';
import { DEFAULT_BLOG_ID, siteBlogs } from '../config/blogs.js';
import type { ResolvedConfig } from '../config/schema.js';
import { withoutLinksOutOfSite } from './site-paths.js';

/** Each blog's authors by key, by blog id (src/config/blogs.ts). */
export type BlogAuthors = Map<string, Map<string, Author>>;

/** Every blog's `authors.yml`, read as `loadAuthors` reads one. */
export async function loadBlogAuthors(
  config: ResolvedConfig,
  options: Omit<Parameters<typeof loadAuthors>[1], 'root'>,
): Promise<BlogAuthors> {
  const blogs = siteBlogs(config);
  const read = (dir: string) => loadAuthors(path.join(config.root, dir), { ...options, root: config.root });
  return new Map(await Promise.all(blogs.map(async (b) => [b.id, await read(b.dir)] as const)));
}

/** The authors a post's front matter may name: its own blog's. */
export function authorsOfBlog(authors: BlogAuthors, blogId: string | undefined): Map<string, Author> {
  return authors.get(blogId ?? DEFAULT_BLOG_ID) ?? new Map();
}

/**
 * Read `authors.yml` (or `.yaml`), if the blog has one; one that links out of the site (`root`) is skipped. An
 * avatar given as a path relative to the file (`./author_images/x.jpg`) goes through `resolveImage`, as Docusaurus
 * bundles it; one that names no file stays as written (a missing-image warning names it).
 */
export async function loadAuthors(
  blogDir: string,
  {
    root,
    warnings,
    resolveImage,
  }: { root: string; warnings?: BuildWarning[]; resolveImage?: (url: string, from: string) => string | null },
): Promise<Map<string, Author>> {
  const map = new Map<string, Author>();
  const present = ['authors.yml', 'authors.yaml'].filter((name) => existsSync(path.join(blogDir, name)));
  for (const name of withoutLinksOutOfSite(root, blogDir, present, warnings)) {
    const file = path.join(blogDir, name);
    const data = parse(await readFile(file, 'utf8')) as Record<string, Record<string, string>> | null;
    for (const [key, a] of Object.entries(data ?? {})) {
      const author = toAuthor(a);
      if (author.imageUrl && isRelativePath(author.imageUrl) && resolveImage)
        author.imageUrl = resolveImage(author.imageUrl, file) ?? author.imageUrl;
      map.set(key, author);
    }
  }
  return map;
}

/** A path relative to the file that names it: no scheme, no leading slash (`./a.jpg`, `img/a.jpg`). */
export function isRelativePath(url: string): boolean {
  return !/^(?:[a-z][a-z\d+.-]*:|\/)/i.test(url);
}

/**
 * A post's authors: front matter `authors`, else the older single-author fields Docusaurus still reads
 * (`author`, `author_title`/`authorTitle`, `author_url`/`authorURL`, `author_image_url`/`authorImageURL`).
 */
export function postAuthors(fm: FrontMatter, known: Map<string, Author>, file: ContentFile): Author[] {
  if (fm.authors != null) return resolveAuthors(fm.authors, known, file);
  const text = (...keys: string[]) => keys.map((k) => fm[k]).find((v): v is string => typeof v === 'string');
  const name = text('author');
  const url = text('author_url', 'authorURL');
  const imageUrl = text('author_image_url', 'authorImageURL');
  if (!name && !url && !imageUrl) return [];
  return [{ name: name ?? '', title: text('author_title', 'authorTitle'), url, imageUrl }];
}

/** Front matter `authors` -> authors; an unknown key is an error naming the keys that exist. */
function resolveAuthors(value: unknown, known: Map<string, Author>, file: ContentFile): Author[] {
  if (value == null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((a) => {
    if (typeof a === 'string') {
      const found = known.get(a);
      if (found) return found;
      throw new SitegenError(`unknown blog author "${a}"`, {
        location: { file: file.absPath, line: lineOf(file.source, a), source: file.source },
        hint: known.size
          ? `use one of the keys in authors.yml: ${closest(a, known.keys()).join(', ')}`
          : 'add the author to authors.yml in the blog folder, or write it inline as {name: ...}.',
      });
    }
    return toAuthor(a as Record<string, string>);
  });
}

function toAuthor(a: Record<string, string>): Author {
  const author: Author = {
    name: String(a.name ?? ''),
    title: a.title,
    url: a.url,
    imageUrl: a.image_url ?? a.imageURL ?? a.imageUrl,
  };
  if (typeof a.email === 'string') author.email = a.email;
  return author;
}
