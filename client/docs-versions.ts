/**
 * The docs version preference, remembered per docs section in local storage under Docusaurus's key
 * (`docs-preferred-version-<section>`): choosing a version in the version menu saves it; on pages outside that
 * section the menu then shows the remembered version, and search looks in it. On a docs page the page's own
 * version wins, as in Docusaurus.
 */
import type { SearchUiFile } from '../templates/search/index-format.js';
import { onPage } from './lifecycle.js';

const KEY = 'docs-preferred-version-';

/** The remembered version of a docs section, or null. */
export function preferredVersion(pluginId: string): string | null {
  try {
    return localStorage.getItem(KEY + pluginId);
  } catch {
    return null;
  }
}

function savePreferredVersion(pluginId: string, name: string): void {
  try {
    localStorage.setItem(KEY + pluginId, name);
  } catch {
    /* storage may be off: the choice then lasts for this page only */
  }
}

/** Save the choice on use (delegated: survives page swaps; call once), and show it on each page. */
export function initDocsVersions(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-docs-version]');
    const menu = link?.closest('[data-docs-versions]');
    if (!(link instanceof HTMLAnchorElement) || !(menu instanceof HTMLElement)) return;
    savePreferredVersion(menu.dataset.docsVersions ?? 'default', link.dataset.docsVersion ?? '');
  });
  onPage(showPreferred);
}

/**
 * Outside its section, a version menu is labelled with the remembered version (the server wrote the last one), and
 * a label that links goes to that version.
 */
function showPreferred(): void {
  document.querySelectorAll('[data-docs-versions]').forEach((menu) => {
    if (!(menu instanceof HTMLElement) || menu.querySelector('a[data-docs-version][aria-current]')) return;
    const name = preferredVersion(menu.dataset.docsVersions ?? 'default');
    const link = name ? menu.querySelector(`a[data-docs-version="${CSS.escape(name)}"]`) : null;
    const label = menu.querySelector('[data-docs-version-label]');
    if (!link || !label) return;
    label.textContent = link.textContent;
    // A label that links (a Docusaurus site's) goes to that version's main doc, which its link is outside the section.
    const to = label.getAttribute('href');
    if (to !== null && to !== '#') label.setAttribute('href', link.getAttribute('href') ?? to);
  });
}

/**
 * Keep `ui.tags` (the array the search engine filters with) on the tags of the page being read: updated in place on
 * every page, so a search after client-side navigation looks in the new page's version.
 */
export function followVersionTags(ui: SearchUiFile, localeBase: string): void {
  const tags = ui.tags;
  if (!tags || !ui.versions) return;
  const base = [...tags];
  onPage(() => {
    const next = contextTags({ ...ui, tags: base }, location.pathname.slice(localeBase.length) || '/') ?? base;
    tags.splice(0, tags.length, ...next);
  });
}

/**
 * The search tags for a page at `path` (without locale prefix): `default` plus, per docs section, the tag of the
 * version the page belongs to, else the remembered version's, else the last version's.
 */
export function contextTags(ui: SearchUiFile, path: string): string[] | null {
  if (!ui.tags || !ui.versions) return ui.tags;
  const own = ui.versions
    .filter((v) => path === v.base || path.startsWith(`${v.base}/`))
    .sort((a, b) => b.base.length - a.base.length)[0];
  return ui.tags.map((tag) => {
    const section = ui.versions!.find((v) => v.tag === tag);
    if (!section) return tag;
    if (own?.pluginId === section.pluginId) return own.tag;
    const preferred = preferredVersion(section.pluginId);
    return ui.versions!.find((v) => v.pluginId === section.pluginId && v.name === preferred)?.tag ?? tag;
  });
}
