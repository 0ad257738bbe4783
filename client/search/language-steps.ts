/**
 * lunr's stemmers in the browser: English comes with lunr; the others load from lunr-languages only when an
 * index holds pages in them (a German index with English fallback pages needs both), each as its own chunk.
 */
import lunr from 'lunr';
import { stepsFromLunr, stepsLanguage, type Steps } from '../../templates/search/analyze.js';

type Plugin = { default: (l: typeof lunr) => void };

const PLUGINS: Record<string, () => Promise<Plugin>> = {
  de: () => import('lunr-languages/lunr.de.js'),
  es: () => import('lunr-languages/lunr.es.js'),
  fr: () => import('lunr-languages/lunr.fr.js'),
  pt: () => import('lunr-languages/lunr.pt.js'),
  ru: () => import('lunr-languages/lunr.ru.js'),
};

/** The analysis steps for an index written in `languages`. */
export async function loadSteps(languages: string[]): Promise<Steps> {
  const registry = lunr as unknown as Record<string, unknown>;
  const wanted = [...new Set(languages.map(stepsLanguage))].filter(
    (l): l is string => l !== null && l in PLUGINS && !registry[l],
  );
  if (wanted.length > 0) {
    // Stemmer support must be registered before any language; the languages themselves load side by side.
    if (!registry.stemmerSupport) ((await import('lunr-languages/lunr.stemmer.support.js')) as Plugin).default(lunr);
    const plugins = await Promise.all(wanted.map((l) => PLUGINS[l]()));
    plugins.forEach((p, i) => registry[wanted[i]] || p.default(lunr));
  }
  return stepsFromLunr(lunr);
}
