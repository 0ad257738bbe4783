/**
 * `sitegen write-translations [--locale x]`: the catalogue a translator starts from. Without `--locale` it writes
 * the default locale's `code.json` with every English string of the site (sitegen's own, the config's, the
 * sidebars' and the page modules'); with `--locale de` it adds the ids `de/code.json` lacks, in English, and keeps
 * every message already there, so it is safe to run after each sitegen upgrade or content change. On a Docusaurus
 * site `code.json` gets only what it holds there, and an id Docusaurus's theme translations already cover is not
 * written over in English; the words of the config, sidebars and blogs go to Docusaurus's own translation files
 * (`docusaurus-theme-classic/navbar.json`, `.../current.json`, ...) under their keys, as `docusaurus
 * write-translations` writes them, each file's messages kept likewise.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/schema.js';
import { readHead } from '../content/parse-entries.js';
import { scanContent } from '../content/scan-content.js';
import { isInsideSite } from '../content/site-paths.js';
import { loadSidebars } from '../docs/load-sidebars.js';
import { docInfos, type SidebarDocEntry } from '../docs/doc-infos.js';
import { formatError, SitegenError } from '../errors.js';
import { NAVBAR_TITLE } from '../i18n/docusaurus-files.js';
import { ENGLISH_IN_DOCUSAURUS } from '../i18n/docusaurus-theme-ids.js';
import { englishCatalogue } from '../i18n/site-catalogue.js';
import { cataloguePath, readCatalogue } from '../i18n/load-strings.js';
import { translatedMessages, translationHomes } from '../i18n/translations.js';
import { createLogger, type Logger } from '../logger.js';

/** What was written to one file. */
export interface WrittenFile {
  file: string;
  /** Ids added (with their English text). */
  added: string[];
  /** Ids that were already there and kept as written. */
  kept: number;
}

/** Write (or complete) one locale's catalogue. */
async function writeTranslations({
  root,
  configFile,
  locale,
}: {
  root: string;
  configFile?: string;
  locale?: string;
}): Promise<WrittenFile[]> {
  const config = await loadConfig({ root, configFile });
  const target = locale ?? config.i18n.defaultLocale;
  if (!config.i18n.locales.includes(target)) {
    throw new SitegenError(`unknown locale "${target}"`, {
      hint: `use one of the configured locales: ${config.i18n.locales.join(', ')}`,
    });
  }
  // Every docs version's sidebar labels, as the build lists them, each version's in its own file.
  const entries = await defaultDocEntries(config);
  const english = englishCatalogue({
    config,
    sidebarsFile: await loadSidebars(config),
    docs: docInfos(entries),
    entries,
  });
  const existing = readCatalogue(config, target);
  const raw: Record<string, unknown> = existing ? JSON.parse(existing.text.replace(/^\uFEFF/, '')) : {};
  // What any of the locale's files translates stays as it is (code.json's own ids; on a Docusaurus site also
  // Docusaurus's words for its theme and navbar.json's), and so does an id whose translation belongs in one of
  // Docusaurus's files (a navbar or sidebar label).
  const translated = translatedMessages(config, target);
  const elsewhere = translationHomes(config, target);
  // A Docusaurus site is not asked for the words Docusaurus shows in English too (validate-catalogue.ts).
  const added = Object.keys(english).filter(
    (id) => !(id in translated) && !elsewhere?.(id) && !(elsewhere && ENGLISH_IN_DOCUSAURUS.has(id)),
  );
  for (const id of added) raw[id] = english[id];
  const file = cataloguePath(config, target);
  await writeJson(config, file, raw);
  const catalogue = { file, added, kept: Object.keys(raw).length - added.length };
  if (!elsewhere) return [catalogue];
  const withTitle = config.navbar.title ? { ...english, [NAVBAR_TITLE]: config.navbar.title } : english;
  return [catalogue, ...(await writeDocusaurusFiles(config, withTitle, translated, elsewhere))];
}

/**
 * Each id of `english` that `translated` lacks and whose home is one of Docusaurus's translation files, added to that
 * file under its key as `{ "message": <English> }`; a file with nothing to add is not written.
 */
async function writeDocusaurusFiles(
  config: ResolvedConfig,
  english: Record<string, string>,
  translated: Record<string, string>,
  homeOf: NonNullable<ReturnType<typeof translationHomes>>,
): Promise<WrittenFile[]> {
  const byFile = new Map<string, { key: string; id: string }[]>();
  for (const id of Object.keys(english)) {
    const home = id in translated ? null : homeOf(id);
    if (home) byFile.set(home.file, [...(byFile.get(home.file) ?? []), { key: home.key, id }]);
  }
  const written: WrittenFile[] = [];
  for (const [file, entries] of byFile) {
    requireInSite(config, file);
    const raw = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as Record<string, unknown>)
      : {};
    const added = entries.filter(({ key }) => !(key in raw));
    if (added.length === 0) continue;
    for (const { key, id } of added) raw[key] = { message: english[id] };
    await writeJson(config, file, raw);
    written.push({ file, added: added.map((a) => a.key), kept: Object.keys(raw).length - added.length });
  }
  return written;
}

async function writeJson(config: ResolvedConfig, file: string, value: unknown): Promise<void> {
  requireInSite(config, file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Refuse a translation file that links out of the site, or whose folder does: it is neither read nor written.
 */
function requireInSite(config: ResolvedConfig, file: string): void {
  if (!isInsideSite(config, realTarget(file))) {
    const rel = path.relative(config.root, file).split(path.sep).join('/');
    throw new SitegenError(`${rel} is a link to a place outside the site, so it is not written`, {
      location: { file },
      hint: 'replace the link with the file (or folder) itself, then run write-translations again.',
    });
  }
}

/** Where writing `file` lands: its nearest existing folder with symlinks resolved, and the rest as written. */
function realTarget(file: string): string {
  const rest: string[] = [];
  let at = path.resolve(file);
  while (!existsSync(at) && path.dirname(at) !== at) {
    rest.unshift(path.basename(at));
    at = path.dirname(at);
  }
  return path.join(realpathSync.native(at), ...rest);
}

/**
 * The default locale's docs of every version, enough to resolve the sidebars (ids, links, front matter; the
 * labels that matter here are the ones the sidebars files write). Front matter only: no Markdown is rendered.
 */
async function defaultDocEntries(config: ResolvedConfig): Promise<SidebarDocEntry[]> {
  const files = await scanContent({ config, locales: [config.i18n.defaultLocale] });
  return files
    .filter((file) => file.kind === 'doc')
    .map((file) => {
      const head = readHead(file, config);
      const { id, permalink, fm } = head;
      const title = typeof fm.title === 'string' ? fm.title : id;
      return { kind: 'doc', docsNs: file.docsNs, id, permalink, title, frontMatter: fm, relPath: file.relPath };
    });
}

/** The subcommand's action; resolves to the exit code. */
export async function runWriteTranslations(
  opts: { root: string; config?: string; locale?: string; verbose?: boolean },
  logger: Logger = createLogger(),
): Promise<number> {
  const root = path.resolve(opts.root);
  try {
    const written = await writeTranslations({ root, configFile: opts.config, locale: opts.locale });
    for (const { file, added, kept } of written) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      logger.info(
        added.length === 0
          ? `${rel} already has every id (${kept})`
          : `wrote ${rel}: ${added.length} id${added.length === 1 ? '' : 's'} added in English to translate, ${kept} kept`,
      );
    }
    return 0;
  } catch (error) {
    logger.error(formatError(error, { verbose: opts.verbose }));
    return 1;
  }
}
