/**
 * 'Edit this page' targets, computed as Docusaurus computes them. `editUrl` may be a string (the folder's path
 * from the site root and the file's path below it are appended: `<editUrl>/docs/intro.md`) or a function that
 * gets Docusaurus's arguments (docs: `version`, `versionDocsDirPath`, `docPath`, `permalink`, `locale`; blog:
 * `blogDirPath`, `blogPath`, `permalink`, `locale`). Front matter `custom_edit_url` wins; `null` hides the link.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { runSiteCode } from '../config/run-site-code.js';
import { docsVersionOf } from '../config/docs-versions.js';
import type { BlogEditUrlArgs, ContentFile, DocEditUrlArgs } from '../types.js';

/** What an edit URL needs of a source. */
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

/**
 * The 'Edit this page' URLs of many sources. The config's `editUrl` function runs, as site code, for up to
 * `CALLS_PER_LIMIT` sources inside one time-limited call: the limit's watchdog costs more to start than the
 * function takes, and once per source it was a tenth of the parse stage. An endless loop still stops the build
 * naming the source it was on.
 */
export function editUrlsOf(sources: EditUrlSource[], config: ResolvedConfig): (string | null)[] {
  const urls = sources.map((s) => editUrlInput(s, config));
  const calls = urls.flatMap((u, i) => (typeof u === 'function' ? [i] : []));
  const configFile = config.configFile ?? 'the config';
  let current = '';
  const call = {
    file: configFile,
    get doing() {
      return `the editUrl function of ${path.basename(configFile)} (for ${current})`;
    },
  };
  for (let at = 0; at < calls.length; at += CALLS_PER_LIMIT) {
    const batch = calls.slice(at, at + CALLS_PER_LIMIT);
    runSiteCode(() => {
      for (const i of batch) {
        current = posix(sources[i].file.relPath);
        const url = (urls[i] as () => unknown)();
        urls[i] = typeof url === 'string' && url ? url : null;
      }
    }, call);
  }
  return urls as (string | null)[];
}

/** With the default 10 s limit, a function may take up to 100 ms per source (far more than a URL takes). */
const CALLS_PER_LIMIT = 100;

/** The URL, or null, or the call of the config's function that gives it. */
function editUrlInput({ file, fm, permalink }: EditUrlSource, config: ResolvedConfig): string | null | (() => unknown) {
  if (fm.custom_edit_url === null) return null;
  if (typeof fm.custom_edit_url === 'string') return fm.custom_edit_url;
  if (file.kind !== 'doc' && file.kind !== 'blog') return null;
  const version = file.kind === 'doc' ? docsVersionOf(config, file.docsNs) : null;
  const section = config.docs.sections.find((s) => s.id === version?.pluginId);
  const editUrl = file.kind === 'doc' ? (section ? section.editUrl : config.docs.editUrl) : config.blog.editUrl;
  if (editUrl === undefined) return null;
  const dirPath = posix(path.relative(config.root, path.resolve(config.root, version?.dir ?? config.paths.blog)));
  const filePath = posix(file.relPath);
  if (typeof editUrl === 'string') return joinEditUrl(editUrl, dirPath, filePath);
  const args =
    file.kind === 'doc'
      ? ({
          version: version!.name,
          versionDocsDirPath: dirPath,
          docPath: filePath,
          permalink,
          locale: file.locale,
        } satisfies DocEditUrlArgs)
      : ({ blogDirPath: dirPath, blogPath: filePath, permalink, locale: file.locale } satisfies BlogEditUrlArgs);
  return () => (editUrl as (a: typeof args) => unknown)(args);
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
