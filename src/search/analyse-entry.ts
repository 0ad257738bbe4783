/**
 * One page's search analysis: its HTML cut into sections (extract-sections.ts), each section's fields counted
 * (count-words.ts) and encoded (encode-postings.ts). The same function runs in the build's thread and in the
 * search analysis thread (analysis-thread.ts), so where an entry is analysed never changes the index.
 */
import type { CjkMode, Steps } from '../../templates/search/analyze.js';
import { countFields, type WordMemo } from './count-words.js';
import { encodeEntry, type CountedSection } from './encode-postings.js';
import { extractSections, type Section } from './extract-sections.js';
import type { EntryAnalysis } from './stored-analysis.js';

/** How words are analysed: the language steps, the CJK tokeniser and the build's word memo. */
export interface WordAnalysis {
  steps: Steps;
  cjk: CjkMode;
  memo: WordMemo;
}

/** What a page's analysis is made from: its rendered HTML, its title and its language. */
export interface AnalysedPage {
  html: string;
  title: string;
  locale: string;
}

/** Cut a page into sections and count and encode their words. */
export function analyseEntry({ html, title, locale }: AnalysedPage, words: WordAnalysis): EntryAnalysis {
  const sections = extractSections(html, title);
  return { sections, postings: encodeEntry(analyseSections(sections, title, locale, words)) };
}

/** Each section's fields, analysed and counted: its heading, the page title and enclosing headings, its text. */
export function analyseSections(
  sections: Section[],
  pageTitle: string,
  language: string,
  { steps, cjk, memo }: WordAnalysis,
): CountedSection[] {
  // Headings and page titles name API objects (BrowserWindow, webContents): their parts are words too.
  const options = { language, steps, cjk, memo };
  return sections.map((s) => {
    const path: string[] = [];
    for (let p = s.parent; p >= 0; p = sections[p].parent) path.push(p === 0 ? pageTitle : sections[p].title);
    const fields = [{ text: s.title, camelParts: true }, { text: path.join(' '), camelParts: true }, { text: s.text }];
    return countFields(fields, options);
  });
}
