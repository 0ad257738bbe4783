/**
 * `sitegen write-translations [--locale x]`: the catalogue a translator starts from. Without `--locale` it writes
 * the default locale's `code.json` with every English string of the site (sitegen's own, the config's, the
 * sidebars' and the page modules'); with `--locale de` it adds the ids `de/code.json` lacks, in English, and keeps
 * every message already there, so it is safe to run after each sitegen upgrade or content change. On a Docusaurus
 * site `code.json` gets only what it holds there: the words of the config and sidebars stay in Docusaurus's own
 * translation files, and an id Docusaurus's theme translations already cover is not written over in English.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/schema.js';
import { readHead } from '../content/parse-entries.js';
import { scanContent } from '../content/scan-content.js';
import { loadSidebars } from '../docs/load-sidebars.js';
import type { DocInfo } from '../docs/resolve-sidebars.js';
import { formatError, SitegenError } from '../errors.js';
import { ENGLISH_IN_DOCUSAURUS } from '../i18n/docusaurus-theme-ids.js';
import { englishCatalogue } from '../i18n/site-catalogue.js';
import { cataloguePath, readCatalogue } from '../i18n/load-strings.js';
import { translatedMessages, translationHomes } from '../i18n/translations.js';
import { createLogger, type Logger } from '../logger.js';

/** What was written. */
export interface WriteTranslationsResult {
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
}): Promise<WriteTranslationsResult> {
  const config = await loadConfig({ root, configFile });
  const target = locale ?? config.i18n.defaultLocale;
  if (!config.i18n.locales.includes(target)) {
    throw new SitegenError(`unknown locale "${target}"`, {
      hint: `use one of the configured locales: ${config.i18n.locales.join(', ')}`,
    });
  }
  const english = englishCatalogue({
    config,
    sidebarsFile: await loadSidebars(config),
    docs: await defaultDocs(config),
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
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(raw, null, 2)}\n`);
  return { file, added, kept: Object.keys(raw).length - added.length };
}

/**
 * The default locale's docs, enough to resolve the sidebars (ids and links; the labels that matter here are
 * the ones written in the sidebars file). Front matter only: no Markdown is rendered.
 */
async function defaultDocs(config: ResolvedConfig): Promise<Map<string, DocInfo>> {
  const files = await scanContent({ config, locales: [config.i18n.defaultLocale] });
  const docs = new Map<string, DocInfo>();
  for (const file of files) {
    if (file.kind !== 'doc') continue;
    const head = readHead(file, config);
    const position = typeof head.fm.sidebar_position === 'number' ? head.fm.sidebar_position : null;
    docs.set(head.id, { id: head.id, href: head.permalink, label: head.id, position, source: file.relPath });
  }
  return docs;
}

/** The subcommand's action; resolves to the exit code. */
export async function runWriteTranslations(
  opts: { root: string; config?: string; locale?: string; verbose?: boolean },
  logger: Logger = createLogger(),
): Promise<number> {
  const root = path.resolve(opts.root);
  try {
    const { file, added, kept } = await writeTranslations({ root, configFile: opts.config, locale: opts.locale });
    const rel = path.relative(root, file);
    logger.info(
      added.length === 0
        ? `${rel} already has every id (${kept})`
        : `wrote ${rel}: ${added.length} id${added.length === 1 ? '' : 's'} added in English to translate, ${kept} kept`,
    );
    return 0;
  } catch (error) {
    logger.error(formatError(error, { verbose: opts.verbose }));
    return 1;
  }
}
