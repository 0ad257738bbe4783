/**
 * The build's view of the UI string catalogues: each built locale's `code.json` read once, the sidebars file's
 * labels looked up in it while sidebars resolve, and each locale's finished strings with the catalogue's problems.
 */
import type { FileInputsCache } from '../cache/file-inputs-cache.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { ParsedContent } from '../content/parse-entries.js';
import type { SidebarsFile } from '../docs/load-sidebars.js';
import type { SidebarLabel } from '../docs/resolve-sidebars.js';
import {
  docusaurusHomes,
  docusaurusMessages,
  NAVBAR_TITLE,
  readDocusaurusFiles,
  unmatchedKeys,
  type DocusaurusFile,
} from './docusaurus-files.js';
import { docusaurusThemeDefaults } from './docusaurus-defaults.js';
import { themeIdMessages } from './docusaurus-theme-ids.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cataloguePath, loadStrings, readCatalogue, type Catalogue, type LoadStringsOptions } from './load-strings.js';
import { docInfos } from '../docs/doc-infos.js';
import type { BuildWarning } from '../types.js';
import { englishCatalogue } from './site-catalogue.js';

/** What the build asks of the catalogues. */
export interface Translations {
  /** Sidebar labels for one locale (its catalogue, else the English label). */
  sidebarLabel(locale: string): SidebarLabel;
  /** The site's English catalogue. */
  english(): Record<string, string>;
  /** One locale's strings over English, and what is wrong with its catalogue. */
  strings(locale: string): { strings: Record<string, string>; warnings: BuildWarning[] };
}

/**
 * The catalogues of `locales`, each read on its first use: `dev` composes one locale before its first page and
 * reads no other catalogue for it. Invalid JSON is an error at that use, which `build` makes for every locale
 * while it composes the route tables, before anything renders.
 */
export function loadTranslations({
  config,
  locales,
  parsed,
  sidebarsFile,
  cache,
}: {
  config: ResolvedConfig;
  locales: string[];
  parsed: ParsedContent;
  sidebarsFile: SidebarsFile;
  /** The build cache, which keeps the page modules' messages. */
  cache?: FileInputsCache;
}): Translations {
  const read = new Map<string, LocaleFiles>();
  /** A built locale's catalogue and translation files, read once; undefined for a locale not built. */
  const filesOf = (locale: string): LocaleFiles | undefined => {
    if (!read.has(locale) && locales.includes(locale)) read.set(locale, readLocaleFiles(config, locale));
    return read.get(locale);
  };
  let english: Record<string, string> | undefined;
  // Several stages ask for a locale's strings (search UI, pages); check each catalogue once.
  const loaded = new Map<string, ReturnType<Translations['strings']>>();
  const translations: Translations = {
    sidebarLabel: (locale) => {
      const catalogue = filesOf(locale)?.catalogue;
      return (id, text) => catalogue?.messages[id] ?? text;
    },
    english() {
      // The default locale's docs decide which sidebar labels exist, even when only another locale is built.
      const defaults = [...parsed.entries.values()].filter((e) => e.locale === config.i18n.defaultLocale);
      english ??= englishCatalogue({ config, sidebarsFile, docs: docInfos(defaults), entries: defaults, cache });
      return english;
    },
    strings(locale) {
      if (!loaded.has(locale)) {
        const english = translations.english();
        const own = filesOf(locale);
        const homeOf = translationHomes(config, locale);
        const result = loadStrings({ config, locale, english, catalogue: own?.catalogue ?? null, homeOf });
        const known = new Set(Object.keys(english));
        if (config.navbar.title) known.add(NAVBAR_TITLE);
        result.warnings.push(...unmatchedKeys({ files: own?.files ?? [], known, locale }));
        const untranslated = untranslatedLocale(config, locale);
        if (untranslated) result.warnings = [untranslated];
        loaded.set(locale, { ...result, warnings: [...(own?.warnings ?? []), ...result.warnings] });
      }
      return loaded.get(locale)!;
    },
  };
  return translations;
}

/**
 * On a Docusaurus site, a locale other than the default with no translation folder at all (pnpm.io downloads its
 * translations at deploy time): one warning, where each file Docusaurus would have written would list its strings.
 */
function untranslatedLocale(config: ResolvedConfig, locale: string): BuildWarning | null {
  if (!config.docusaurus || locale === config.i18n.defaultLocale) return null;
  const dir = path.join(config.root, config.paths.i18n, locale);
  if (existsSync(dir)) return null;
  const shown = path.relative(config.root, dir).split(path.sep).join('/');
  return {
    code: 'missing-translation',
    file: dir,
    message: `${locale}: no translations (there is no ${shown} folder), so its navbar, footer, sidebars, UI strings, docs, posts and pages are in English; run "sitegen write-translations --locale ${locale}" to write its files in English, then translate them`,
  };
}

/**
 * On a Docusaurus site, the translation file (absolute) and key of each id `code.json` does not hold, as
 * Docusaurus's translation files keep it; undefined elsewhere, where `code.json` holds every id.
 */
export function translationHomes(config: ResolvedConfig, locale: string): LoadStringsOptions['homeOf'] {
  if (!config.docusaurus) return undefined;
  const homes = docusaurusHomes(config);
  const dir = path.join(config.root, config.paths.i18n, locale);
  return (id) => {
    const home = homes(id);
    return home && { file: path.join(dir, ...home.path.split('/')), key: home.key };
  };
}

/**
 * A locale's messages from every file the build reads them from (`code.json`, Docusaurus's translation files, and
 * on a Docusaurus site Docusaurus's own translations of its theme), under sitegen's ids.
 */
export function translatedMessages(config: ResolvedConfig, locale: string): Record<string, string> {
  return readLocaleFiles(config, locale).catalogue?.messages ?? {};
}

/** What one locale's translations are read from. */
interface LocaleFiles {
  /** Its Docusaurus translation files (navbar, footer, sidebars). */
  files: DocusaurusFile[];
  catalogue: Catalogue | null;
  /** A catalogue that links out of the site is not read: its warning joins the locale's string warnings. */
  warnings: BuildWarning[];
}

function readLocaleFiles(config: ResolvedConfig, locale: string): LocaleFiles {
  const files = readDocusaurusFiles(config, locale);
  const warnings: BuildWarning[] = [];
  return { files, catalogue: mergedCatalogue(config, locale, { files, warnings }), warnings };
}

/**
 * A locale's catalogue as the build reads it: `code.json`, with the Docusaurus theme ids it holds (over
 * Docusaurus's own translations, for a Docusaurus site) read as sitegen's strings, over the Docusaurus
 * translation files (navbar, footer, sidebars). Null when there is none of
 * them. What `code.json` says under sitegen's own ids wins.
 */
function mergedCatalogue(
  config: ResolvedConfig,
  locale: string,
  { files, warnings }: { files: DocusaurusFile[]; warnings: BuildWarning[] },
): Catalogue | null {
  const code = readCatalogue(config, locale, warnings);
  // A Docusaurus site (its config, or its translations in Docusaurus's folders) gets Docusaurus's own words.
  const docusaurus = Boolean(config.docusaurus) || files.length > 0;
  const defaults = docusaurus ? docusaurusThemeDefaults(locale) : {};
  if (!code && files.length === 0 && Object.keys(defaults).length === 0) return null;
  const own = code?.messages ?? {};
  const messages = { ...docusaurusMessages(files), ...themeIdMessages({ ...defaults, ...own }), ...own };
  return { file: code?.file ?? cataloguePath(config, locale), text: code?.text ?? '', messages };
}
