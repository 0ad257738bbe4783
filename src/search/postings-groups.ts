/**
 * A warm build's search index from groups of pages instead of page by page. Joining one locale's postings
 * (merge-postings.ts) costs per page and term, and a one-doc edit changes one page: so runs of neighbouring pages
 * are joined into one group's postings (as if the group were one page with all their sections), and the build
 * cache keeps each group's joined postings and its pages' sections, by a digest of its pages' analysis inputs.
 * A warm build then joins a few dozen groups, most read from the cache, and reads and joins the pages of the
 * groups that changed. Joining is associative (each run's first item is a gap from the previous page's last
 * section in the same term and field), so the index is the same bytes whichever way it was grouped.
 *
 * Groups end after a page whose URL hashes to a boundary (about one page in `SPREAD`), or at `MAX_GROUP` pages:
 * a page added or removed changes the group it falls in, not the groups after it.
 */
import { createHash } from 'node:crypto';
import { SEARCH_FIELDS } from '../../templates/search/index-format.js';
import type { BodyCache } from '../cache/body-cache.js';
import { item, type EntryPostings, type Run } from './encode-postings.js';
import type { Section } from './extract-sections.js';
import type { IndexedPage } from './index-files.js';
import type { PackedPostings } from './packed-merge.js';
import { packable, packPostings, unpackPostings, type StoredAnalysis } from './stored-analysis.js';

/** A group as the cache keeps it: each page's sections (without their text) and the group's packed postings. */
export interface StoredGroup {
  pages: Omit<Section, 'text'>[][];
  postings: Omit<StoredAnalysis, 'sections'>;
}

/** The build cache of groups' postings, keyed by locale and the group's first URL. */
export type GroupStore = BodyCache<StoredGroup>;

/** About one page in this many ends a group. */
const SPREAD = 16;
/** No group is longer: a changed group is read and joined page by page. */
const MAX_GROUP = 48;

/** A page that will be indexed, before it is analysed: its URL, what its analysis is made from, and the analysis. */
export interface GroupMember {
  path: string;
  /** Digest of what its analysis is made from (analysisInput, or the page module's title and text). */
  input: string;
  row: IndexedPage['row'];
  language: string;
  /** Its analysis (from the per-page cache or made anew): called only for the pages of changed groups. */
  analyse(): Pick<IndexedPage, 'sections' | 'postings'>;
}

/** A locale's pages (sections only) and its postings by group, equal to its pages' postings joined. */
export interface GroupedPages {
  pages: Pick<IndexedPage, 'row' | 'language' | 'sections'>[];
  /** Each group's postings (none with `packed`). */
  postings: EntryPostings[];
  /** Each group's postings as the cache keeps them (with `packed`, for packed-merge.ts; else none). */
  packed: PackedPostings[];
  /** Pages whose analysis came from a group in the cache. */
  fromCache: number;
}

/** A group joined by this build, by its input: the same in every locale that lists the same untranslated pages. */
export type JoinedGroups = Map<
  string,
  { fresh: ReturnType<typeof joinMembers>; value: StoredGroup; cacheable: boolean }
>;

/**
 * The pages of one locale, their postings joined by group through `store`. `joined`, shared by the locales of one
 * build, joins a group of the same pages once: locales list mostly the same untranslated pages, and joining and
 * packing each locale's groups again was most of a first build's search stage with the cache (content/, 8 locales).
 * The same postings object in several locales is then also joined once into the index (shared-runs.ts).
 */
export function groupedPages(
  members: GroupMember[],
  {
    store,
    locale,
    joined = new Map(),
    packed = false,
  }: { store: GroupStore; locale: string; joined?: JoinedGroups; packed?: boolean },
) {
  const grouped: GroupedPages = { pages: [], postings: [], packed: [], fromCache: 0 };
  for (const { group, source } of groupSources(members, locale)) {
    let fresh: { pages: GroupedPages['pages']; postings: EntryPostings } | undefined;
    const stored = store.through(source, () => {
      let made = joined.get(source.input);
      if (!made) {
        const own = joinMembers(group);
        const pages = own.pages.map((p) => p.sections.map(({ text: _text, ...rest }) => rest));
        const value = { pages, postings: packPostings(own.postings) };
        joined.set(source.input, (made = { fresh: own, value, cacheable: packable(own.postings) }));
      }
      // This locale's rows, with the sections and postings the group's pages have in any locale.
      fresh = {
        pages: made.fresh.pages.map((page, i) => ({ ...page, row: group[i].row, language: group[i].language })),
        postings: made.fresh.postings,
      };
      return { value: made.value, cacheable: made.cacheable };
    });
    if (fresh) grouped.pages.push(...fresh.pages);
    else {
      grouped.fromCache += group.length;
      group.forEach(({ row, language }, i) => {
        grouped.pages.push({ row, language, sections: stored.pages[i].map((s) => ({ ...s, text: '' })) });
      });
    }
    // A group joined by this build is packed too (`stored` is then its value): merged alike either way.
    if (packed) grouped.packed.push(stored.postings);
    else grouped.postings.push(fresh ? fresh.postings : unpackPostings(stored.postings));
  }
  return grouped;
}

/** A locale's members cut into groups, each with its place in the store: its first URL and its members' inputs. */
export function groupSources<M extends Pick<GroupMember, 'path' | 'input'>>(members: M[], locale: string) {
  return groupsOf(members).map((group) => {
    const input = createHash('sha256');
    for (const m of group) input.update(m.input).update('\0');
    return { group, source: { key: `${locale}\0${group[0].path}`, input: input.digest('hex'), deps: {} } };
  });
}

/** Members cut into runs that end at a boundary URL or at `MAX_GROUP` pages. */
function groupsOf<M extends Pick<GroupMember, 'path'>>(members: M[]): M[][] {
  const groups: M[][] = [];
  let current: M[] = [];
  for (const member of members) {
    current.push(member);
    if (current.length < MAX_GROUP && !boundary(member.path)) continue;
    groups.push(current);
    current = [];
  }
  if (current.length) groups.push(current);
  return groups;
}

/** Whether a group ends after this URL: FNV-1a of its text. */
function boundary(text: string): boolean {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SPREAD === 0;
}

function joinMembers(group: GroupMember[]): { pages: GroupedPages['pages']; postings: EntryPostings } {
  const analysed = group.map((m) => ({ row: m.row, language: m.language, ...m.analyse() }));
  return {
    pages: analysed.map(({ row, language, sections }) => ({ row, language, sections })),
    postings: joinPostings(analysed.map((a) => a.postings)),
  };
}

/**
 * Entries' postings (in order) as one entry's: its sections are theirs one after the other, each term's run in a
 * field starts at the first entry that has it and goes on, as gaps, through the others; a word's term is the last
 * entry's, as `mergePostings` keeps it.
 */
export function joinPostings(entries: EntryPostings[]): EntryPostings {
  const runs = new Map<string, (Run | null)[]>();
  const words = new Map<string, string>();
  let base = 0;
  for (const entry of entries) {
    for (const [word, term] of entry.words) words.set(word, term);
    for (const [term, fields] of entry.runs) {
      let joined = runs.get(term);
      if (!joined) runs.set(term, (joined = SEARCH_FIELDS.map(() => null)));
      for (let f = 0; f < fields.length; f++) {
        const run = fields[f];
        if (!run) continue;
        const before = joined[f];
        if (!before)
          joined[f] = { first: base + run.first, firstTf: run.firstTf, rest: run.rest, last: base + run.last };
        else {
          before.rest += `,${item(base + run.first - before.last, run.firstTf)}${run.rest}`;
          before.last = base + run.last;
        }
      }
    }
    base += entry.sections;
  }
  const withSections = entries.filter((e) => e.sections > 0);
  return {
    sections: base,
    runs,
    lengths: SEARCH_FIELDS.map((_, f) => withSections.map((e) => e.lengths[f]).join(',')),
    words,
  };
}
