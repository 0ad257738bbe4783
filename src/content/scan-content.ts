/**
 * Finds every content file (docs, blog posts, Markdown pages, the home readme) in the default locale and in
 * each locale's `i18n/<locale>/` folder. Reading happens here so that later stages are pure.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/schema.js';
import type { ContentFile, ContentKind } from '../types.js';

const MARKDOWN = ['**/*.md', '**/*.mdx'];
/** Files and folders starting with `_` are partials, not routes (CONTENT-FORMAT "pages"). */
const IGNORE = ['**/_*', '**/_*/**', '**/node_modules/**'];

interface Source {
  kind: ContentKind;
  /** Folder relative to the site root (or a single file for the home readme). */
  dir: string;
}

/** Every content folder for one locale: the default layout, or the same layout below `i18n/<locale>/`. */
function sourcesFor(config: ResolvedConfig): Source[] {
  const { docs, blog, pages, home } = config.paths;
  return [
    { kind: 'doc', dir: docs },
    { kind: 'blog', dir: blog },
    { kind: 'page', dir: pages },
    { kind: 'home', dir: home },
  ];
}

/** Scan all content of every locale in `locales`. */
export async function scanContent({ config, locales }: { config: ResolvedConfig; locales: string[] }): Promise<ContentFile[]> {
  const { root } = config;
  const jobs: Promise<ContentFile[]>[] = [];
  const contentRoot = commonContentRoot(config);
  for (const source of sourcesFor(config)) {
    jobs.push(scanOne(root, source, config.i18n.defaultLocale, path.join(root, source.dir)));
    for (const locale of locales) {
      if (locale === config.i18n.defaultLocale) continue;
      // content/docs -> content/i18n/de/docs: the same path relative to the content root.
      const rel = path.relative(contentRoot, path.join(root, source.dir));
      jobs.push(scanOne(root, source, locale, path.join(root, config.paths.i18n, locale, rel)));
    }
  }
  const files = (await Promise.all(jobs)).flat();
  // A stable order makes output and "first one wins" deterministic.
  return files.sort((a, b) => (a.absPath < b.absPath ? -1 : a.absPath > b.absPath ? 1 : 0));
}

/** The folder that holds the i18n folder (`content/`), so translated paths mirror the originals. */
export function commonContentRoot(config: ResolvedConfig): string {
  return path.dirname(path.join(config.root, config.paths.i18n));
}

async function scanOne(root: string, source: Source, locale: string, target: string): Promise<ContentFile[]> {
  if (!existsSync(target)) return [];
  const isFile = target.endsWith('.md') || target.endsWith('.mdx');
  const base = isFile ? path.dirname(target) : target;
  const names = isFile ? [path.basename(target)] : await fg(MARKDOWN, { cwd: target, ignore: IGNORE, dot: false });
  return Promise.all(
    names.map(async (rel) => {
      const absPath = path.join(base, rel);
      const [text, info] = await Promise.all([readFile(absPath, 'utf8'), stat(absPath)]);
      return { kind: source.kind, absPath, relPath: rel.split(path.sep).join('/'), locale, source: text, mtimeMs: Math.floor(info.mtimeMs) };
    }),
  );
}
