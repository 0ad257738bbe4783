/**
 * Counting a section's words per field, as `analyzeText` (templates/search/analyze.ts) would analyse them, in one
 * pass. A site repeats the same words thousands of times: each distinct word of a language is tokenised, lower-cased
 * and stemmed once per build (`WordMemo`), and a text without Chinese or Japanese goes straight from its word runs
 * to counts, with no word objects in between. Texts with CJK take `analyzeText` itself (bigrams or the segmenter).
 */
import {
  analyzeText,
  analyzeWord,
  CAMEL_BREAK,
  HAS_CJK,
  type CjkMode,
  type Steps,
} from '../../templates/search/analyze.js';
import type { CountedSection } from './encode-postings.js';

/** What separates word runs: the complement of `WORD` in templates/search/analyze.ts (test/search/count-words.test.ts compares). */
const SEPARATORS = /[^\p{L}\p{M}\p{N}_]+/u;
/** Most of an English site's text is ASCII: NFKC leaves it as it is, it has no CJK, and its word characters are these. */
const NON_ASCII = /[^\x00-\x7f]/;

/** What one word run becomes: its terms' numbers (stop words left out) and its words that differ from their terms. */
interface RunWords {
  ids: number[];
  differs: [surface: string, term: string][];
  /** The last section that recorded `differs` (each section records them once). */
  seen: number;
}

/**
 * Per build, shared by the locales: per language and camel-case mode, word run -> its words; and every term
 * numbered, so a section counts into an array instead of a map per word.
 */
export interface WordMemo {
  runs: Map<string, Map<string, RunWords>>;
  ids: Map<string, number>;
  terms: string[];
  /** Scratch counts by term number, all zero between fields. */
  counts: Int32Array;
  /** Sections counted so far (for `RunWords.seen`). */
  sections: number;
}

/** An empty memo for one build. */
export function wordMemo(): WordMemo {
  return { runs: new Map(), ids: new Map(), terms: [], counts: new Int32Array(1024), sections: 0 };
}

/** One field of a section: its text, and whether camel-case names also count their parts (headings, titles). */
export interface FieldText {
  text: string;
  camelParts?: boolean;
}

/** How the words are analysed: the page's language, the steps, the CJK tokeniser and the build's memo. */
export interface CountOptions {
  language: string;
  steps: Steps;
  cjk: CjkMode;
  memo: WordMemo;
}

/** Count one section's words per field (`SEARCH_FIELDS` order): term frequencies, lengths, words that differ from their terms. */
export function countFields(fields: FieldText[], options: CountOptions): CountedSection {
  const words = new Map<string, string>();
  const section = ++options.memo.sections;
  const tf = fields.map(({ text, camelParts = false }) => {
    const ascii = !NON_ASCII.test(text);
    const normalized = ascii ? text : text.normalize('NFKC');
    if (!ascii && HAS_CJK.test(normalized)) return countCjk(normalized, camelParts, options, words);
    const { memo } = options;
    const runs = runMemo(options, camelParts);
    // Term numbers in the order first met, so the map below lists terms as a map counted word by word would.
    const met: number[] = [];
    const count = (raw: string) => {
      let run = runs.get(raw);
      if (!run) runs.set(raw, (run = runWords(raw, camelParts, options)));
      for (const id of run.ids) if (memo.counts[id]++ === 0) met.push(id);
      if (run.seen !== section) {
        run.seen = section;
        for (const [surface, term] of run.differs) words.set(surface, term);
      }
    };
    if (ascii) asciiRuns(normalized, count);
    // One split, not a match object per word: the runs between separators are `WORD`'s matches (and '' at the ends).
    else for (const raw of normalized.split(SEPARATORS)) if (raw !== '') count(raw);
    const counts = new Map<string, number>();
    for (const id of met) {
      counts.set(memo.terms[id], memo.counts[id]);
      memo.counts[id] = 0;
    }
    return counts;
  });
  return { tf, lengths: tf.map((counts) => sum(counts.values())), words };
}

/** Word characters of ASCII text (`WORD` of templates/search/analyze.ts, restricted to ASCII), by code. */
const ASCII_WORD = new Uint8Array(128).map((_, c) => Number(/[A-Za-z0-9_]/.test(String.fromCharCode(c))));

/** Call `each` with every run of word characters of an ASCII text: a loop over codes, cheaper than a regex split. */
function asciiRuns(text: string, each: (run: string) => void): void {
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (ASCII_WORD[text.charCodeAt(i)] === 1) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      each(text.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) each(text.slice(start));
}

/** A text with Chinese or Japanese: `analyzeText`'s words, counted. */
function countCjk(
  text: string,
  camelParts: boolean,
  { language, steps, cjk }: CountOptions,
  words: Map<string, string>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { surface, term } of analyzeText(text, language, steps, { cjk, camelParts })) {
    if (term === null) continue;
    counts.set(term, (counts.get(term) ?? 0) + 1);
    if (term !== surface) words.set(surface, term);
  }
  return counts;
}

function runMemo({ memo, language }: CountOptions, camelParts: boolean): Map<string, RunWords> {
  const key = `${language}\0${camelParts}`;
  let runs = memo.runs.get(key);
  if (!runs) memo.runs.set(key, (runs = new Map()));
  return runs;
}

/** A word run without CJK, as `tokenize` and `analyzeWord` treat it. */
function runWords(raw: string, camelParts: boolean, { language, steps, memo }: CountOptions): RunWords {
  const surfaces: string[] = [];
  // One letter ('a', 'e' of 'e.g.') finds everything and means nothing.
  if (raw.length > 1 || /\d/.test(raw)) surfaces.push(raw.toLowerCase());
  if (camelParts && CAMEL_BREAK.test(raw))
    for (const part of raw.split(CAMEL_BREAK)) if (part.length > 1) surfaces.push(part.toLowerCase());
  const run: RunWords = { ids: [], differs: [], seen: 0 };
  for (const surface of surfaces) {
    const term = analyzeWord(surface, language, steps);
    if (term === null) continue;
    run.ids.push(termId(memo, term));
    if (term !== surface) run.differs.push([surface, term]);
  }
  return run;
}

function termId(memo: WordMemo, term: string): number {
  let id = memo.ids.get(term);
  if (id === undefined) {
    memo.ids.set(term, (id = memo.terms.length));
    memo.terms.push(term);
    if (id >= memo.counts.length) {
      const grown = new Int32Array(memo.counts.length * 2);
      grown.set(memo.counts);
      memo.counts = grown;
    }
  }
  return id;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
