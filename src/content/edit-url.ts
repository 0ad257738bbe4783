/**
 * 'Edit this page' targets, computed as Docusaurus computes them. `editUrl` may be a string (the folder's path
 * from the site root and the file's path below it are appended: `<editUrl>/docs/intro.md`) or a function that
 * gets Docusaurus's arguments (docs: `version`, `versionDocsDirPath`, `docPath`, `permalink`, `locale`; blog:
 * `blogDirPath`, `blogPath`, `permalink`, `locale`). With `editLocalizedFiles`, a translated file's string URL edits
 * the translation. Front matter `custom_edit_url` wins; `null` hides the link.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { runSiteCodeEach, type SiteCodeCall } from '../config/run-site-code.js';
import { docsVersionOf } from '../config/docs-versions.js';
import { blogOf } from '../config/blogs.js';
import type { BlogEditUrlArgs, ContentFile, DocEditUrlArgs } from '../types.js';

/** What a source's edit URL is computed from. */
export interface EditUrlSource {
  file: ContentFile;
  fm: Record<string, unknown>;
  permalink: string;
}

/** The entry's 'Edit this page' URL, or null when it has none. */
export function editUrlOf(
  file: ContentFile,
  fm: Record<string, unknown>,
  permalink: string,
  config: ResolvedConfig,
): string | null {
  return editUrlsOf([{ file, fm, permalink }], config)[0];
}

/** An `editUrl` function's call for one source. */
interface EditUrlCall {
  fn: (args: DocEditUrlArgs | BlogEditUrlArgs) => unknown;
  args: DocEditUrlArgs | BlogEditUrlArgs;
  call: SiteCodeCall;
}

/**
 * Each source's 'Edit this page' URL, or null. The config's `editUrl` function is site code: it runs for all the
 * sources in one time-limited run (runSiteCodeEach), not one per doc.
 */
export function editUrlsOf(sources: EditUrlSource[], config: ResolvedConfig): (string | null)[] {
  const planned = sources.map((source) => editUrlPlan(source, config));
  const calls = planned.filter((p): p is EditUrlCall => p !== null && typeof p === 'object');
  const answers = runSiteCodeEach(
    calls,
    (c) => c.fn(c.args),
    (c) => c.call,
  );
  let next = 0;
  return planned.map((p) => {
    if (p === null || typeof p === 'string') return p;
    const url = answers[next++];
    return typeof url === 'string' && url ? url : null;
  });
}

/** The URL when the config or front matter give it outright, else the call of the config's function that does. */
function editUrlPlan({ file, fm, permalink }: EditUrlSource, config: ResolvedConfig): string | null | EditUrlCall {
  if (fm.custom_edit_url === null) return null;
  if (typeof fm.custom_edit_url === 'string') return fm.custom_edit_url;
  if (file.kind !== 'doc' && file.kind !== 'blog') return null;
  const version = file.kind === 'doc' ? docsVersionOf(config, file.docsNs) : null;
  const section = config.docs.sections.find((s) => s.id === version?.pluginId);
  const blog = file.kind === 'blog' ? blogOf(config, file.blogId) : null;
  const { editUrl, editLocalizedFiles } = blog ?? section ?? config.docs;
  if (editUrl === undefined) return null;
  const dirPath = posix(path.relative(config.root, path.resolve(config.root, version?.dir ?? blog!.dir)));
  const filePath = posix(file.relPath);
  // A translation's own folder (`i18n/fr/docusaurus-plugin-content-docs/current`), where Docusaurus read it from.
  const translated = file.locale !== config.i18n.defaultLocale ? translationDir(file, config.root) : null;
  if (typeof editUrl === 'string') return joinEditUrl(editUrl, (editLocalizedFiles && translated) || dirPath, filePath);
  const args =
    file.kind === 'doc'
      ? ({
          version: version!.name,
          versionDocsDirPath: dirPath,
          docPath: filePath,
          permalink,
          locale: file.locale,
        } satisfies DocEditUrlArgs)
      : // The blog's folder is the one the post was read from, its translation's too, as Docusaurus gives it.
        ({
          blogDirPath: translated ?? dirPath,
          blogPath: filePath,
          permalink,
          locale: file.locale,
        } satisfies BlogEditUrlArgs);
  const configFile = config.configFile ?? 'the config';
  const doing = `the editUrl function of ${path.basename(configFile)} (for ${filePath})`;
  return { fn: editUrl as EditUrlCall['fn'], args, call: { file: configFile, doing } };
}

/** The folder of a translated file that its path below the content folder is below, from the site root. */
function translationDir(file: ContentFile, root: string): string | null {
  const abs = posix(file.absPath);
  return abs.endsWith(`/${file.relPath}`) ? posix(path.relative(root, abs.slice(0, -file.relPath.length - 1))) : null;
}

/** Docusaurus's `normalizeUrl` for these parts: one slash between them, the scheme's `//` kept. */
function joinEditUrl(...parts: string[]): string {
  return parts
    .filter((p) => p && p !== '.')
    .map((p, i) => (i === 0 ? p.replace(/\/+$/, '') : p.replace(/^\/+|\/+$/g, '')))
    .join('/');
}

function posix(p: string): string {
  return p.split(path.sep).join('/');
}
