/**
 * A build with the build cache makes its search index on the search analysis thread (analysis-thread.ts), beside
 * rendering and writing: the same groups of pages (postings-groups.ts) and per-page analyses (stored-analysis.ts)
 * as the build's thread would read, opened by the thread itself from the same cache files. The build's thread
 * sends each locale's pages as plain data (rows, analysis inputs and keys, and the HTML of the entries whose bodies
 * it rendered anew; the thread asks for any other it needs), and takes back the index files and what the thread's
 * stores changed, which it saves with its own once the output is committed (`BodyCache.adopt`): the cache is
 * written by one thread, and only after a build that succeeded.
 */
import { openBodyCache, type BodyCache, type BodyCacheOptions, type StoreChanges } from '../cache/body-cache.js';
import type { Logger } from '../logger.js';
import type { OutputFile } from '../types.js';
import { analyseEntry, type AnalysedPage, type WordAnalysis } from './analyse-entry.js';
import { indexFiles, modulePage, type IndexFilesInput } from './index-files.js';
import { postingsNumbering } from './merge-postings.js';
import { mergePacked } from './packed-merge.js';
import { joinSharedRuns } from './shared-runs.js';
import {
  groupedPages,
  groupSources,
  type GroupMember,
  type JoinedGroups,
  type StoredGroup,
} from './postings-groups.js';
import { storedAnalysisOf, type EntryAnalysis, type StoredAnalysis } from './stored-analysis.js';

/** A page of a locale's index: `GroupMember` as data, with its entry (by number) or a page module's text. */
export type StoredMember = Omit<GroupMember, 'analyse'> &
  ({ entry: number; key: string } | { text: string; entry?: undefined });

/** Every locale's index, from the cache: where its two stores are, the entries' pages, and each locale's members. */
export interface StoredIndexJob {
  stores: { search: Omit<BodyCacheOptions, 'logger'>; groups: Omit<BodyCacheOptions, 'logger'> };
  /**
   * Each entry listed by some locale, once, numbered by position: the page of an entry whose body was rendered
   * anew, null for the others (most of them), whose analyses the cache holds; the thread asks for any it needs.
   */
  pages: (AnalysedPage | null)[];
  /** The number the thread gave each entry it was sent as it was parsed (analysed already), null for the others. */
  streamed: (number | null)[];
  locales: {
    locale: string;
    names: Record<'index' | 'snippets', string>;
    members: StoredMember[];
    suggestions: string[];
  }[];
}

/** The index files, and what the thread's stores read and made (for the build's thread to save). */
export interface StoredIndexReply {
  files: OutputFile[];
  sections: number;
  /** Pages whose analysis came from the cache (a page's or its group's). */
  fromCache: number;
  changes: { search: StoreChanges; groups: StoreChanges };
}

/** Warnings reach the build through the stores' `changes`: this logger says nothing itself. */
const silent: Logger = { info() {}, warn() {}, error() {}, progress() {} };

/** A job's two stores, as this thread opened them. */
export interface JobStores {
  search: BodyCache<StoredAnalysis>;
  groups: BodyCache<StoredGroup>;
}

/** A groups store read before its job came (`readAhead`): where it is, as JSON, and the store. */
export interface ReadAhead {
  where: string;
  groups: BodyCache<StoredGroup>;
}

/**
 * Read every group of the store at `where` before the job comes (the build's thread is then still scanning and
 * parsing): a warm build uses nearly all of them, and it then finds them read. They are merged as they are
 * packed (packed-merge.ts), so nothing is unpacked here. (Reading the pages' analyses ahead as well, for the
 * groups that changed, cost more CPU than it saved the job: content/, alternating, 1,010 against 1,150 ms.)
 */
export function readAhead(where: StoredIndexJob['stores']['groups']): ReadAhead {
  const groups = openBodyCache<StoredGroup>({ ...where, logger: silent });
  groups.readAll();
  return { where: JSON.stringify(where), groups };
}

/** Open a job's stores (nothing is read until a key is looked up), or take the groups store read ahead. */
export function openJobStores(job: StoredIndexJob, ahead?: ReadAhead): JobStores {
  const same = ahead && ahead.where === JSON.stringify(job.stores.groups);
  return {
    search: openBodyCache<StoredAnalysis>({ ...job.stores.search, logger: silent }),
    groups: same ? ahead.groups : openBodyCache<StoredGroup>({ ...job.stores.groups, logger: silent }),
  };
}

/**
 * The entries the job needs the pages of and was not sent: members of groups the cache does not hold whose own
 * analysis it does not hold either. Looked up without counting, before `buildStoredIndex` looks them up again.
 */
export function missingPages(job: StoredIndexJob, { search, groups }: JobStores): number[] {
  const missing = new Set<number>();
  for (const { locale, members } of job.locales) {
    for (const { group, source } of groupSources(members, locale)) {
      if (groups.holds(source)) continue;
      for (const m of group) {
        if (m.entry === undefined || job.pages[m.entry] || (job.streamed[m.entry] ?? null) !== null) continue;
        if (!search.holds({ key: m.key, input: m.input, deps: {} })) missing.add(m.entry);
      }
    }
  }
  return [...missing];
}

/**
 * Whether the store holds at least half of the job's groups. Then the groups are merged as they are packed: a warm
 * build's are never unpacked (packed-merge.ts). Otherwise (a first build) they were joined anew, and merging them
 * unpacked costs far less than reading them back from their packed form in each locale (content/, 8 locales:
 * the search thread's 5.6 s of CPU became 4.4 s).
 */
function mostlyStored(job: StoredIndexJob, groups: BodyCache<StoredGroup>): boolean {
  let held = 0;
  let all = 0;
  for (const { locale, members } of job.locales) {
    for (const { source } of groupSources(members, locale)) {
      all++;
      if (groups.holds(source)) held++;
    }
  }
  return held * 2 >= all;
}

/**
 * Every locale's index and snippets files, as `buildHere` in build-search-index.ts makes them from the cache.
 * `streamed`: the analysis the thread made of an entry it was sent as it was parsed, by the number it gave it.
 */
export function buildStoredIndex(
  job: StoredIndexJob,
  words: WordAnalysis,
  { search, groups }: JobStores,
  streamed: (id: number) => EntryAnalysis | undefined = () => undefined,
): StoredIndexReply {
  // Locales share the entries they do not translate: each entry is analysed (or read) once.
  const analyses = new Map<number, EntryAnalysis>();
  const analyse = (member: StoredMember) => {
    if (member.entry === undefined)
      return modulePage({ row: member.row, language: member.language, text: member.text }, words);
    let done = analyses.get(member.entry);
    if (!done) {
      const page = job.pages[member.entry];
      const id = job.streamed[member.entry] ?? null;
      done = storedAnalysisOf(search, member, () => {
        const made = id === null ? undefined : streamed(id);
        if (made) return made;
        if (!page) throw new Error(`the search thread was not sent the page of ${member.row[0]}`);
        return analyseEntry(page, words);
      });
      analyses.set(member.entry, done);
    }
    return done;
  };
  let fromGroups = 0;
  const joined: JoinedGroups = new Map();
  const packed = mostlyStored(job, groups);
  const inputs = job.locales.map(({ locale, members }) => {
    const grouped = groupedPages(
      members.map((m) => ({ ...m, analyse: () => analyse(m) })),
      { store: groups, locale, joined, packed },
    );
    fromGroups += grouped.fromCache;
    return grouped;
  });
  // Unpacked, what the locales share is joined once (shared-runs.ts), as a build without the cache does.
  const shared = packed ? [] : joinSharedRuns(inputs.map((input) => input.postings));
  const numbering = postingsNumbering();
  const files: OutputFile[] = [];
  let sections = 0;
  job.locales.forEach(({ locale, names, suggestions }, i) => {
    const { pages } = inputs[i];
    const input: IndexFilesInput = packed
      ? { locale, suggestions, pages, merged: mergePacked(inputs[i].packed) }
      : { locale, suggestions, pages, postings: shared[i] };
    const built = indexFiles(input, numbering);
    sections += built.index.sections.length;
    files.push(
      { file: names.index, content: JSON.stringify(built.index) },
      { file: names.snippets, content: JSON.stringify(built.snippets) },
    );
  });
  return {
    files,
    sections,
    fromCache: search.stats.hits + fromGroups,
    changes: { search: search.changes(), groups: groups.changes() },
  };
}
