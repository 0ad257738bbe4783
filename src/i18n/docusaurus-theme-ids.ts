/**
 * A Docusaurus site's `code.json` translates the theme's words under the theme's ids (`theme.common.editThisPage`,
 * as @docusaurus/theme-classic 2.4.3 and @docusaurus/theme-translations write them). sitegen shows the same words
 * under its own ids (templates/strings.ts), so each theme id that means the same as one of sitegen's strings is
 * read as that string. Where the two messages are built differently (Docusaurus composes "Last updated" from three
 * ids, words a plural apart from its sentence, or names a placeholder differently) the translation is rebuilt in
 * sitegen's shape; where they cannot mean the same (a placeholder sitegen has nowhere to fill), it is not used.
 */
import { placeholdersOf } from '../../templates/i18n.js';
import { ENGLISH, type StringId } from '../../templates/strings.js';

/**
 * sitegen's words a Docusaurus site's pages show in English in every language, as Docusaurus 2.4.3 shows them (its
 * base-URL banner, its loader, its feed links, the config's tagline and announcement, the search button's keys),
 * or never show (a fiddle button, the not-found page's home link, a crash's cause): a translation of them is not
 * asked for.
 */
export const ENGLISH_IN_DOCUSAURUS: ReadonlySet<string> = new Set([
  'baseUrl.warning',
  'baseUrl.reason',
  'baseUrl.current',
  'baseUrl.suggestion',
  'loading.retry',
  'loading.label',
  'loading.slow',
  'loading.failed',
  'blog.feed.rss',
  'blog.feed.atom',
  'site.tagline',
  'announcementBar.content',
  'search.shortcut',
  'fiddle.open',
  'notFound.home',
  'crash.cause',
]);

/** sitegen id <- the theme id whose message is sitegen's message as it is. */
const SAME: Partial<Record<StringId, string>> = {
  'skip.toContent': 'theme.common.skipToMainContent',
  'theme.light': 'theme.colorToggle.ariaLabel.mode.light',
  'theme.dark': 'theme.colorToggle.ariaLabel.mode.dark',
  'navbar.menu': 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
  'navbar.close': 'theme.docs.sidebar.closeSidebarButtonAriaLabel',
  'navbar.backToMain': 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
  'navbar.languages': 'theme.navbar.mobileLanguageDropdown.label',
  'navbar.versions': 'theme.navbar.mobileVersionsDropdown.label',
  'navbar.main': 'theme.NavBar.navAriaLabel',
  'doc.categoryItems': 'theme.docs.DocCard.categoryDescription',
  // The navbar's button (DocSearch's "Search"), not the modal's input ("Search docs").
  'search.button': 'theme.SearchBar.label',
  'search.placeholder': 'theme.SearchPage.inputPlaceholder',
  'search.inputLabel': 'theme.SearchPage.inputLabel',
  'search.cancel': 'theme.SearchModal.searchBox.cancelButtonText',
  'search.fetching': 'theme.SearchPage.fetchingNewResults',
  'search.trySearchingFor': 'theme.SearchModal.noResultsScreen.suggestedQueryText',
  'search.missingResults': 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
  'search.missingResultsLink': 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
  'search.errorTitle': 'theme.SearchModal.errorScreen.titleText',
  'search.errorHelp': 'theme.SearchModal.errorScreen.helpText',
  'search.seeAll': 'theme.SearchBar.seeAll',
  'search.recent': 'theme.SearchModal.startScreen.recentSearchesTitle',
  'search.favorites': 'theme.SearchModal.startScreen.favoriteSearchesTitle',
  'search.noRecent': 'theme.SearchModal.startScreen.noRecentSearchesText',
  'search.saveRecent': 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
  'search.removeRecent': 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
  'search.removeFavorite': 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
  'search.toSelect': 'theme.SearchModal.footer.selectText',
  'search.toNavigate': 'theme.SearchModal.footer.navigateText',
  'search.toClose': 'theme.SearchModal.footer.closeText',
  'search.page.resultsTitle': 'theme.SearchPage.existingResultsTitle',
  'search.page.count': 'theme.SearchPage.documentsFound.plurals',
  'search.page.noResults': 'theme.SearchPage.noResultsText',
  'sidebar.docs': 'theme.docs.sidebar.navAriaLabel',
  'sidebar.collapse': 'theme.docs.sidebar.collapseButtonAriaLabel',
  'sidebar.expand': 'theme.docs.sidebar.expandButtonAriaLabel',
  'sidebar.toggleCategory': 'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel',
  'toc.title': 'theme.TOCCollapsible.toggleButtonLabel',
  'breadcrumbs.label': 'theme.docs.breadcrumbs.navAriaLabel',
  'breadcrumbs.home': 'theme.docs.breadcrumbs.home',
  'doc.editThisPage': 'theme.common.editThisPage',
  'heading.directLink': 'theme.common.headingLinkTitle',
  'paginator.label': 'theme.docs.paginator.navAriaLabel',
  'paginator.previous': 'theme.docs.paginator.previous',
  'paginator.next': 'theme.docs.paginator.next',
  'version.unreleased': 'theme.docs.versions.unreleasedVersionLabel',
  'version.unmaintained': 'theme.docs.versions.unmaintainedVersionLabel',
  'version.latestLink': 'theme.docs.versions.latestVersionLinkLabel',
  'version.latestSuggestion': 'theme.docs.versions.latestVersionSuggestionLabel',
  'version.badge': 'theme.docs.versionBadge.label',
  'notFound.title': 'theme.NotFound.title',
  'notFound.p1': 'theme.NotFound.p1',
  'notFound.p2': 'theme.NotFound.p2',
  'crash.title': 'theme.ErrorPageContent.title',
  'crash.retry': 'theme.ErrorPageContent.tryAgain',
  'code.copy': 'theme.CodeBlock.copy',
  'code.copied': 'theme.CodeBlock.copied',
  'code.copyLabel': 'theme.CodeBlock.copyButtonAriaLabel',
  'code.wrap': 'theme.CodeBlock.wordWrapToggle',
  'playground.liveEditor': 'theme.Playground.liveEditor',
  'playground.result': 'theme.Playground.result',
  'admonition.note': 'theme.admonition.note',
  'admonition.tip': 'theme.admonition.tip',
  'admonition.info': 'theme.admonition.info',
  'admonition.caution': 'theme.admonition.caution',
  'admonition.danger': 'theme.admonition.danger',
  scrollToTop: 'theme.BackToTopButton.buttonAriaLabel',
  'announcement.close': 'theme.AnnouncementBar.closeButtonAriaLabel',
  'blog.readMore': 'theme.blog.post.readMore',
  'blog.readMoreAbout': 'theme.blog.post.readMoreLabel',
  'blog.newerEntries': 'theme.blog.paginator.newerEntries',
  'blog.olderEntries': 'theme.blog.paginator.olderEntries',
  'blog.listPaginationLabel': 'theme.blog.paginator.navAriaLabel',
  'blog.newerPost': 'theme.blog.post.paginator.newerPost',
  'blog.olderPost': 'theme.blog.post.paginator.olderPost',
  'blog.postPaginationLabel': 'theme.blog.post.paginator.navAriaLabel',
  'blog.tagsLabel': 'theme.tags.tagsListLabel',
  'blog.tags.title': 'theme.tags.tagsPageTitle',
  'blog.tags.viewAll': 'theme.tags.tagsPageLink',
  'blog.archive.title': 'theme.blog.archive.title',
  'blog.archive.description': 'theme.blog.archive.description',
};

/** sitegen id <- a message rebuilt from theme messages (`m(id)` is the theme message, or undefined). */
const COMPOSED: Partial<Record<StringId, (m: (id: string) => string | undefined) => string | undefined>> = {
  // "Last updated{atDate}{byUser}" with " on {date}" and " by {user}".
  'doc.lastUpdated': (m) => lastUpdated(m, { atDate: true, byUser: false }),
  'doc.lastUpdatedBy': (m) => lastUpdated(m, { atDate: true, byUser: true }),
  'doc.lastUpdatedByOnly': (m) => lastUpdated(m, { atDate: false, byUser: true }),
  'search.noResultsFor': (m) => {
    const text = m('theme.SearchModal.noResultsScreen.noResultsText');
    return text && `${text} "{query}"`;
  },
  // "Switch between dark and light mode (currently {mode})": sitegen's button says no mode (the page's script
  // would have to rewrite it at each switch); the words before the parenthesis are the same.
  'theme.toggle': (m) => {
    const text = m('theme.colorToggle.ariaLabel');
    const mode = /\s*[(（][^()（）]*\{mode\}[^()（）]*[)）]\s*$/;
    return text && mode.test(text) ? text.replace(mode, '') : undefined;
  },
  'blog.readingTime': (m) => m('theme.blog.post.readingTime.plurals')?.replaceAll('{readingTime}', '{count}'),
  // "{nPosts} tagged with "{tagName}"", with nPosts one of "One post|{count} posts".
  'blog.tag.title': (m) => {
    const sentence = m('theme.blog.tagTitle');
    const posts = m('theme.blog.post.plurals');
    if (!sentence || !posts) return undefined;
    return posts
      .split('|')
      .map((form) => sentence.replace('{nPosts}', form))
      .join('|');
  },
  // "{nDocsTagged} with "{tagName}"", with nDocsTagged one of "One doc tagged|{count} docs tagged".
  'docs.tag.title': (m) => {
    const sentence = m('theme.docs.tagDocListPageTitle');
    const docs = m('theme.docs.tagDocListPageTitle.nDocsTagged');
    if (!sentence || !docs) return undefined;
    return docs
      .split('|')
      .map((form) => sentence.replace('{nDocsTagged}', form))
      .join('|');
  },
};

/** theme-classic's "Last updated{atDate}{byUser}" with the parts the doc has, the others empty. */
function lastUpdated(
  m: (id: string) => string | undefined,
  parts: { atDate: boolean; byUser: boolean },
): string | undefined {
  const sentence = m('theme.lastUpdated.lastUpdatedAtBy');
  const at = m('theme.lastUpdated.atDate');
  const by = m('theme.lastUpdated.byUser');
  if (!sentence || (parts.atDate && !at) || (parts.byUser && !by)) return undefined;
  return sentence
    .replace('{atDate}', parts.atDate ? at! : '')
    .replace('{byUser}', parts.byUser ? by!.replace('{user}', '{author}') : '')
    .trim();
}

/**
 * sitegen id -> message for every sitegen string the catalogue translates under a Docusaurus theme id. A sitegen
 * id the catalogue holds itself is not overridden.
 */
export function themeIdMessages(messages: Record<string, string>): Record<string, string> {
  const m = (id: string) => messages[id];
  const out: Record<string, string> = {};
  for (const [ours, theirs] of Object.entries(SAME)) if (theirs in messages) out[ours] = messages[theirs];
  for (const [ours, compose] of Object.entries(COMPOSED)) {
    const text = compose(m);
    if (text !== undefined) out[ours] = text;
  }
  for (const id of Object.keys(out)) {
    // The catalogue's own sitegen id wins; a message whose placeholders sitegen cannot fill is not used.
    if (id in messages || !fillablePlaceholders(out[id], ENGLISH[id as StringId])) delete out[id];
  }
  return out;
}

/**
 * The theme ids sitegen's `id` is read from, in the order its message is built from them (`docs.tag.title`:
 * `theme.docs.tagDocListPageTitle` and its `.nDocsTagged`); none for an id no theme id translates.
 */
export function themeIdsOf(id: string): string[] {
  const same = SAME[id as StringId];
  if (same) return [same];
  const compose = COMPOSED[id as StringId];
  if (!compose) return [];
  // Every id a composition reads, whatever it makes of the messages: each answer is a message of the right shape.
  const read: string[] = [];
  compose((theirs) => {
    read.push(theirs);
    return '{x}|{x}';
  });
  return read;
}

/**
 * Whether sitegen can fill every placeholder of `message`. One may be left out, as Docusaurus's interpolation
 * leaves a value unused: wails's `code.json` titles every heading link "Direct link to heading".
 */
function fillablePlaceholders(message: string, english: string): boolean {
  const known = placeholdersOf(english);
  return [...placeholdersOf(message)].every((p) => known.has(p));
}
