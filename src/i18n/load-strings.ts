/**
 * UI string catalogues: `i18n/<locale>/code.json` (id -> message, or Docusaurus's `{message, description}`) over
 * the site's English catalogue. Each catalogue is read once per build and checked (see validate-catalogue.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENGLISH } from '../../templates/strings.js';
import type { ResolvedConfig } from '../config/schema.js';
import { jsonErrorLine, SitegenError } from '../errors.js';
import { validateCatalogue, type CatalogueToCheck } from './validate-catalogue.js';
import type { BuildWarning } from '../types.js';
import { withoutLinksOutOfSite } from '../content/site-paths.js';

/** A catalogue file as read: where it is, its text (for line numbers) and its messages. */
export interface Catalogue {
  file: string;
  text: string;
  messages: Record<string, string>;
}

/** The path of a locale's catalogue. */
export function cataloguePath(config: ResolvedConfig, locale: string): string {
  return path.join(config.root, config.paths.i18n, locale, 'code.json');
}

/**
 * Read a locale's `code.json`; null when it has none, or when it is a symlink out of the site (a warning in
 * `warnings` then). Invalid JSON or a non-text message is an error.
 */
export function readCatalogue(config: ResolvedConfig, locale: string, warnings?: BuildWarning[]): Catalogue | null {
  return readMessagesFile(config, cataloguePath(config, locale), warnings);
}

/**
 * Read a translation file in the catalogue's format (id -> message, or Docusaurus's `{message, description}`);
 * null when it does not exist or links out of the site (a warning in `warnings` then). Invalid JSON or a
 * non-text message is an error naming the file and line.
 */
export function readMessagesFile(config: ResolvedConfig, file: string, warnings?: BuildWarning[]): Catalogue | null {
  if (!existsSync(file)) return null;
  const dir = path.dirname(file);
  if (withoutLinksOutOfSite(config.root, dir, [path.basename(file)], warnings).length === 0) return null;
  const text = readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, '')); // a byte order mark is not JSON, but editors write one
  } catch (error) {
    const line = jsonErrorLine(text, error);
    throw new SitegenError(`${path.relative(config.root, file)} is not valid JSON: ${(error as Error).message}`, {
      location: { file, line, source: text },
      hint: 'fix the JSON syntax.',
    });
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new SitegenError(`${path.relative(config.root, file)} must hold one JSON object of id -> message`, {
      location: { file },
      hint: 'write {"navbar.menu": "...", ...}; run sitegen write-translations to get the English one.',
    });
  }
  const messages: Record<string, string> = {};
  for (const [id, value] of Object.entries(raw)) {
    const message = typeof value === 'string' ? value : (value as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') {
      throw new SitegenError(`${path.relative(config.root, file)}: the message of "${id}" is not text`, {
        location: { file, line: text.slice(0, text.indexOf(JSON.stringify(id))).split('\n').length, source: text },
        hint: 'write "id": "message" or "id": {"message": "...", "description": "..."}.',
      });
    }
    messages[id] = message;
  }
  return { file, text, messages };
}

/** What `loadStrings` needs; `english` is the site's full English catalogue (see site-catalogue.ts). */
export interface LoadStringsOptions {
  config: ResolvedConfig;
  locale: string;
  english?: Record<string, string>;
  /** The catalogue already read (the build reads each once); read from disk when left out. */
  catalogue?: Catalogue | null;
  /** A Docusaurus site's translation file and key for the ids `code.json` does not hold (see validate-catalogue.ts). */
  homeOf?: CatalogueToCheck['homeOf'];
}

/** A locale's strings (its catalogue over English) and the catalogue's problems as warnings. */
export function loadStrings({
  config,
  locale,
  english = { ...ENGLISH },
  catalogue = readCatalogue(config, locale),
  homeOf,
}: LoadStringsOptions): { strings: Record<string, string>; warnings: BuildWarning[] } {
  const isDefault = locale === config.i18n.defaultLocale;
  if (!catalogue) {
    const file = cataloguePath(config, locale);
    const warnings: BuildWarning[] = isDefault
      ? []
      : [
          {
            code: 'missing-translation',
            file,
            message: `${locale}: no UI string catalogue, every UI string is English; run "sitegen write-translations --locale ${locale}" to start one`,
          },
        ];
    return { strings: { ...english }, warnings };
  }
  const lang = config.i18n.resolved.find((l) => l.code === locale)?.htmlLang ?? locale;
  const warnings = validateCatalogue({
    locale,
    lang,
    file: catalogue.file,
    text: catalogue.text,
    messages: catalogue.messages,
    english,
    isDefault,
    homeOf,
  });
  return { strings: { ...english, ...catalogue.messages }, warnings };
}
