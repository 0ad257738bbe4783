/**
 * Checks a locale's catalogue against the English one: ids it lacks (one warning listing them), messages whose
 * `{placeholders}` differ from the English message's, and plural messages whose number of forms does not match
 * the locale's plural categories (Intl.PluralRules). Problems are warnings: the page still renders, with English
 * for a missing id and the message as written otherwise.
 */
import { placeholdersOf, pluralCategories } from '../../templates/i18n.js';
import type { BuildWarning } from '../types.js';
import { ENGLISH_IN_DOCUSAURUS, themeIdsOf } from './docusaurus-theme-ids.js';

/** What one check needs: the locale, its catalogue as read, and the English catalogue. */
export interface CatalogueToCheck {
  locale: string;
  /** The locale's `<html lang>`, which decides its plural categories. */
  lang: string;
  /** The catalogue file (for the warning's location) and its text (for line numbers). */
  file: string;
  text: string;
  messages: Record<string, string>;
  english: Record<string, string>;
  /** The default locale's catalogue only overrides English; it is not expected to be complete. */
  isDefault: boolean;
  /** A Docusaurus site's: the translation file (absolute) and key of an id `code.json` does not hold. */
  homeOf?: (id: string) => { file: string; key: string } | null;
}

/** Every problem of one catalogue, as build warnings. */
export function validateCatalogue(input: CatalogueToCheck): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  if (!input.isDefault) warnings.push(...missingWarnings(input));
  for (const [id, message] of Object.entries(input.messages)) {
    const english = input.english[id];
    if (english === undefined) continue;
    const problem = placeholderProblem(message, english) ?? pluralProblem(message, english, input.lang);
    if (!problem) continue;
    const keys = keysOf(input.text, id);
    warnings.push({
      code: 'bad-translation',
      file: input.file,
      line: lineOfId(input.text, keys[0]),
      message: `${input.locale}: ${keys.map((k) => `"${k}"`).join(' and ')}${keys[0] === id ? '' : ` (read as "${id}")`} ${problem}`,
    });
  }
  return warnings;
}

/**
 * The keys of the catalogue file that hold `id`'s message: `id` itself, else the Docusaurus theme ids it is read
 * from that the file holds, in the file's order (`theme.docs.tagDocListPageTitle.nDocsTagged` for `docs.tag.title`),
 * else `id`.
 */
function keysOf(text: string, id: string): string[] {
  if (lineOfId(text, id) !== undefined) return [id];
  const lines = new Map(themeIdsOf(id).map((key) => [key, lineOfId(text, key)] as const));
  const theirs = [...lines.keys()].filter((key) => lines.get(key) !== undefined);
  return theirs.length ? theirs.sort((a, b) => lines.get(a)! - lines.get(b)!) : [id];
}

/**
 * A warning per file that lacks translations: the catalogue's, with the command that adds them in English, then
 * each Docusaurus translation file's, naming its keys.
 */
function missingWarnings(input: CatalogueToCheck): BuildWarning[] {
  const byFile = new Map<string, string[]>();
  for (const id of Object.keys(input.english)) {
    if (id in input.messages) continue;
    // A Docusaurus site's (it has translation files of its own): words Docusaurus shows in English too.
    if (input.homeOf && ENGLISH_IN_DOCUSAURUS.has(id)) continue;
    const home = input.homeOf?.(id) ?? { file: input.file, key: id };
    byFile.set(home.file, [...(byFile.get(home.file) ?? []), home.key]);
  }
  return [...byFile].map(([file, keys]) => {
    const one = keys.length === 1;
    const missing = `${input.locale}: ${keys.length} UI string${one ? '' : 's'} not translated, English is used: ${keys.join(', ')}`;
    const them = one ? 'it' : 'them';
    const fix =
      file === input.file
        ? `run "sitegen write-translations --locale ${input.locale}" to add ${them} to this file in English, then translate ${them}`
        : `translate ${them} in this file, under ${one ? 'that key' : 'those keys'}`;
    return { code: 'missing-translation', file, message: `${missing}; ${fix}` };
  });
}

/** A placeholder the English message does not have, or one it has that the translation dropped. */
function placeholderProblem(message: string, english: string): string | null {
  const theirs = placeholdersOf(message);
  const ours = placeholdersOf(english);
  const unknown = [...theirs].filter((p) => !ours.has(p));
  const dropped = [...ours].filter((p) => !theirs.has(p));
  if (unknown.length === 0 && dropped.length === 0) return null;
  const parts: string[] = [];
  if (unknown.length) parts.push(`uses ${list(unknown)}, which the English message does not have`);
  if (dropped.length) parts.push(`lacks ${list(dropped)}`);
  return `${parts.join(' and ')} (English: "${english}")`;
}

/**
 * A plural message needs one form per plural category of its language, or a single form for every count. A
 * message is plural when its English forms, split by `|`, take a `{count}`: a footer's copyright
 * (`Copyright Dino | CC-BY-4.0`) or a label with a `|` in it is text, which no count selects a part of.
 */
function pluralProblem(message: string, english: string, lang: string): string | null {
  if (!english.includes('|') || !placeholdersOf(english).has('count')) return null;
  const forms = message.split('|').length;
  const categories = pluralCategories(lang);
  if (forms === 1 || forms === categories.length) return null;
  const needed =
    categories.length === 1 ? 'one form' : `${categories.length} forms (${categories.join(', ')}) or a single form`;
  return `has ${forms} plural forms; ${lang} needs ${needed}, separated by "|"`;
}

function list(names: string[]): string {
  return names.map((n) => `{${n}}`).join(', ');
}

/** The 1-based line where `"id"` is written as a key, or undefined. */
function lineOfId(text: string, id: string): number | undefined {
  const key = new RegExp(`${JSON.stringify(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
  const at = text.search(key);
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
}
