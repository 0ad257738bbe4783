/** The per-locale search UI file (strings, tags, provider settings) and string lookup for the search UI. */
import { format } from '../../templates/i18n.js';
import type { SearchUiFile } from '../../templates/search/index-format.js';

/** Fetch the UI file; rejects on a network or HTTP error. */
export async function fetchUi(url: string): Promise<SearchUiFile> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as SearchUiFile;
}

/** A search string of the locale with `{placeholders}` filled in (numbers in the locale's format). */
export function tr(ui: SearchUiFile, id: string, params: Record<string, string | number> = {}): string {
  return format(ui.strings[id] ?? id, ui.lang, params);
}
