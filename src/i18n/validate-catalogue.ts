/**
 * Checks a locale's catalogue against the English one: ids it lacks (one warning listing them), messages whose
 * `{placeholders}` differ from the English message's, and plural messages whose number of forms does not match
 * the locale's plural categories (Intl.PluralRules). Problems are warnings: the page still renders, with English
 * for a missing id and the message as written otherwise.
 */
import { placeholdersOf, pluralCategories } from '../../templates/i18n.js';
import type { BuildWarning } from '../types.js';

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
}

/** Every problem of one catalogue, as build warnings. */
export function validateCatalogue(input: CatalogueToCheck): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  const missing = input.isDefault ? [] : Object.keys(input.english).filter((id) => !(id in input.messages));
  if (missing.length > 0) {
    const count = `${missing.length} UI string${missing.length === 1 ? '' : 's'}`;
    warnings.push({
      code: 'missing-translation',
      file: input.file,
      message: `${input.locale}: ${count} not translated, English is used: ${missing.join(', ')}`,
    });
  }
  for (const [id, message] of Object.entries(input.messages)) {
    const english = input.english[id];
    if (english === undefined) continue;
    const problem = placeholderProblem(message, english) ?? pluralProblem(message, english, input.lang);
    if (problem)
      warnings.push({
        code: 'bad-translation',
        file: input.file,
        line: lineOfId(input.text, id),
        message: `${input.locale}: "${id}" ${problem}`,
      });
  }
  return warnings;
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

/** A plural message needs one form per plural category of its language, or a single form for every count. */
function pluralProblem(message: string, english: string, lang: string): string | null {
  if (!english.includes('|')) return null;
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
