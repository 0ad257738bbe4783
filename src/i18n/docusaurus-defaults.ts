/**
 * Docusaurus translates its theme's words into some 30 languages itself (@docusaurus/theme-translations 2.4.3):
 * a Docusaurus site in `zh-CN` shows "下一页" without a word of it in its `code.json`. These are the messages
 * a Docusaurus site's catalogue falls back to, found the way Docusaurus finds them: the locale as written, then
 * its maximised language-region, language-script and language (`zh-CN`, `zh-Hans`, `zh`; `pt` -> `pt-BR`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The theme files sitegen's strings map from: the classic theme's, the hosted search's and the live code blocks'. */
const FILES = ['theme-common.json', 'theme-search-algolia.json', 'theme-live-codeblock.json'];

/** Theme id -> message of Docusaurus's own translation of `locale`; empty when it has none. */
export function docusaurusThemeDefaults(locale: string): Record<string, string> {
  const dir = localesDir();
  const out: Record<string, string> = {};
  for (const name of FILES) {
    const found = localesToTry(locale)
      .map((code) => path.join(dir, code, name))
      .find((file) => existsSync(file));
    if (!found) continue;
    const messages = JSON.parse(readFileSync(found, 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(messages)) if (!id.endsWith('___DESCRIPTION')) out[id] = message;
  }
  return out;
}

/**
 * The folders Docusaurus tries for a locale, in its order (`codeTranslationLocalesToTry`), then `base`: the
 * theme's own English, which Docusaurus shows where it has no translation (an English site's search button says
 * "Search", a short post "One min read").
 */
function localesToTry(locale: string): string[] {
  let maximized: Intl.Locale;
  try {
    maximized = new Intl.Locale(locale).maximize();
  } catch {
    return [locale, 'base'];
  }
  const { language, region, script } = maximized;
  return [locale, `${language}-${region}`, `${language}-${script}`, language, 'base'];
}

let dir: string | undefined;
function localesDir(): string {
  dir ??= path.join(
    path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')),
    'locales',
  );
  return dir;
}
