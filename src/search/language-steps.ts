/**
 * lunr and the lunr-languages stemmers and stop-word lists for the site's languages, for the index build. The
 * client loads the same modules on demand (client/search/language-steps.ts), so both sides stem alike.
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import de from 'lunr-languages/lunr.de.js';
import es from 'lunr-languages/lunr.es.js';
import fr from 'lunr-languages/lunr.fr.js';
import pt from 'lunr-languages/lunr.pt.js';
import ru from 'lunr-languages/lunr.ru.js';
import { stepsFromLunr, type LanguageSteps, type Steps } from '../../templates/search/analyze.js';

type Plugin = typeof de;
const PLUGINS: Record<string, Plugin> = { de, es, fr, pt, ru };

/**
 * The stemmer and stop-word filter of every language lunr can stem, with a fresh memo (one per build). A language
 * is registered with lunr when its steps are first asked for: registering builds its stemmer's tables, ~10 ms
 * each, and an English build would pay for all five on the critical path of a warm build.
 */
export function languageSteps(): Steps {
  const steps = stepsFromLunr(lunr);
  for (const [code, plugin] of Object.entries(PLUGINS))
    Object.defineProperty(steps.languages, code, {
      enumerable: true,
      configurable: true,
      get(): LanguageSteps | undefined {
        const value = registered(code, plugin);
        Object.defineProperty(steps.languages, code, { value, enumerable: true });
        return value;
      },
    });
  return steps;
}

/** `code`'s steps, its plugin run first if this process has not run it (it only adds functions to lunr). */
function registered(code: string, plugin: Plugin): LanguageSteps | undefined {
  const registry = lunr as unknown as Record<string, LanguageSteps | undefined>;
  if (!registry.stemmerSupport) stemmerSupport(lunr);
  if (!registry[code]) plugin(lunr);
  const { stemmer, stopWordFilter } = registry[code] ?? {};
  return stemmer ? { stemmer, stopWordFilter } : undefined;
}
