/**
 * A locale's index file, read for lunr. The file carries postings (term -> sections and term frequencies) and
 * field lengths rather than lunr's JSON, which repeats every score in per-section vectors and is four times larger
 * gzipped. Decoding is lazy: a query decodes only its own terms' postings and hands lunr an index of just those
 * terms, with BM25 scores computed as lunr.Builder does (k1 1.2, b 0.75, rounded to three places). lunr scores a
 * section by the dot product of the query vector with the section's vector, divided by the query vector's length,
 * so entries for terms outside the query never change a score: the results are those of the full index, and the
 * first search does not wait for thousands of vectors to be built.
 */
import lunr from 'lunr';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, type SearchIndexFile } from '../../templates/search/index-format.js';

/** One term's postings, decoded: per field, the sections it occurs in and how often. */
interface Posting {
  index: number;
  /** Sections that have the term, counted once per field (lunr's idf counts it so). */
  withTerm: number;
  fields: { sections: number[]; tf: number[] }[];
}

/** The decoded index file. */
export interface LocalIndex {
  file: SearchIndexFile;
  /** Sorted index terms and their positions. */
  terms: string[];
  position: Map<string, number>;
  /** Sorted lookup words: terms, and words that differ from their terms (`notifications`). */
  words: string[];
  /** Lookup word -> the terms it stands for. */
  termsOf: Map<string, string[]>;
  /** A term's postings (decoded on first use), or undefined for an unknown term. */
  posting(term: string): Posting | undefined;
  /** A lunr index of just these terms (all must be known). */
  lunrFor(terms: Iterable<string>): lunr.Index;
}

const K1 = 1.2;
const B = 0.75;
/** lunr copies match metadata; the index keeps none (no positions), so one empty object serves every match. */
const NO_METADATA = Object.freeze({});

/** Fetch and decode an index file; rejects on a network error, an HTTP error or a file of another version. */
export async function fetchLocalIndex(url: string): Promise<LocalIndex> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const file = (await response.json()) as SearchIndexFile;
  if (file.version !== SEARCH_INDEX_VERSION)
    throw new Error(`${url}: index version ${file.version}, expected ${SEARCH_INDEX_VERSION}`);
  return decodeIndex(file);
}

/** Read the parts every query needs; postings wait until a query asks for them. */
export function decodeIndex(file: SearchIndexFile): LocalIndex {
  const terms = file.terms ? file.terms.split('\n') : [];
  const lines = file.postings.split('\n');
  const position = new Map(terms.map((t, i) => [t, i]));
  const count = file.sections.length;
  const lengths = file.lengths.map((l) => (l ? l.split(',').map((n) => parseInt(n, 36)) : []));
  const average = lengths.map((l) => l.reduce((a, b) => a + b, 0) / Math.max(1, count) || 1);
  const cache = new Map<string, Posting>();
  const posting = (term: string): Posting | undefined => {
    const index = position.get(term);
    if (index === undefined) return undefined;
    let p = cache.get(term);
    if (!p) cache.set(term, (p = decodePosting(index, lines[index])));
    return p;
  };
  const lunrFor = (wanted: Iterable<string>): lunr.Index => {
    const sorted = [...new Set(wanted)].sort((a, b) => position.get(a)! - position.get(b)!);
    const invertedIndex: Record<string, unknown> = Object.create(null);
    const vectors = new Map<string, number[]>();
    for (const term of sorted) {
      const p = posting(term)!;
      const idf = Math.log(1 + Math.abs((count - p.withTerm + 0.5) / (p.withTerm + 0.5)));
      const entry: Record<string, unknown> = { _index: p.index };
      p.fields.forEach(({ sections, tf }, f) => {
        const refs: Record<number, object> = Object.create(null);
        sections.forEach((s, i) => {
          refs[s] = NO_METADATA;
          const norm = K1 * (1 - B + (B * lengths[f][s]) / average[f]) + tf[i];
          const score = Math.round(((idf * (K1 + 1) * tf[i]) / norm) * SEARCH_FIELDS[f].boost * 1000) / 1000;
          const key = `${SEARCH_FIELDS[f].name}/${s}`;
          const v = vectors.get(key);
          // Terms go in index order, so each vector stays sorted as lunr.Vector requires.
          if (v) v.push(p.index, score);
          else vectors.set(key, [p.index, score]);
        });
        entry[SEARCH_FIELDS[f].name] = refs;
      });
      invertedIndex[term] = entry;
    }
    const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
    for (const [key, v] of vectors) fieldVectors[key] = new lunr.Vector(v);
    // @types/lunr declares fromArray on instances; lunr has it on the class.
    const tokenSet = (lunr.TokenSet as unknown as { fromArray(words: string[]): lunr.TokenSet }).fromArray(
      [...sorted].sort(),
    );
    return new lunr.Index({
      invertedIndex,
      fieldVectors,
      tokenSet,
      fields: SEARCH_FIELDS.map((f) => f.name),
      pipeline: new lunr.Pipeline(),
    } as unknown as lunr.Index.Attributes);
  };
  return { file, terms, position, posting, lunrFor, ...wordLookup(terms, file.words) };
}

/** `<gap>[:<tf>]` lists per field, base 36 (see SearchIndexFile.postings). */
function decodePosting(index: number, line: string): Posting {
  let withTerm = 0;
  const fields = line.split(';').map((list) => {
    const sections: number[] = [];
    const tf: number[] = [];
    let section = 0;
    for (const item of list ? list.split(',') : []) {
      const colon = item.indexOf(':');
      section += parseInt(colon < 0 ? item : item.slice(0, colon), 36);
      sections.push(section);
      tf.push(colon < 0 ? 1 : parseInt(item.slice(colon + 1), 36));
    }
    withTerm += sections.length;
    return { sections, tf };
  });
  return { index, withTerm, fields };
}

/** Terms stand for themselves; `word term` lines add the words stemming changed. */
function wordLookup(terms: string[], words: string): Pick<LocalIndex, 'words' | 'termsOf'> {
  const termsOf = new Map<string, string[]>(terms.map((t) => [t, [t]]));
  for (const line of words ? words.split('\n') : []) {
    const space = line.indexOf(' ');
    const word = line.slice(0, space);
    const term = line.slice(space + 1);
    const known = termsOf.get(word);
    if (!known) termsOf.set(word, [term]);
    else if (!known.includes(term)) known.push(term);
  }
  return { words: [...termsOf.keys()].sort(), termsOf };
}
