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
import type { EntryPostings } from './encode-postings.js';
import type { Section } from './extract-sections.js';

/** What the search stage makes of one entry. */
export interface EntryAnalysis {
  sections: Section[];
  postings: EntryPostings;
}

/** An `EntryAnalysis` as JSON can hold it (maps as pairs), its sections without their text (analysed already). */
export interface StoredAnalysis {
  sections: Omit<Section, 'text'>[];
  sectionCount: number;
  runs: [string, EntryPostings['runs'] extends Map<string, infer R> ? R : never][];
  lengths: string[];
  words: [string, string][];
}

/** The build cache of entries' analyses, keyed by source file. */
export type SearchStore = BodyCache<StoredAnalysis>;

/** Bumped when the analysis (sections, tokeniser, stemming, encoding) changes in a way sitegen's digest misses. */
const FORMAT = 2;

/** `analyse(entry)`, or the stored analysis of the same HTML, title and language. */
export function storedAnalysis(
  store: SearchStore,
  { entry, root, cjk }: { entry: ContentEntry; root: string; cjk: CjkMode },
  analyse: () => EntryAnalysis,
): EntryAnalysis {
  const key = entry.absPath.startsWith(root) ? entry.absPath.slice(root.length + 1).replace(/\\/g, '/') : entry.relPath;
  const input = createHash('sha256')
    .update(JSON.stringify([FORMAT, cjk, entry.locale, entry.title]))
    .update('\0')
    .update(htmlDigestOf(entry))
    .digest('hex');
  const stored = store.through({ key, input, deps: {} }, () => ({ value: toStored(analyse()), cacheable: true }));
  return fromStored(stored);
}

function toStored({ sections, postings }: EntryAnalysis): StoredAnalysis {
  return {
    // The text is most of a section and only its postings are used from here on.
    sections: sections.map(({ text: _text, ...rest }) => rest),
    sectionCount: postings.sections,
    runs: [...postings.runs],
    lengths: postings.lengths,
    words: [...postings.words],
  };
}

function fromStored(stored: StoredAnalysis): EntryAnalysis {
  return {
    sections: stored.sections.map((s) => ({ ...s, text: '' })),
    postings: {
      sections: stored.sectionCount,
      runs: new Map(stored.runs),
      lengths: stored.lengths,
      words: new Map(stored.words),
    },
  };
}
