/**
 * Text analysis shared by the index build (Node) and the search client (browser), so a query is cut and stemmed
 * exactly as the pages were. Words are runs of letters and digits, NFKC-normalised and lower-cased; each page's
 * language drops its stop words and stems the rest with lunr's and lunr-languages' steps. Chinese and Japanese
 * have no spaces to split on: their runs are cut into overlapping bigrams (`通知を` -> `通知`, `知を`), which
 * finds every word a reader types without a dictionary (recall measured in test/search/cjk-recall.test.ts).
 */

/** A lunr pipeline step (stemmer, stop-word filter) as lunr-languages exports it; it takes a lunr.Token. */
export type PipelineStep = (token: TokenLike) => TokenLike | null | undefined | void;

/** The part of lunr.Token the steps use. */
export interface TokenLike {
  toString(): string;
  update(fn: (s: string) => string): TokenLike;
}

/** The word steps of one language. */
export interface LanguageSteps {
  stopWordFilter?: PipelineStep;
  stemmer?: PipelineStep;
}

/** Steps by language code, a way to make tokens (`(s) => new lunr.Token(s, {})`), and a memo of analysed words. */
export interface Steps {
  languages: Partial<Record<string, LanguageSteps>>;
  token: (s: string) => TokenLike;
  /** `language:word` -> term (null: stop word). Stemming is the slow part and words repeat a lot. */
  memo: Map<string, string | null>;
}

/** How runs of Chinese and Japanese characters become terms. */
export type CjkMode = 'bigram' | 'segmenter';

/** Languages lunr or lunr-languages can stem (the site's other languages). */
const STEMMED_LANGUAGES = ['en', 'de', 'es', 'fr', 'pt', 'ru'] as const;

/** Han, kana and the long-vowel and iteration marks that sit inside their words. */
const CJK_CHAR = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc\\u3005';
/** A run of letters, marks, digits and `_`; one with CJK in it is then cut into CJK and other pieces. */
const WORD = /[\p{L}\p{M}\p{N}_]+/gu;
/** Whether a text has a Han or kana character (the build's word counter tokenises those texts as `tokenize` does). */
export const HAS_CJK = new RegExp(`[${CJK_CHAR}]`, 'u');
const PIECE = new RegExp(`[${CJK_CHAR}]+|[^${CJK_CHAR}]+`, 'gu');

/** The words of a text with their offsets, CJK runs apart from the letters around them (`API通知` -> API, 通知). */
function* spans(text: string): Generator<{ start: number; text: string; cjk: boolean }> {
  // Most texts have no CJK at all: one test for the whole text instead of one per word.
  if (!HAS_CJK.test(text)) {
    for (const m of text.matchAll(WORD)) yield { start: m.index!, text: m[0], cjk: false };
    return;
  }
  for (const m of text.matchAll(WORD)) {
    // Most words have no CJK: one test, and no per-character look-ahead.
    if (!HAS_CJK.test(m[0])) {
      yield { start: m.index!, text: m[0], cjk: false };
      continue;
    }
    for (const p of m[0].matchAll(PIECE)) yield { start: m.index! + p.index!, text: p[0], cjk: HAS_CJK.test(p[0]) };
  }
}

/** One word of a text: what the reader wrote (lower-cased) and the index term it became (null: a stop word). */
export interface Word {
  surface: string;
  term: string | null;
  cjk: boolean;
}

/** The language whose steps analyse a page or query language: `pt-BR` -> pt; ja and zh pages stem their Latin words as English. */
export function stepsLanguage(language: string): string | null {
  const base = language.toLowerCase().split(/[-_]/)[0];
  if (base === 'ja' || base === 'zh') return 'en';
  return (STEMMED_LANGUAGES as readonly string[]).includes(base) ? base : null;
}

/** Steps from a lunr object with the wanted lunr-languages registered (languages not registered are left out). */
export function stepsFromLunr(lunr: unknown): Steps {
  const l = lunr as Record<string, LanguageSteps | undefined> &
    LanguageSteps & { Token: new (s: string, metadata: object) => TokenLike };
  const languages: Steps['languages'] = { en: { stemmer: l.stemmer, stopWordFilter: l.stopWordFilter } };
  for (const code of STEMMED_LANGUAGES) {
    const registered = l[code];
    if (code !== 'en' && registered?.stemmer)
      languages[code] = { stemmer: registered.stemmer, stopWordFilter: registered.stopWordFilter };
  }
  return { languages, token: (s) => new l.Token(s, {}), memo: new Map() };
}

/** Where the words of a text are, for highlighting: offsets in `text`, the word as analysed (lower-cased), CJK or not. */
export function wordSpans(text: string): { start: number; end: number; word: string; cjk: boolean }[] {
  return [...spans(text)].map((m) => ({
    start: m.start,
    end: m.start + m.text.length,
    word: m.text.normalize('NFKC').toLowerCase(),
    cjk: m.cjk,
  }));
}

/** Where a camel-case name breaks into words: `BrowserWindow` -> Browser|Window, `IPCMain` -> IPC|Main. */
export const CAMEL_BREAK = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * Split text into words: letter-and-digit runs and CJK pieces (bigrams or dictionary words). With `camelParts`,
 * a camel-case name also yields its parts, so `browser window` finds the page titled BrowserWindow.
 */
export function tokenize(
  text: string,
  cjk: CjkMode = 'bigram',
  language = 'ja',
  camelParts = false,
): { surface: string; cjk: boolean }[] {
  const out: { surface: string; cjk: boolean }[] = [];
  for (const span of spans(text.normalize('NFKC'))) {
    const raw = span.text;
    if (!span.cjk) {
      // One letter ('a', 'e' of 'e.g.') finds everything and means nothing.
      if (raw.length > 1 || /\d/.test(raw)) out.push({ surface: raw.toLowerCase(), cjk: false });
      if (camelParts && CAMEL_BREAK.test(raw))
        for (const part of raw.split(CAMEL_BREAK))
          if (part.length > 1) out.push({ surface: part.toLowerCase(), cjk: false });
      continue;
    }
    for (const piece of cjk === 'bigram' ? bigrams(raw) : segments(raw, language))
      out.push({ surface: piece, cjk: true });
  }
  return out;
}

/** `通知を表示` -> 通知, 知を, を表, 表示; a single character stays itself. */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

function segments(run: string, language: string): string[] {
  // Intl.Segmenter is ES2022; the client's type library stops at ES2020, every browser sitegen targets has it.
  const { Segmenter } = Intl as unknown as {
    Segmenter: new (
      lang: string,
      options: { granularity: 'word' },
    ) => { segment(s: string): Iterable<{ segment: string; isWordLike?: boolean }> };
  };
  return [...new Segmenter(language, { granularity: 'word' }).segment(run)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);
}

/** Analyse one word in one language: null when it is a stop word, else its stem. */
export function analyzeWord(surface: string, language: string, steps: Steps): string | null {
  const lang = stepsLanguage(language);
  const fns = lang ? steps.languages[lang] : undefined;
  if (!fns) return surface;
  const key = `${lang}:${surface}`;
  const known = steps.memo.get(key);
  if (known !== undefined) return known;
  let token: TokenLike | null | undefined | void = steps.token(surface);
  if (fns.stopWordFilter) token = fns.stopWordFilter(token);
  if (token && fns.stemmer) token = fns.stemmer(token);
  const term = token ? token.toString() || null : null;
  steps.memo.set(key, term);
  return term;
}

/** Every word of a text with its index term, analysed in the page's language. CJK pieces are terms as they are. */
export function analyzeText(
  text: string,
  language: string,
  steps: Steps,
  { cjk = 'bigram', camelParts = false }: { cjk?: CjkMode; camelParts?: boolean } = {},
): Word[] {
  return tokenize(text, cjk, language, camelParts).map(({ surface, cjk: isCjk }) => ({
    surface,
    cjk: isCjk,
    term: isCjk ? surface : analyzeWord(surface, language, steps),
  }));
}

/** One word of a query: the terms it may match exactly (one per language of the index), and its text for prefixes. */
export interface QueryWord {
  surface: string;
  /** Exact index terms, deduplicated; empty when the word is a stop word in every language. */
  forms: string[];
  cjk: boolean;
}

/**
 * A query's words. Pages in one index may be written in several languages (a German locale shows English pages
 * that have no translation), so each word is analysed in each of them and may match any of the results. Stop words
 * are dropped unless the query is nothing but stop words.
 */
export function analyzeQuery(query: string, languages: string[], steps: Steps, cjk: CjkMode = 'bigram'): QueryWord[] {
  const words = tokenize(query, cjk, languages.find((l) => l === 'ja' || l === 'zh') ?? 'ja').map(
    ({ surface, cjk: isCjk }) => {
      const forms = isCjk
        ? [surface]
        : languages.map((l) => analyzeWord(surface, l, steps)).filter((t): t is string => t !== null);
      return { surface, cjk: isCjk, forms: [...new Set(forms)] };
    },
  );
  const meaningful = words.filter((w) => w.forms.length > 0);
  return meaningful.length > 0 ? meaningful : words;
}
