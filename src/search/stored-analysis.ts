/**
 * An entry's search analysis (its sections and encoded postings) as the build cache keeps it between builds.
 * Cutting a page into sections and stemming every word is most of the search stage; a page whose HTML, title and
 * language are unchanged gets the same analysis, so a warm build only analyses the pages that changed.
 */
import { createHash } from 'node:crypto';
import { htmlDigestOf } from '../content/html-digest.js';
import type { BodyCache } from '../cache/body-cache.js';
import type { CjkMode } from '../../templates/search/analyze.js';
import type { ContentEntry } from '../types.js';
import type { EntryPostings, Run } from './encode-postings.js';
import type { Section } from './extract-sections.js';

/** What the search stage makes of one entry. */
export interface EntryAnalysis {
  sections: Section[];
  postings: EntryPostings;
}

/**
 * An `EntryAnalysis` as the cache keeps it: its sections without their text (analysed already), and its postings
 * packed into a few strings. As JSON objects (a run object per term and field) they took a warm build longer to
 * parse than everything else it read; strings parse at the speed of reading them, and are unpacked in one pass.
 */
export interface StoredAnalysis {
  sections: Omit<Section, 'text'>[];
  sectionCount: number;
  /** The terms, one a line (terms and words are letters, digits and `_`: as in the index file). */
  terms: string;
  /** A line per term: per field (`;` between) its run as `first.firstTf.last` (base 36) and its `rest`, or nothing. */
  runs: string;
  lengths: string[];
  /** `word term`, one a line. */
  words: string;
}

/** The build cache of entries' analyses, keyed by source file. */
export type SearchStore = BodyCache<StoredAnalysis>;

/** Bumped when the analysis (sections, tokeniser, stemming, encoding) changes in a way sitegen's digest misses. */
const FORMAT = 3;

/** `analyse(entry)`, or the stored analysis of the same HTML, title and language. */
export function storedAnalysis(
  store: SearchStore,
  { entry, root, cjk }: { entry: ContentEntry; root: string; cjk: CjkMode },
  analyse: () => EntryAnalysis,
): EntryAnalysis {
  return storedAnalysisOf(store, { key: analysisKey(entry, root), input: analysisInput(entry, cjk) }, analyse);
}

/** The key an entry's analysis is stored under: its source's path in the site folder. */
export function analysisKey(entry: Pick<ContentEntry, 'absPath' | 'relPath'>, root: string): string {
  return entry.absPath.startsWith(root) ? entry.absPath.slice(root.length + 1).replace(/\\/g, '/') : entry.relPath;
}

/**
 * `storedAnalysis` by the entry's key and `analysisInput`, taken where the entry is (the search thread gets
 * them with the page: stored-index.ts).
 */
export function storedAnalysisOf(
  store: SearchStore,
  { key, input }: { key: string; input: string },
  analyse: () => EntryAnalysis,
): EntryAnalysis {
  let fresh: EntryAnalysis | undefined;
  const stored = store.through({ key, input, deps: {} }, () => {
    fresh = analyse();
    return { value: toStored(fresh), cacheable: packable(fresh.postings) };
  });
  return fresh ?? fromStored(stored);
}

/** What an entry's analysis is made from (its title, language and HTML, and the analysis itself), as a digest. */
export function analysisInput(entry: Pick<ContentEntry, 'locale' | 'title' | 'html'>, cjk: CjkMode): string {
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, cjk, entry.locale, entry.title]))
    .update('\0')
    .update(htmlDigestOf(entry))
    .digest('hex');
}

/** Whether the packed strings give these postings back: no term or word empty or holding a separator. */
export function packable({ runs, words }: EntryPostings): boolean {
  const plain = (text: string) => text !== '' && !/[\n ;]/.test(text);
  for (const term of runs.keys()) if (!plain(term)) return false;
  for (const [word, term] of words) if (!plain(word) || !plain(term)) return false;
  return true;
}

function toStored({ sections, postings }: EntryAnalysis): StoredAnalysis {
  // The text is most of a section and only its postings are used from here on.
  return { sections: sections.map(({ text: _text, ...rest }) => rest), ...packPostings(postings) };
}

/** Postings packed into a few strings (`packable` says whether they come back whole). */
export function packPostings(postings: EntryPostings): Omit<StoredAnalysis, 'sections'> {
  const runs = [...postings.runs];
  const packRun = (run: Run | null) =>
    run ? `${run.first.toString(36)}.${run.firstTf.toString(36)}.${run.last.toString(36)}${run.rest}` : '';
  return {
    sectionCount: postings.sections,
    terms: runs.map(([term]) => term).join('\n'),
    runs: runs.map(([, fields]) => fields.map(packRun).join(';')).join('\n'),
    lengths: postings.lengths,
    words: [...postings.words].map(([word, term]) => `${word} ${term}`).join('\n'),
  };
}

function fromStored(stored: StoredAnalysis): EntryAnalysis {
  return { sections: stored.sections.map((s) => ({ ...s, text: '' })), postings: unpackPostings(stored) };
}

/** The postings `packPostings` packed. */
export function unpackPostings(stored: Omit<StoredAnalysis, 'sections'>): EntryPostings {
  const runs = new Map<string, (Run | null)[]>();
  if (stored.terms) {
    const terms = stored.terms.split('\n');
    const lines = stored.runs.split('\n');
    for (let i = 0; i < terms.length; i++) runs.set(terms[i], lines[i].split(';').map(unpackRun));
  }
  const words = new Map<string, string>();
  if (stored.words)
    for (const line of stored.words.split('\n')) {
      const space = line.indexOf(' ');
      words.set(line.slice(0, space), line.slice(space + 1));
    }
  return { sections: stored.sectionCount, runs, lengths: stored.lengths, words };
}

/** `first.firstTf.last` then the rest (`,<gap>[:<tf>]`...), or '' for none. */
function unpackRun(text: string): Run | null {
  if (!text) return null;
  const a = text.indexOf('.');
  const b = text.indexOf('.', a + 1);
  const c = text.indexOf(',', b + 1);
  const end = c < 0 ? text.length : c;
  return {
    first: parseInt(text.slice(0, a), 36),
    firstTf: parseInt(text.slice(a + 1, b), 36),
    last: parseInt(text.slice(b + 1, end), 36),
    rest: text.slice(end),
  };
}
