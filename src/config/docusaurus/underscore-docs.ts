/**
 * Docusaurus's default `exclude` leaves out Markdown files and folders named `_*` (partials that docs import); a
 * docs plugin's own `exclude` replaces that list, so Docusaurus then builds them as docs, where sitegen still leaves
 * them out. Only docs folders that hold such files build differently, so only they are named.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/** The folders a docs plugin reads below the site folder: its `path`, and each version's in its versions folder. */
function docsFolders(root: string, { dir, id }: { dir: string; id: string }): string[] {
  const versions = id === 'default' ? 'versioned_docs' : `${id}_versioned_docs`;
  const versioned = existsSync(path.join(root, versions))
    ? readdirSync(path.join(root, versions), { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name.startsWith('version-'))
        .map((d) => path.join(versions, d.name))
    : [];
  return [dir, ...versioned];
}

/**
 * The Markdown files named `_*` (or in a `_*` folder) that the docs plugin `id` with the folder `dir` and the
 * `exclude` globs would build as docs under Docusaurus, as paths from the site folder `root`, sorted.
 */
export function underscoreDocs(root: string, plugin: { dir: string; id: string; exclude: string[] }): string[] {
  return docsFolders(root, plugin)
    .flatMap((folder) =>
      fg
        .sync(['**/_*.{md,mdx}', '**/_*/**/*.{md,mdx}'], { cwd: path.resolve(root, folder), ignore: plugin.exclude })
        .map((file) => path.posix.join(folder.split(path.sep).join('/'), file)),
    )
    .sort();
}
