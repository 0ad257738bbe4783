/** The per-locale search UI file (strings, tags, provider settings) and string lookup for the search UI. */
import { format } from '../../templates/i18n.js';
import type { SearchUiFile } from '../../templates/search/index-format.js';

/**
 * Fetch the UI file; rejects on a network or HTTP error. Its URL stays the same from build to build while the
 * index it names changes, so the browser asks the server each time (a conditional request, answered "not
 * modified" while it is): a copy it kept could name an index the site no longer has.
 */
export async function fetchUi(url: string): Promise<SearchUiFile> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as SearchUiFile;
}

/** A search string of the locale with `{placeholders}` filled in (numbers in the locale's format). */
export function tr(ui: SearchUiFile, id: string, params: Record<string, string | number> = {}): string {
  return format(ui.strings[id] ?? id, ui.lang, params);
}
