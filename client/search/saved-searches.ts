/**
 * Recent and favourite searches, kept in local storage per locale (their links carry the locale). A recent search
 * is a result the visitor chose; it can be saved as a favourite or removed. Where storage is unavailable the lists
 * stay empty and a console warning says why (storageGet/storageSet).
 */
import { storageGet, storageSet } from '../theme.js';

/** A chosen result, as listed under Recent and Favorite. */
export interface SavedSearch {
  url: string;
  title: string;
  pageTitle: string;
}

/** Which list. */
export type SavedKind = 'recent' | 'favorite';

/** How many entries each list keeps. */
const LIMIT = { recent: 7, favorite: 7 };

/** The two lists of one locale. */
export interface SavedSearches {
  list(kind: SavedKind): SavedSearch[];
  /** Put a chosen result first in Recent (unless it is a favourite already). */
  remember(item: SavedSearch): void;
  /** Move a recent search to Favorite. */
  favorite(item: SavedSearch): void;
  remove(kind: SavedKind, url: string): void;
}

/** The lists of the locale whose path segment is `locale` ('' for the default). */
export function savedSearches(locale: string): SavedSearches {
  const key = (kind: SavedKind) => `sitegen.search.${kind}${locale ? `.${locale}` : ''}`;
  const list = (kind: SavedKind): SavedSearch[] => {
    try {
      const parsed: unknown = JSON.parse(storageGet(key(kind)) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter((s): s is SavedSearch => typeof s?.url === 'string' && typeof s?.title === 'string')
        : [];
    } catch {
      return [];
    }
  };
  const save = (kind: SavedKind, items: SavedSearch[]) =>
    storageSet(key(kind), JSON.stringify(items.slice(0, LIMIT[kind])));
  const without = (items: SavedSearch[], url: string) => items.filter((s) => s.url !== url);
  return {
    list,
    remember(item) {
      if (list('favorite').some((s) => s.url === item.url)) return;
      save('recent', [item, ...without(list('recent'), item.url)]);
    },
    favorite(item) {
      save('favorite', [item, ...without(list('favorite'), item.url)]);
      save('recent', without(list('recent'), item.url));
    },
    remove(kind, url) {
      save(kind, without(list(kind), url));
    },
  };
}
