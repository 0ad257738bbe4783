/**
 * The `search` build stage: per locale, one index file of every docs page, blog post and page, cut into sections
 * at headings, its snippets shard, and one small search file (strings, provider settings, and the index's and
 * snippets' URLs). Pages never inline any of them; they carry the search file's URL in the client config.
 *
 * The stage runs beside rendering, not before it: `planSearchIndex` names the files first, cheaply, and the index
 * is built while the render workers run. So the index and snippets are named by a digest of everything they are
 * made from (the pages' paths, titles and HTML, the links between them, the search settings, the index format
 * and sitegen's version) rather than of their bytes: the same inputs give the same name, and any change to what is
 * indexed gives a new one, which is what caching them forever needs.
 *
 * The search file itself has a name that never changes (`search.<locale>.json`, outside `assets/`, whose files
 * hosts cache forever) and the browser revalidates it each time it loads it. That digest covers every page, so a
 * page that named the index would change with any edit anywhere; naming only the search file, a page's bytes
 * depend on its own inputs, and a warm build keeps the unchanged ones (src/cache/linked-pages.ts). The index and
 * snippets stay named by their digest and cached forever, fetched side by side as before, and always of one build.
 */
import { createHash, type Hash } from 'node:crypto';
import type { ResolvedConfig } from '../config/schema.js';
import { htmlDigestOf } from '../content/html-digest.js';
import { routeKey } from '../content/permalinks.js';
import type { LocaleModel } from '../routes/site-model.js';
import type { ContentEntry, LinkRecord, OutputFile, Route } from '../types.js';
import { VERSION } from '../version.js';
import { docsVersionOf, isVersioned } from '../config/docs-versions.js';
import type { CjkMode, Steps } from '../../templates/search/analyze.js';
import {
  DOCS_TAG,
  SEARCH_INDEX_VERSION,
  type SearchIndexFile,
  type SearchPageRow,
  type SearchSnippetsFile,
  type SearchUiFile,
} from '../../templates/search/index-format.js';
import { analyseEntry, type AnalysedPage } from './analyse-entry.js';
import type { AnalysisThread, LocaleIndexJob, PageRef } from './analysis-thread.js';
import { wordMemo, type WordMemo } from './count-words.js';
import { postingsNumbering, type PostingsNumbering } from './merge-postings.js';
import {
  indexFiles,
  modulePage,
  postingsOf,
  type IndexedPage,
  type IndexFilesInput,
  type LocalePages,
} from './index-files.js';
import { groupedPages, type GroupMember, type GroupStore, type JoinedGroups } from './postings-groups.js';
import { languageSteps } from './language-steps.js';
import { searchUiFile } from './search-ui-file.js';
import { joinSharedRuns } from './shared-runs.js';
import { analysisInput, analysisKey, storedAnalysis, type EntryAnalysis, type SearchStore } from './stored-analysis.js';
import type { StoredMember } from './stored-index.js';

/** The search files' names, known before the files are built. */
export interface SearchPlan {
  /** A locale's search file URL (the page's `assets.search`), or null when it has none. */
  url(locale: string): string | null;
  /** Build the files at the planned names (the CPU-heavy part). */
  build(): SearchAssets;
  /** The same files, built by the search analysis thread from the pages it was sent as they were parsed. */
  buildOn(thread: AnalysisThread): Promise<SearchAssets>;
}

/** The search files of every locale. */
export interface SearchAssets {
  files: OutputFile[];
  /** Sections indexed over all locales (for the stage's log line). */
  sections: number;
  /** Entries whose analysis came from the build cache (undefined without one). */
  fromCache?: number;
  /** Built by the search analysis thread (analysis-thread.ts). */
  onThread?: boolean;
}

/** What the stage needs: the config, each locale's model, and each locale's UI strings. */
export interface BuildSearchIndexOptions {
  config: ResolvedConfig;
  models: LocaleModel[];
  strings: (locale: string) => Record<string, string>;
  /** The build cache's analyses of earlier builds (none: analyse every entry). */
  store?: SearchStore;
  /** With `store`: the build cache's joined postings of groups of pages (postings-groups.ts). */
  groups?: GroupStore;
  /**
   * With `store`: the keys (site-relative paths) of the bodies this build rendered anew, whose analyses the cache
   * cannot hold; their pages go to the search thread with its job, and it asks for any other it needs.
   */
  renderedBodies?: Set<string>;
}

/** Sections and analysed fields of each entry, shared by the locales that show it. */
export type AnalysisCache = WeakMap<ContentEntry, EntryAnalysis>;

/** A page that will be indexed: its route and, for Markdown pages, its entry. */
interface IndexTarget {
  route: Route;
  entry?: ContentEntry;
  /** Its `docusaurus_tag`: `docs-<plugin>-<version>` for docs, `default` for everything else. */
  tag: string;
}

/** Name every locale's search files; `build()` makes them. */
export function planSearchIndex(options: BuildSearchIndexOptions): SearchPlan {
  const { config, models, strings, store, groups, renderedBodies } = options;
  const infos = new Map(config.i18n.resolved.map((l) => [l.code, l]));
  const urlOf = new Map<string, string>();
  const uiFiles: OutputFile[] = [];
  const locales: PlannedLocale[] = [];
  // A site without search (`provider: 'none'`) gets no search files, so its pages get no search.
  for (const model of config.search.provider === 'none' ? [] : models) {
    const urls: Pick<SearchUiFile, 'index' | 'snippets'> = { index: null, snippets: null };
    if (config.search.provider === 'local') {
      const targets = indexTargets(config, model);
      const digest = inputDigest(config, model, targets);
      const names = {
        index: `assets/search-index.${model.locale}.${digest}.json`,
        snippets: `assets/search-snippets.${model.locale}.${digest}.json`,
      };
      urls.index = `${config.baseUrl}${names.index}`;
      urls.snippets = `${config.baseUrl}${names.snippets}`;
      locales.push({ model, targets, names });
    }
    const lang = infos.get(model.locale)?.htmlLang ?? model.locale;
    const ui = searchUiFile({ config, locale: model.locale, lang, strings: strings(model.locale) });
    const file = searchFileName(model.locale);
    uiFiles.push({ file, content: JSON.stringify({ ...ui, ...urls } satisfies SearchUiFile) });
    urlOf.set(model.locale, `${config.baseUrl}${file}`);
  }
  return {
    url: (locale) => urlOf.get(locale) ?? null,
    build: () => buildHere(locales, { uiFiles, stored: store && { store, root: config.root, groups } }),
    async buildOn(thread) {
      if (store && groups) {
        const stores = { store, groups, root: config.root, rendered: renderedBodies };
        return buildStoredOn(thread, { locales, uiFiles, stores });
      }
      const jobs = locales.map((locale) => indexJob(locale, thread));
      const built = await thread.build(jobs);
      return { files: [...uiFiles, ...built.files], sections: built.sections, onThread: true };
    },
  };
}

/**
 * A locale's search file, at a name that never changes: outside `assets/`, whose names carry a digest and which
 * hosts may cache forever (see the file comment).
 */
export function searchFileName(locale: string): string {
  return `search.${locale}.json`;
}

/** A locale's planned index: its model, the pages it lists and its file names. */
interface PlannedLocale {
  model: LocaleModel;
  targets: IndexTarget[];
  names: Record<'index' | 'snippets', string>;
}

/** Every locale's search files, analysed and built in this thread. */
function buildHere(
  locales: PlannedLocale[],
  { uiFiles, stored }: { uiFiles: OutputFile[]; stored: Analysis['stored'] },
): SearchAssets {
  // Locales share the entries they do not translate: analyse each entry once per build.
  const analysis: Analysis = { steps: languageSteps(), cache: new WeakMap(), memo: wordMemo(), cjk: 'bigram', stored };
  let fromGroups = 0;
  const joined: JoinedGroups = new Map();
  const inputs = locales.map(({ model, targets }): LocalePages => {
    if (!stored?.groups) return { pages: indexedPages(targets, model.locale, analysis) };
    const grouped = groupedPages(groupMembers(targets, model.locale, analysis), {
      store: stored.groups,
      locale: model.locale,
      joined,
    });
    fromGroups += grouped.fromCache;
    return grouped;
  });
  // What the locales share is joined once, not merged once per locale (shared-runs.ts).
  const postings = joinSharedRuns(inputs.map(postingsOf));
  const numbering = postingsNumbering();
  const files = [...uiFiles];
  let sections = 0;
  locales.forEach(({ model, names }, i) => {
    const built = localeFiles(model, { pages: inputs[i].pages, postings: postings[i] }, numbering);
    sections += built.index.sections.length;
    files.push(
      { file: names.index, content: JSON.stringify(built.index) },
      { file: names.snippets, content: JSON.stringify(built.snippets) },
    );
  });
  return { files, sections, fromCache: stored && stored.store.stats.hits + fromGroups };
}

/**
 * Every locale's search files, built by the search thread from the build cache (stored-index.ts): it reads the
 * same stores, whose changes this thread takes over, to save them with its own after the output is committed.
 * The thread is sent the pages of the entries whose bodies were rendered anew, and asks for any other it needs.
 */
async function buildStoredOn(
  thread: AnalysisThread,
  { locales, uiFiles, stores }: { locales: PlannedLocale[]; uiFiles: OutputFile[]; stores: StoredStores },
): Promise<SearchAssets> {
  const entries: ContentEntry[] = [];
  const ids = new Map<ContentEntry, number>();
  const idOf = (entry: ContentEntry) => {
    let id = ids.get(entry);
    if (id === undefined) ids.set(entry, (id = entries.push(entry) - 1));
    return id;
  };
  const pageOf = ({ html, title, locale }: ContentEntry): AnalysedPage => ({ html, title, locale });
  const jobs = locales.map(({ model, targets, names }) => {
    const members = storedMembers(targets, { locale: model.locale, root: stores.root, idOf });
    const suggestions = mostLinked(
      model,
      members.map((m) => m.row),
      3,
    );
    return { locale: model.locale, names, members, suggestions };
  });
  const { store, groups, rendered } = stores;
  // An entry the thread was sent as it was parsed is analysed there already: its page need not go again.
  const streamed = entries.map((e) => thread.idOf(e) ?? null);
  const pages = entries.map((e, i) =>
    streamed[i] === null && rendered?.has(analysisKey(e, stores.root)) ? pageOf(e) : null,
  );
  const built = await thread.buildStored(
    { stores: { search: store.where, groups: groups.where }, pages, streamed, locales: jobs },
    (id) => pageOf(entries[id]),
  );
  store.adopt(built.changes.search);
  groups.adopt(built.changes.groups);
  return { files: [...uiFiles, ...built.files], sections: built.sections, fromCache: built.fromCache, onThread: true };
}

/** How the search thread cuts Chinese and Japanese runs (its `WordAnalysis`): in bigrams, as every build does. */
const STORED_CJK: CjkMode = 'bigram';

/** A locale's pages as the search thread takes them (`groupMembers`, as data): entries by their number. */
function storedMembers(
  targets: IndexTarget[],
  { locale, root, idOf }: { locale: string; root: string; idOf: (entry: ContentEntry) => number },
): StoredMember[] {
  const members: StoredMember[] = [];
  for (const { route, entry, tag } of targets) {
    if (entry) {
      const row: SearchPageRow = [route.path, entry.title, route.kind, tag];
      const input = analysisInput(entry, STORED_CJK);
      members.push({
        path: route.path,
        input,
        row,
        language: entry.locale,
        entry: idOf(entry),
        key: analysisKey(entry, root),
      });
      continue;
    }
    const module = moduleRow({ route, tag });
    if (!module) continue;
    const input = moduleInput(STORED_CJK, locale, module);
    members.push({ path: route.path, input, row: module.row, language: locale, text: module.text });
  }
  return members;
}

/** The build cache's stores the search stage reads, and the site folder their keys are relative to. */
interface StoredStores {
  store: SearchStore;
  groups: GroupStore;
  root: string;
  /** Keys of the bodies this build rendered anew (`BuildSearchIndexOptions.renderedBodies`). */
  rendered?: Set<string>;
}

/** What a page module's analysis is made from (its title and description), as a digest. */
function moduleInput(cjk: CjkMode, locale: string, module: { row: SearchPageRow; text: string }): string {
  return createHash('sha256')
    .update(JSON.stringify(['module', cjk, locale, module.row[1], module.text]))
    .digest('hex');
}

/** A locale's index as the analysis thread builds it: its pages named by what they are made from. */
function indexJob({ model, targets, names }: PlannedLocale, thread: AnalysisThread): LocaleIndexJob {
  const pages: PageRef[] = [];
  for (const { route, entry, tag } of targets) {
    if (entry) {
      const id = thread.idOf(entry);
      const row: SearchPageRow = [route.path, entry.title, route.kind, tag];
      const { html, title, locale } = entry;
      // An entry not sent as it was parsed (none today) goes with its HTML.
      pages.push(
        id === undefined
          ? { row, language: locale, page: { html, title, locale } }
          : { row, language: locale, entry: id },
      );
    } else {
      const module = moduleRow({ route, tag });
      if (module) pages.push({ ...module, language: model.locale });
    }
  }
  const suggestions = mostLinked(
    model,
    pages.map((p) => p.row),
    3,
  );
  return { locale: model.locale, names, pages, suggestions };
}

/** Everything a locale's index and snippets are made from, hashed (see the file comment). */
function inputDigest(config: ResolvedConfig, model: LocaleModel, targets: IndexTarget[]): string {
  const hash = createHash('sha256');
  const add = (...parts: string[]) => parts.forEach((part) => hash.update(part).update('\0'));
  add(VERSION, String(SEARCH_INDEX_VERSION), JSON.stringify(config.search), model.locale);
  for (const { route, entry } of targets) {
    add(route.path, route.kind);
    // The HTML by its digest, taken once per body (html-digest.ts): the same inputs, without hashing 50 KB a page.
    if (entry) add(entry.locale, entry.title, htmlDigestOf(entry));
    else add(String(route.data?.title ?? ''), String(route.data?.description ?? ''));
  }
  addLinks(hash, model);
  return hash.digest('hex').slice(0, 10);
}

/** The links between pages, which pick the suggestions shown when nothing is found. */
function addLinks(hash: Hash, model: LocaleModel): void {
  for (const entry of model.content.entries.values()) {
    for (const link of entry.links) if (isProseLink(link)) hash.update(link.resolved).update('\0');
  }
}

/** What one locale's index is made from; `cjk` picks the tokeniser of Chinese and Japanese runs (bigrams unless a test compares). */
export interface LocaleIndexInput {
  config: ResolvedConfig;
  model: LocaleModel;
  steps: Steps;
  cache: AnalysisCache;
  cjk?: CjkMode;
}

/** One locale's index file and snippets shard (section numbers are positions in both). */
export function localeSearchFiles({ config, model, steps, cache, cjk = 'bigram' }: LocaleIndexInput): {
  index: SearchIndexFile;
  snippets: SearchSnippetsFile;
} {
  return localeFiles(
    model,
    { pages: indexedPages(indexTargets(config, model), model.locale, { steps, cache, cjk, memo: wordMemo() }) },
    postingsNumbering(),
  );
}

function localeFiles(model: LocaleModel, input: LocalePages, numbering: PostingsNumbering) {
  const suggestions = mostLinked(
    model,
    input.pages.map((p) => p.row),
    3,
  );
  return indexFiles({ ...input, locale: model.locale, suggestions } as IndexFilesInput, numbering);
}

/** Route kinds whose pages are searched; lists, tag pages and the not-found page are not. */
const SEARCHED_KINDS = new Set(['doc', 'blog-post', 'markdown-page', 'home', 'page']);

/** How entries are analysed: the steps, the per-build caches, the CJK tokeniser. */
interface Analysis {
  steps: Steps;
  cache: AnalysisCache;
  cjk: CjkMode;
  /** Each distinct word's analysis, per language. */
  memo: WordMemo;
  /** The build cache, and the site folder its keys are relative to. */
  stored?: { store: SearchStore; root: string; groups?: GroupStore };
}

/** The routes a locale's index lists, each page once. */
function indexTargets(config: ResolvedConfig, model: LocaleModel): IndexTarget[] {
  const searchPage = routeKey(`/${config.search.searchPagePath}`);
  // Aliases, and the home readme's second URL (/home/README), would list a page twice: one route per entry, `/` first.
  const routes = model.table.routes.filter(
    (r) => SEARCHED_KINDS.has(r.kind) && !r.canonical && routeKey(r.path) !== searchPage,
  );
  const byEntry = new Map<string, Route>();
  for (const route of routes)
    if (route.entryKey && (!byEntry.has(route.entryKey) || route.path === '/')) byEntry.set(route.entryKey, route);
  const targets: IndexTarget[] = [];
  for (const route of routes) {
    if (route.entryKey && byEntry.get(route.entryKey) !== route) continue;
    const entry = route.entryKey ? model.content.entries.get(route.entryKey) : undefined;
    targets.push({ route, entry, tag: contextTag(config, route, entry) });
  }
  return targets;
}

function indexedPages(targets: IndexTarget[], locale: string, analysis: Analysis): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const { route, entry, tag } of targets) {
    if (entry) pages.push(entryPage({ route, entry, tag }, analysis));
    else {
      const module = moduleRow({ route, tag });
      if (module) pages.push(modulePage({ ...module, language: locale }, analysis));
    }
  }
  return pages;
}

/** The pages `indexedPages` lists, not yet analysed, for `groupedPages`. */
function groupMembers(targets: IndexTarget[], locale: string, analysis: Analysis): GroupMember[] {
  const members: GroupMember[] = [];
  for (const { route, entry, tag } of targets) {
    if (entry) {
      const row: SearchPageRow = [route.path, entry.title, route.kind, tag];
      const analyse = () => entryPage({ route, entry, tag }, analysis);
      members.push({
        path: route.path,
        input: analysisInput(entry, analysis.cjk),
        row,
        language: entry.locale,
        analyse,
      });
      continue;
    }
    const module = moduleRow({ route, tag });
    if (!module) continue;
    const input = moduleInput(analysis.cjk, locale, module);
    const analyse = () => modulePage({ ...module, language: locale }, analysis);
    members.push({ path: route.path, input, row: module.row, language: locale, analyse });
  }
  return members;
}

function entryPage({ route, entry, tag }: Required<IndexTarget>, analysis: Analysis): IndexedPage {
  let done = analysis.cache.get(entry);
  if (!done) {
    const analyse = () => analyseEntry(entry, analysis);
    const { stored, cjk } = analysis;
    done = stored ? storedAnalysis(stored.store, { entry, root: stored.root, cjk }, analyse) : analyse();
    analysis.cache.set(entry, done);
  }
  return { row: [route.path, entry.title, route.kind, tag], language: entry.locale, ...done };
}

/** A page module's row and text, or null when it has no title to find it by. */
function moduleRow({ route, tag }: Omit<IndexTarget, 'entry'>): { row: SearchPageRow; text: string } | null {
  const title = typeof route.data?.title === 'string' ? route.data.title : '';
  if (!title) return null;
  const text = typeof route.data?.description === 'string' ? route.data.description : '';
  return { row: [route.path, title, route.kind, tag], text };
}

/** The `docusaurus_tag` of a page: docs carry their plugin and version, everything else `default`. */
function contextTag(config: ResolvedConfig, route: Route, entry: ContentEntry | undefined): string {
  if (route.kind !== 'doc') return 'default';
  return isVersioned(config) ? docsVersionOf(config, entry?.docsNs).searchTag : DOCS_TAG;
}

/**
 * A Markdown link to a page of the site. Raw-HTML links (kept as written, possibly relative) and embed buttons
 * are recorded for `check` only: they say nothing about which pages a text points readers to.
 */
function isProseLink(link: LinkRecord): link is LinkRecord & { resolved: string } {
  return Boolean(link.resolved) && !link.external && link.via === undefined;
}

/** Titles of the pages other pages link to most: suggestions when a query finds nothing. */
function mostLinked(model: LocaleModel, rows: SearchPageRow[], count: number): string[] {
  const inbound = new Map<string, number>();
  for (const entry of model.content.entries.values()) {
    for (const link of entry.links)
      if (isProseLink(link)) inbound.set(routeKey(link.resolved), (inbound.get(routeKey(link.resolved)) ?? 0) + 1);
  }
  return rows
    .map((row) => ({ title: row[1], links: inbound.get(routeKey(row[0])) ?? 0 }))
    .sort((a, b) => b.links - a.links || a.title.localeCompare(b.title))
    .slice(0, count)
    .map((p) => p.title);
}
