/**
 * UI string catalogues: `i18n/<locale>/code.json` (id -> message, or Docusaurus's `{message, description}`)
 * over the English defaults. Missing ids are reported once per locale as a warning.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENGLISH } from '../templates/strings.js';
import type { ResolvedConfig } from './config/schema.js';
import { SitegenError } from './errors.js';
import type { BuildWarning } from './types.js';

/** A locale's strings and what is missing from its catalogue. */
export function loadStrings(config: ResolvedConfig, locale: string): { strings: Record<string, string>; warnings: BuildWarning[] } {
  const file = path.join(config.root, config.paths.i18n, locale, 'code.json');
  const strings: Record<string, string> = { ...ENGLISH };
  if (!existsSync(file)) return { strings, warnings: [] };
  const text = readFileSync(file, 'utf8');
  let raw: Record<string, string | { message: string }>;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SitegenError(`${path.relative(config.root, file)} is not valid JSON: ${(error as Error).message}`, { location: { file }, hint: 'fix the JSON syntax.' });
  }
  for (const [id, value] of Object.entries(raw)) strings[id] = typeof value === 'string' ? value : value.message;
  const warnings: BuildWarning[] = [];
  if (locale !== config.i18n.defaultLocale) {
    const missing = Object.keys(ENGLISH).filter((id) => !(id in raw));
    if (missing.length) {
      warnings.push({ code: 'missing-translation', file, message: `${locale}: ${missing.length} UI string${missing.length === 1 ? '' : 's'} not translated, English is used: ${missing.join(', ')}` });
    }
  }
  return { strings, warnings };
}
