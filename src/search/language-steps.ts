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
import { stepsFromLunr, type Steps } from '../../templates/search/analyze.js';

/** The stemmer and stop-word filter of every language lunr can stem, with a fresh memo (one per build). */
export function languageSteps(): Steps {
  // Registering only adds functions to the lunr object, so a second build in the same process skips it.
  const registry = lunr as unknown as Record<string, unknown>;
  if (!registry.stemmerSupport) stemmerSupport(lunr);
  for (const [code, plugin] of Object.entries({ de, es, fr, pt, ru })) if (!registry[code]) plugin(lunr);
  return stepsFromLunr(lunr);
}
