/** Rendered pages and static files -> the writer, each locale below its own prefix. */
import path from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/schema.js';
import type { LocalePage } from '../render/render-pool.js';
import { withoutLinksOutOfSite } from '../content/site-paths.js';
import { staticFolders } from '../config/static-folders.js';
import type { BuildWarning } from '../types.js';
import { outputFile } from '../render/trailing-slash.js';
import type { RouteTable } from '../routes/create-route-table.js';
import type { Writer } from './writer.js';

/** Output prefix of each locale: none for the default locale, its path for the others. */
export function localePrefixes(config: ResolvedConfig): Record<string, string> {
  return Object.fromEntries(config.i18n.resolved.map((l) => [l.code, l.path]));
}

/** Write every page not yet written by its renderer: the default locale at the root, the others below `/<locale>/`. */
export async function writePages({
  config,
  writer,
  pages,
}: {
  config: ResolvedConfig;
  writer: Writer;
  pages: LocalePage[];
}): Promise<void> {
  const prefixes = new Map(config.i18n.resolved.map((l) => [l.code, l.path]));
  // Sorted, so the order files appear in is the same on every run.
  const sorted = pages.filter((p) => !p.written).sort((a, b) => (a.locale + a.file < b.locale + b.file ? -1 : 1));
  const batch = 64;
  for (let i = 0; i < sorted.length; i += batch) {
    await Promise.all(
      sorted.slice(i, i + batch).map((p) => {
        const prefix = prefixes.get(p.locale);
        return writer.write(prefix ? `${prefix}/${p.file}` : p.file, p.html);
      }),
    );
  }
}

/** Every page's output file (locale prefix included) -> the route's source, to find static files over pages. */
export function pageFiles(config: ResolvedConfig, tables: RouteTable[]): Map<string, { source: string; path: string }> {
  const prefixes = localePrefixes(config);
  const files = new Map<string, { source: string; path: string }>();
  for (const table of tables) {
    const prefix = prefixes[table.locale];
    for (const route of table.routes)
      files.set(
        prefix ? `${prefix}/${outputFile(route, config.trailingSlash)}` : outputFile(route, config.trailingSlash),
        {
          source: route.source,
          path: route.path,
        },
      );
  }
  return files;
}

/**
 * Copy the static folders verbatim to the output root, a path two of them have from the first (never a symlink's
 * target outside the site); returns the files copied (output paths). A static file written where a page is (`governance/index.html`) replaces it, with a warning.
 * A Docusaurus site gets a copy below each other locale's path too (`fr/img/x.svg`), as Docusaurus builds every
 * locale as a site of its own: a page's relative `img/x.svg` and a translation's `/fr/img/x.svg` find the file.
 */
export async function copyStatic({
  config,
  writer,
  warnings,
  pages,
  locales = [],
}: {
  config: ResolvedConfig;
  writer: Writer;
  warnings?: BuildWarning[];
  pages?: Map<string, { source: string; path: string }>;
  /** The locales built. */
  locales?: string[];
}): Promise<string[]> {
  // Each output path from the first static folder that has it.
  const from = new Map<string, string>();
  for (const dir of staticFolders(config)) {
    // Dot files too (.nojekyll, .well-known/), as Docusaurus's copy of its static folders takes them.
    const found = await fg('**/*', { cwd: dir, dot: true, onlyFiles: true }).catch(() => [] as string[]);
    for (const f of withoutLinksOutOfSite(config.root, dir, found, warnings))
      if (!from.has(f)) from.set(f, path.join(dir, f));
  }
  const files = [...from.keys()];
  for (const f of files) {
    const page = pages?.get(f);
    if (!page) continue;
    const rel = (file: string) => (path.isAbsolute(file) ? path.relative(config.root, file) : file);
    warnings?.push({
      code: 'duplicate-route',
      file: from.get(f)!,
      message: `${rel(from.get(f)!)} and ${rel(page.source)} both claim the URL ${page.path}; the static file is used`,
      link: page.path,
    });
  }
  await Promise.all(files.map((f) => writer.copy(f, from.get(f)!)));
  const prefixes = config.docusaurus ? locales.map((l) => localePrefixes(config)[l]).filter(Boolean) : [];
  // A page of the locale keeps its place (the root copy already warned of the clash).
  const copies = prefixes.flatMap((prefix) =>
    files.map((f) => ({ file: `${prefix}/${f}`, from: from.get(f)! })).filter((c) => !pages?.has(c.file)),
  );
  await Promise.all(copies.map((c) => writer.copy(c.file, c.from)));
  return [...files, ...copies.map((c) => c.file)];
}
