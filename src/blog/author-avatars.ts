/**
 * Author avatars that point into the static folder at a file that is not there. They show as a broken image
 * in every post header and list item, so `build` and `check` warn, naming the line that gives the URL.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { blogIdOf, siteBlogs, type Blog } from '../config/blogs.js';
import type { ParsedContent } from '../content/parse-entries.js';
import { isRelativePath } from '../content/authors.js';
import { lineOf } from '../errors.js';
import type { BuildWarning } from '../types.js';
import { staticFolders } from '../config/static-folders.js';

/** One warning per site-absolute avatar URL (`/img/authors/x.svg`) with no file below the static folder. */
export function missingAvatarWarnings({
  config,
  parsed,
}: {
  config: ResolvedConfig;
  parsed: ParsedContent;
}): BuildWarning[] {
  const statics = staticFolders(config);
  const authorsFiles = new Map(siteBlogs(config).map((blog) => [blogIdOf(blog), authorsFileOf(config, blog)]));
  const seen = new Set<string>();
  const warnings: BuildWarning[] = [];
  for (const entry of parsed.entries.values()) {
    if (entry.kind !== 'blog') continue;
    // A post names the authors of its own blog's file.
    const { file: authorsFile, source: authorsSource } = authorsFiles.get(entry.blogId) ?? { source: '' };
    for (const author of entry.authors ?? []) {
      const url = author.imageUrl;
      if (!url || seen.has(url)) continue;
      seen.add(url);
      // One relative to authors.yml is resolved when the authors are read: still relative, it names no file.
      if (isRelativePath(url) && authorsFile && authorsSource.includes(url)) {
        warnings.push({
          code: 'missing-image',
          file: authorsFile,
          line: lineOf(authorsSource, url) || undefined,
          message: `image not found: ${url} (the avatar of ${author.name}, beside ${path.basename(authorsFile)})`,
          link: url,
        });
        continue;
      }
      // External avatars, ones relative to nothing, and images published from the blog folder are not the static
      // folder's to judge.
      if (!url.startsWith('/') || url.startsWith('//') || parsed.assets.has(url)) continue;
      if (statics.some((dir) => existsSync(path.join(dir, safeDecode(url.split(/[?#]/)[0]))))) continue;
      const inAuthors = authorsFile !== undefined && authorsSource.includes(url);
      const file = inAuthors ? authorsFile : entry.absPath;
      const line = lineOf(inAuthors ? authorsSource : readFileSync(entry.absPath, 'utf8'), url) || undefined;
      warnings.push({
        code: 'missing-image',
        file,
        line,
        message: `image not found: ${url} (the avatar of ${author.name}; no such file in ${[config.paths.static, ...config.paths.staticMore].join(' or ')})`,
        link: url,
      });
    }
  }
  return warnings;
}

/** A blog's `authors.yml` (or `.yaml`) and its text, if it has one. */
function authorsFileOf(config: ResolvedConfig, blog: Blog): { file?: string; source: string } {
  const file = ['authors.yml', 'authors.yaml']
    .map((name) => path.join(config.root, blog.dir, name))
    .find((candidate) => existsSync(candidate));
  return file ? { file, source: readFileSync(file, 'utf8') } : { source: '' };
}

function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
