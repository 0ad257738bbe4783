/**
 * lunr and the lunr-languages stemmers and stop-word lists for the site's languages, for the index build. The
 * client loads the same modules on demand (client/search/language-steps.ts), so both sides stem alike.
 */
import { createRequire } from 'node:module';
import lunr from 'lunr';
import type stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import { stepsFromLunr, type LanguageSteps, type Steps } from '../../templates/search/analyze.js';

type Plugin = typeof stemmerSupport;
/** The languages lunr-languages can stem; each plugin module is loaded when its language is first asked for. */
const LANGUAGES = ['de', 'es', 'fr', 'pt', 'ru'];
const require = createRequire(import.meta.url);
const plugin = (name: string) => require(`lunr-languages/lunr.${name}.js`) as Plugin;

/**
 * The stemmer and stop-word filter of every language lunr can stem, with a fresh memo (one per build). A language
 * is loaded and registered with lunr when its steps are first asked for: registering builds its stemmer's tables,
 * ~10 ms each, and an English build would pay for all five (and for loading their modules) on the critical path of
 * a warm build.
 */
export function languageSteps(): Steps {
  const steps = stepsFromLunr(lunr);
  for (const code of LANGUAGES)
    Object.defineProperty(steps.languages, code, {
      enumerable: true,
      configurable: true,
      get(): LanguageSteps | undefined {
        const value = registered(code);
        Object.defineProperty(steps.languages, code, { value, enumerable: true });
        return value;
      },
    });
  return steps;
}

/** `code`'s steps, its plugin run first if this process has not run it (it only adds functions to lunr). */
function registered(code: string): LanguageSteps | undefined {
  const registry = lunr as unknown as Record<string, LanguageSteps | undefined>;
  if (!registry.stemmerSupport) plugin('stemmer.support')(lunr);
  if (!registry[code]) plugin(code)(lunr);
  const { stemmer, stopWordFilter } = registry[code] ?? {};
  return stemmer ? { stemmer, stopWordFilter } : undefined;
}
